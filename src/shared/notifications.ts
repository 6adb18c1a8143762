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
  /** An e-mail to the agency for each new lead. */
  leads_email: onOff,
  /** At most one e-mail a day per listing with its scans of the day (docs/decisions/022-activity-emails.md). */
  scans_email: onOff,
  /** Yesterday's scans, leads, conversion and best listing, at 8:00 (Spain), if there was activity. */
  daily_summary: onOff,
  /** The same for last Monday to Sunday, on Mondays at 8:00. */
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

/** The preferences an activity e-mail can be unsubscribed from (never the lead alert). */
export type UnsubscribableKey = 'scans_email' | 'daily_summary' | 'weekly_summary';

/** What the unsubscribe page shows: the question, its answer (or the preference already off), a bad link. */
export type EmailUnsubscribeView = 'ask' | 'done' | 'already' | 'unknown';

/** Spanish texts of the activity e-mails' unsubscribe page (/email/unsubscribe). */
export const emailUnsubscribeTexts = {
  meta: 'Darse de baja · Escaparate',
  what: {
    scans_email: 'los avisos de escaneos por e-mail',
    daily_summary: 'el resumen diario',
    weekly_summary: 'el resumen semanal',
  } satisfies Record<UnsubscribableKey, string>,
  /** An assigned agent's own copy of the scan alert. */
  whatMine: 'los avisos de escaneos de tus inmuebles asignados',
  askTitle: 'Darte de baja',
  askBody: (what: string, agency: string) => `¿Quieres dejar de recibir ${what} de ${agency}?`,
  askBodyMine: (agency: string) =>
    `¿Quieres dejar de recibir los avisos de escaneos de los inmuebles que tienes asignados en ${agency}?`,
  button: 'Darme de baja',
  doneTitle: 'Te has dado de baja',
  doneBody: (what: string) => `Ya no recibirás ${what}.`,
  alreadyTitle: 'Ya estabas dado de baja',
  alreadyBody: (what: string) => `No recibes ${what}.`,
  settings:
    'Puedes volver a activarlo cuando quieras en Configuración → Notificaciones, donde también eliges el resto de avisos.',
  settingsLink: 'Ir a Configuración → Notificaciones',
  settingsMine:
    'Solo se desactivan tus avisos: la agencia sigue recibiendo los suyos. Puedes volver a activarlos cuando quieras en Configuración → Mis avisos.',
  settingsMineLink: 'Ir a Configuración → Mis avisos',
  unknownTitle: 'Este enlace no es válido',
  unknownBody:
    'No reconocemos este enlace para darse de baja. Copia el enlace completo del e-mail o elige tus avisos en Configuración → Notificaciones.',
} as const;
