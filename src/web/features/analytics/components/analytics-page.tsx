import { Loader2 } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import type { AnalyticsReport } from '../../../../shared/analytics';
import { LoadError } from '../../../components/ui/load-error';
import { EmptyNote, Panel } from '../../../components/ui/panel';
import { isSeatPaused } from '../../../lib/api';
import { useAnalytics } from '../api/use-analytics';
import { dayLabel } from '../format';
import { useAnalyticsRange } from '../hooks/use-analytics-range';
import { analyticsTexts as t } from '../texts';
import { AnalyticsKpis } from './analytics-kpis';
import { AnalyticsLoading, AnalyticsNoData, ChartPlaceholder } from './analytics-status';
import { DeviceFunnel } from './device-funnel';
import { LockedPanel } from './locked-panel';
import { RangePicker } from './range-picker';
import { TopListings } from './top-listings';
import { TopStyles } from './top-styles';
import { VisitFunnel } from './visit-funnel';

// The chart library is fetched only when a chart is about to be drawn.
const MonthlyChart = lazy(() => import('./monthly-chart'));

function Report({ report }: { report: AnalyticsReport }) {
  const quietMonths = report.monthly.every((m) => m.views + m.leads === 0);
  return (
    <>
      {quietMonths && report.kpis.views + report.kpis.leads === 0 && <AnalyticsNoData />}
      <AnalyticsKpis kpis={report.kpis} />
      <Panel id="monthly-chart" title={t.chartTitle} caption={t.chartCaption}>
        {quietMonths ? (
          <EmptyNote>{t.chartEmpty}</EmptyNote>
        ) : (
          <Suspense fallback={<ChartPlaceholder />}>
            <MonthlyChart monthly={report.monthly} />
          </Suspense>
        )}
      </Panel>
      <VisitFunnel funnel={report.visitFunnel} />
      <div className="grid gap-6 lg:grid-cols-2">
        <TopListings listings={report.topListings} />
        {report.topStyles ? (
          <TopStyles styles={report.topStyles} />
        ) : (
          <LockedPanel id="top-styles" title={t.topStylesTitle} plan="Plus" />
        )}
      </div>
      {report.devices ? (
        <DeviceFunnel devices={report.devices} kpis={report.kpis} />
      ) : (
        <LockedPanel id="device-funnel" title={t.funnelTitle} plan="Pro" />
      )}
    </>
  );
}

/** Dashboard → Analíticas: the figures of one range (Semana / Mes / Año) and the last 6 months. */
export function AnalyticsPage() {
  const [range, setRange] = useAnalyticsRange();
  const query = useAnalytics(range);
  const report = query.data;
  const updating = query.isPlaceholderData || (query.isFetching && !report);

  useEffect(() => {
    document.title = t.documentTitle;
  }, []);
  useEffect(() => {
    // decision 017 → Language and texts: analytics fetch errors go to error reporting.
    // A paused agent's answer is not a fault: the access gate explains it.
    if (query.error && !isSeatPaused(query.error)) console.error('Analytics failed to load', query.error);
  }, [query.error]);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t.title}</h1>
          <p className="mt-1 text-neutral-600">{t.subtitle}</p>
        </div>
        <RangePicker value={range} onChange={setRange} />
      </div>
      <p className="flex min-h-6 items-center gap-2 text-sm text-neutral-700" aria-live="polite">
        <span data-testid="range-span">
          {t.rangeSpan[range]}
          {report?.range.key === range && ` · ${dayLabel(report.range.from)} – ${dayLabel(report.range.to)}`}
        </span>
        {query.isPlaceholderData && (
          <span className="inline-flex items-center gap-1 text-neutral-600">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            {t.updating}
          </span>
        )}
      </p>
      {query.error && !query.isFetching ? (
        <LoadError title={t.loadError} error={query.error} onRetry={() => query.refetch()} />
      ) : report ? (
        <div aria-busy={updating} className="space-y-6 transition-opacity aria-busy:opacity-60">
          <Report report={report} />
        </div>
      ) : (
        <AnalyticsLoading />
      )}
    </div>
  );
}
