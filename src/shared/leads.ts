import { controlCharsText } from './control-chars';
import { formatList } from './format';
import type { Lang, Translation } from './lang';
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
  /** A field with control characters (NUL, a line break in a name…). */
  notAllowed: {
    firstName: controlCharsText('Nombre'),
    lastName: controlCharsText('Apellidos'),
    email: controlCharsText('E-mail'),
    phone: controlCharsText('Teléfono'),
  },
  form: {
    property: 'Inmueble',
    firstName: 'Nombre *',
    lastName: 'Apellidos *',
    channel: '¿Cómo prefieres que te contacten?',
    channelEmail: 'Email',
    channelWhatsapp: 'WhatsApp',
    email: 'E-mail *',
    phone: 'Teléfono (WhatsApp) *',
    honeypot: 'No rellenes este campo',
    privacyLink: 'política de privacidad',
    sending: 'Enviando...',
    send: 'Enviar solicitud',
    /** Under a disabled "Enviar solicitud": what it waits for, in the form's order. */
    missing: (items: string[]) => `Para enviar falta: ${formatList(items)}.`,
    missingItems: {
      firstName: 'tu nombre',
      lastName: 'tus apellidos',
      email: 'un e-mail válido',
      phone: 'un teléfono válido',
      consent: 'marcar la casilla de privacidad',
    },
  },
} as const;

export type LeadTexts = Translation<typeof leadTexts>;

const notAllowedEn = (label: string) =>
  `The field “${label}” contains characters that are not allowed (invisible or control characters). Type it again.`;

/** The lead form in English (the microsite in English; the agency still gets its alert in Spanish). */
export const leadTextsEn: LeadTexts = {
  dialogTitle: 'I am interested in this property!',
  contactButton: 'Contact',
  firstNameRequired: 'Your first name is required.',
  lastNameRequired: 'Your last name is required.',
  emailRequired: 'Enter your e-mail so the agency can answer by e-mail.',
  phoneRequired: 'Enter your phone number so the agency can write to you on WhatsApp.',
  invalidEmail: 'Enter a valid e-mail address.',
  invalidPhone: 'Enter a valid phone number (9 to 15 digits).',
  consentRequired: 'You must agree to be contacted and accept the privacy policy.',
  consentLabel: 'I agree that the agency may contact me about this property and I accept the privacy policy.',
  tooLong: 'This field is too long.',
  listingUnknown: 'The property could not be identified.',
  sendError: 'The request could not be sent. Please try again.',
  sent: 'Request sent! The agency will get in touch with you soon.',
  tooMany: 'You have sent many requests in a row. Wait a few minutes and try again.',
  notAllowed: {
    firstName: notAllowedEn('First name'),
    lastName: notAllowedEn('Last name'),
    email: notAllowedEn('E-mail'),
    phone: notAllowedEn('Phone'),
  },
  form: {
    property: 'Property',
    firstName: 'First name *',
    lastName: 'Last name *',
    channel: 'How would you like to be contacted?',
    channelEmail: 'Email',
    channelWhatsapp: 'WhatsApp',
    email: 'E-mail *',
    phone: 'Phone (WhatsApp) *',
    honeypot: 'Do not fill in this field',
    privacyLink: 'privacy policy',
    sending: 'Sending...',
    send: 'Send request',
    missing: (items: string[]) => `To send it, add ${formatList(items, 'en')}.`,
    missingItems: {
      firstName: 'your first name',
      lastName: 'your last name',
      email: 'a valid e-mail',
      phone: 'a valid phone number',
      consent: 'a tick in the privacy box',
    },
  },
};

export const leadTextsFor = (lang: Lang): LeadTexts => (lang === 'en' ? leadTextsEn : leadTexts);

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
