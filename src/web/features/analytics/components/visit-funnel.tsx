import type { AnalyticsReport } from '../../../../shared/analytics';
import { countFormat, formatPct, percentOf } from '../../../../shared/format';
import { Panel } from '../../../components/ui/panel';
import { analyticsTexts as t } from '../texts';

const STEPS = ['views', 'leads', 'booked', 'done'] as const;

/**
 * Views → leads → visits booked → visits done: one bar per step, as wide as its share of the
 * views, and each step's share of the one before it.
 */
export function VisitFunnel({ funnel }: { funnel: AnalyticsReport['visitFunnel'] }) {
  const widest = Math.max(1, ...STEPS.map((s) => funnel[s]));
  return (
    <Panel id="visit-funnel" title={t.visitFunnelTitle} caption={t.visitFunnelCaption}>
      <ol className="space-y-3" data-testid="visit-funnel">
        {STEPS.map((step, i) => {
          const before = i > 0 ? STEPS[i - 1]! : null;
          return (
            <li key={step}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-semibold text-ink">{t.visitSteps[step]}</span>
                <span className="tabular-nums">
                  <span className="text-base font-bold text-ink" data-step={step}>
                    {countFormat.format(funnel[step])}
                  </span>
                  {before && step !== 'views' && (
                    <span className="ml-2 text-neutral-600">
                      {t.visitStepShare(
                        formatPct(percentOf(funnel[step], funnel[before])),
                        t.visitStepOf[step],
                      )}
                    </span>
                  )}
                </span>
              </div>
              <div className="mt-1.5 h-2 w-full rounded-full bg-neutral-100" aria-hidden="true">
                <div
                  className="h-full rounded-full bg-brand-500"
                  style={{ width: `${(funnel[step] / widest) * 100}%` }}
                />
              </div>
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}
