import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type PortalFeedSettings,
  portalFeedApi,
  portalFeedSettingsSchema,
} from '../../../../shared/portal-feed';
import { apiFetch } from '../../../lib/api';

export const portalFeedKey = ['portal-feed'] as const;

/** The agency's feed link (or null) and whether its plan includes it. */
export function usePortalFeed() {
  return useQuery({
    queryKey: portalFeedKey,
    queryFn: async () => portalFeedSettingsSchema.parse(await apiFetch<unknown>(portalFeedApi.settings)),
  });
}

/** Makes the link, or replaces it (the old one stops working at once). */
export function useRotatePortalFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      portalFeedSettingsSchema.parse(await apiFetch<unknown>(portalFeedApi.rotate, { method: 'POST' })),
    onSuccess: (settings: PortalFeedSettings) => queryClient.setQueryData(portalFeedKey, settings),
  });
}
