import { useQuery } from '@tanstack/react-query';
import { analyticsApi, type DashboardSummary } from '../../../../shared/analytics';
import { apiFetch } from '../../../lib/api';

export const dashboardSummaryQueryKey = ['dashboard-summary'] as const;

/** Home's KPIs and newest listings; fetched again on every visit (figures move with each scan). */
export function useDashboardSummary() {
  return useQuery({
    queryKey: dashboardSummaryQueryKey,
    queryFn: () => apiFetch<DashboardSummary>(analyticsApi.summary),
    staleTime: 0,
  });
}
