import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { buttonClass } from '../../../components/ui/button';
import { analyticsTexts as t } from '../texts';

/** Placeholders while the first figures load. */
export function AnalyticsLoading() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">{t.loading}</span>
      <div aria-hidden className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {['a', 'b', 'c', 'd'].map((k) => (
          <div key={k} className="h-28 animate-pulse rounded-2xl border border-neutral-200 bg-white" />
        ))}
      </div>
      <div aria-hidden className="h-80 animate-pulse rounded-2xl border border-neutral-200 bg-white" />
    </div>
  );
}

/** A new agency: nothing scanned or asked yet, and where that will come from. */
export function AnalyticsNoData() {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-neutral-300 bg-white p-5 sm:flex-row sm:items-center">
      <BarChart3 className="size-10 shrink-0 text-neutral-400" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">{t.noDataTitle}</p>
        <p className="mt-0.5 text-sm text-neutral-600">{t.noDataBody}</p>
      </div>
      <Link to={paths.dashboard.listings} className={buttonClass('secondary', 'shrink-0')}>
        {t.noDataAction}
      </Link>
    </div>
  );
}

/** A fixed-height placeholder while the chart's code loads. */
export function ChartPlaceholder() {
  return <div aria-hidden className="h-64 animate-pulse rounded-xl bg-neutral-50 sm:h-72" />;
}
