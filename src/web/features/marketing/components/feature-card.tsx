import type { LucideIcon } from 'lucide-react';

/** One feature (or value) of a marketing page: icon, title and a short text, as a list item. */
export function FeatureCard({ icon: Icon, title, body }: { icon: LucideIcon; title: string; body: string }) {
  return (
    <li className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-ink">{title}</h3>
      <p className="mt-2 leading-7 text-neutral-600">{body}</p>
    </li>
  );
}
