import { describe, expect, it } from 'vitest';
import type { ListingView } from '../../../../shared/listings';
import {
  filterListings,
  filtersFromParams,
  filtersToParams,
  fold,
  hasFilters,
  type ListingFilters,
  NO_FILTERS,
} from './listing-filters';

const listing = (over: Partial<ListingView>): ListingView =>
  ({
    id: over.title,
    title: 'Piso',
    reference: null,
    address: null,
    city: null,
    operation: 'sale',
    propertyType: 'piso',
    published: true,
    ...over,
  }) as ListingView;

const LISTINGS = [
  listing({
    title: 'Ático con terraza en Triana',
    reference: 'SEV-12',
    address: 'Calle Betis 4',
    city: 'Sevilla',
    propertyType: 'atico',
  }),
  listing({
    title: 'Piso en alquiler junto al Retiro',
    reference: 'MAD-ALQ-7',
    address: 'Calle de Ibiza 20',
    city: 'Madrid',
    operation: 'rent',
  }),
  listing({
    title: 'Local en Ruzafa',
    address: 'Calle Sueca 33',
    city: 'València',
    propertyType: 'local',
    published: false,
  }),
  listing({
    title: 'Casa en la sierra',
    address: 'Camino de la Peñuela 2',
    city: 'Cercedilla',
    propertyType: 'casa',
    operation: 'rent',
    published: false,
  }),
];
const titles = (f: Partial<ListingFilters>) =>
  filterListings(LISTINGS, { ...NO_FILTERS, ...f }).map((l) => l.title);

describe('Inmuebles filters', () => {
  it('search: title, reference and address, without caring for accents or case, every word', () => {
    expect(titles({ q: 'atico' })).toEqual(['Ático con terraza en Triana']);
    expect(titles({ q: 'ÁTICO triana' })).toEqual(['Ático con terraza en Triana']);
    expect(titles({ q: 'mad-alq' })).toEqual(['Piso en alquiler junto al Retiro']);
    expect(titles({ q: 'sev-12' })).toEqual(['Ático con terraza en Triana']);
    expect(titles({ q: 'ibiza' })).toEqual(['Piso en alquiler junto al Retiro']);
    expect(titles({ q: 'valencia' })).toEqual(['Local en Ruzafa']);
    expect(titles({ q: 'penuela' })).toEqual(['Casa en la sierra']);
    expect(titles({ q: 'triana madrid' })).toEqual([]);
    expect(titles({ q: '   ' })).toHaveLength(4);
  });

  it('operation, type and status, alone and together with the search', () => {
    expect(titles({ operation: 'rent' })).toEqual(['Piso en alquiler junto al Retiro', 'Casa en la sierra']);
    expect(titles({ operation: 'sale' })).toEqual(['Ático con terraza en Triana', 'Local en Ruzafa']);
    expect(titles({ type: 'local' })).toEqual(['Local en Ruzafa']);
    expect(titles({ status: 'draft' })).toEqual(['Local en Ruzafa', 'Casa en la sierra']);
    expect(titles({ status: 'published' })).toEqual([
      'Ático con terraza en Triana',
      'Piso en alquiler junto al Retiro',
    ]);
    expect(titles({ operation: 'rent', status: 'draft' })).toEqual(['Casa en la sierra']);
    expect(titles({ operation: 'rent', q: 'retiro' })).toEqual(['Piso en alquiler junto al Retiro']);
    expect(titles({ operation: 'sale', type: 'casa' })).toEqual([]);
  });

  it('live in Spanish search params and come back the same; unknown values mean "all"', () => {
    const f: ListingFilters = { operation: 'rent', type: 'piso', status: 'draft', q: 'Calle Mayor' };
    const params = filtersToParams(f);
    expect(params.toString()).toBe('operacion=alquiler&tipo=piso&estado=borrador&q=Calle+Mayor');
    expect(filtersFromParams(params)).toEqual(f);
    expect(filtersToParams(NO_FILTERS).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams('operacion=rent&tipo=castillo&estado=x'))).toEqual(
      NO_FILTERS,
    );
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, q: 'a' })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, status: 'published' })).toBe(true);
  });

  it('folds accents, ñ and case', () => {
    expect(fold('Ático en CÁDIZ, Peñíscola')).toBe('atico en cadiz, peniscola');
  });
});
