import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  type AgencyUpdateInput,
  agencyTexts,
  agencyUpdateSchema,
  type MeResponse,
} from '../../../../shared/agency';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api';
import { toastApiError } from '../../../lib/toast-api-error';
import { useMe } from '../../../lib/use-me';
import { useUpdateAgency } from '../api/use-update-agency';
import { agencyFormTexts as t } from '../texts';
import { AgencyAddressField } from './agency-address-field';

type Agency = MeResponse['agency'];

const toForm = (a: Agency): AgencyUpdateInput => ({
  name: a.name,
  email: a.email ?? '',
  phone: a.phone ?? '',
  website: a.website ?? '',
  address: a.address ?? '',
  city: a.city ?? '',
  slug: a.slug,
});

/** Settings → Datos de la agencia: what visitors see on microsites and posters, and where. */
export function AgencyForm({ agency }: { agency: Agency }) {
  const update = useUpdateAgency();
  // The server's PUBLIC_URL; the page itself is always served there (canonical-host redirect).
  const publicUrl = useMe().data?.publicUrl ?? window.location.origin;
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    setError,
    formState: { errors, isDirty },
  } = useForm<AgencyUpdateInput>({
    resolver: zodResolver(agencyUpdateSchema) as never,
    defaultValues: toForm(agency),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { agency: saved } = await update.mutateAsync(values);
      reset(toForm(saved));
      toast.success(agencyTexts.saved);
    } catch (e) {
      // An address another agency has: said at the field, where it can be changed.
      if (e instanceof ApiError && e.fields?.slug) setError('slug', { message: e.fields.slug });
      toastApiError(e, agencyTexts.saveError);
    }
  });

  const err = (k: keyof AgencyUpdateInput) => errors[k]?.message as string | undefined;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField label={t.name} error={err('name')}>
          <Input autoComplete="organization" {...register('name')} />
        </FormField>
      </div>
      <FormField label={t.email} error={err('email')}>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField label={t.phone} error={err('phone')}>
        <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
      </FormField>
      <FormField label={t.website} error={err('website')}>
        <Input
          type="url"
          autoComplete="url"
          inputMode="url"
          placeholder={t.websitePlaceholder}
          {...register('website')}
        />
      </FormField>
      <FormField label={t.city} error={err('city')}>
        <Input autoComplete="address-level2" {...register('city')} />
      </FormField>
      <div className="sm:col-span-2">
        <FormField label={t.address} error={err('address')}>
          <Input autoComplete="street-address" {...register('address')} />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <AgencyAddressField
          field={register('slug')}
          slug={watch('slug') ?? ''}
          name={watch('name') ?? ''}
          publicUrl={publicUrl}
          error={err('slug')}
          onUseSuggestion={(slug) => setValue('slug', slug, { shouldDirty: true, shouldValidate: true })}
        />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" loading={update.isPending} disabled={!isDirty}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
