import { useQueries } from '@tanstack/react-query';
import { visitsApi } from '../../../../shared/visits';
import { type DashboardVisit, VISIT_TABS } from '../../../../shared/visits-dashboard';
import { apiFetch } from '../../../lib/api';

/**
 * The visit the sheet belongs to, from the Visitas lists (the same queries as that page, so coming
 * from it costs nothing): the sheet's answer does not carry the visit's listing, time or visitor.
 */
export function useSheetVisit(visitId: string): { visit: DashboardVisit | undefined; pending: boolean } {
  const lists = useQueries({
    queries: VISIT_TABS.map((when) => ({
      queryKey: ['visits', { when }],
      queryFn: () => apiFetch<{ visits: DashboardVisit[] }>(`${visitsApi.list}?when=${when}`),
    })),
  });
  const visit = lists.flatMap((l) => l.data?.visits ?? []).find((v) => v.id === visitId);
  return { visit, pending: !visit && lists.some((l) => l.isPending) };
}
