import { useMutation, useQuery } from '@tanstack/react-query';
import { billingApi, type LocalCheckoutView, type RedirectResponse } from '../../../../shared/billing';
import { apiFetch } from '../../../lib/api';

/** The local test-mode checkout session (no Stripe key configured). */
export function useLocalCheckout(id: string) {
  return useQuery({
    queryKey: ['local-checkout', id],
    queryFn: () => apiFetch<LocalCheckoutView>(billingApi.localCheckout(id)),
  });
}

/** Completes the local checkout; answers with the payment-return address. */
export function useConfirmLocalCheckout(id: string) {
  return useMutation({
    mutationFn: () => apiFetch<RedirectResponse>(billingApi.localCheckoutConfirm(id), { method: 'POST' }),
  });
}
