import { useId } from 'react';
import { OPERATIONS, operationLabels } from '../../../../shared/listing-catalog';
import { listingTexts } from '../../../../shared/listings';
import { listingFormTexts as t } from '../texts';
import { firstTypeOf, type ListingFormApi } from './listing-form-values';

export const box = 'size-5 shrink-0 accent-brand-700';

/** Venta or Alquiler: two large segments, one tap on a phone. */
export function OperationField({ form }: { form: ListingFormApi }) {
  return (
    <fieldset className="col-span-2">
      <legend className="mb-1.5 text-sm font-medium text-neutral-800">{t.operation}</legend>
      <div className="grid grid-cols-2 gap-2">
        {OPERATIONS.map((op) => (
          <label key={op} className="relative">
            <input type="radio" value={op} className="peer sr-only" {...form.register('operation')} />
            <span className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-neutral-300 bg-white px-3 text-sm font-semibold text-neutral-800 peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-checked:text-brand-800 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700">
              {operationLabels[op].es}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Residencial or Comercial; a change puts the type back to the use's first (piso, local). */
export function UseField({ form }: { form: ListingFormApi }) {
  return (
    <fieldset className="col-span-2">
      <legend className="mb-1.5 text-sm font-medium text-neutral-800">{t.use}</legend>
      <div className="flex flex-wrap gap-x-6">
        {(['residencial', 'comercial'] as const).map((code) => (
          <label key={code} className="flex min-h-11 items-center gap-3 text-sm text-neutral-800">
            <input
              type="radio"
              value={code}
              className={box}
              {...form.register('useCode', {
                onChange: (e) => form.setValue('propertyType', firstTypeOf(e.target.value)),
              })}
            />
            {t.uses[code]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The published switch, with what a draft means and the plan's limit when it is reached. */
export function PublishedField({ form, showLimitHint }: { form: ListingFormApi; showLimitHint: boolean }) {
  const hintId = useId();
  return (
    <div className="col-span-2 rounded-lg bg-neutral-50 px-3 py-2">
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-neutral-900">
        <input type="checkbox" aria-describedby={hintId} className={box} {...form.register('published')} />
        {listingTexts.published}
      </label>
      <p id={hintId} className="pb-1 text-sm text-neutral-600">
        {t.publishedHint}
        {showLimitHint && <span className="mt-1 block font-medium text-amber-900">{t.atLimitHint}</span>}
      </p>
    </div>
  );
}
