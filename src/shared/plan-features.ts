import type { PlanCode } from './billing';
import { paths } from './paths';

/** How much of Analíticas a plan shows (see `statsSections`). */
export const statsLevels = ['simple', 'better', 'advanced'] as const;
export type StatsLevel = (typeof statsLevels)[number];

/**
 * What a plan allows; stored in `plans.limits` (seeded from `planLimitsByCode`) and read only
 * through `getEffectivePlan`. null means unlimited.
 */
export interface PlanLimits {
  max_listings: number | null;
  renders_per_month: number | null;
  /** "Escribir con IA" and "Traducir al inglés", each one text (modules/ai-texts). */
  ai_texts_per_month: number | null;
  /** Photos a listing may hold. */
  photos_per_listing: number;
  /** Users of the agency, the owner included (pending invitations count). */
  seats: number;
  stats: StatsLevel;
  /** The A4 poster in the agency's logo and colours instead of the plain one. */
  branded_poster: boolean;
  /** The secondary colour (header and footer of the pages) may be changed. */
  full_branding: boolean;
  /** New leads are sent to the agency's HTTPS endpoints (Settings → Webhooks). */
  webhooks: boolean;
  /** The agency's published listings as a Kyero v3 XML feed at a secret URL (Configuración). */
  portal_feed: boolean;
}

/** The limits of each plan: the seed writes these into the plans table at every start (decision 038). */
export const planLimitsByCode: Record<PlanCode, PlanLimits> = {
  smart: {
    max_listings: 1,
    renders_per_month: 20,
    ai_texts_per_month: 30,
    photos_per_listing: 6,
    seats: 1,
    stats: 'simple',
    branded_poster: false,
    full_branding: false,
    webhooks: false,
    portal_feed: false,
  },
  plus: {
    max_listings: 5,
    renders_per_month: 100,
    ai_texts_per_month: 150,
    photos_per_listing: 12,
    seats: 1,
    stats: 'better',
    branded_poster: true,
    full_branding: false,
    webhooks: true,
    portal_feed: true,
  },
  pro: {
    max_listings: 15,
    renders_per_month: null,
    ai_texts_per_month: null,
    photos_per_listing: 12,
    seats: 3,
    stats: 'advanced',
    branded_poster: true,
    full_branding: true,
    webhooks: true,
    portal_feed: true,
  },
};

/** The sections of Analíticas beyond the KPIs, monthly chart and top listings that every plan has. */
export function statsSections(level: StatsLevel): { topStyles: boolean; devices: boolean } {
  return { topStyles: level !== 'simple', devices: level === 'advanced' };
}

/**
 * The server checks that make a card's line true, by name. Each reads the plan's limits; the
 * server calls these (never its own copy), and `plan-claims.test.ts` probes each one per plan.
 */
export const planChecks = {
  /** The QR image and poster of a listing can be opened and downloaded without any count. */
  unlimitedPosters: (_limits: PlanLimits) => true,
  /** GET /api/qr/poster-style answers branded (logo and colours) or plain. */
  brandedPoster: (limits: PlanLimits) => limits.branded_poster,
  /** PUT /api/agency/branding accepts a new secondary colour. */
  fullBranding: (limits: PlanLimits) => limits.full_branding,
  /** GET /api/analytics returns these sections (the others as null). */
  statsDepth: (limits: PlanLimits) => statsSections(limits.stats),
  /** Settings → Webhooks accepts endpoints, and each new lead is delivered to them. */
  leadWebhooks: (limits: PlanLimits) => limits.webhooks,
  /** The agency's Kyero feed URL answers its published listings (else 404), and can be created. */
  portalFeed: (limits: PlanLimits) => limits.portal_feed,
} as const;
export type PlanCheck = keyof typeof planChecks;

/** What enforces a card's line: a key of the plan's limits, or a named server check. */
export type PlanRule = { kind: 'limit'; key: keyof PlanLimits } | { kind: 'check'; check: PlanCheck };

export interface PlanFeature {
  /** The line of the card, from the plan's limits so a number is never written twice. */
  text: (limits: PlanLimits) => string;
  rule: PlanRule;
}

const limit = (key: keyof PlanLimits): PlanRule => ({ kind: 'limit', key });
const check = (name: PlanCheck): PlanRule => ({ kind: 'check', check: name });

const listingsLine: PlanFeature = {
  rule: limit('max_listings'),
  text: ({ max_listings: n }) =>
    n === null
      ? 'Inmuebles publicados ilimitados'
      : n === 1
        ? '1 inmueble publicado'
        : `Hasta ${n} inmuebles publicados`,
};
const rendersLine: PlanFeature = {
  rule: limit('renders_per_month'),
  text: ({ renders_per_month: n }) =>
    n === null ? 'Staging con IA ilimitado' : `${n} renders de staging con IA al mes`,
};
const aiTextsLine: PlanFeature = {
  rule: limit('ai_texts_per_month'),
  text: ({ ai_texts_per_month: n }) =>
    n === null
      ? 'Descripciones y traducciones con IA ilimitadas'
      : `${n} descripciones o traducciones con IA al mes`,
};
const postersLine: PlanFeature = { rule: check('unlimitedPosters'), text: () => 'Carteles QR ilimitados' };
const brandedPosterLine: PlanFeature = {
  rule: check('brandedPoster'),
  text: () => 'Cartel QR personalizado con tu logo y tus colores',
};
const photosLine = (page: string): PlanFeature => ({
  rule: limit('photos_per_listing'),
  text: ({ photos_per_listing: n }) => `${page} con hasta ${n} fotos por inmueble`,
});
const seatsLine: PlanFeature = {
  rule: limit('seats'),
  text: ({ seats: n }) => (n === 1 ? '1 usuario' : `Hasta ${n} usuarios: tú y ${n - 1} agentes`),
};
const statsLine = (text: string): PlanFeature => ({ rule: check('statsDepth'), text: () => text });
const webhooksLine: PlanFeature = {
  rule: check('leadWebhooks'),
  text: () => 'Webhooks: cada lead nuevo se envía a tu CRM',
};
const portalFeedLine: PlanFeature = {
  rule: check('portalFeed'),
  text: () => 'Feed XML para portales (Kyero) con tus inmuebles publicados',
};

/**
 * The one list of what each plan card says, in order, with what enforces each line. Pricing,
 * the plan gate, checkout, Settings → Suscripción and /terms read it (through `PlanView.features`).
 * Support levels are not here: no code can keep them, so /terms states the one support promise.
 */
export const planFeatures: Record<PlanCode, readonly PlanFeature[]> = {
  smart: [
    listingsLine,
    rendersLine,
    aiTextsLine,
    postersLine,
    photosLine('Página básica del inmueble'),
    statsLine('Estadísticas sencillas: visitas, leads, conversión y mejores inmuebles'),
    seatsLine,
  ],
  plus: [
    listingsLine,
    rendersLine,
    aiTextsLine,
    postersLine,
    brandedPosterLine,
    photosLine('Página Pro'),
    statsLine('Mejores estadísticas: también los estilos más pedidos'),
    webhooksLine,
    portalFeedLine,
    seatsLine,
  ],
  pro: [
    listingsLine,
    rendersLine,
    aiTextsLine,
    postersLine,
    brandedPosterLine,
    photosLine('Página Pro'),
    {
      rule: check('fullBranding'),
      text: () => 'Branding completo: también el color de cabecera y pie de tus páginas',
    },
    statsLine('Panel avanzado: también la conversión por dispositivo'),
    webhooksLine,
    portalFeedLine,
    seatsLine,
  ],
};

/** The lines of a plan's card. */
export function planFeatureTexts(code: PlanCode, limits: PlanLimits): string[] {
  return planFeatures[code].map((f) => f.text(limits));
}

/** Where a refusal for the plan sends the member: Configuración › Suscripción. */
export const planUpgradePath = `${paths.dashboard.settings}#subscription-section`;

/** Spanish refusals of the plan checks; each names the way up. */
export const planRefusalTexts = {
  tooManyPhotos: (plan: string, n: number) =>
    `Tu plan ${plan} permite hasta ${n} fotos por inmueble. Cambia de plan en Configuración → Suscripción para añadir más.`,
  fullBranding: (plan: string) =>
    `El color secundario es parte del branding completo del plan Pro (tu plan es ${plan}). Cambia a Pro en Configuración → Suscripción.`,
  lockedSection: (plan: string) => `Disponible en el plan ${plan}.`,
  upgradeLink: 'Mejorar plan',
} as const;
