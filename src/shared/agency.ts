import { z } from 'zod';
import type { BrandingView } from './branding';

export const DEFAULT_AGENCY_NAME = 'Mi Agencia';
export const DEFAULT_PRIMARY_COLOR = '#e56665';
export const DEFAULT_SECONDARY_COLOR = '#1A1A1A';

export const agencyTexts = {
  nameRequired: 'El nombre de la agencia es obligatorio.',
  invalidEmail: 'Introduce un e-mail válido.',
  invalidUrl: 'Introduce una dirección web válida (https://...).',
  invalidPhone: 'Introduce un teléfono válido.',
  tooLong: 'Este campo es demasiado largo.',
  saved: 'Datos de la agencia guardados',
  saveError: 'No se pudieron guardar los datos de la agencia.',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: agencyTexts.tooLong })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** Agency data form (Settings → Datos de la agencia); same schema in the browser and on the server. */
export const agencyUpdateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: agencyTexts.nameRequired })
    .max(120, { error: agencyTexts.tooLong }),
  email: z
    .string()
    .trim()
    .max(254, { error: agencyTexts.tooLong })
    .refine((v) => v === '' || z.email().safeParse(v).success, { error: agencyTexts.invalidEmail })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  phone: z
    .string()
    .trim()
    .max(30, { error: agencyTexts.tooLong })
    .refine((v) => v === '' || /^\+?[0-9 ().-]{6,}$/.test(v), { error: agencyTexts.invalidPhone })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  website: z
    .string()
    .trim()
    .max(300, { error: agencyTexts.tooLong })
    .refine((v) => v === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v), { error: agencyTexts.invalidUrl })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  address: optionalText(200),
  city: optionalText(100),
});
export type AgencyUpdateInput = z.input<typeof agencyUpdateSchema>;

/** What `GET /api/me` returns: the signed-in user and their agency. */
export interface MeResponse {
  user: { id: string; email: string; emailVerified: boolean };
  agency: {
    id: string;
    slug: string;
    name: string;
    email: string | null;
    phone: string | null;
    website: string | null;
    address: string | null;
    city: string | null;
    currentPlan: string | null;
    branding: BrandingView;
  };
}
