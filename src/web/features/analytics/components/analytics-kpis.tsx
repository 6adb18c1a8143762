import { Building2, Inbox, Percent, QrCode } from 'lucide-react';
import type { AnalyticsReport } from '../../../../shared/analytics';
import { countFormat, formatPct } from '../../../../shared/format';
import { KpiGrid } from '../../../components/ui/kpi-grid';
import { analyticsTexts as t } from '../texts';

/** Scans, leads and conversion of the range; published listings now. */
export function AnalyticsKpis({ kpis }: { kpis: AnalyticsReport['kpis'] }) {
  const count = (n: number) => countFormat.format(n);
  return (
    <KpiGrid
      id="analytics-kpis"
      title={t.kpisTitle}
      items={[
        { testId: 'kpi-scans', icon: QrCode, label: t.scans, value: count(kpis.scans), hint: t.scansHint },
        { testId: 'kpi-leads', icon: Inbox, label: t.leads, value: count(kpis.leads), hint: t.leadsHint },
        {
          testId: 'kpi-conversion',
          icon: Percent,
          label: t.conversion,
          value: formatPct(kpis.conversionPct),
          hint: t.conversionHint,
        },
        {
          testId: 'kpi-published',
          icon: Building2,
          label: t.published,
          value: count(kpis.publishedListings),
          hint: t.publishedHint,
        },
      ]}
    />
  );
}
