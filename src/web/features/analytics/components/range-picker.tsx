import { type AnalyticsRange, analyticsRanges } from '../../../../shared/analytics';
import { cn } from '../../../lib/cn';
import { analyticsTexts as t } from '../texts';

/** Semana / Mes / Año as one segmented control (toggle buttons). */
export function RangePicker({
  value,
  onChange,
}: {
  value: AnalyticsRange;
  onChange: (range: AnalyticsRange) => void;
}) {
  return (
    <fieldset className="inline-grid w-full min-w-0 grid-cols-3 rounded-xl border border-neutral-200 bg-white p-1 sm:w-auto">
      <legend className="sr-only">{t.rangeLabel}</legend>
      {analyticsRanges.map((range) => (
        <button
          key={range}
          type="button"
          aria-pressed={range === value}
          onClick={() => onChange(range)}
          className={cn(
            'min-h-10 rounded-lg px-4 text-sm font-semibold transition-colors sm:min-w-24',
            range === value ? 'bg-brand-700 text-white' : 'text-neutral-700 hover:bg-neutral-100',
          )}
        >
          {t.ranges[range]}
        </button>
      ))}
    </fieldset>
  );
}
