import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { type RegisterInput, registerSchema } from '../../../../shared/auth-schemas';
import { authTexts } from '../../../../shared/auth-texts';
import { paths } from '../../../../shared/paths';
import { AcceptTermsField } from '../../../components/account/accept-terms-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { authClient } from '../../../lib/auth-client';
import { authErrorMessage } from '../api/auth-errors';
import { firstError } from './first-error';

/** Where the confirmation e-mail's link lands: sign-in, saying the address is confirmed. */
function verifiedLogin(continueTo: string | undefined): string {
  const query = new URLSearchParams({ verified: '1' });
  if (continueTo) query.set('from', continueTo);
  return `${paths.auth.login}?${query}`;
}

/**
 * Sign-up; a confirmation e-mail follows, then the user signs in. `continueTo`: where the user
 * goes after that sign-in (checkout for the plan chosen on /pricing), carried through the e-mail.
 */
export function RegisterForm({
  onRegistered,
  onSwitchToLogin,
  continueTo,
}: {
  onRegistered: () => void;
  onSwitchToLogin?: () => void;
  continueTo?: string;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: '', password: '', confirmPassword: '', acceptTerms: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    // acceptTerms is not a better-auth field: our server checks it (signUpSchema) and stores the
    // versions accepted; the client sends the body as given.
    const body = {
      email: values.email,
      password: values.password,
      name: '',
      callbackURL: verifiedLogin(continueTo),
      acceptTerms: values.acceptTerms,
    };
    const { error } = await authClient.signUp.email(body);
    if (error) {
      toast.error(authTexts.registerErrorTitle, { description: authErrorMessage(error) });
      return;
    }
    toast.success(authTexts.registerSuccess, {
      description: authTexts.registerSuccessDescription,
      duration: 8000,
    });
    onRegistered();
  });

  const formError = firstError(errors, ['email', 'password', 'confirmPassword', 'acceptTerms']);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label="E-mail">
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField label="Contraseña" hint="Mínimo 6 caracteres.">
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label="Confirmar contraseña">
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <AcceptTermsField registration={register('acceptTerms')} invalid={Boolean(errors.acceptTerms)} />
      <p className="text-sm text-neutral-600">{authTexts.confirmationNote}</p>
      {formError && <Alert tone="error">{formError}</Alert>}
      <Button type="submit" className="w-full" loading={isSubmitting}>
        {isSubmitting ? 'Creando cuenta...' : 'Crear cuenta'}
      </Button>
      <p className="text-center text-sm text-neutral-600">
        ¿Ya tienes cuenta?{' '}
        {onSwitchToLogin ? (
          <button
            type="button"
            onClick={onSwitchToLogin}
            className="font-semibold text-brand-700 hover:underline"
          >
            Inicia sesión
          </button>
        ) : (
          <Link
            to={continueTo ? paths.auth.loginThen(continueTo) : paths.auth.login}
            className="font-semibold text-brand-700 hover:underline"
          >
            Inicia sesión
          </Link>
        )}
      </p>
    </form>
  );
}
