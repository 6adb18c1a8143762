import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { authTexts } from '../../shared/auth-texts';
import { paths } from '../../shared/paths';
import { useAuth } from '../lib/auth';

/** Protected routes: 'Cargando...' while the session loads; anonymous users go to login and come back. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading, signedOut } = useAuth();
  const location = useLocation();
  if (loading) {
    return (
      <div className="flex min-h-dvh items-center justify-center text-neutral-600" role="status">
        {authTexts.loading}
      </div>
    );
  }
  // After 'Cerrar sesión' the login page is a clean one; a visit without a session comes back here.
  if (!user && signedOut) return <Navigate to={paths.auth.login} replace />;
  if (!user) {
    const from = location.pathname + location.search;
    return <Navigate to={`${paths.auth.login}?from=${encodeURIComponent(from)}`} replace />;
  }
  return <>{children}</>;
}
