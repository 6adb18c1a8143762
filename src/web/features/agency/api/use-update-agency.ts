import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgencyUpdateInput, MeResponse } from '../../../../shared/agency';
import { api } from '../../../../shared/paths';
import { apiFetch } from '../../../lib/api';
import { storeAgency } from '../../../lib/use-me';

export function useUpdateAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AgencyUpdateInput) =>
      apiFetch<{ agency: MeResponse['agency'] }>(api.agency, { method: 'PUT', json: input }),
    onSuccess: ({ agency }) => storeAgency(queryClient, agency),
  });
}
