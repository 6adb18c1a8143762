import { useNavigate, useSearchParams } from 'react-router';
import { pageMetas } from '../../../shared/page-meta';
import { paths } from '../../../shared/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { usePageMeta } from '../../lib/use-page-meta';

export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  usePageMeta(pageMetas.resetPassword);
  return (
    <AuthCard title="Nueva contraseña" subtitle="Elige una contraseña de al menos 6 caracteres.">
      <ResetPasswordForm
        token={params.get('token')}
        onDone={() => navigate(paths.auth.login, { replace: true })}
      />
    </AuthCard>
  );
}
