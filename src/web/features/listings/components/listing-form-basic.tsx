import { formatListingPrice } from '../../../../shared/format';
import { TYPES_WITH_PLOT, typesOfUse } from '../../../../shared/listing-catalog';
import { roundingNote } from '../../../../shared/listings';
import { readNumber } from '../../../../shared/whole-number';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { listingFormTexts as t } from '../texts';
import { AgentField } from './listing-form-agent';
import { box, OperationField, PublishedField, UseField } from './listing-form-choices';
import type { ListingFormApi, ListingFormValues } from './listing-form-values';

export const selectClass =
  'block min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-600';

const numeric = { inputMode: 'numeric', autoComplete: 'off' } as const;

/** "1.200 €/mes" for what is typed in the price of a rent, when it reads as a number. */
function rentShown(typed: string): string | null {
  const read = typed.trim() === '' ? null : readNumber(typed.trim());
  return read?.ok && !read.decimal ? formatListingPrice(read.value, 'rent') : null;
}

/** Básico: what the listing is, its title and reference, price, surfaces and rooms, who handles it. */
export function BasicFields({
  form,
  assignedMemberId,
  showLimitHint,
}: {
  form: ListingFormApi;
  /** The saved agent, kept as an option while the member list loads. */
  assignedMemberId: string;
  showLimitHint: boolean;
}) {
  const { register, formState, watch } = form;
  const err = (k: keyof ListingFormValues) => formState.errors[k]?.message as string | undefined;
  const rent = watch('operation') === 'rent';
  const type = watch('propertyType');
  const half = 'col-span-2 sm:col-span-1';
  return (
    <>
      <OperationField form={form} />
      <UseField form={form} />
      <div className={half}>
        <FormField label={t.propertyType} error={err('propertyType')}>
          <select className={selectClass} {...register('propertyType')}>
            {typesOfUse(watch('useCode')).map((pt) => (
              <option key={pt.code} value={pt.code}>
                {pt.es}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className={half}>
        <FormField label={t.reference} error={err('reference')} hint={t.referenceHint}>
          <Input autoComplete="off" {...register('reference')} />
        </FormField>
      </div>
      <div className="col-span-2">
        <FormField label={t.title} error={err('title')}>
          <Input autoComplete="off" placeholder={t.titlePlaceholder} {...register('title')} />
        </FormField>
      </div>
      <div className="col-span-2">
        <FormField
          label={t.price}
          error={err('price')}
          hint={rent ? t.priceRentHint(rentShown(watch('price'))) : undefined}
        >
          <Input {...numeric} {...register('price')} />
        </FormField>
      </div>
      <div className={half}>
        <FormField label={t.sqm} error={err('sqm')} hint={roundingNote(watch('sqm')) ?? undefined}>
          <Input inputMode="decimal" autoComplete="off" {...register('sqm')} />
        </FormField>
      </div>
      <div className={half}>
        <FormField
          label={t.usableSqm}
          error={err('usableSqm')}
          hint={roundingNote(watch('usableSqm')) ?? undefined}
        >
          <Input inputMode="decimal" autoComplete="off" {...register('usableSqm')} />
        </FormField>
      </div>
      {TYPES_WITH_PLOT.has(type) && (
        <div className={half}>
          <FormField
            label={t.plotSqm}
            error={err('plotSqm')}
            hint={roundingNote(watch('plotSqm')) ?? undefined}
          >
            <Input inputMode="decimal" autoComplete="off" {...register('plotSqm')} />
          </FormField>
        </div>
      )}
      <FormField label={t.beds} error={err('beds')}>
        <Input {...numeric} {...register('beds')} />
      </FormField>
      <FormField label={t.baths} error={err('baths')}>
        <Input {...numeric} {...register('baths')} />
      </FormField>
      <FormField label={t.floor} error={err('floor')}>
        <Input autoComplete="off" placeholder={t.floorPlaceholder} {...register('floor')} />
      </FormField>
      <label className="flex min-h-11 items-center gap-3 self-end text-sm font-medium text-neutral-800">
        <input type="checkbox" className={box} {...register('exterior')} />
        {t.exterior}
      </label>
      <PublishedField form={form} showLimitHint={showLimitHint} />
      <AgentField register={register} error={err('assignedMemberId')} current={assignedMemberId} />
    </>
  );
}
