import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { type ForgotPasswordInput, forgotPasswordSchema } from '../../../../shared/auth-schemas';
import { authTexts } from '../../../../shared/auth-texts';
import { paths } from '../../../../shared/paths';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { authClient } from '../../../lib/auth-client';
import { authErrorMessage } from '../api/auth-errors';
import { firstError } from './first-error';

/** Asks for a reset link; the answer never tells whether the e-mail has an account. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    const { error } = await authClient.requestPasswordReset({ email, redirectTo: paths.auth.resetPassword });
    if (error) {
      toast.error('Error', { description: authErrorMessage(error) });
      return;
    }
    setSent(true);
  });

  if (sent) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{authTexts.resetRequested}</Alert>
        <Link
          to={paths.auth.login}
          className="block text-center text-sm font-semibold text-brand-700 hover:underline"
        >
          Volver a iniciar sesión
        </Link>
      </div>
    );
  }
  const formError = firstError(errors, ['email']);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label="E-mail">
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      {formError && <Alert tone="error">{formError}</Alert>}
      <Button type="submit" className="w-full" loading={isSubmitting}>
        {isSubmitting ? 'Enviando...' : 'Enviar enlace'}
      </Button>
      <Link
        to={paths.auth.login}
        className="block text-center text-sm font-semibold text-brand-700 hover:underline"
      >
        Volver a iniciar sesión
      </Link>
    </form>
  );
}
