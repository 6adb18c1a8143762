import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PostersResponse, qrApi } from '../../../../shared/qr';
import { apiFetch } from '../../../lib/api';

/**
 * Under `['listings']` on purpose: whatever refreshes the listings (a deletion leaves a poster
 * without its listing, a new listing is a new target) refreshes the posters too.
 */
export const postersQueryKey = ['listings', 'qr-posters'] as const;

/** The agency's moved and orphaned printed codes, and the listings they can lead to. */
export function usePosters() {
  return useQuery({
    queryKey: postersQueryKey,
    queryFn: () => apiFetch<PostersResponse>(qrApi.posters),
  });
}

/** Moves a code to a listing of the agency, or to the agency page (`listingId` null). */
export function useRepoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, listingId }: { code: string; listingId: string | null }) =>
      apiFetch<PostersResponse>(qrApi.poster(code), { method: 'PUT', json: { listingId } }),
    onSuccess: async (data) => {
      queryClient.setQueryData(postersQueryKey, data);
      // A listing whose own code moved away has a new one: its card, QR dialog and poster show it.
      await queryClient.invalidateQueries({
        queryKey: ['listings'],
        predicate: (q) => q.queryKey[1] !== postersQueryKey[1],
      });
    },
  });
}
