import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  type MemberContact,
  type MemberContactInput,
  memberContactSchema,
  agentTexts as t,
} from '../../../../shared/agents';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Panel } from '../../../components/ui/panel';
import { ApiError } from '../../../lib/api';
import { toastApiError } from '../../../lib/toast-api-error';
import { useMemberContact, useSaveMemberContact } from '../api/use-member-contact';

const toForm = (c: MemberContact) => ({
  name: c.name ?? '',
  phone: c.phone ?? '',
  whatsapp: c.whatsapp ?? '',
});

function ContactForm({ contact, fallbackName }: { contact: MemberContact; fallbackName: string }) {
  const save = useSaveMemberContact();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<MemberContactInput>({
    resolver: zodResolver(memberContactSchema) as never,
    defaultValues: toForm(contact),
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      reset(toForm(saved.contact));
      toast.success(t.saved);
    } catch (e) {
      if (e instanceof ApiError && e.fields)
        for (const [name, message] of Object.entries(e.fields))
          if (name === 'name' || name === 'phone' || name === 'whatsapp') setError(name, { message });
      toastApiError(e, t.saveError);
    }
  });
  const err = (k: keyof MemberContactInput) => errors[k]?.message as string | undefined;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField label={t.name} error={err('name')}>
          <Input autoComplete="name" placeholder={fallbackName || t.namePlaceholder} {...register('name')} />
        </FormField>
      </div>
      <FormField label={t.phone} error={err('phone')}>
        <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
      </FormField>
      <FormField label={t.whatsapp} error={err('whatsapp')} hint={t.whatsappHelp}>
        <Input type="tel" autoComplete="tel" inputMode="tel" {...register('whatsapp')} />
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" loading={save.isPending} disabled={!isDirty}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}

/** Settings → "Mis datos de contacto": what the microsites of my assigned listings show. */
export function MemberContactSettings() {
  const query = useMemberContact();
  return (
    <Panel id="member-contact-section" title={t.contactTitle} caption={t.contactIntro}>
      {query.isError ? (
        <LoadError title={t.loadError} error={query.error} onRetry={() => query.refetch()} />
      ) : query.data ? (
        <ContactForm contact={query.data.contact} fallbackName={query.data.fallbackName} />
      ) : (
        <p className="text-sm text-neutral-600">{t.loading}</p>
      )}
    </Panel>
  );
}
