import type { NotificationPreferences } from '../../../shared/notifications';

/**
 * Spanish texts of Settings → Notificaciones that are not in `notificationTexts`
 * (src/shared/notifications.ts holds the toasts and the server's messages).
 */
export const notificationPageTexts = {
  title: 'Notificaciones',
  intro: 'Elige qué avisos quieres recibir por e-mail.',
  loading: 'Cargando...',
  upcomingTitle: 'Próximamente',
  upcomingIntro:
    'Estos avisos aún no se envían. Guardamos tu elección y la aplicaremos cuando estén disponibles.',
} as const;

/** Label and one-line description of each preference, in the order they are shown. */
export const preferenceTexts: Record<keyof NotificationPreferences, { label: string; hint: string }> = {
  leads_email: {
    label: 'Nuevos leads por e-mail',
    hint: 'Un e-mail en cuanto un comprador te envía una solicitud desde un microsite. Llega al e-mail de la agencia o, si no tiene, al de tu cuenta.',
  },
  scans_email: {
    label: 'Escaneos por e-mail',
    hint: 'Un aviso cuando alguien escanea el código QR de uno de tus inmuebles.',
  },
  daily_summary: {
    label: 'Resumen diario',
    hint: 'Los escaneos y leads del día en tus inmuebles.',
  },
  weekly_summary: {
    label: 'Resumen semanal',
    hint: 'La actividad de tus inmuebles durante la semana.',
  },
};
