import { countFormat, formatPct } from '../../../../shared/format';
import { type LeadStats, leadsDashboardTexts } from '../../../../shared/leads-dashboard';
import { cn } from '../../../lib/cn';

const t = leadsDashboardTexts.stats;

function Card({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div
      className={cn('rounded-2xl border border-neutral-200 bg-white px-3 py-2.5 sm:px-4 sm:py-3', className)}
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
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-5">
        <Card label={t.total} value={n(stats?.total)} className="col-span-2 sm:col-span-1" />
        <Card label={t.new} value={n(stats?.new)} />
        <Card label={t.contacted} value={n(stats?.contacted)} />
        <Card label={t.closed} value={n(stats?.closed)} />
        <Card label={t.closedPct} value={stats ? formatPct(stats.closedPct) : '–'} />
      </dl>
      {filtered && <p className="mt-2 text-xs text-neutral-600">{t.filtered}</p>}
    </section>
  );
}
