import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { visitsApi } from '../../../../shared/visits';
import type { DashboardVisit, VisitTab } from '../../../../shared/visits-dashboard';
import { apiFetch } from '../../../lib/api';

export interface VisitFilters {
  when: VisitTab;
  listingId?: string;
  /** A member's id, or 'agency' for the visits the agency itself attends. */
  memberId?: string;
}

const visitsKey = ['visits'] as const;

function listUrl(filters: VisitFilters): string {
  const query = new URLSearchParams({ when: filters.when });
  if (filters.listingId) query.set('listingId', filters.listingId);
  if (filters.memberId) query.set('memberId', filters.memberId);
  return `${visitsApi.list}?${query}`;
}

/** The agency's visits of one tab, filtered; the previous list stays shown while the next loads. */
export function useVisits(filters: VisitFilters) {
  return useQuery({
    queryKey: [...visitsKey, filters],
    queryFn: () => apiFetch<{ visits: DashboardVisit[] }>(listUrl(filters)),
    placeholderData: keepPreviousData,
  });
}

export type VisitChange = { id: string } & (
  | { action: 'confirm' | 'decline' | 'cancel' }
  | { action: 'propose'; start: string }
);

/**
 * Confirm, decline or propose another time. The answer replaces the visit in every cached list
 * at once, then the lists are fetched again (a proposal may move a visit to another tab).
 */
export function useChangeVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: VisitChange) =>
      apiFetch<{ visit: DashboardVisit }>(visitsApi.action(change.id, change.action), {
        method: 'POST',
        json: change.action === 'propose' ? { start: change.start } : {},
      }),
    onSuccess: ({ visit }) => {
      queryClient.setQueriesData<{ visits: DashboardVisit[] }>({ queryKey: visitsKey }, (old) =>
        old ? { visits: old.visits.map((v) => (v.id === visit.id ? { ...v, ...visit } : v)) } : old,
      );
    },
    // A refused change (another member answered first) also needs the list as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitsKey }),
  });
}
