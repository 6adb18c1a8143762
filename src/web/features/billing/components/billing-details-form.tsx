import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  type BillingDetails,
  type BillingDetailsInput,
  billingDetailsSchema,
  billingDetailsTexts as t,
} from '../../../../shared/billing-details';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api';
import { toastApiError } from '../../../lib/toast-api-error';
import { useSaveBillingDetails } from '../api/use-billing-details';

const fields = ['legal_name', 'tax_id', 'address_line', 'postal_code', 'city', 'province'] as const;
const empty: BillingDetailsInput = {
  legal_name: '',
  tax_id: '',
  address_line: '',
  postal_code: '',
  city: '',
  province: '',
};

/** Razón social, NIF/CIF and dirección fiscal, checked with the schema the server uses. */
export function BillingDetailsForm({ details }: { details: BillingDetails | null }) {
  const save = useSaveBillingDetails();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<BillingDetailsInput, unknown, BillingDetails>({
    resolver: zodResolver(billingDetailsSchema),
    defaultValues: details ?? empty,
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      reset(saved.details ?? values);
      toast.success(t.saved);
    } catch (e) {
      if (e instanceof ApiError && e.fields) {
        for (const f of fields) if (e.fields[f]) setError(f, { message: e.fields[f] });
      }
      toastApiError(e, t.saveError);
    }
  });
  const err = (k: (typeof fields)[number]) => errors[k]?.message;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t.title} className="grid gap-4 sm:grid-cols-2">
      {!details && <p className="text-sm text-neutral-700 sm:col-span-2">{t.noDetailsYet}</p>}
      <div className="sm:col-span-2">
        <FormField label={t.legalName} hint={t.legalNameHint} error={err('legal_name')}>
          <Input autoComplete="organization" maxLength={150} {...register('legal_name')} />
        </FormField>
      </div>
      <FormField label={t.taxId} hint={t.taxIdHint} error={err('tax_id')}>
        <Input autoCapitalize="characters" spellCheck={false} {...register('tax_id')} />
      </FormField>
      <FormField label={t.postalCode} error={err('postal_code')}>
        <Input inputMode="numeric" autoComplete="postal-code" maxLength={5} {...register('postal_code')} />
      </FormField>
      <div className="sm:col-span-2">
        <FormField label={t.addressLine} error={err('address_line')}>
          <Input autoComplete="address-line1" {...register('address_line')} />
        </FormField>
      </div>
      <FormField label={t.city} error={err('city')}>
        <Input autoComplete="address-level2" {...register('city')} />
      </FormField>
      <FormField label={t.province} error={err('province')}>
        <Input autoComplete="address-level1" {...register('province')} />
      </FormField>
      <p className="text-sm text-neutral-600 sm:col-span-2">{t.country}</p>
      <div className="sm:col-span-2">
        <Button type="submit" loading={save.isPending} disabled={!isDirty}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
