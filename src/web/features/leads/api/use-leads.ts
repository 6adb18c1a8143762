import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type LeadFilters, type LeadsPage, leadsDashboardApi } from '../../../../shared/leads-dashboard';
import { apiFetch } from '../../../lib/api';

export const leadsQueryKey = ['leads'] as const;

/** The agency's leads matching the filters, newest first, a page at a time (server keyset cursor). */
export function useLeads(filters: LeadFilters) {
  return useInfiniteQuery({
    queryKey: [...leadsQueryKey, filters],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<LeadsPage>(leadsDashboardApi.list({ ...filters, cursor: pageParam }), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // While a new search loads, the previous results stay on screen (dimmed) instead of a skeleton.
    placeholderData: keepPreviousData,
  });
}
