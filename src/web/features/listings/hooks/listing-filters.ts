import { type Operation, PROPERTY_TYPES } from '../../../../shared/listing-catalog';
import type { ListingView } from '../../../../shared/listings';

/** Inmuebles' filters; null: all. They live in the URL, so a reload or a shared link keeps them. */
export interface ListingFilters {
  operation: Operation | null;
  type: string | null;
  status: 'published' | 'draft' | null;
  /** The search box as typed. */
  q: string;
}

export const NO_FILTERS: ListingFilters = { operation: null, type: null, status: null, q: '' };

// The URL reads in Spanish, like the rest of the dashboard: ?operacion=alquiler&estado=borrador.
const OPERATION_PARAM: Record<Operation, string> = { sale: 'venta', rent: 'alquiler' };
const STATUS_PARAM = { published: 'publicado', draft: 'borrador' } as const;
const keyOf = <K extends string>(map: Record<K, string>, value: string | null): K | null =>
  (Object.keys(map) as K[]).find((k) => map[k] === value) ?? null;

export function filtersFromParams(params: URLSearchParams): ListingFilters {
  const type = params.get('tipo');
  return {
    operation: keyOf(OPERATION_PARAM, params.get('operacion')),
    type: PROPERTY_TYPES.some((t) => t.code === type) ? type : null,
    status: keyOf(STATUS_PARAM, params.get('estado')),
    q: params.get('q') ?? '',
  };
}

/** The filters as search params; what is "all" is left out. */
export function filtersToParams(f: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.operation) params.set('operacion', OPERATION_PARAM[f.operation]);
  if (f.type) params.set('tipo', f.type);
  if (f.status) params.set('estado', STATUS_PARAM[f.status]);
  if (f.q.trim()) params.set('q', f.q);
  return params;
}

export const hasFilters = (f: ListingFilters) =>
  f.operation !== null || f.type !== null || f.status !== null || f.q.trim() !== '';

/** "Ático en Cádiz" → "atico en cadiz": what the search compares, free of accents and case. */
export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');

/** Every word typed must be in the title, the reference or the address (street or city). */
function matchesSearch(l: ListingView, q: string): boolean {
  const words = fold(q).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold([l.title, l.reference, l.address, l.city].filter(Boolean).join(' \n '));
  return words.every((w) => haystack.includes(w));
}

export function filterListings(listings: readonly ListingView[], f: ListingFilters): ListingView[] {
  return listings.filter(
    (l) =>
      (f.operation === null || l.operation === f.operation) &&
      (f.type === null || l.propertyType === f.type) &&
      (f.status === null || l.published === (f.status === 'published')) &&
      matchesSearch(l, f.q),
  );
}
