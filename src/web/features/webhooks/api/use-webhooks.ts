import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type WebhookAttemptsResponse,
  type WebhookEndpointView,
  type WebhookSecretResponse,
  type WebhooksResponse,
  type WebhookTestResponse,
  webhooksApi,
} from '../../../../shared/webhooks';
import { apiFetch } from '../../../lib/api';

export const webhooksKey = ['webhooks'] as const;
const attemptsKey = (id: string) => ['webhooks', id, 'attempts'] as const;

/** The agency's endpoints and whether its plan includes webhooks. */
export function useWebhooks() {
  return useQuery({
    queryKey: webhooksKey,
    queryFn: () => apiFetch<WebhooksResponse>(webhooksApi.list),
  });
}

/** The newest attempts of one endpoint. */
export function useWebhookAttempts(id: string) {
  return useQuery({
    queryKey: attemptsKey(id),
    queryFn: () => apiFetch<WebhookAttemptsResponse>(webhooksApi.attempts(id)),
  });
}

/** Every change refreshes the list (and the endpoint's log, where attempts are made). */
function useRefresh() {
  const queryClient = useQueryClient();
  return (id?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: webhooksKey, exact: true }),
      id ? queryClient.invalidateQueries({ queryKey: attemptsKey(id) }) : null,
    ]);
}

export function useAddWebhook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (url: string) =>
      apiFetch<WebhookSecretResponse>(webhooksApi.list, { method: 'POST', json: { url } }),
    onSuccess: () => refresh(),
  });
}

export function useToggleWebhook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      apiFetch<{ endpoint: WebhookEndpointView }>(webhooksApi.one(id), {
        method: 'PATCH',
        json: { enabled },
      }),
    onSuccess: (_data, { id }) => refresh(id),
  });
}

export function useDeleteWebhook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(webhooksApi.one(id), { method: 'DELETE' }),
    onSuccess: () => refresh(),
  });
}

export function useRotateWebhookSecret() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiFetch<WebhookSecretResponse>(webhooksApi.rotate(id), { method: 'POST' }),
    onSuccess: (_data, id) => refresh(id),
  });
}

export function useTestWebhook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiFetch<WebhookTestResponse>(webhooksApi.test(id), { method: 'POST' }),
    onSettled: (_data, _error, id) => refresh(id),
  });
}
