import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { authTexts } from '../../../shared/auth-texts';
import { pageMetas } from '../../../shared/page-meta';
import { safeRedirect } from '../../../shared/paths';
import { Alert } from '../../components/ui/alert';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { useAuth } from '../../lib/auth';
import { usePageMeta } from '../../lib/use-page-meta';

export function LoginRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, loading, signedOut } = useAuth();
  const target = safeRedirect(params.get('from'));
  usePageMeta(pageMetas.login);
  // Right after 'Cerrar sesión' a session read that left before it may still name the user: stay.
  if (!loading && user && !signedOut) return <Navigate to={target} replace />;
  const verifyError = params.get('error');
  return (
    <AuthCard title="Iniciar sesión" subtitle="Accede a tu panel de Escaparate.">
      {params.get('verified') === '1' && !verifyError && (
        <div className="mb-4">
          <Alert tone="success">{authTexts.emailVerified}</Alert>
        </div>
      )}
      {verifyError && (
        <div className="mb-4">
          <Alert tone="error">{authTexts.verifyInvalidToken}</Alert>
        </div>
      )}
      <LoginForm onSignedIn={() => navigate(target, { replace: true })} />
    </AuthCard>
  );
}
