import { useQuery } from '@tanstack/react-query';
import { billingApi, type PlansResponse } from '../../../../shared/billing';
import { apiFetch } from '../../../lib/api';

export const plansQueryKey = ['plans'] as const;

/** The three plans, cheapest first, and the sales e-mail (public). */
export function usePlans() {
  return useQuery({
    queryKey: plansQueryKey,
    queryFn: () => apiFetch<PlansResponse>(billingApi.plans),
    staleTime: 10 * 60_000,
  });
}
