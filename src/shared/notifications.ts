import { z } from 'zod';

/** Spanish texts of Settings → Notificaciones that the server also speaks (toasts, validation). */
export const notificationTexts = {
  saved: 'Preferencias guardadas',
  saveError: 'No se pudieron guardar las preferencias.',
  loadError: 'No se pudieron cargar las preferencias de notificación.',
  invalidValue: 'Cada preferencia debe estar activada o desactivada.',
} as const;

const onOff = z.boolean({ error: notificationTexts.invalidValue });

/** The four preferences of an agency; the same schema in the browser and on the server. */
export const notificationPreferencesSchema = z.object({
  /** An e-mail to the agency for each new lead (the only one sent today). */
  leads_email: onOff,
  scans_email: onOff,
  daily_summary: onOff,
  weekly_summary: onOff,
});
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

/** decision 017 → Leads: what an agency has before it ever saves them. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  leads_email: true,
  scans_email: false,
  daily_summary: true,
  weekly_summary: true,
};

/** What `GET` and `PUT /api/notification-preferences` answer. */
export interface NotificationPreferencesResponse {
  preferences: NotificationPreferences;
}

export const notificationsApi = {
  /** GET the agency's preferences; PUT all four. */
  preferences: '/api/notification-preferences',
} as const;
