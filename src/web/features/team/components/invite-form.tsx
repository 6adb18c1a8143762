import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type InviteInput, inviteSchema } from '../../../../shared/team';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toastApiError } from '../../../lib/toast-api-error';
import { useInvite } from '../api/use-team';
import { teamPageTexts as t } from '../texts';

/** "Invitar agente": one e-mail, checked by the same schema the server uses. */
export function InviteForm({ disabled }: { disabled: boolean }) {
  const invite = useInvite();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InviteInput>({ resolver: zodResolver(inviteSchema), defaultValues: { email: '' } });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
      toast.success(t.invited(values.email.trim().toLowerCase()));
      reset();
    } catch (e) {
      toastApiError(e, t.inviteError, { title: t.inviteError });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <FormField
          label={t.inviteLabel}
          error={errors.email?.message}
          hint={disabled ? t.noSeatsHint : t.inviteHint}
        >
          <Input
            type="email"
            autoComplete="off"
            placeholder={t.invitePlaceholder}
            disabled={disabled}
            {...register('email')}
          />
        </FormField>
      </div>
      <Button type="submit" className="sm:mt-7" loading={invite.isPending} disabled={disabled}>
        {!invite.isPending && <UserPlus className="size-4" aria-hidden />}
        {invite.isPending ? t.inviting : t.invite}
      </Button>
    </form>
  );
}
