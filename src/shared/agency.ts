import { z } from 'zod';
import type { PlanCode } from './billing';
import type { BrandingView } from './branding';
import { noControlChars } from './control-chars';
import { slugify } from './format';
import { paths, reservedSlugs } from './paths';
import type { PlanLimits } from './plan-features';
import type { MemberRole } from './team';
import { normalizeWebsite } from './website';

export const DEFAULT_AGENCY_NAME = 'Mi Agencia';
export const DEFAULT_PRIMARY_COLOR = '#e56665';

/** Length bounds of an agency's public address (room for a 48-character name slug and a suffix). */
export const AGENCY_SLUG_MIN = 3;
export const AGENCY_SLUG_MAX = 60;

export const agencyTexts = {
  nameRequired: 'El nombre de la agencia es obligatorio.',
  invalidEmail: 'Introduce un e-mail válido.',
  invalidUrl: 'Introduce una dirección web válida, por ejemplo www.tuagencia.es.',
  invalidPhone: 'Introduce un teléfono válido.',
  tooLong: 'Este campo es demasiado largo.',
  slugLength: `La dirección debe tener entre ${AGENCY_SLUG_MIN} y ${AGENCY_SLUG_MAX} caracteres.`,
  slugFormat: 'Usa solo letras minúsculas sin acentos, números y guiones (por ejemplo, fincas-albero).',
  slugReserved: 'Esa dirección está reservada por Escaparate. Elige otra.',
  slugTaken: 'Esa dirección ya la usa otra agencia. Elige otra.',
  saved: 'Datos de la agencia guardados',
  saveError: 'No se pudieron guardar los datos de la agencia.',
} as const;

/**
 * The agency's public address, `{PUBLIC_URL}/agency/{slug}`: lowercase ASCII words joined by single
 * hyphens, never a path segment the app uses (decision 017 → Listings).
 */
export const agencySlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(AGENCY_SLUG_MIN, { error: agencyTexts.slugLength })
  .max(AGENCY_SLUG_MAX, { error: agencyTexts.slugLength })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: agencyTexts.slugFormat })
  .refine((v) => !reservedSlugs.has(v), { error: agencyTexts.slugReserved });

/** The address suggested from the agency's name: `Fincas Albero` → `fincas-albero`. */
export function suggestAgencySlug(name: string): string | null {
  const base = slugify(name);
  if (!base) return null;
  const slug = base.length < AGENCY_SLUG_MIN || reservedSlugs.has(base) ? `agencia-${base}` : base;
  return slug.slice(0, AGENCY_SLUG_MAX).replace(/-+$/, '');
}

/** The public agency page of a slug, as visitors and posters see it. */
export const agencyPageUrl = (publicUrl: string, slug: string) => `${publicUrl}${paths.agency(slug)}`;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: agencyTexts.tooLong })
    .refine(...noControlChars(label))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** Agency data form (Settings → Datos de la agencia); same schema in the browser and on the server. */
export const agencyUpdateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: agencyTexts.nameRequired })
    .max(120, { error: agencyTexts.tooLong })
    .refine(...noControlChars('Nombre')),
  email: z
    .string()
    .trim()
    .max(254, { error: agencyTexts.tooLong })
    .refine(...noControlChars('E-mail'))
    .refine((v) => v === '' || z.email().safeParse(v).success, { error: agencyTexts.invalidEmail })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  phone: z
    .string()
    .trim()
    .max(30, { error: agencyTexts.tooLong })
    .refine(...noControlChars('Teléfono'))
    .refine((v) => v === '' || /^\+?[0-9 ().-]{6,}$/.test(v), { error: agencyTexts.invalidPhone })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  website: z
    .string()
    .trim()
    .max(300, { error: agencyTexts.tooLong })
    .refine(...noControlChars('Web'))
    .refine((v) => v === '' || normalizeWebsite(v) !== null, { error: agencyTexts.invalidUrl })
    .transform((v) => (v === '' ? null : normalizeWebsite(v)))
    .nullable()
    .optional(),
  address: optionalText(200, 'Dirección'),
  city: optionalText(100, 'Ciudad'),
  /** Optional so a client that does not show the field leaves the address as it is. */
  slug: agencySlugSchema.optional(),
});
export type AgencyUpdateInput = z.input<typeof agencyUpdateSchema>;

/** What `GET /api/me` returns: the signed-in user and their agency. */
export interface MeResponse {
  user: { id: string; email: string; emailVerified: boolean };
  /** The app's public origin (PUBLIC_URL): what agency pages, microsites and QR codes use. */
  publicUrl: string;
  /** The signed-in user's role in the agency: the dashboard shows what it allows. */
  member: { role: MemberRole };
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
  /** The plan in force and what it allows (src/shared/plan-features.ts); null without one. */
  plan: { code: PlanCode; name: string; limits: PlanLimits } | null;
}
