import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../../../shared/agency';
import { type BrandingInput, brandingApi, brandingTexts } from '../../../../shared/branding';
import { apiFetch } from '../../../lib/api';
import { apiUpload } from '../../../lib/api-upload';
import { storeAgency } from '../../../lib/use-me';

type AgencyResponse = { agency: MeResponse['agency'] };

export function useSaveBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BrandingInput) =>
      apiFetch<AgencyResponse>(brandingApi.branding, { method: 'PUT', json: input }),
    onSuccess: ({ agency }) => storeAgency(queryClient, agency),
  });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiUpload<AgencyResponse>(brandingApi.logo, form, {
        fallback: { payload_too_large: brandingTexts.logoTooBig },
      });
    },
    onSuccess: ({ agency }) => storeAgency(queryClient, agency),
  });
}

export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<AgencyResponse>(brandingApi.logo, { method: 'DELETE' }),
    onSuccess: ({ agency }) => storeAgency(queryClient, agency),
  });
}
