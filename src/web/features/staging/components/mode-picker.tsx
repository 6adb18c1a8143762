import { useId } from 'react';
import {
  FINISH_SURFACES,
  FINISHES,
  type Finish,
  SKIES,
  STAGING_MODE_INFO,
  STAGING_MODES,
  skyLabels,
  surfaceLabels,
} from '../../../../shared/staging-modes';
import { cn } from '../../../lib/cn';
import type { ModeDraft } from '../modes';
import { stagingPageTexts as t } from '../texts';

/** Segmented buttons like the use switch: Amueblar, Vaciar estancia, Reformar, Exterior. */
export function ModePicker({ draft, onChange }: { draft: ModeDraft; onChange: (next: ModeDraft) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{t.modeLegend}</legend>
      {/* Two by two on a phone: four labels in one row do not fit 390 px. */}
      <div className="mt-2 grid grid-cols-2 gap-1 rounded-lg border border-neutral-300 p-1 sm:inline-grid sm:grid-cols-4">
        {STAGING_MODES.map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={draft.mode === mode}
            onClick={() => onChange({ ...draft, mode })}
            className={cn(
              'min-h-10 rounded-md px-4 text-sm font-semibold',
              draft.mode === mode ? 'bg-brand-700 text-white' : 'text-neutral-700 hover:bg-neutral-100',
            )}
          >
            {STAGING_MODE_INFO[mode].action.es}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** The finish of one surface: "Sin cambios" or one of the finishes, with its colour beside. */
function FinishSelect({
  surface,
  value,
  onChange,
}: {
  surface: (typeof FINISH_SURFACES)[number];
  value: string | undefined;
  onChange: (code: string | undefined) => void;
}) {
  const id = useId();
  const swatch = (FINISHES[surface] as readonly Finish[]).find((f) => f.code === value)?.swatch;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {surfaceLabels[surface].es}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <span
          aria-hidden
          className="size-6 shrink-0 rounded-full ring-1 ring-neutral-300"
          style={{ background: swatch ?? 'repeating-linear-gradient(45deg,#fff 0 3px,#e5e5e5 3px 6px)' }}
        />
        <select
          id={id}
          className="block min-h-11 w-full min-w-0 rounded-lg border border-neutral-300 bg-white px-3 text-sm text-ink"
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value || undefined)}
        >
          <option value="">{t.unchanged}</option>
          {FINISHES[surface].map((f) => (
            <option key={f.code} value={f.code}>
              {f.es}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** What the chosen mode asks for besides room and style: finishes or a sky, and a line on what it does. */
export function ModeOptions({ draft, onChange }: { draft: ModeDraft; onChange: (next: ModeDraft) => void }) {
  const sky = useId();
  if (draft.mode === 'empty') return <p className="text-sm text-neutral-700">{t.emptyHint}</p>;
  if (draft.mode === 'renovate')
    return (
      <div className="space-y-2">
        <p className="text-sm text-neutral-700">{t.renovateHint}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          {FINISH_SURFACES.map((surface) => (
            <FinishSelect
              key={surface}
              surface={surface}
              value={draft.finishes[surface]}
              onChange={(code) => onChange({ ...draft, finishes: { ...draft.finishes, [surface]: code } })}
            />
          ))}
        </div>
      </div>
    );
  if (draft.mode === 'exterior')
    return (
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{t.skyLegend}</legend>
        <p className="text-sm text-neutral-700">{t.exteriorHint}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {SKIES.map((s) => (
            <label
              key={s}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-neutral-300 px-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={sky}
                className="size-4 accent-brand-700"
                checked={draft.sky === s}
                onChange={() => onChange({ ...draft, sky: s })}
              />
              {skyLabels[s].es}
            </label>
          ))}
        </div>
      </fieldset>
    );
  return null;
}
