import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type VisitSettingsView, visitsApi } from '../../../../shared/visits';
import { apiFetch } from '../../../lib/api';

export type VisitScope = 'member' | 'agency';

/** What the settings form sends: the zod schema's input (times as typed, the length as a number). */
export interface VisitSettingsBody {
  scope: VisitScope;
  weeklyHours: Record<string, { start: string; end: string }[]>;
  lengthMinutes: number | string;
  autoConfirm: boolean;
}

const key = (scope: VisitScope) => ['visit-settings', scope] as const;
const url = (scope: VisitScope) =>
  scope === 'agency' ? `${visitsApi.settings}?scope=agency` : visitsApi.settings;

/** The signed-in member's visiting hours, or (owner only) the agency's. */
export function useVisitSettings(scope: VisitScope, enabled = true) {
  return useQuery({
    queryKey: key(scope),
    queryFn: () => apiFetch<{ settings: VisitSettingsView }>(url(scope)),
    enabled,
  });
}

export function useSaveVisitSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VisitSettingsBody) =>
      apiFetch<{ settings: VisitSettingsView }>(visitsApi.settings, { method: 'PUT', json: body }),
    onSuccess: (data) => queryClient.setQueryData(key(data.settings.scope), data),
  });
}
