import { Building2, Inbox, Percent, QrCode } from 'lucide-react';
import type { DashboardSummary } from '../../../../shared/analytics';
import { countFormat, formatPct } from '../../../../shared/format';
import { KpiCard } from '../../../components/ui/kpi-card';
import { homeTexts as t } from '../texts';

/** The four all-time figures of the agency. */
export function HomeKpis({ kpis }: { kpis: DashboardSummary['kpis'] }) {
  return (
    <section aria-labelledby="home-kpis">
      <h2 id="home-kpis" className="sr-only">
        {t.kpisTitle}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <KpiCard
          testId="kpi-active-listings"
          icon={Building2}
          label={t.activeListings}
          value={countFormat.format(kpis.activeListings)}
          hint={t.activeHint}
        />
        <KpiCard
          testId="kpi-total-scans"
          icon={QrCode}
          label={t.totalScans}
          value={countFormat.format(kpis.totalScans)}
          hint={t.scansHint}
        />
        <KpiCard
          testId="kpi-total-leads"
          icon={Inbox}
          label={t.totalLeads}
          value={countFormat.format(kpis.totalLeads)}
          hint={t.leadsHint}
        />
        <KpiCard
          testId="kpi-conversion"
          icon={Percent}
          label={t.conversion}
          value={formatPct(kpis.conversionPct)}
          hint={t.conversionHint}
        />
      </dl>
    </section>
  );
}
