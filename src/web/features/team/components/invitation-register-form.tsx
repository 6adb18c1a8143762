import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type InvitationRegisterInput, invitationRegisterSchema } from '../../../../shared/team';
import { AcceptTermsField } from '../../../components/account/accept-terms-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toastApiError } from '../../../lib/toast-api-error';
import { useRegisterFromInvitation } from '../api/use-invitation';
import { invitationPageTexts as t } from '../texts';

/** A new person's account from the invitation: name and password (the e-mail is the invitation's). */
export function InvitationRegisterForm({ token, onJoined }: { token: string; onJoined: () => void }) {
  const registerFrom = useRegisterFromInvitation(token);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<InvitationRegisterInput>({
    resolver: zodResolver(invitationRegisterSchema),
    defaultValues: { name: '', password: '', acceptTerms: false },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerFrom.mutateAsync(values);
      onJoined();
    } catch (e) {
      toastApiError(e, t.errorTitle, { title: t.errorTitle });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label={t.nameLabel} error={errors.name?.message}>
        <Input autoComplete="name" {...register('name')} />
      </FormField>
      <FormField label={t.passwordLabel} hint={t.passwordHint} error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <AcceptTermsField registration={register('acceptTerms')} invalid={Boolean(errors.acceptTerms)} />
      {errors.acceptTerms?.message && <Alert tone="error">{errors.acceptTerms.message}</Alert>}
      <Button type="submit" className="w-full" loading={isSubmitting}>
        {isSubmitting ? t.creating : t.create}
      </Button>
    </form>
  );
}
