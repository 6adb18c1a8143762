import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { type ResetPasswordInput, resetPasswordSchema } from '../../../../shared/auth-schemas';
import { authTexts } from '../../../../shared/auth-texts';
import { paths } from '../../../../shared/paths';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { authClient } from '../../../lib/auth-client';
import { authErrorMessage } from '../api/auth-errors';
import { firstError } from './first-error';

/** Sets a new password with the one-time token from the e-mail link. */
export function ResetPasswordForm({ token, onDone }: { token: string | null; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (!token) {
    return (
      <div className="space-y-4">
        <Alert tone="error">{authTexts.resetInvalidToken}</Alert>
        <Link
          to={paths.auth.forgotPassword}
          className="block text-center text-sm font-semibold text-brand-700 hover:underline"
        >
          Solicitar un nuevo enlace
        </Link>
      </div>
    );
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    const { error } = await authClient.resetPassword({ newPassword: password, token });
    if (error) {
      toast.error('Error', { description: authErrorMessage(error) });
      return;
    }
    toast.success(authTexts.resetDone);
    onDone();
  });

  const formError = firstError(errors, ['password', 'confirmPassword']);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label="Nueva contraseña" hint="Mínimo 6 caracteres.">
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label="Confirmar contraseña">
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      {formError && <Alert tone="error">{formError}</Alert>}
      <Button type="submit" className="w-full" loading={isSubmitting}>
        {isSubmitting ? 'Guardando...' : 'Guardar contraseña'}
      </Button>
    </form>
  );
}
