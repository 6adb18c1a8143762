import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { authTexts } from '../../shared/auth-texts';
import { paths } from '../../shared/paths';
import { useAuth } from '../features/auth/hooks/use-auth';

/** Protected routes: 'Cargando...' while the session loads; anonymous users go to login and come back. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) {
    return (
      <div className="flex min-h-dvh items-center justify-center text-neutral-600" role="status">
        {authTexts.loading}
      </div>
    );
  }
  if (!user) {
    const from = location.pathname + location.search;
    return <Navigate to={`${paths.auth.login}?from=${encodeURIComponent(from)}`} replace />;
  }
  return <>{children}</>;
}
