import { useQuery } from '@tanstack/react-query';
import { type ListingsResponse, listingsApi } from '../../../../shared/listings';
import { apiFetch } from '../../../lib/api';

/** The agency's published listings, for the plan change to say which a smaller plan cannot hold. */
export function usePublishedListings(enabled: boolean) {
  return useQuery({
    queryKey: ['billing', 'published-listings'],
    queryFn: async () =>
      (await apiFetch<ListingsResponse>(listingsApi.list)).listings.filter((l) => l.published),
    enabled,
    // Always fresh when the dialog opens: the user may have published one a moment ago.
    staleTime: 0,
  });
}
