import { Building2, Inbox, Percent, QrCode } from 'lucide-react';
import type { AnalyticsReport } from '../../../../shared/analytics';
import { countFormat, formatPct } from '../../../../shared/format';
import { KpiCard } from '../../../components/ui/kpi-card';
import { analyticsTexts as t } from '../texts';

/** Scans, leads and conversion of the range; published listings now. */
export function AnalyticsKpis({ kpis }: { kpis: AnalyticsReport['kpis'] }) {
  return (
    <section aria-labelledby="analytics-kpis">
      <h2 id="analytics-kpis" className="sr-only">
        {t.kpisTitle}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <KpiCard
          testId="kpi-scans"
          icon={QrCode}
          label={t.scans}
          value={countFormat.format(kpis.scans)}
          hint={t.scansHint}
        />
        <KpiCard
          testId="kpi-leads"
          icon={Inbox}
          label={t.leads}
          value={countFormat.format(kpis.leads)}
          hint={t.leadsHint}
        />
        <KpiCard
          testId="kpi-conversion"
          icon={Percent}
          label={t.conversion}
          value={formatPct(kpis.conversionPct)}
          hint={t.conversionHint}
        />
        <KpiCard
          testId="kpi-published"
          icon={Building2}
          label={t.published}
          value={countFormat.format(kpis.publishedListings)}
          hint={t.publishedHint}
        />
      </dl>
    </section>
  );
}
