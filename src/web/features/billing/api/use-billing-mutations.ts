import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  billingApi,
  type ChangePlanInput,
  type ChangePlanPreview,
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

/** Changes plan; `keep_listing_ids` when the new plan holds fewer published listings. */
export function useChangePlan() {
  const store = useStoreSubscription();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePlanInput) =>
      apiFetch<SubscriptionInfo>(billingApi.changePlan, { method: 'POST', json: input }),
    onSuccess: (info) => {
      store(info);
      // Limits and maybe listings changed: every screen reads them afresh.
      return queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'subscription' });
    },
  });
}

/** Cancels at the end of the trial or of the period paid (cancellationRule); access stays until then. */
export function useCancelSubscription() {
  const store = useStoreSubscription();
  return useMutation({
    mutationFn: () => apiFetch<SubscriptionInfo>(billingApi.cancel, { method: 'POST' }),
    onSuccess: store,
  });
}

/** 'Reanudar suscripción': undoes a cancellation before it takes effect. */
export function useResumeSubscription() {
  const store = useStoreSubscription();
  return useMutation({
    mutationFn: () => apiFetch<SubscriptionInfo>(billingApi.resume, { method: 'POST' }),
    onSuccess: store,
  });
}

/** What a change to `plan_code` costs (an upgrade's proration), before confirming it. */
export function usePlanChangePreview() {
  return useMutation({
    mutationFn: (plan_code: PlanCode) =>
      apiFetch<ChangePlanPreview>(billingApi.changePlanPreview, { method: 'POST', json: { plan_code } }),
  });
}
