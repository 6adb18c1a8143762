import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { listingTexts } from '../../../../shared/listings';
import { listingFormTexts as t } from '../texts';
import type { ListingFormValues } from './listing-form';

const box = 'size-5 shrink-0 accent-brand-700';

/** The listing form's checkboxes and radios: exterior, use, and the published switch. */
export function ChoiceFields({
  register,
  showLimitHint,
}: {
  register: UseFormRegister<ListingFormValues>;
  showLimitHint: boolean;
}) {
  const hintId = useId();
  return (
    <>
      <label className="col-span-2 flex min-h-11 items-center gap-3 text-sm font-medium text-neutral-800">
        <input type="checkbox" className={box} {...register('exterior')} />
        {t.exterior}
      </label>
      <fieldset className="col-span-2">
        <legend className="mb-1.5 text-sm font-medium text-neutral-800">{t.use}</legend>
        <div className="flex flex-wrap gap-x-6">
          {(['residencial', 'comercial'] as const).map((code) => (
            <label key={code} className="flex min-h-11 items-center gap-3 text-sm text-neutral-800">
              <input type="radio" value={code} className={box} {...register('useCode')} />
              {t.uses[code]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="col-span-2 rounded-lg bg-neutral-50 px-3 py-2">
        <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-neutral-900">
          <input type="checkbox" aria-describedby={hintId} className={box} {...register('published')} />
          {listingTexts.published}
        </label>
        <p id={hintId} className="pb-1 text-sm text-neutral-600">
          {t.publishedHint}
          {showLimitHint && <span className="mt-1 block font-medium text-amber-900">{t.atLimitHint}</span>}
        </p>
      </div>
    </>
  );
}
