import { z } from 'zod';
import { planCodes, planNames } from './billing';
import { planChecks, planLimitsByCode } from './plan-features';

/**
 * The agency's Kyero v3 export feed (issue 28 → Publish a feed; docs/decisions/044-kyero-export-feed.md):
 * its paths, the settings API's types and the Spanish texts the server and Configuración share.
 */

/** The plans with a feed, read from the plan cards' rule (`planChecks.portalFeed`). */
export const PORTAL_FEED_PLANS = planCodes.filter((code) => planChecks.portalFeed(planLimitsByCode[code]));

function feedPlansPhrase(): string {
  const names = PORTAL_FEED_PLANS.map((code) => planNames[code]);
  if (names.length === 1) return `el plan ${names[0]}`;
  return `los planes ${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
}

/** The secret token of a feed URL: 32 random bytes in base64url. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const portalFeedPaths = {
  /** The public feed: `/feeds/kyero/{token}.xml` (the router's pattern takes the whole file name). */
  kyero: Object.assign((token: string) => `/feeds/kyero/${token}.xml`, {
    pattern: '/feeds/kyero/:file' as const,
  }),
  /** A photo of a published listing as a JPEG (Kyero takes .jpg, .png or .gif): `{photoId}/{tag}.jpg`. */
  photo: Object.assign((photoId: string, tag: string) => `/feeds/photos/${photoId}/${tag}.jpg`, {
    pattern: '/feeds/photos/:id/:file' as const,
  }),
} as const;

/** Configuración → Feed para portales: read the settings, create or change the link (owner only). */
export const portalFeedApi = {
  settings: '/api/portal-feed',
  rotate: '/api/portal-feed/rotate',
} as const;

/** What the settings card shows: whether the plan has the feed, and its URL once made. */
export const portalFeedSettingsSchema = z.object({
  allowed: z.boolean(),
  /** The absolute feed URL, or null before the first "Generar enlace". */
  url: z.string().nullable(),
  /** When the current link was made (ISO), or null. */
  created_at: z.string().nullable(),
});
export type PortalFeedSettings = z.infer<typeof portalFeedSettingsSchema>;

export const portalFeedTexts = {
  title: 'Feed para portales (Kyero)',
  explanation:
    'Un enlace secreto con tus inmuebles publicados en formato Kyero v3, para que portales y agregadores los lean solos.',
  planRequired: `El feed para portales está disponible en ${feedPlansPhrase()}.`,
  generate: 'Generar enlace',
  rotate: 'Cambiar enlace',
  rotateConfirmTitle: '¿Cambiar el enlace del feed?',
  rotateConfirm:
    'El enlace actual dejará de funcionar al momento: tendrás que dar el nuevo a cada portal que lo use.',
  created: 'Enlace del feed creado',
  rotated: 'Enlace del feed cambiado: el anterior ya no funciona',
  copy: 'Copiar',
  copied: 'Enlace copiado',
  loadError: 'No se pudo cargar el feed para portales.',
  saveError: 'No se pudo crear el enlace del feed.',
} as const;
