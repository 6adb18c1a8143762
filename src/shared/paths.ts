/** One string per `:param` of a pattern: `'/a/:id/b/:photoId'` → `[string, string]`. */
type ParamValues<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string, ...ParamValues<Rest>]
  : P extends `${string}:${string}`
    ? [string]
    : [];

/** A path with `:params`, both sides of it in one place. */
export type Route<P extends string> = ((...values: ParamValues<P>) => string) & {
  /** The router's path (`/api/listings/:id`): the server registers the route with it. */
  readonly pattern: P;
};

/** `route('/api/listings/:id')('a b')` is `/api/listings/a%20b`; `.pattern` is what the server routes. */
export function route<P extends string>(pattern: P): Route<P> {
  const fill = (...values: string[]) => {
    let next = 0;
    return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(values[next++] ?? ''));
  };
  return Object.assign(fill, { pattern }) as Route<P>;
}

/** A path whose variable part is the query string: `.pattern` is the path the server routes. */
export function withQuery<P extends string, A extends unknown[]>(
  pattern: P,
  query: (...args: A) => URLSearchParams,
): ((...args: A) => string) & { readonly pattern: P } {
  const build = (...args: A) => {
    const qs = query(...args).toString();
    return qs ? `${pattern}?${qs}` : pattern;
  };
  return Object.assign(build, { pattern });
}

/** Every route and link of the app. Nothing else spells a path. */
export const paths = {
  home: '/',
  features: '/features',
  pricing: '/pricing',
  demo: '/demo',
  /** A picture of the demo (`{photoId|pairId}-{width}.webp`), drawn by code. */
  demoMedia: route('/demo/media/:file'),
  about: '/about',
  contact: '/contact',
  blog: '/blog',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  newsletter: {
    /** The sign-up page; the box's form posts here (form or JSON). */
    subscribe: '/newsletter',
    /** The double opt-in link of the confirmation e-mail. */
    confirm: withQuery('/newsletter/confirm', (token: string) => new URLSearchParams({ token })),
    /** Every newsletter e-mail's unsubscribe link (GET asks, POST and one-click act). */
    unsubscribe: withQuery('/newsletter/unsubscribe', (token: string) => new URLSearchParams({ token })),
  },
  /** The one-click unsubscribe link of the activity e-mails (GET asks, POST and one-click act). */
  emailUnsubscribe: withQuery('/email/unsubscribe', (token: string) => new URLSearchParams({ token })),
  /** LSSI-CE identification of the company. */
  legalNotice: '/aviso-legal',
  /** For search engines: what to crawl, and the list of public pages. */
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
  auth: {
    login: '/auth/login',
    register: '/auth/register',
    /** Sign-up for a plan chosen on /pricing: after it, checkout for that plan (`paths.billing.start`). */
    registerForPlan: withQuery('/auth/register', (plan: string) => new URLSearchParams({ plan })),
    /** Sign-in that continues at `from` (a safe, same-origin path) afterwards. */
    loginThen: withQuery('/auth/login', (from: string) => new URLSearchParams({ from })),
    forgotPassword: '/auth/forgot-password',
    resetPassword: '/auth/reset-password',
    /** An invitation to join an agency's team (the e-mailed link carries its token). */
    invitation: withQuery('/auth/invitation', (token: string) => new URLSearchParams({ token })),
  },
  dashboard: {
    home: '/dashboard',
    listings: '/dashboard/listings',
    newListing: '/dashboard/listings/new',
    /** The listing's A4 QR poster (outside the dashboard layout, so only the poster prints). */
    poster: (id: string) => `/dashboard/listings/${encodeURIComponent(id)}/poster`,
    /** The listing's Staging IA view (AI renders and their variants). */
    staging: (id: string) => `/dashboard/listings/${encodeURIComponent(id)}/staging`,
    leads: '/dashboard/leads',
    visits: '/dashboard/visits',
    /** A visit's parte de visita: the QR the visitors scan, their signatures and the agent's. */
    visitSheet: (id: string) => `/dashboard/visits/${encodeURIComponent(id)}/parte`,
    analytics: '/dashboard/analytics',
    settings: '/dashboard/settings',
    /** Configuración → Importar (owner only). */
    import: '/dashboard/settings/import',
  },
  billing: {
    /** Local test-mode checkout page (no Stripe key configured). */
    localCheckout: (id: string) => `/billing/checkout/${encodeURIComponent(id)}`,
    /** Local test-mode customer portal. */
    localPortal: '/billing/portal',
    /** Starts checkout for a plan chosen on /pricing (`?plan=plus`), also after registering. */
    start: withQuery('/billing/start', (plan: string) => new URLSearchParams({ plan })),
  },
  debugDb: '/debug/db',
  devOutbox: '/dev/outbox',
  listing: route('/l/:slug'),
  /** The listing's address before `/l/` (still answered). */
  listingAlias: route('/listing/:slug'),
  agency: route('/agency/:slug'),
  /** The privacy notice a buyer reads before sending the agency a request (`?lang=en`: English). */
  agencyPrivacy: route('/agency/:slug/privacidad'),
  /** The same notice for /demo's example agency (nothing is sent there). */
  demoPrivacy: '/demo/privacidad',
  /** What a printed QR opens: counts the scan and redirects to the listing. */
  qr: route('/q/:code'),
  /** The QR itself, as SVG. */
  qrImage: route('/qr-generator/:code'),
  /** A listing's link-preview image (Open Graph); og-version.ts adds the `?v=` version. */
  ogImage: Object.assign((slug: string) => `/og/${encodeURIComponent(slug)}.jpg`, {
    /** The router's path: the file name is checked by the route (`{slug}.jpg`). */
    pattern: '/og/:file' as const,
  }),
  /** Stored files, when the storage serves them itself (local disk). */
  uploads: '/uploads',
  /** The logo mark as an .ico (the pages link `/favicon.svg`, a static file). */
  faviconIco: '/favicon.ico',
  health: { live: '/healthz', ready: '/readyz' },
} as const;

/** API endpoints, relative to the app origin. */
export const api = {
  auth: '/api/auth',
  me: '/api/me',
  agency: '/api/agency',
} as const;

/** The public catalogue of rooms and styles, per use (`residencial`, `comercial`). */
export const catalogApi = {
  rooms: withQuery('/api/catalog/rooms', (use: string) => new URLSearchParams({ use })),
  styles: withQuery('/api/catalog/styles', (use: string) => new URLSearchParams({ use })),
} as const;

/**
 * First path segments the app itself uses. None of them can ever be an agency slug,
 * so `/{agencySlug}/{listingSlug}` never shadows a page (decision 017 → Listings).
 */
export const reservedSlugs: ReadonlySet<string> = new Set([
  'auth',
  'dashboard',
  'billing',
  'debug',
  'dev',
  'api',
  'l',
  'listing',
  'agency',
  'q',
  'qr-generator',
  'og',
  'feeds',
  'assets',
  'uploads',
  'features',
  'pricing',
  'demo',
  'about',
  'contact',
  'blog',
  'privacy',
  'terms',
  'cookies',
  'aviso-legal',
  'newsletter',
  'email',
  'healthz',
  'readyz',
  'favicon.svg',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
  'static',
  'admin',
  'www',
  'app',
  // Visits (issue 30): the visitor's page of a visit, a member's calendar, an owner's visit log.
  'visita',
  'calendario',
  'registro-visitas',
]);

/**
 * Paths the single-page app renders today. The server answers any other path with
 * HTTP 404 (and the app's 404 page), and logs it.
 */
const spaRoutes: readonly RegExp[] = [
  /^\/$/,
  /^\/auth\/(login|register|forgot-password|reset-password|invitation)$/,
  /^\/dashboard(\/(settings|settings\/import|leads|visits|analytics))?$/,
  /^\/dashboard\/listings(\/new)?$/,
  /^\/dashboard\/listings\/[0-9a-f-]{36}\/(poster|staging)$/,
  /^\/dashboard\/visits\/[0-9a-f-]{36}\/parte$/,
  /^\/pricing$/,
  /^\/debug\/db$/,
  /^\/(features|about)$/,
  /^\/billing\/(checkout\/[A-Za-z0-9_.-]+|portal|start)$/,
];

export function isSpaRoute(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return spaRoutes.some((re) => re.test(normalized));
}

/** Only same-origin relative paths may be used as a post-login destination. */
export function safeRedirect(
  target: string | null | undefined,
  fallback: string = paths.dashboard.home,
): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (target.startsWith(paths.auth.login) || target.startsWith(paths.auth.register)) return fallback;
  return target;
}
