import { z } from 'zod';
import { noControlChars } from './control-chars';
import { isPhoneNumber } from './phone';

/** Spanish texts of the contact page and its e-mails' subjects (one place). */
export const contactTexts = {
  nameRequired: 'El nombre es obligatorio.',
  emailRequired: 'El e-mail es obligatorio.',
  invalidEmail: 'Introduce un e-mail válido.',
  invalidPhone: 'Introduce un teléfono válido (9 a 15 cifras).',
  subjectRequired: 'El asunto es obligatorio.',
  messageRequired: 'El mensaje es obligatorio.',
  tooLong: 'Este campo es demasiado largo.',
  sent: '¡Mensaje enviado! Te responderemos en menos de 24 horas.',
  sendError: 'No se pudo enviar el mensaje. Inténtalo de nuevo.',
  tooMany: 'Has enviado muchos mensajes seguidos. Espera unos minutos e inténtalo de nuevo.',
} as const;

/** The contact form's limits, shared by the inputs' maxLength and the schema. */
export const contactMax = { name: 120, email: 254, company: 120, phone: 30, subject: 150, message: 5000 };

/** `multiline`: the message keeps tabs and line breaks; every other field is one line. */
const text = (max: number, label: string, required?: string, multiline = false) => {
  const base = z
    .string({ error: required ?? contactTexts.tooLong })
    .trim()
    .max(max, { error: contactTexts.tooLong })
    .refine(...noControlChars(label, { multiline }));
  return required ? base.min(1, { error: required }) : base;
};

/**
 * The contact form: one schema for the page's form post and the JSON endpoint. `website` is a
 * honeypot field, hidden from people.
 */
export const contactInputSchema = z.object({
  name: text(contactMax.name, 'Nombre', contactTexts.nameRequired),
  email: text(contactMax.email, 'E-mail', contactTexts.emailRequired).pipe(
    z.email({ error: contactTexts.invalidEmail }).transform((v) => v.toLowerCase()),
  ),
  company: text(contactMax.company, 'Empresa').optional().default(''),
  phone: text(contactMax.phone, 'Teléfono')
    .optional()
    .default('')
    .refine((v) => !v || isPhoneNumber(v), {
      error: contactTexts.invalidPhone,
    }),
  subject: text(contactMax.subject, 'Asunto', contactTexts.subjectRequired),
  message: text(contactMax.message, 'Mensaje', contactTexts.messageRequired, true),
  website: z.string().max(200).optional().default(''),
});
export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactValues = z.output<typeof contactInputSchema>;

/** The form fields, in order (the page keeps what was typed under these names). */
export const contactFields = ['name', 'email', 'company', 'phone', 'subject', 'message'] as const;

export const contactApi = {
  /** JSON: `{ ...ContactInput }` → 201 `{ message }`. */
  send: '/api/contact',
} as const;

/** What the contact form shows after a post: the typed values and the errors (field → message, `_` the form). */
export interface ContactFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  status: 'invalid' | 'failed';
}

/** The company's contact details shown on /contact (from the server's configuration). */
export interface ContactDetails {
  email: string;
  phone: string;
  /** `tel:` target (digits and a leading +). */
  phoneHref: string;
  /** wa.me link, when the phone is a mobile number. */
  whatsapp: string | null;
  address: string | null;
}

/** /contact's title and description (server-rendered page). */
export const contactMeta = {
  title: 'Contacto · Escaparate',
  description:
    'Escribe al equipo de Escaparate: planes para tu inmobiliaria, más de 15 inmuebles, demostraciones y soporte. Respondemos en menos de 24 horas.',
} as const;

/** The query the page's form post redirects to, so a reload never sends the message twice. */
export const contactSentQuery = 'enviado';
/**
 * Its value when no confirmation goes to the sender (the address is past its cap): the page then
 * does not say one was sent. Any other value: one was.
 */
export const contactSentUnmailed = 'sin-email';
