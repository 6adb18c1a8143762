import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { EnergyCertificate, EnergyStatus } from '../../../../shared/energy-label';
import {
  type ListingValues,
  type ListingView,
  listingInputSchema,
  roundingNote,
} from '../../../../shared/listings';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { listingFormTexts as t } from '../texts';
import { AgentField } from './listing-form-agent';
import { ChoiceFields } from './listing-form-choices';
import { EnergyFields } from './listing-form-energy';

/** What the inputs hold: strings (numbers are parsed by the shared schema), two flags, the use. */
export interface ListingFormValues {
  title: string;
  price: string;
  address: string;
  city: string;
  sqm: string;
  beds: string;
  baths: string;
  floor: string;
  exterior: boolean;
  useCode: ListingView['useCode'];
  lat: string;
  lng: string;
  published: boolean;
  energyStatus: '' | EnergyStatus;
  energyConsumption: string;
  energyEmissions: string;
  energyConsumptionKwh: string;
  energyEmissionsKg: string;
  /** '' = none (the agency). */
  assignedMemberId: string;
}

const str = (v: number | string | null | undefined) => (v == null ? '' : String(v));

const toForm = (l?: ListingView): ListingFormValues => ({
  title: l?.title ?? '',
  price: str(l?.price),
  address: str(l?.address),
  city: str(l?.city),
  sqm: str(l?.specs.sqm),
  beds: str(l?.specs.beds),
  baths: str(l?.specs.baths),
  floor: str(l?.specs.floor),
  exterior: l?.specs.exterior ?? false,
  useCode: l?.useCode ?? 'residencial',
  lat: str(l?.lat),
  lng: str(l?.lng),
  published: l?.published ?? true,
  assignedMemberId: l?.assignedMemberId ?? '',
  ...energyToForm(l?.energy ?? null),
});

function energyToForm(e: EnergyCertificate | null) {
  const c = e?.status === 'certified' ? e : null;
  return {
    energyStatus: e?.status ?? '',
    energyConsumption: c?.consumption ?? '',
    energyEmissions: c?.emissions ?? '',
    // The figures read back the way a Spanish user types them.
    energyConsumptionKwh: str(c?.consumptionKwh).replace('.', ','),
    energyEmissionsKg: str(c?.emissionsKg).replace('.', ','),
  } as const;
}

export type FieldErrorsFromServer = Record<string, string>;

/**
 * Create and edit, validated by the same zod schema as the server. The submit button
 * lives in the dialog's footer and points here through `formId`.
 */
export function ListingForm({
  formId,
  listing,
  atLimit,
  onSubmit,
}: {
  formId: string;
  listing?: ListingView;
  atLimit: boolean;
  onSubmit: (values: ListingValues, showFieldErrors: (fields: FieldErrorsFromServer) => void) => unknown;
}) {
  const form = useForm<ListingFormValues, unknown, ListingValues>({
    // The schema also takes numbers and nulls (API callers); the inputs only ever hold strings.
    resolver: zodResolver(listingInputSchema) as unknown as Resolver<
      ListingFormValues,
      unknown,
      ListingValues
    >,
    defaultValues: toForm(listing),
  });
  const { register, handleSubmit, setError, formState } = form;
  const errors = formState.errors;
  const [mapOpen, setMapOpen] = useState(listing?.lat != null);

  const showFieldErrors = (fields: FieldErrorsFromServer) => {
    for (const [name, message] of Object.entries(fields)) {
      if (name in form.getValues()) setError(name as keyof ListingFormValues, { message });
    }
  };
  const err = (k: keyof ListingFormValues) => errors[k]?.message as string | undefined;
  const numeric = { inputMode: 'numeric', autoComplete: 'off' } as const;

  return (
    <form
      id={formId}
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values, showFieldErrors))}
      className="grid grid-cols-2 gap-4"
    >
      <div className="col-span-2">
        <FormField label={t.title} error={err('title')}>
          <Input autoComplete="off" placeholder={t.titlePlaceholder} {...register('title')} />
        </FormField>
      </div>
      <FormField label={t.price} error={err('price')}>
        <Input {...numeric} {...register('price')} />
      </FormField>
      <FormField label={t.sqm} error={err('sqm')} hint={roundingNote(form.watch('sqm')) ?? undefined}>
        <Input inputMode="decimal" autoComplete="off" {...register('sqm')} />
      </FormField>
      <FormField label={t.beds} error={err('beds')}>
        <Input {...numeric} {...register('beds')} />
      </FormField>
      <FormField label={t.baths} error={err('baths')}>
        <Input {...numeric} {...register('baths')} />
      </FormField>
      <div className="col-span-2">
        <FormField label={t.address} error={err('address')}>
          <Input autoComplete="street-address" {...register('address')} />
        </FormField>
      </div>
      <FormField label={t.city} error={err('city')}>
        <Input autoComplete="address-level2" {...register('city')} />
      </FormField>
      <FormField label={t.floor} error={err('floor')}>
        <Input autoComplete="off" placeholder={t.floorPlaceholder} {...register('floor')} />
      </FormField>
      <details
        className="group col-span-2 rounded-lg border border-neutral-200 px-3"
        open={mapOpen || Boolean(errors.lat || errors.lng)}
        onToggle={(e) => setMapOpen(e.currentTarget.open)}
      >
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between text-sm font-medium text-neutral-800">
          {t.map}
          <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
        </summary>
        <p className="text-sm text-neutral-600">{t.mapHint}</p>
        <div className="grid grid-cols-2 gap-4 py-3">
          <FormField label={t.lat} error={err('lat')}>
            <Input inputMode="decimal" autoComplete="off" {...register('lat')} />
          </FormField>
          <FormField label={t.lng} error={err('lng')}>
            <Input inputMode="decimal" autoComplete="off" {...register('lng')} />
          </FormField>
        </div>
      </details>
      <EnergyFields
        register={register}
        errors={errors}
        status={form.watch('energyStatus')}
        warnMissing={form.watch('published') && form.watch('energyStatus') === ''}
      />
      <AgentField
        register={register}
        error={err('assignedMemberId')}
        current={listing?.assignedMemberId ?? ''}
      />
      <ChoiceFields
        register={register}
        showLimitHint={atLimit && form.watch('published') && !listing?.published}
      />
    </form>
  );
}
