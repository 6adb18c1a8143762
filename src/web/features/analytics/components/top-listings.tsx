import type { AnalyticsReport } from '../../../../shared/analytics';
import { countFormat, formatPct } from '../../../../shared/format';
import { EmptyNote, Panel } from '../../../components/ui/panel';
import { analyticsTexts as t } from '../texts';

/** The range's top 3 listings: by leads, then scans. */
export function TopListings({ listings }: { listings: AnalyticsReport['topListings'] }) {
  return (
    <Panel id="top-listings" title={t.topListingsTitle}>
      {listings.length === 0 ? (
        <EmptyNote>{t.topListingsEmpty}</EmptyNote>
      ) : (
        <ol className="divide-y divide-neutral-100" data-testid="top-listings">
          {listings.map((l, i) => (
            <li key={l.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800">
                {i + 1}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-ink">
                  {l.title}
                  {!l.published && (
                    <span className="ml-2 rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-semibold text-neutral-700">
                      {t.draft}
                    </span>
                  )}
                </p>
                <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-neutral-700">
                  <div className="flex gap-1">
                    <dt>{t.leads}:</dt>
                    <dd className="font-semibold text-ink tabular-nums">{countFormat.format(l.leads)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>{t.views}:</dt>
                    <dd className="font-semibold text-ink tabular-nums">{countFormat.format(l.views)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>{t.conversion}:</dt>
                    <dd className="font-semibold text-ink tabular-nums">{formatPct(l.conversionPct)}</dd>
                  </div>
                </dl>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
