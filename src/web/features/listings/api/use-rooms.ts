import { useQuery } from '@tanstack/react-query';
import { type ListingView, listingsApi } from '../../../../shared/listings';
import { apiFetch } from '../../../lib/api';

export interface Room {
  code: string;
  label: string;
}

/** The room catalogue of one use (residencial or comercial); it rarely changes. */
export function useRooms(useCode: ListingView['useCode']) {
  return useQuery({
    queryKey: ['catalog-rooms', useCode],
    queryFn: () => apiFetch<{ rooms: Room[] }>(listingsApi.rooms(useCode)),
    staleTime: 60 * 60_000,
  });
}
