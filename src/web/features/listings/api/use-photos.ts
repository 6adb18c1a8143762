import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ListingView, listingsApi, type PhotoView } from '../../../../shared/listings';
import { apiFetch } from '../../../lib/api';
import { listingsQueryKey, useStoreListing } from './use-listings';

export const photosQueryKey = (listingId: string) => ['listing-photos', listingId] as const;

/** A listing's photos, ordered by position. */
export function usePhotos(listingId: string) {
  return useQuery({
    queryKey: photosQueryKey(listingId),
    queryFn: () => apiFetch<{ photos: PhotoView[] }>(listingsApi.photos(listingId)),
    select: (data) => data.photos,
  });
}

/** Stores a fresh photo list; the listing's cover and photo count may have changed with it. */
export function useStorePhotos(listingId: string) {
  const queryClient = useQueryClient();
  return (photos: PhotoView[], refreshListings = true) => {
    queryClient.setQueryData(photosQueryKey(listingId), { photos });
    if (refreshListings) void queryClient.invalidateQueries({ queryKey: listingsQueryKey });
  };
}

/** New order at once on screen; put back if the server refuses it. */
export function useReorderPhotos(listingId: string) {
  const queryClient = useQueryClient();
  const store = useStorePhotos(listingId);
  const key = photosQueryKey(listingId);
  return useMutation({
    // One order at a time, in the order the user made them.
    scope: { id: `photo-order-${listingId}` },
    mutationFn: (photos: PhotoView[]) =>
      apiFetch<{ photos: PhotoView[] }>(listingsApi.photoOrder(listingId), {
        method: 'PUT',
        json: { photoIds: photos.map((p) => p.id) },
      }),
    onMutate: async (photos) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<{ photos: PhotoView[] }>(key);
      queryClient.setQueryData(key, { photos: photos.map((p, i) => ({ ...p, pos: i + 1 })) });
      return { previous };
    },
    onError: (_e, _photos, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: ({ photos }) => store(photos),
  });
}

export function useSetPhotoRoom(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, roomCode }: { photoId: string; roomCode: string | null }) =>
      apiFetch<{ photo: PhotoView }>(listingsApi.photo(listingId, photoId), {
        method: 'PATCH',
        json: { roomCode },
      }),
    onSuccess: ({ photo }) =>
      queryClient.setQueryData<{ photos: PhotoView[] }>(photosQueryKey(listingId), (old) =>
        old ? { photos: old.photos.map((p) => (p.id === photo.id ? photo : p)) } : old,
      ),
  });
}

export function useSetCover(listingId: string) {
  const store = useStoreListing();
  return useMutation({
    mutationFn: (photoId: string) =>
      apiFetch<{ listing: ListingView }>(listingsApi.cover(listingId), { method: 'PUT', json: { photoId } }),
    onSuccess: ({ listing }) => store(listing),
  });
}

export function useDeletePhoto(listingId: string) {
  const store = useStorePhotos(listingId);
  return useMutation({
    mutationFn: (photoId: string) =>
      apiFetch<{ photos: PhotoView[] }>(listingsApi.photo(listingId, photoId), { method: 'DELETE' }),
    onSuccess: ({ photos }) => store(photos),
  });
}
