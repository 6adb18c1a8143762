import { type QueryClient, useQuery } from '@tanstack/react-query';
import { billingApi, type SubscriptionInfo } from '../../../../shared/billing';
import { apiFetch, isSeatPaused } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';

export const subscriptionQueryKey = (userId: string | undefined) => ['subscription', userId ?? null] as const;

/**
 * One subscription check. A failure is silent (decision 017 → Plans): it keeps the last known answer, so a
 * blip never locks a paying customer out, or resolves to null when there is none.
 */
export async function checkSubscription(
  queryClient: QueryClient,
  userId: string | undefined,
): Promise<SubscriptionInfo | null> {
  try {
    return await apiFetch<SubscriptionInfo>(billingApi.checkSubscription, { method: 'POST' });
  } catch (err) {
    // Not a blip: the agent's access is paused, and the gate says why (decision 024).
    if (isSeatPaused(err)) throw err;
    return queryClient.getQueryData<SubscriptionInfo | null>(subscriptionQueryKey(userId)) ?? null;
  }
}

/** The signed-in user's subscription; only runs with a session. `data === null`: the check failed. */
export function useSubscription() {
  const { user } = useAuth();
  return useQuery({
    queryKey: subscriptionQueryKey(user?.id),
    queryFn: ({ client }) => checkSubscription(client, user?.id),
    enabled: Boolean(user),
  });
}

/** decision 017 → Plans: a subscription or a plan granted to the agency opens the dashboard. */
export const hasAccess = (info: SubscriptionInfo | null | undefined): boolean =>
  Boolean(info?.subscribed || info?.source === 'current_plan');
