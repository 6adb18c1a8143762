import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { authClient } from '../../../lib/auth-client';

export interface AuthState {
  user: { id: string; email: string; emailVerified: boolean } | null;
  session: { id: string; expiresAt: Date } | null;
  /** True while the stored session is being read. */
  loading: boolean;
  signOut(): Promise<void>;
  /** Re-reads the session (after sign-in). */
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/** Session state: read on start, then loading ends. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isPending, refetch } = authClient.useSession();
  const queryClient = useQueryClient();

  const signOut = useCallback(async () => {
    await authClient.signOut();
    queryClient.clear();
    await refetch();
  }, [queryClient, refetch]);

  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const value = useMemo<AuthState>(
    () => ({
      user: data
        ? { id: data.user.id, email: data.user.email, emailVerified: data.user.emailVerified }
        : null,
      session: data ? { id: data.session.id, expiresAt: new Date(data.session.expiresAt) } : null,
      loading: isPending,
      signOut,
      refresh,
    }),
    [data, isPending, signOut, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider');
  return ctx;
}
