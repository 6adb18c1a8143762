import type { AnalyticsReport } from '../../../../shared/analytics';
import { countFormat, formatPct } from '../../../../shared/format';
import { EmptyNote, Panel } from '../../../components/ui/panel';
import { analyticsTexts as t } from '../texts';

/**
 * The 4 styles most chosen in the range's leads, then most rendered: leads and completed AI renders,
 * and the share of the leads that chose a style (the bar).
 */
export function TopStyles({ styles }: { styles: NonNullable<AnalyticsReport['topStyles']> }) {
  return (
    <Panel id="top-styles" title={t.topStylesTitle} caption={t.topStylesCaption}>
      {styles.length === 0 ? (
        <EmptyNote>{t.topStylesEmpty}</EmptyNote>
      ) : (
        <ul className="space-y-4" data-testid="top-styles">
          {styles.map((s) => (
            <li key={s.code}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-semibold text-ink">{s.label}</span>
                <span className="text-neutral-700 tabular-nums">
                  {t.styleCounts(
                    s.leads,
                    countFormat.format(s.leads),
                    s.renders,
                    countFormat.format(s.renders),
                  )}
                </span>
              </div>
              <div className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-neutral-100" aria-hidden="true">
                <div className="h-full rounded-full bg-brand-500" style={{ width: `${s.sharePct}%` }} />
              </div>
              {s.leads > 0 && (
                <p className="mt-1 text-xs text-neutral-600">{t.ofStyled(formatPct(s.sharePct))}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
