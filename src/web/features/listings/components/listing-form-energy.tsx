import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { energyTexts as t } from '../../../../shared/energy-certificate';
import { ENERGY_COLORS, ENERGY_LETTERS, ENERGY_STATUSES } from '../../../../shared/energy-label';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { ListingFormValues } from './listing-form';

type LetterField = 'energyConsumption' | 'energyEmissions';

const selectClass =
  'block min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-600';

/** Seven letter chips in the label's colours: one tap on a phone, a radio group for screen readers. */
function LetterPicker({
  name,
  legend,
  error,
  register,
}: {
  name: LetterField;
  legend: string;
  error?: string;
  register: UseFormRegister<ListingFormValues>;
}) {
  const errorId = useId();
  return (
    <fieldset className="col-span-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-neutral-800">{legend}</legend>
      <div className="flex gap-1.5">
        {ENERGY_LETTERS.map((letter) => (
          <label key={letter} className="relative min-w-0 flex-1">
            <input
              type="radio"
              value={letter}
              className="peer sr-only"
              aria-invalid={error ? true : undefined}
              {...register(name)}
            />
            <span
              className="flex h-11 items-center justify-center rounded-lg text-base font-bold text-black opacity-45 ring-offset-2 transition peer-checked:opacity-100 peer-checked:ring-2 peer-checked:ring-ink peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700"
              style={{ backgroundColor: ENERGY_COLORS[letter] }}
            >
              {letter}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The energy certificate (Real Decreto 390/2021): its status, then the two letters and the
 * optional figures when there is one. A dwelling is not published without it: the shared schema
 * refuses, and its message shows on the status.
 */
export function EnergyFields({
  register,
  errors,
  status,
}: {
  register: UseFormRegister<ListingFormValues>;
  errors: FieldErrors<ListingFormValues>;
  /** The status chosen right now. */
  status: ListingFormValues['energyStatus'];
}) {
  const hintId = useId();
  const err = (k: keyof ListingFormValues) => errors[k]?.message as string | undefined;
  return (
    <fieldset
      className="col-span-2 grid grid-cols-2 gap-4 rounded-lg border border-neutral-200 p-3"
      aria-describedby={hintId}
      data-testid="energy-fields"
    >
      <legend className="px-1 text-sm font-semibold text-neutral-900">{t.section}</legend>
      <p id={hintId} className="col-span-2 -mt-2 text-sm text-neutral-600">
        {t.sectionHint}
      </p>
      <div className="col-span-2">
        <FormField label={t.status} error={err('energyStatus')}>
          <select className={selectClass} {...register('energyStatus')}>
            <option value="">{t.statusNone}</option>
            {ENERGY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t.statuses[s]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {status === 'certified' && (
        <>
          <LetterPicker
            name="energyConsumption"
            legend={t.consumption}
            error={err('energyConsumption')}
            register={register}
          />
          <LetterPicker
            name="energyEmissions"
            legend={t.emissions}
            error={err('energyEmissions')}
            register={register}
          />
          <FormField label={t.consumptionKwh} hint={t.optional} error={err('energyConsumptionKwh')}>
            <Input inputMode="decimal" autoComplete="off" {...register('energyConsumptionKwh')} />
          </FormField>
          <FormField label={t.emissionsKg} hint={t.optional} error={err('energyEmissionsKg')}>
            <Input inputMode="decimal" autoComplete="off" {...register('energyEmissionsKg')} />
          </FormField>
        </>
      )}
    </fieldset>
  );
}
