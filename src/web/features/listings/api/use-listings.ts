import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ListingInput,
  type ListingsResponse,
  type ListingView,
  listingsApi,
} from '../../../../shared/listings';
import { apiFetch } from '../../../lib/api';

export const listingsQueryKey = ['listings'] as const;

/** The agency's listings, newest first, with the plan's published limit. */
export function useListings() {
  return useQuery({
    queryKey: listingsQueryKey,
    queryFn: () => apiFetch<ListingsResponse>(listingsApi.list),
  });
}

/** Puts a fresh listing into the cached list and refetches the counts (limit, KPIs). */
export function useStoreListing() {
  const queryClient = useQueryClient();
  return (listing: ListingView) => {
    queryClient.setQueryData<ListingsResponse>(listingsQueryKey, (old) =>
      old ? { ...old, listings: old.listings.map((l) => (l.id === listing.id ? listing : l)) } : old,
    );
    return queryClient.invalidateQueries({ queryKey: listingsQueryKey });
  };
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ListingInput) =>
      apiFetch<{ listing: ListingView }>(listingsApi.list, { method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingsQueryKey }),
  });
}

export function useUpdateListing() {
  const store = useStoreListing();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ListingInput }) =>
      apiFetch<{ listing: ListingView }>(listingsApi.one(id), { method: 'PUT', json: input }),
    onSuccess: ({ listing }) => store(listing),
  });
}

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(listingsApi.one(id), { method: 'DELETE' }),
    onSuccess: (_, id) => {
      queryClient.setQueryData<ListingsResponse>(listingsQueryKey, (old) =>
        old ? { ...old, listings: old.listings.filter((l) => l.id !== id) } : old,
      );
      return queryClient.invalidateQueries({ queryKey: listingsQueryKey });
    },
  });
}
