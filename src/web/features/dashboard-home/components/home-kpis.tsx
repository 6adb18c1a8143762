import { Building2, Inbox, Percent, QrCode } from 'lucide-react';
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
          testId: 'kpi-total-scans',
          icon: QrCode,
          label: t.totalScans,
          value: count(kpis.totalScans),
          hint: t.scansHint,
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
