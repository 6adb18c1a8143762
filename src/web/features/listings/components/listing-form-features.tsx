import {
  CONDITIONS,
  conditionLabels,
  FEATURES,
  ORIENTATIONS,
  orientationLabels,
} from '../../../../shared/listing-catalog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { listingFormTexts as t } from '../texts';
import { selectClass } from './listing-form-basic';
import { box } from './listing-form-choices';
import { FEATURE_SHOWN_ELSEWHERE, type ListingFormApi, type ListingFormValues } from './listing-form-values';

const SHOWN = FEATURES.filter((f) => f.code !== FEATURE_SHOWN_ELSEWHERE);

/** Características: the state of the property, its year and orientation, and what it has. */
export function FeatureFields({ form }: { form: ListingFormApi }) {
  const { register, formState } = form;
  const err = (k: keyof ListingFormValues) => formState.errors[k]?.message as string | undefined;
  return (
    <>
      <div className="col-span-2 grid grid-cols-2 gap-4 sm:grid-cols-3">
        <div className="col-span-2 sm:col-span-1">
          <FormField label={t.condition} error={err('condition')}>
            <select className={selectClass} {...register('condition')}>
              <option value="">{t.notGiven}</option>
              {CONDITIONS.map((c) => (
                <option key={c} value={c}>
                  {conditionLabels[c].es}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <FormField label={t.yearBuilt} error={err('yearBuilt')}>
          <Input inputMode="numeric" autoComplete="off" placeholder="1975" {...register('yearBuilt')} />
        </FormField>
        <FormField label={t.orientation} error={err('orientation')}>
          <select className={selectClass} {...register('orientation')}>
            <option value="">{t.notGiven}</option>
            {ORIENTATIONS.map((o) => (
              <option key={o} value={o}>
                {orientationLabels[o].es}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <fieldset className="col-span-2">
        <legend className="mb-1.5 text-sm font-medium text-neutral-800">{t.featuresLegend}</legend>
        <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
          {SHOWN.map((f) => (
            <label key={f.code} className="flex min-h-11 items-center gap-3 text-sm text-neutral-800">
              <input type="checkbox" value={f.code} className={box} {...register('features')} />
              {f.es}
            </label>
          ))}
        </div>
        {err('features') && (
          <p className="mt-1.5 text-sm text-red-700" role="alert">
            {err('features')}
          </p>
        )}
      </fieldset>
    </>
  );
}
