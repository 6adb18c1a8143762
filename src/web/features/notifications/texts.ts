import type { NotificationPreferences } from '../../../shared/notifications';

/**
 * Spanish texts of Settings → Notificaciones that are not in `notificationTexts`
 * (src/shared/notifications.ts holds the toasts and the server's messages).
 */
export const notificationPageTexts = {
  title: 'Notificaciones',
  intro: 'Elige qué avisos quieres recibir por e-mail.',
  loading: 'Cargando...',
  unsubscribeHint:
    'Los resúmenes y los avisos de escaneos llevan un enlace para darte de baja con un clic; lo que elijas allí se ve aquí.',
} as const;

/** Label and one-line description of each preference, in the order they are shown. */
export const preferenceTexts: Record<keyof NotificationPreferences, { label: string; hint: string }> = {
  leads_email: {
    label: 'Nuevos leads por e-mail',
    hint: 'Un e-mail en cuanto un comprador te envía una solicitud desde un microsite. Llega al e-mail de la agencia o, si no tiene, al de tu cuenta.',
  },
  scans_email: {
    label: 'Escaneos por e-mail',
    hint: 'Como mucho un e-mail al día por inmueble, una hora después del primer escaneo del día, con los escaneos de hoy.',
  },
  daily_summary: {
    label: 'Resumen diario',
    hint: 'Cada mañana a las 8:00 (hora peninsular): escaneos, leads, conversión y tu mejor inmueble de ayer. Solo si hubo actividad.',
  },
  weekly_summary: {
    label: 'Resumen semanal',
    hint: 'Los lunes a las 8:00: la actividad de la semana anterior (de lunes a domingo). Solo si hubo actividad.',
  },
};
