import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { ApiError, isSeatPaused } from '../lib/api';
import { AuthProvider } from '../lib/auth';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    // An agent paused mid-session (a smaller plan arrived): the access gate checks again and
    // shows why, instead of each screen failing on its own (decision 024).
    const onError = (error: unknown) => {
      if (isSeatPaused(error)) void client.invalidateQueries({ queryKey: ['subscription'] });
    };
    const client: QueryClient = new QueryClient({
      // Not for the subscription check itself: it is the one being asked again.
      queryCache: new QueryCache({
        onError: (error, query) => query.queryKey[0] !== 'subscription' && onError(error),
      }),
      mutationCache: new MutationCache({ onError }),
      defaultOptions: {
        queries: {
          staleTime: 30_000,
          retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
        },
      },
    });
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <Toaster richColors position="top-center" closeButton />
    </QueryClientProvider>
  );
}
