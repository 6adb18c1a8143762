import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgencyUpdateInput, MeResponse } from '../../../../shared/agency';
import { api } from '../../../../shared/paths';
import { apiFetch } from '../../../lib/api';

export const meQueryKey = ['me'] as const;

/** The signed-in user and their agency (created on first use). */
export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: () => apiFetch<MeResponse>(api.me) });
}

export function useUpdateAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AgencyUpdateInput) =>
      apiFetch<{ agency: MeResponse['agency'] }>(api.agency, { method: 'PUT', json: input }),
    onSuccess: ({ agency }) => {
      queryClient.setQueryData<MeResponse>(meQueryKey, (old) => (old ? { ...old, agency } : old));
    },
  });
}
