import { z } from 'zod';
import { hasControlChars } from './control-chars';
import { DEFAULT_LANG, type Lang, langs } from './lang';
import { contactMethods, forChannel, type LeadTexts, leadTextsFor } from './leads';
import { isPhoneNumber } from './phone';

// The schema lives apart from the texts so the microsite loads zod only when the form is used.

/** `notAllowed`: the field's message for control characters (one-line fields: shared/control-chars.ts). */
const textOf = (texts: LeadTexts) => (max: number, notAllowed: string, required?: string) => {
  const base = z
    .string({ error: required ?? texts.tooLong })
    .trim()
    .max(max, { error: texts.tooLong })
    .refine((v) => !hasControlChars(v), { error: notAllowed });
  return required ? base.min(1, { error: required }) : base;
};
const optionalCode = z
  .string()
  .trim()
  .max(40)
  .regex(/^[a-z0-9_]*$/)
  .optional()
  .transform((v) => v || null);
/** Built once: a zod schema per check would cost every lead its construction. */
const emailFormat = z.email();

/**
 * The interest request. The same schema disables the submit button in the browser and
 * validates the request on the server. `website` is a honeypot: people never see it.
 * Only the chosen channel's field is kept (`forChannel`): the other one is hidden in the form,
 * so whatever it still holds was not meant to be sent and is neither judged nor stored.
 */
function leadSchema(texts: LeadTexts) {
  const text = textOf(texts);
  return z
    .object({
      firstName: text(80, texts.notAllowed.firstName, texts.firstNameRequired),
      lastName: text(120, texts.notAllowed.lastName, texts.lastNameRequired),
      contactMethod: z.enum(contactMethods).default('email'),
      email: text(254, texts.notAllowed.email).optional().default(''),
      phone: text(30, texts.notAllowed.phone).optional().default(''),
      consent: z.literal(true, { error: texts.consentRequired }),
      useCode: optionalCode,
      roomCode: optionalCode,
      styleCode: optionalCode,
      website: z.string().max(200).optional().default(''),
      /** The language the buyer read the page in: the agency is told, and answers in it. */
      lang: z.enum(langs).optional().default(DEFAULT_LANG),
    })
    .superRefine((v, ctx) => {
      if (v.contactMethod === 'email') {
        if (!v.email) ctx.addIssue({ code: 'custom', path: ['email'], message: texts.emailRequired });
        else if (!emailFormat.safeParse(v.email).success)
          ctx.addIssue({ code: 'custom', path: ['email'], message: texts.invalidEmail });
      } else {
        if (!v.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: texts.phoneRequired });
        else if (!isPhoneNumber(v.phone))
          ctx.addIssue({ code: 'custom', path: ['phone'], message: texts.invalidPhone });
      }
    })
    .transform(forChannel);
}

const schemas = { es: leadSchema(leadTextsFor('es')), en: leadSchema(leadTextsFor('en')) };

/** The interest request with its messages in the buyer's language. */
export const leadInputSchemaFor = (lang: Lang) => schemas[lang];
export const leadInputSchema = schemas.es;
export type LeadInput = z.input<typeof leadInputSchema>;
export type LeadValues = z.output<typeof leadInputSchema>;
