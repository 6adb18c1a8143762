import { zodResolver } from '@hookform/resolvers/zod';
import { LogOut } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { type ChangePasswordInput, changePasswordSchema } from '../../../../shared/auth-schemas';
import { paths } from '../../../../shared/paths';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Panel } from '../../../components/ui/panel';
import { useAuth } from '../../../lib/auth';
import { authClient } from '../../../lib/auth-client';
import { authErrorMessage } from '../api/auth-errors';
import { firstError } from './first-error';

export const securityTexts = {
  title: 'Seguridad',
  caption: 'Tu contraseña y los dispositivos con tu sesión abierta.',
  current: 'Contraseña actual',
  next: 'Nueva contraseña',
  nextHint: 'Mínimo 6 caracteres.',
  confirm: 'Repite la nueva contraseña',
  save: 'Cambiar contraseña',
  saving: 'Cambiando...',
  changed: 'Contraseña cambiada. Las sesiones abiertas en otros dispositivos se han cerrado.',
  everywhere: 'Cerrar sesión en todos los dispositivos',
  everywhereHint:
    '¿Has usado Escaparate en un ordenador ajeno o has perdido el móvil? Cierra la sesión en todos a la vez, también en este.',
  everywhereTitle: 'Cerrar sesión en todos los dispositivos',
  everywhereBody:
    'Se cerrará tu sesión en todos los dispositivos, también en este. Tendrás que volver a entrar con tu e-mail y tu contraseña.',
  everywhereKeep: 'Cancelar',
  everywhereConfirm: 'Cerrar todas las sesiones',
  everywherePending: 'Cerrando...',
  everywhereDone: 'Has cerrado la sesión en todos los dispositivos.',
  everywhereError: 'No se pudieron cerrar las sesiones. Inténtalo de nuevo.',
} as const;
const t = securityTexts;

/** Configuración → Seguridad: change the password (the other sessions end), or sign out everywhere. */
export function SecuritySettings() {
  return (
    <Panel id="security-section" title={t.title} caption={t.caption}>
      <div className="space-y-6">
        <ChangePasswordForm />
        <SignOutEverywhere />
      </div>
    </Panel>
  );
}

function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    const { error } = await authClient.changePassword({
      currentPassword,
      newPassword,
      revokeOtherSessions: true,
    });
    if (error) {
      toast.error('Error', { description: authErrorMessage(error) });
      return;
    }
    reset();
    toast.success(t.changed);
  });
  const formError = firstError(errors, ['currentPassword', 'newPassword', 'confirmPassword']);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t.save}>
      <FormField label={t.current}>
        <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t.next} hint={t.nextHint}>
          <Input type="password" autoComplete="new-password" {...register('newPassword')} />
        </FormField>
        <FormField label={t.confirm}>
          <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
      </div>
      {formError && <Alert tone="error">{formError}</Alert>}
      <Button type="submit" variant="secondary" loading={isSubmitting}>
        {isSubmitting ? t.saving : t.save}
      </Button>
    </form>
  );
}

function SignOutEverywhere() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <div className="space-y-2 border-t border-neutral-200 pt-4">
      <p className="text-sm text-neutral-700">{t.everywhereHint}</p>
      <ConfirmDialog
        trigger={
          <Button variant="secondary">
            <LogOut className="size-4" aria-hidden />
            {t.everywhere}
          </Button>
        }
        title={t.everywhereTitle}
        description={t.everywhereBody}
        keepLabel={t.everywhereKeep}
        confirmLabel={t.everywhereConfirm}
        pendingLabel={t.everywherePending}
        action={async () => {
          const { error } = await authClient.revokeSessions();
          if (error) throw new Error(authErrorMessage(error));
        }}
        onDone={async () => {
          toast.success(t.everywhereDone);
          // This browser's session went with the others: leave as any sign-out does.
          await signOut().catch(() => undefined);
          navigate(paths.auth.login, { replace: true });
        }}
        errorText={t.everywhereError}
      />
    </div>
  );
}
