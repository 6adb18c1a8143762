import { z } from 'zod';
import { noControlChars } from './control-chars';
import { contactMethods, forChannel, leadTexts } from './leads';

// The schema lives apart from the texts so the microsite loads zod only when the form is used.

const text = (max: number, label: string, required?: string) => {
  const base = z
    .string({ error: required ?? leadTexts.tooLong })
    .trim()
    .max(max, { error: leadTexts.tooLong })
    .refine(...noControlChars(label));
  return required ? base.min(1, { error: required }) : base;
};
const optionalCode = z
  .string()
  .trim()
  .max(40)
  .regex(/^[a-z0-9_]*$/)
  .optional()
  .transform((v) => v || null);

/**
 * The interest request. The same schema disables the submit button in the browser and
 * validates the request on the server. `website` is a honeypot: people never see it.
 * Only the chosen channel's field is kept (`forChannel`): the other one is hidden in the form,
 * so whatever it still holds was not meant to be sent and is neither judged nor stored.
 */
export const leadInputSchema = z
  .object({
    firstName: text(80, 'Nombre', leadTexts.firstNameRequired),
    lastName: text(120, 'Apellidos', leadTexts.lastNameRequired),
    contactMethod: z.enum(contactMethods).default('email'),
    email: text(254, 'E-mail').optional().default(''),
    phone: text(30, 'Teléfono').optional().default(''),
    consent: z.literal(true, { error: leadTexts.consentRequired }),
    useCode: optionalCode,
    roomCode: optionalCode,
    styleCode: optionalCode,
    website: z.string().max(200).optional().default(''),
  })
  .superRefine((v, ctx) => {
    if (v.contactMethod === 'email') {
      if (!v.email) ctx.addIssue({ code: 'custom', path: ['email'], message: leadTexts.emailRequired });
      else if (!z.email().safeParse(v.email).success)
        ctx.addIssue({ code: 'custom', path: ['email'], message: leadTexts.invalidEmail });
    } else {
      const digits = v.phone.replace(/[\s().-]/g, '');
      if (!v.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: leadTexts.phoneRequired });
      else if (!/^\+?\d{9,15}$/.test(digits))
        ctx.addIssue({ code: 'custom', path: ['phone'], message: leadTexts.invalidPhone });
    }
  })
  .transform(forChannel);
export type LeadInput = z.input<typeof leadInputSchema>;
export type LeadValues = z.output<typeof leadInputSchema>;
