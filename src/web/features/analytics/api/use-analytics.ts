import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AnalyticsRange, type AnalyticsReport, analyticsApi } from '../../../../shared/analytics';
import { apiFetch } from '../../../lib/api';

/** The analytics of one range; the previous range's figures stay on screen while the next load. */
export function useAnalytics(range: AnalyticsRange) {
  return useQuery({
    queryKey: ['analytics', range],
    queryFn: () => apiFetch<AnalyticsReport>(analyticsApi.report(range)),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
