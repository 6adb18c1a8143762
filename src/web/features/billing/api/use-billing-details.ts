import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingApi } from '../../../../shared/billing';
import type {
  BillingDetailsInput,
  BillingDetailsResponse,
  InvoicesResponse,
} from '../../../../shared/billing-details';
import { apiFetch } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';

const detailsKey = (userId: string | undefined) => ['billing-details', userId ?? null] as const;

/** Razón social, NIF/CIF and dirección fiscal of the agency (owner only); null until saved. */
export function useBillingDetails() {
  const { user } = useAuth();
  return useQuery({
    queryKey: detailsKey(user?.id),
    queryFn: () => apiFetch<BillingDetailsResponse>(billingApi.details),
    enabled: Boolean(user),
  });
}

export function useSaveBillingDetails() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (input: BillingDetailsInput) =>
      apiFetch<BillingDetailsResponse>(billingApi.details, { method: 'PUT', json: input }),
    onSuccess: (saved) => queryClient.setQueryData(detailsKey(user?.id), saved),
  });
}

/** The agency's invoices, newest first: Stripe's, or the local test mode's. */
export function useInvoices() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['invoices', user?.id ?? null],
    queryFn: () => apiFetch<InvoicesResponse>(billingApi.invoices),
    enabled: Boolean(user),
  });
}
