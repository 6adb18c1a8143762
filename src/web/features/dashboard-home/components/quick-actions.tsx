import { BarChart3, Building2, Inbox, type LucideIcon, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { homeTexts as t } from '../texts';

const actions: { to: string; icon: LucideIcon; text: { label: string; body: string } }[] = [
  { to: paths.dashboard.newListing, icon: Plus, text: t.quick.create },
  { to: paths.dashboard.leads, icon: Inbox, text: t.quick.leads },
  { to: paths.dashboard.listings, icon: Building2, text: t.quick.listings },
  { to: paths.dashboard.analytics, icon: BarChart3, text: t.quick.stats },
];

/** Crear inmueble, Gestionar leads, Gestionar inmuebles, Ver estadísticas. */
export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions">
      <h2 id="quick-actions" className="text-lg font-semibold text-ink">
        {t.quickTitle}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {actions.map(({ to, icon: Icon, text }) => (
          <li key={text.label}>
            <Link
              to={to}
              className="flex h-full items-start gap-3 rounded-2xl border border-neutral-200 bg-white p-4 hover:border-brand-200 hover:bg-brand-50/40"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-ink">{text.label}</span>
                <span className="mt-0.5 block text-sm text-neutral-600">{text.body}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
