import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type SheetAddress,
  type SheetAddressInput,
  sheetAddressSchema,
  visitSheetTexts as t,
} from '../../../../shared/visit-sheet';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api';
import { sheetPageTexts as p } from '../texts';

const FIELDS = ['street', 'number', 'floor', 'door', 'postalCode', 'city', 'province'] as const;
type Field = (typeof FIELDS)[number];

/** The server names a field "street" or, inside the body, "address.street". */
export function addressFieldOf(key: string): Field | null {
  const name = key.replace(/^address\./, '');
  return (FIELDS as readonly string[]).includes(name) ? (name as Field) : null;
}

/** The form's values from the draft: every field a string, so the inputs are controlled from the start. */
export function addressDefaults(draft: SheetAddressInput): Record<Field, string> {
  return Object.fromEntries(FIELDS.map((f) => [f, draft[f] ?? ''])) as Record<Field, string>;
}

/**
 * The exact address the sheet will carry (floor and door too, which the listing may hide),
 * prefilled from the listing and checked with the server's schema; the server's refusals show
 * under their fields, anything else above the button.
 */
export function SheetAddressForm({
  draft,
  onOpen,
  pending,
}: {
  draft: SheetAddressInput;
  onOpen: (address: SheetAddress) => Promise<unknown>;
  pending: boolean;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SheetAddressInput, unknown, SheetAddress>({
    resolver: zodResolver(sheetAddressSchema),
    defaultValues: addressDefaults(draft),
  });
  const onSubmit = handleSubmit(async (address) => {
    try {
      await onOpen(address);
    } catch (e) {
      let placed = false;
      if (e instanceof ApiError && e.fields) {
        for (const [key, message] of Object.entries(e.fields)) {
          const field = addressFieldOf(key);
          if (!field) continue;
          setError(field, { message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      if (!placed) setError('root', { message: e instanceof Error ? e.message : p.actionError });
    }
  });
  const err = (f: Field) => errors[f]?.message;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="sheet-address-title" className="space-y-4">
      <div>
        <h2 id="sheet-address-title" className="text-lg font-semibold text-ink">
          {t.addressTitle}
        </h2>
        <p className="mt-0.5 text-sm text-neutral-600">{t.addressHint}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-6">
        <div className="sm:col-span-4">
          <FormField label={t.street} error={err('street')}>
            <Input autoComplete="address-line1" maxLength={160} {...register('street')} />
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <FormField label={t.number} error={err('number')}>
            <Input maxLength={20} {...register('number')} />
          </FormField>
        </div>
        <div className="grid grid-cols-2 gap-4 sm:col-span-3">
          <FormField label={t.floor} error={err('floor')}>
            <Input maxLength={20} {...register('floor')} />
          </FormField>
          <FormField label={t.door} error={err('door')}>
            <Input maxLength={20} {...register('door')} />
          </FormField>
        </div>
        <div className="sm:col-span-3">
          <FormField label={t.postalCode} error={err('postalCode')}>
            <Input inputMode="numeric" autoComplete="postal-code" maxLength={5} {...register('postalCode')} />
          </FormField>
        </div>
        <div className="sm:col-span-3">
          <FormField label={t.city} error={err('city')}>
            <Input autoComplete="address-level2" maxLength={80} {...register('city')} />
          </FormField>
        </div>
        <div className="sm:col-span-3">
          <FormField label={t.province} error={err('province')}>
            <Input autoComplete="address-level1" maxLength={80} {...register('province')} />
          </FormField>
        </div>
      </div>
      {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
      <Button type="submit" loading={pending} className="w-full sm:w-auto">
        {t.start}
      </Button>
    </form>
  );
}
