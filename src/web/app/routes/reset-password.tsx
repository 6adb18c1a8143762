import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = 'Nueva contraseña · Escaparate';
  }, []);
  return (
    <AuthCard title="Nueva contraseña" subtitle="Elige una contraseña de al menos 6 caracteres.">
      <ResetPasswordForm
        token={params.get('token')}
        onDone={() => navigate(paths.auth.login, { replace: true })}
      />
    </AuthCard>
  );
}
