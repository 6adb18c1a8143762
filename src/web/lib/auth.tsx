import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { setSigningOut } from './api';
import { authClient } from './auth-client';

export interface AuthState {
  user: { id: string; email: string; emailVerified: boolean } | null;
  session: { id: string; expiresAt: Date } | null;
  /** True while the stored session is being read. */
  loading: boolean;
  /** The user left on purpose (not an expired session): login is not told where they were. */
  signedOut: boolean;
  signOut(): Promise<void>;
  /** Re-reads the session (after sign-in). */
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/** Session state: read on start, then loading ends. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isPending, refetch } = authClient.useSession();
  const queryClient = useQueryClient();
  const [signedOut, setSignedOut] = useState(false);

  const signOut = useCallback(async () => {
    // The dashboard's queries answer 401 from here on: that is leaving, not a session that expired.
    setSigningOut(true);
    setSignedOut(true);
    try {
      await authClient.signOut();
      await refetch();
      queryClient.clear();
    } finally {
      setSigningOut(false);
    }
  }, [queryClient, refetch]);

  const refresh = useCallback(async () => {
    setSignedOut(false);
    await refetch();
  }, [refetch]);

  const value = useMemo<AuthState>(
    () => ({
      user: data
        ? { id: data.user.id, email: data.user.email, emailVerified: data.user.emailVerified }
        : null,
      session: data ? { id: data.session.id, expiresAt: new Date(data.session.expiresAt) } : null,
      loading: isPending,
      signedOut,
      signOut,
      refresh,
    }),
    [data, isPending, signedOut, signOut, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider');
  return ctx;
}
