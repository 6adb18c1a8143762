import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '../../shared/agency';
import { api } from '../../shared/paths';
import { apiFetch } from './api';

export const meQueryKey = ['me'] as const;

/** The signed-in user and their agency (created on first use). */
export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: () => apiFetch<MeResponse>(api.me) });
}

/** The agency came back changed: everything that reads /api/me (sidebar, poster, settings) sees it at once. */
export function storeAgency(queryClient: QueryClient, agency: MeResponse['agency']) {
  queryClient.setQueryData<MeResponse>(meQueryKey, (old) => (old ? { ...old, agency } : old));
}

/** True once /api/me says the signed-in member is the agency's owner (false while loading). */
export function useIsOwner(): boolean {
  return useMe().data?.member.role === 'owner';
}
