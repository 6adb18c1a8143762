import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../shared/paths';
import { useAuth } from './auth';

/** Signs out and goes to the login page (every "Cerrar sesión" button). */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    navigate(paths.auth.login, { replace: true });
  }, [signOut, navigate]);
}
