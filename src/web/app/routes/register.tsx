import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { RegisterForm } from '../../features/auth/components/register-form';

export function RegisterRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = 'Crear cuenta · Escaparate';
  }, []);
  return (
    <AuthCard title="Crear cuenta" subtitle="Publica tus inmuebles con cartel QR, staging con IA y leads.">
      <RegisterForm onRegistered={() => navigate(paths.auth.login)} />
    </AuthCard>
  );
}
