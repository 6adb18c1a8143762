import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromParams, filtersToParams, type ListingFilters, NO_FILTERS } from './listing-filters';

/**
 * Inmuebles' filters: read from the URL's search params when the page opens, then kept in state
 * and written back to the URL (a reload or a shared link finds them). State, not the URL, is the
 * truth while the page is open: two quick changes never read a URL the router has not written yet.
 */
export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<ListingFilters>(() => filtersFromParams(params));
  useEffect(() => {
    const next = filtersToParams(filters);
    // Replace, not push: typing in the search box must not fill the history with one entry a letter.
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [filters, params, setParams]);
  return {
    filters,
    change: (patch: Partial<ListingFilters>) => setFilters((f) => ({ ...f, ...patch })),
    clear: () => setFilters(NO_FILTERS),
  };
}
