import { route } from './paths';

/** How the buyer wants to be answered (the lead's payload contact_method). */
export const contactMethods = ['email', 'whatsapp'] as const;
export type ContactMethod = (typeof contactMethods)[number];

/** Spanish texts of the lead form (decision 017 → Language and texts, Leads). */
export const leadTexts = {
  dialogTitle: '¡Me interesa esta propiedad!',
  contactButton: 'Contactar',
  firstNameRequired: 'El nombre es obligatorio.',
  lastNameRequired: 'Los apellidos son obligatorios.',
  emailRequired: 'Indica tu e-mail para que te respondan por e-mail.',
  phoneRequired: 'Indica tu teléfono para que te escriban por WhatsApp.',
  invalidEmail: 'Introduce un e-mail válido.',
  invalidPhone: 'Introduce un teléfono válido (9 a 15 cifras).',
  consentRequired: 'Debes aceptar que te contacten y la política de privacidad.',
  consentLabel: 'Acepto que la agencia me contacte sobre este inmueble y acepto la política de privacidad.',
  tooLong: 'Este campo es demasiado largo.',
  listingUnknown: 'No se pudo identificar la propiedad.',
  sendError: 'No se pudo enviar la solicitud. Inténtalo de nuevo.',
  sent: '¡Solicitud enviada! Nos pondremos en contacto contigo pronto.',
  tooMany: 'Has enviado muchas solicitudes seguidas. Espera unos minutos e inténtalo de nuevo.',
} as const;

export const leadsApi = {
  submit: route('/api/public/listings/:slug/leads'),
} as const;

/**
 * The contact the agency gets: the field of the chosen channel only (e-mail for Email, phone
 * for WhatsApp). The form shows one of the two; what the hidden one still holds stays in the
 * visitor's draft and is not sent.
 */
export function forChannel<T extends { contactMethod: ContactMethod; email: string; phone: string }>(
  values: T,
): T {
  return values.contactMethod === 'whatsapp' ? { ...values, email: '' } : { ...values, phone: '' };
}
