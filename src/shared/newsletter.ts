import { z } from 'zod';

/** Spanish texts of the newsletter box, its pages and its e-mails' subjects (one place). */
export const newsletterTexts = {
  title: 'Suscríbete a nuestra newsletter',
  intro: 'Recibe cada mes ideas y casos reales para vender más con tus inmuebles.',
  emailLabel: 'Tu e-mail',
  submit: 'Suscribirme',
  privacy: 'Te enviaremos un e-mail para confirmar. Puedes darte de baja cuando quieras.',
  emailRequired: 'El e-mail es obligatorio.',
  invalidEmail: 'Introduce un e-mail válido.',
  sent: 'Revisa tu e-mail: te hemos enviado un enlace para confirmar la suscripción.',
  sendError: 'No se pudo completar la suscripción. Inténtalo de nuevo.',
  tooMany: 'Has hecho demasiados intentos seguidos. Espera unos minutos e inténtalo de nuevo.',
  confirmedTitle: '¡Suscripción confirmada!',
  confirmedBody:
    'Gracias por confirmar tu e-mail. Recibirás nuestra newsletter; cada e-mail incluye un enlace para darte de baja.',
  expiredTitle: 'El enlace ha caducado',
  expiredBody:
    'Este enlace de confirmación ya no es válido (caduca a los 7 días). Suscríbete de nuevo y te enviaremos otro.',
  unsubscribeTitle: 'Darte de baja de la newsletter',
  unsubscribeBody: (email: string) => `¿Quieres dejar de recibir la newsletter de Escaparate en ${email}?`,
  unsubscribeButton: 'Darme de baja',
  unsubscribedTitle: 'Te has dado de baja',
  unsubscribedBody: (email: string) =>
    `No enviaremos más la newsletter a ${email}. Si cambias de idea, puedes volver a suscribirte cuando quieras.`,
  unknownLinkTitle: 'Enlace no válido',
  unknownLinkBody: 'Este enlace no corresponde a ninguna suscripción. Copia el enlace completo del e-mail.',
} as const;

/** Confirmation links expire after this long. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

/** The sign-up: one schema for the form post and the JSON endpoint; `website` is a honeypot. */
export const newsletterInputSchema = z.object({
  email: z
    .string({ error: newsletterTexts.emailRequired })
    .trim()
    .min(1, { error: newsletterTexts.emailRequired })
    .max(254, { error: newsletterTexts.invalidEmail })
    .pipe(z.email({ error: newsletterTexts.invalidEmail }).transform((v) => v.toLowerCase())),
  website: z.string().max(200).optional().default(''),
});
export type NewsletterInput = z.input<typeof newsletterInputSchema>;

/** What the newsletter box shows: typed values, errors, or that the e-mail went out. */
export interface NewsletterBoxState {
  values?: { email?: string };
  errors?: Record<string, string>;
  status?: 'invalid' | 'failed' | 'sent';
}

/** The newsletter pages a link or a form post lands on. */
export type NewsletterView =
  | 'subscribe'
  | 'confirmed'
  | 'expired'
  | 'unknown'
  | 'unsubscribe'
  | 'unsubscribed';

export const newsletterMeta = {
  title: 'Newsletter · Escaparate',
  description: 'La newsletter de Escaparate para inmobiliarias: ideas, novedades y casos reales cada mes.',
} as const;
