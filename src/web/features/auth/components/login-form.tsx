import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { type LoginInput, loginSchema } from '../../../../shared/auth-schemas';
import { authTexts } from '../../../../shared/auth-texts';
import { paths } from '../../../../shared/paths';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useAuth } from '../../../lib/auth';
import { authClient } from '../../../lib/auth-client';
import { authErrorMessage, isEmailNotVerified } from '../api/auth-errors';
import { firstError } from './first-error';

/** E-mail + password sign-in; `onSignedIn` decides where to go next. */
export function LoginForm({
  onSignedIn,
  onSwitchToRegister,
}: {
  onSignedIn: () => void;
  onSwitchToRegister?: () => void;
}) {
  const { refresh } = useAuth();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setUnverifiedEmail(null);
    setResent(false);
    const { error } = await authClient.signIn.email({ email: values.email, password: values.password });
    if (error) {
      if (isEmailNotVerified(error)) {
        setUnverifiedEmail(values.email);
        return;
      }
      toast.error(authTexts.loginErrorTitle, { description: authErrorMessage(error) });
      return;
    }
    await refresh();
    onSignedIn();
  });

  const resend = async () => {
    if (!unverifiedEmail) return;
    setResending(true);
    const { error } = await authClient.sendVerificationEmail({
      email: unverifiedEmail,
      callbackURL: `${paths.auth.login}?verified=1`,
    });
    setResending(false);
    if (error) toast.error(authTexts.loginErrorTitle, { description: authErrorMessage(error) });
    else setResent(true);
  };

  const formError = firstError(errors, ['email', 'password']);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label="E-mail">
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField label="Contraseña">
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </FormField>
      <div className="flex justify-end">
        <Link to={paths.auth.forgotPassword} className="text-sm font-medium text-brand-700 hover:underline">
          ¿Has olvidado tu contraseña?
        </Link>
      </div>
      {formError && <Alert tone="error">{formError}</Alert>}
      {unverifiedEmail && (
        <Alert tone={resent ? 'success' : 'error'}>
          {resent ? (
            authTexts.verificationResent
          ) : (
            <>
              <p>{authTexts.emailNotVerified}</p>
              <button
                type="button"
                onClick={resend}
                disabled={resending}
                className="mt-2 font-semibold text-red-900 underline underline-offset-2"
              >
                {resending ? 'Enviando...' : authTexts.resendVerification}
              </button>
            </>
          )}
        </Alert>
      )}
      <Button type="submit" className="w-full" loading={isSubmitting}>
        {isSubmitting ? 'Iniciando sesión...' : 'Iniciar sesión'}
      </Button>
      <p className="text-center text-sm text-neutral-600">
        ¿No tienes cuenta?{' '}
        {onSwitchToRegister ? (
          <button
            type="button"
            onClick={onSwitchToRegister}
            className="font-semibold text-brand-700 hover:underline"
          >
            Regístrate
          </button>
        ) : (
          <Link to={paths.auth.register} className="font-semibold text-brand-700 hover:underline">
            Regístrate
          </Link>
        )}
      </p>
    </form>
  );
}
