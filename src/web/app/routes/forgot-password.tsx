import { pageMetas } from '../../../shared/page-meta';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { usePageMeta } from '../../lib/use-page-meta';

export function ForgotPasswordRoute() {
  usePageMeta(pageMetas.forgotPassword);
  return (
    <AuthCard
      title="Recuperar contraseña"
      subtitle="Te enviaremos un enlace para elegir una nueva contraseña."
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
