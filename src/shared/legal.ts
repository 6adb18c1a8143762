import { z } from 'zod';

/** The legal pages, each a Markdown file in content/legal/{slug}.md. */
export const legalSlugs = ['privacy', 'terms', 'cookies', 'aviso-legal'] as const;
export type LegalSlug = (typeof legalSlugs)[number];

/**
 * The version of the Terms and of the Privacy policy now in force: the date of the text's last
 * change. Their pages show it and a sign-up stores it, so what someone accepted can be told apart
 * from a later text. Change it together with content/legal/{terms,privacy}.md.
 */
export const legalVersions = { terms: '2026-11-23', privacy: '2026-11-28' } as const satisfies Partial<
  Record<LegalSlug, string>
>;

/** After saving, /cookies is opened with `?guardado=1#preferencias`: the notice and the form. */
export const COOKIES_SAVED_QUERY = 'guardado';
export const COOKIES_FORM_ID = 'preferencias';

/** Cookie categories a visitor can turn on or off (essential is always on). */
export const optionalCookieCategories = ['performance', 'functionality', 'marketing'] as const;
export type OptionalCookieCategory = (typeof optionalCookieCategories)[number];
export type CookieCategory = 'essential' | OptionalCookieCategory;

/** A visitor's choice: true = allowed. */
export type CookiePreferences = Record<OptionalCookieCategory, boolean>;

export const rejectAllCookies: CookiePreferences = {
  performance: false,
  functionality: false,
  marketing: false,
};

/**
 * Longest life of a cookie of each category, in days: essential and functionality a year,
 * performance and marketing two. The cookie policy (/cookies) prints these figures.
 */
export const cookieMaxDays: Record<CookieCategory, number> = {
  essential: 365,
  performance: 730,
  functionality: 365,
  marketing: 730,
};

/** The cookie that remembers the choice: essential, so it lives as long as an essential one may. */
export const CONSENT_COOKIE = 'escaparate_cookies';

/** What the /cookies form posts: the button pressed and the three switches. */
export const cookieFormSchema = z.object({
  action: z.enum(['save', 'accept', 'reject'], { error: 'Elige una opción.' }),
  performance: z.literal('on').optional(),
  functionality: z.literal('on').optional(),
  marketing: z.literal('on').optional(),
});
export type CookieFormInput = z.infer<typeof cookieFormSchema>;

/** The preferences a posted form stands for: the buttons win over the switches. */
export function preferencesFromForm(input: CookieFormInput): CookiePreferences {
  if (input.action === 'accept') return { performance: true, functionality: true, marketing: true };
  if (input.action === 'reject') return { ...rejectAllCookies };
  return {
    performance: input.performance === 'on',
    functionality: input.functionality === 'on',
    marketing: input.marketing === 'on',
  };
}

/** Spanish texts of the cookie preferences panel. */
export const cookieTexts = {
  panelTitle: 'Tus preferencias de cookies',
  panelIntro:
    'Elige qué cookies aceptas. Las esenciales no se pueden desactivar: sin ellas no podrías iniciar sesión ni guardar esta elección.',
  alwaysOn: 'Siempre activas',
  categories: {
    essential: {
      name: 'Esenciales',
      body: 'Mantienen tu sesión iniciada de forma segura y recuerdan esta elección.',
    },
    performance: {
      name: 'Rendimiento',
      body: 'Medirían de forma agregada cómo se usa el sitio para mejorarlo.',
    },
    functionality: {
      name: 'Funcionalidad',
      body: 'Recordarían ajustes opcionales, como el idioma o tus preferencias de visualización.',
    },
    marketing: {
      name: 'Marketing',
      body: 'Servirían para mostrarte publicidad de Escaparate en otros sitios.',
    },
  } satisfies Record<CookieCategory, { name: string; body: string }>,
  maxDuration: (days: number) =>
    `Duración máxima: ${days % 365 === 0 ? durationYears(days / 365) : `${days} días`}`,
  save: 'Guardar preferencias',
  acceptAll: 'Aceptar todas',
  rejectAll: 'Rechazar todas',
  saved: 'Preferencias guardadas.',
  current: (allowed: string[]) =>
    allowed.length
      ? `Tu elección actual: ${joinEs(['esenciales', ...allowed.map((s) => s.toLowerCase())])}.`
      : 'Tu elección actual: solo cookies esenciales.',
  notChosen: 'Aún no has elegido: solo usamos las cookies esenciales.',
  invalid: 'No hemos podido leer tu elección. Inténtalo de nuevo.',
} as const;

function durationYears(years: number): string {
  return years === 1 ? '1 año' : `${years} años`;
}

/** `a`, `a y b`, `a, b y c`. */
export function joinEs(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}
