import { Building2, Eye, Inbox, Percent } from 'lucide-react';
import type { DashboardSummary } from '../../../../shared/analytics';
import { countFormat, formatPct } from '../../../../shared/format';
import { KpiGrid } from '../../../components/ui/kpi-grid';
import { homeTexts as t } from '../texts';

/** The four all-time figures of the agency. */
export function HomeKpis({ kpis }: { kpis: DashboardSummary['kpis'] }) {
  const count = (n: number) => countFormat.format(n);
  return (
    <KpiGrid
      id="home-kpis"
      title={t.kpisTitle}
      items={[
        {
          testId: 'kpi-active-listings',
          icon: Building2,
          label: t.activeListings,
          value: count(kpis.activeListings),
          hint: t.activeHint,
        },
        {
          testId: 'kpi-total-views',
          icon: Eye,
          label: t.totalViews,
          value: count(kpis.totalViews),
          hint: t.viewsHint(formatPct(kpis.qrSharePct)),
        },
        {
          testId: 'kpi-total-leads',
          icon: Inbox,
          label: t.totalLeads,
          value: count(kpis.totalLeads),
          hint: t.leadsHint,
        },
        {
          testId: 'kpi-conversion',
          icon: Percent,
          label: t.conversion,
          value: formatPct(kpis.conversionPct),
          hint: t.conversionHint,
        },
      ]}
    />
  );
}
