/** Every route and link of the app. Nothing else spells a path. */
export const paths = {
  home: '/',
  features: '/features',
  pricing: '/pricing',
  demo: '/demo',
  about: '/about',
  contact: '/contact',
  blog: '/blog',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  auth: {
    login: '/auth/login',
    register: '/auth/register',
    forgotPassword: '/auth/forgot-password',
    resetPassword: '/auth/reset-password',
  },
  dashboard: {
    home: '/dashboard',
    listings: '/dashboard/listings',
    newListing: '/dashboard/listings/new',
    /** The listing's A4 QR poster (outside the dashboard layout, so only the poster prints). */
    poster: (id: string) => `/dashboard/listings/${encodeURIComponent(id)}/poster`,
    leads: '/dashboard/leads',
    analytics: '/dashboard/analytics',
    settings: '/dashboard/settings',
  },
  billing: {
    /** Local test-mode checkout page (no Stripe key configured). */
    localCheckout: (id: string) => `/billing/checkout/${encodeURIComponent(id)}`,
    /** Local test-mode customer portal. */
    localPortal: '/billing/portal',
  },
  debugDb: '/debug/db',
  devOutbox: '/dev/outbox',
  listing: (slug: string) => `/l/${encodeURIComponent(slug)}`,
  agency: (slug: string) => `/agency/${encodeURIComponent(slug)}`,
  /** A listing's link-preview image (Open Graph); og-version.ts adds the `?v=` version. */
  ogImage: (slug: string) => `/og/${encodeURIComponent(slug)}.jpg`,
} as const;

/** API endpoints, relative to the app origin. */
export const api = {
  auth: '/api/auth',
  me: '/api/me',
  agency: '/api/agency',
} as const;

/**
 * First path segments the app itself uses. None of them can ever be an agency slug,
 * so `/{agencySlug}/{listingSlug}` never shadows a page (decisions.md → Listings).
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
  'healthz',
  'readyz',
  'favicon.svg',
  'robots.txt',
  'sitemap.xml',
  'static',
  'admin',
  'www',
  'app',
]);

/**
 * Paths the single-page app renders today. The server answers any other path with
 * HTTP 404 (and the app's 404 page), and logs it.
 */
const spaRoutes: readonly RegExp[] = [
  /^\/$/,
  /^\/auth\/(login|register|forgot-password|reset-password)$/,
  /^\/dashboard(\/(settings|leads|analytics))?$/,
  /^\/dashboard\/listings(\/new)?$/,
  /^\/dashboard\/listings\/[0-9a-f-]{36}\/poster$/,
  /^\/pricing$/,
  /^\/billing\/(checkout\/[A-Za-z0-9_.-]+|portal)$/,
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
