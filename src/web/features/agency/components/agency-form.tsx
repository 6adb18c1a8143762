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
import { useUpdateAgency } from '../api/use-update-agency';

type Agency = MeResponse['agency'];

const toForm = (a: Agency): AgencyUpdateInput => ({
  name: a.name,
  email: a.email ?? '',
  phone: a.phone ?? '',
  website: a.website ?? '',
  address: a.address ?? '',
  city: a.city ?? '',
});

/** Settings → Datos de la agencia: what visitors see on microsites and posters. */
export function AgencyForm({ agency }: { agency: Agency }) {
  const update = useUpdateAgency();
  const {
    register,
    handleSubmit,
    reset,
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
      toast.error('Error', { description: e instanceof ApiError ? e.message : agencyTexts.saveError });
    }
  });

  const err = (k: keyof AgencyUpdateInput) => errors[k]?.message as string | undefined;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField label="Nombre de la agencia" error={err('name')}>
          <Input autoComplete="organization" {...register('name')} />
        </FormField>
      </div>
      <FormField label="E-mail de contacto" error={err('email')}>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField label="Teléfono" error={err('phone')}>
        <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
      </FormField>
      <FormField label="Web" error={err('website')}>
        <Input
          type="url"
          autoComplete="url"
          inputMode="url"
          placeholder="https://"
          {...register('website')}
        />
      </FormField>
      <FormField label="Ciudad" error={err('city')}>
        <Input autoComplete="address-level2" {...register('city')} />
      </FormField>
      <div className="sm:col-span-2">
        <FormField label="Dirección" error={err('address')}>
          <Input autoComplete="street-address" {...register('address')} />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" loading={update.isPending} disabled={!isDirty}>
          Guardar cambios
        </Button>
      </div>
    </form>
  );
}
