import type { AllowanceView } from '../../../../shared/staging';
import { cn } from '../../../lib/cn';
import { stagingPageTexts as t } from '../texts';

const CHOICES = [1, 2, 3, 4] as const;

/** "Resultados": how many versions of the same request (1–4), each one a render. */
export function VariationsPicker({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{t.variationsLegend}</legend>
      <p className="text-sm text-neutral-700">{t.variationsHint}</p>
      <div className="mt-2 inline-flex gap-1 rounded-lg border border-neutral-300 p-1">
        {CHOICES.map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={value === n}
            onClick={() => onChange(n)}
            className={cn(
              'min-h-10 min-w-11 rounded-md px-3 text-sm font-semibold tabular-nums',
              value === n ? 'bg-brand-700 text-white' : 'text-neutral-700 hover:bg-neutral-100',
            )}
          >
            {n}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** "Usará 2 renders · te quedan 18": the cost of the request before it is sent. */
export function CostLine({ renders, allowance }: { renders: number; allowance: AllowanceView }) {
  const left = allowance.limit === null ? null : Math.max(0, allowance.limit - allowance.used);
  return (
    <p
      className={cn('text-sm font-medium', left !== null && renders > left ? 'text-red-800' : 'text-ink')}
      aria-live="polite"
      data-testid="staging-cost"
    >
      {t.cost(renders, left)}
    </p>
  );
}
