import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../../../shared/agency';
import { type BrandingInput, brandingApi } from '../../../../shared/branding';
import { apiFetch } from '../../../lib/api';
import { meQueryKey } from '../../agency/api/use-me';

type AgencyResponse = { agency: MeResponse['agency'] };

/** The agency came back changed: everything that reads /api/me (sidebar, poster) sees it at once. */
function storeAgency(queryClient: QueryClient, { agency }: AgencyResponse) {
  queryClient.setQueryData<MeResponse>(meQueryKey, (old) => (old ? { ...old, agency } : old));
}

export function useSaveBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BrandingInput) =>
      apiFetch<AgencyResponse>(brandingApi.branding, { method: 'PUT', json: input }),
    onSuccess: (data) => storeAgency(queryClient, data),
  });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiFetch<AgencyResponse>(brandingApi.logo, { method: 'POST', body: form });
    },
    onSuccess: (data) => storeAgency(queryClient, data),
  });
}

export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<AgencyResponse>(brandingApi.logo, { method: 'DELETE' }),
    onSuccess: (data) => storeAgency(queryClient, data),
  });
}
