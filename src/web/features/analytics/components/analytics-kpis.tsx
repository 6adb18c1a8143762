import { Building2, Eye, Inbox, Percent, QrCode } from 'lucide-react';
import type { AnalyticsReport } from '../../../../shared/analytics';
import { countFormat, formatPct } from '../../../../shared/format';
import { KpiGrid } from '../../../components/ui/kpi-grid';
import { analyticsTexts as t } from '../texts';

/** Views (and their QR share), leads and conversion of the range; published listings now. */
export function AnalyticsKpis({ kpis }: { kpis: AnalyticsReport['kpis'] }) {
  const count = (n: number) => countFormat.format(n);
  return (
    <KpiGrid
      id="analytics-kpis"
      title={t.kpisTitle}
      items={[
        { testId: 'kpi-views', icon: Eye, label: t.views, value: count(kpis.views), hint: t.viewsHint },
        {
          testId: 'kpi-qr-share',
          icon: QrCode,
          label: t.qrShare,
          value: formatPct(kpis.qrSharePct),
          hint: t.qrShareHint,
        },
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
