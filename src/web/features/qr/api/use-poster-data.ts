import { useQuery } from '@tanstack/react-query';
import { type ListingView, listingsApi, type PhotoView } from '../../../../shared/listings';
import { apiFetch } from '../../../lib/api';

export interface ListingDetail {
  listing: ListingView;
  photos: PhotoView[];
}

/** Under `['listings']`, so whatever refreshes the list refreshes the poster too. */
export const listingDetailQueryKey = (id: string) => ['listings', 'detail', id] as const;

/** One listing of the agency with its photos (`GET /api/listings/:id`). */
export function useListingDetail(id: string) {
  return useQuery({
    queryKey: listingDetailQueryKey(id),
    queryFn: () => apiFetch<ListingDetail>(listingsApi.one(id)),
  });
}

/** The sharpest derivative of the cover photo for print; the list's cover URL otherwise. */
export function posterCoverUrl({ listing, photos }: ListingDetail): string | null {
  const cover = photos.find((p) => p.id === listing.coverPhotoId) ?? photos[0];
  if (!cover) return listing.coverPhotoUrl;
  const largest = [...cover.sources].sort((a, b) => b.width - a.width)[0];
  return largest?.url ?? cover.url ?? listing.coverPhotoUrl;
}
