import { countFormat, formatPct } from '../../../../shared/format';
import { type LeadStats, leadsDashboardTexts } from '../../../../shared/leads-dashboard';
import { cn } from '../../../lib/cn';

const t = leadsDashboardTexts.stats;

function Card({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div
      className={cn(
        'shrink-0 rounded-2xl border border-neutral-200 bg-white px-3 py-2 whitespace-nowrap sm:px-4 sm:py-3',
        className,
      )}
    >
      <dt className="text-sm text-neutral-600">{label}</dt>
      <dd className="mt-0.5 text-xl font-bold sm:mt-1 sm:text-2xl text-ink tabular-nums">{value}</dd>
    </div>
  );
}

/** Total, Nuevos, Contactados, Cerrados and Tasa de cierre (closed / total). */
export function LeadStatsCards({ stats, filtered }: { stats: LeadStats | undefined; filtered: boolean }) {
  const n = (v: number | undefined) => (v === undefined ? '–' : countFormat.format(v));
  return (
    <section aria-label={t.label}>
      {/* One row on a phone (scrolled sideways, by keyboard too), so the leads start on the first screen. */}
      <dl
        tabIndex={0}
        className="-mx-4 flex [scrollbar-width:none] gap-2 overflow-x-auto px-4 focus-visible:outline-2 focus-visible:outline-brand-700 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-3 sm:overflow-visible sm:px-0 lg:grid-cols-5"
      >
        <Card label={t.total} value={n(stats?.total)} />
        <Card label={t.new} value={n(stats?.new)} />
        <Card label={t.contacted} value={n(stats?.contacted)} />
        <Card label={t.closed} value={n(stats?.closed)} />
        <Card label={t.closedPct} value={stats ? formatPct(stats.closedPct) : '–'} />
      </dl>
      {filtered && <p className="mt-2 text-xs text-neutral-600">{t.filtered}</p>}
    </section>
  );
}
