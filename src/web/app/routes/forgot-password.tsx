import { useEffect } from 'react';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  useEffect(() => {
    document.title = 'Recuperar contraseña · Escaparate';
  }, []);
  return (
    <AuthCard
      title="Recuperar contraseña"
      subtitle="Te enviaremos un enlace para elegir una nueva contraseña."
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
