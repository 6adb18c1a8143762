import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { listingFormTexts as t } from '../texts';
import type { ListingFormApi, ListingFormValues } from './listing-form-values';

const numeric = { inputMode: 'numeric', autoComplete: 'off' } as const;

/** Costes: community fees and IBI; for a rent, the fianza and the date it is free from. */
export function CostFields({ form }: { form: ListingFormApi }) {
  const { register, formState, watch } = form;
  const err = (k: keyof ListingFormValues) => formState.errors[k]?.message as string | undefined;
  return (
    <>
      <p className="col-span-2 text-sm text-neutral-600">{t.costsHint}</p>
      <div className="col-span-2 sm:col-span-1">
        <FormField label={t.communityFees} error={err('communityFees')}>
          <Input {...numeric} {...register('communityFees')} />
        </FormField>
      </div>
      <div className="col-span-2 sm:col-span-1">
        <FormField label={t.ibi} error={err('ibi')}>
          <Input {...numeric} {...register('ibi')} />
        </FormField>
      </div>
      {watch('operation') === 'rent' && (
        <fieldset className="col-span-2 grid grid-cols-2 gap-4 rounded-lg border border-neutral-200 p-3">
          <legend className="px-1 text-sm font-semibold text-neutral-900">{t.rentTerms}</legend>
          <FormField label={t.depositMonths} error={err('depositMonths')} hint={t.depositHint}>
            <Input {...numeric} {...register('depositMonths')} />
          </FormField>
          <FormField label={t.availableFrom} error={err('availableFrom')}>
            <Input type="date" autoComplete="off" {...register('availableFrom')} />
          </FormField>
        </fieldset>
      )}
    </>
  );
}
