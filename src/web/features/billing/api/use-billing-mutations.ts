import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  billingApi,
  type CheckoutInput,
  type PlanCode,
  type RedirectResponse,
  type SubscriptionInfo,
} from '../../../../shared/billing';
import { apiFetch } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { subscriptionQueryKey } from './use-subscription';

/** Starts a checkout; answers with where to send the browser (Stripe or the local test page). */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (input: CheckoutInput) =>
      apiFetch<RedirectResponse>(billingApi.checkout, { method: 'POST', json: input }),
  });
}

/** The customer portal's address (Stripe's, or the local test portal). */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => apiFetch<RedirectResponse>(billingApi.portal, { method: 'POST' }),
  });
}

/** Stores the server's fresh answer, so the gate and Settings show it at once. */
function useStoreSubscription() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return (info: SubscriptionInfo) => queryClient.setQueryData(subscriptionQueryKey(user?.id), info);
}

export function useChangePlan() {
  const store = useStoreSubscription();
  return useMutation({
    mutationFn: (planCode: PlanCode) =>
      apiFetch<SubscriptionInfo>(billingApi.changePlan, { method: 'POST', json: { plan_code: planCode } }),
    onSuccess: store,
  });
}

/** Cancels at once: access ends now, no data is deleted. */
export function useCancelSubscription() {
  const store = useStoreSubscription();
  return useMutation({
    mutationFn: () => apiFetch<SubscriptionInfo>(billingApi.cancel, { method: 'POST' }),
    onSuccess: store,
  });
}
