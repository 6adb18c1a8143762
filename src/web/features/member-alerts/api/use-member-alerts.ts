import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agentsApi, type MemberAlerts, type MemberAlertsResponse } from '../../../../shared/agents';
import { apiFetch } from '../../../lib/api';

const key = ['member-alerts'] as const;

/** The signed-in member's own alert switches, and the agency's "escaneos" preference. */
export function useMemberAlerts() {
  return useQuery({ queryKey: key, queryFn: () => apiFetch<MemberAlertsResponse>(agentsApi.myAlerts) });
}

/** Saves a switch optimistically: it moves at once and moves back if the save fails. */
export function useSaveMemberAlerts(callbacks: { onSaved: () => void; onFailed: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alerts: MemberAlerts) =>
      apiFetch<MemberAlertsResponse>(agentsApi.myAlerts, { method: 'PUT', json: alerts }),
    onMutate: async (alerts) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<MemberAlertsResponse>(key);
      if (before) queryClient.setQueryData(key, { ...before, alerts });
      return { before };
    },
    onError: (error, _alerts, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      callbacks.onFailed(error);
    },
    onSuccess: (data) => {
      queryClient.setQueryData(key, data);
      callbacks.onSaved();
    },
  });
}
