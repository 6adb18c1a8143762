import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type NotificationPreferences,
  type NotificationPreferencesResponse,
  notificationsApi,
} from '../../../../shared/notifications';
import { apiFetch } from '../../../lib/api';

export const notificationPreferencesKey = ['notification-preferences'] as const;
const saveKey = ['notification-preferences', 'save'] as const;

export type PreferenceKey = keyof NotificationPreferences;

/** The agency's four notification preferences. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationPreferencesKey,
    queryFn: () => apiFetch<NotificationPreferencesResponse>(notificationsApi.preferences),
  });
}

const shown = (queryClient: QueryClient) =>
  queryClient.getQueryData<NotificationPreferencesResponse>(notificationPreferencesKey)?.preferences;

function show(queryClient: QueryClient, key: PreferenceKey, value: boolean) {
  const preferences = shown(queryClient);
  if (preferences)
    queryClient.setQueryData(notificationPreferencesKey, { preferences: { ...preferences, [key]: value } });
}

/**
 * Changes one preference optimistically: the switch moves at once and moves back if its save fails.
 * Saves run one after another (one scope) and each sends what the screen shows when it starts, so
 * quick clicks on several switches all end up saved, and a failed one is the only one undone.
 */
export function useSaveNotificationPreference(callbacks: {
  onSaved: () => void;
  onFailed: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveKey,
    scope: { id: saveKey.join(':') },
    mutationFn: async (_change: { key: PreferenceKey; value: boolean }) => {
      const preferences = shown(queryClient);
      if (!preferences) throw new Error('Preferences not loaded');
      return apiFetch<NotificationPreferencesResponse>(notificationsApi.preferences, {
        method: 'PUT',
        json: preferences,
      });
    },
    onMutate: async ({ key, value }) => {
      await queryClient.cancelQueries({ queryKey: notificationPreferencesKey });
      const before = shown(queryClient)?.[key];
      show(queryClient, key, value);
      return { before };
    },
    onError: (error, { key, value }, context) => {
      // Undo this change only, unless a later click already changed the same switch again.
      if (context?.before !== undefined && shown(queryClient)?.[key] === value)
        show(queryClient, key, context.before);
      callbacks.onFailed(error);
    },
    onSuccess: (data) => {
      // The last save in a row brings the server's answer; earlier ones would undo later clicks.
      if (queryClient.isMutating({ mutationKey: saveKey }) <= 1)
        queryClient.setQueryData(notificationPreferencesKey, data);
      callbacks.onSaved();
    },
  });
}
