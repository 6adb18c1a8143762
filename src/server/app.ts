import '../shared/zod-spanish';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { authRoutes } from './auth/auth.routes';
import type { AppDeps, AppEnv } from './context';
import { memberApiCaching } from './http/api-caching';
import { canonicalHost } from './http/canonical-host';
import { watchProxyHops } from './http/client-ip';
import { compressAnswers } from './http/compress';
import { createErrorHandler } from './http/errors';
import { controlCharGuard } from './http/input-guard';
import { csrfProtection, securityHeaders } from './http/security';
import { trailingSlashRedirect } from './http/trailing-slash';
import { bodyCap } from './http/validate';
import { agencyRoutes } from './modules/agencies/agencies.routes';
import { agencyMemberRoutes } from './modules/agency-members/agency-members.routes';
import { aiTextsRoutes } from './modules/ai-texts/ai-texts.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { blogRoutes } from './modules/blog/blog.routes';
import { listBlogArticlesForSitemap } from './modules/blog/blog-sitemap';
import { brandingRoutes } from './modules/branding/branding.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { demoRoutes } from './modules/demo/demo.routes';
import { outboxRoutes } from './modules/dev/outbox.routes';
import { diagnosticsRoutes } from './modules/diagnostics/diagnostics.routes';
import { faviconRoutes } from './modules/favicon/favicon.routes';
import { feedImportRoutes } from './modules/feed-import/feed-import.routes';
import { geocodingRoutes } from './modules/geocoding/geocoding.routes';
import { pageImageOrigins } from './modules/geocoding/map-config';
import { healthRoutes } from './modules/health/health.routes';
import { homeRoutes } from './modules/home/home.routes';
import { createLeadIntake } from './modules/leads/lead-intake';
import { leadRoutes } from './modules/leads/leads.routes';
import { leadDashboardRoutes } from './modules/leads/leads-dashboard.routes';
import { legalRoutes } from './modules/legal/legal.routes';
import { listingRoutes } from './modules/listings/listings.routes';
import { createFileAccess } from './modules/media/file-access';
import { micrositeRoutes } from './modules/microsite/microsite.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { ogRoutes } from './modules/og/og.routes';
import { photoRoutes } from './modules/photos/photos.routes';
import { portalFeedRoutes } from './modules/portal-feed/portal-feed.routes';
import { qrRoutes } from './modules/qr/qr.routes';
import { qrPosterRoutes } from './modules/qr/qr-posters.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import type { SitemapSource } from './modules/seo/sitemap-xml';
import { emailUnsubscribeRoutes } from './modules/site/unsubscribe.routes';
import { webRoutes } from './modules/spa/web.routes';
import { stagingRoutes } from './modules/staging/staging.routes';
import { teamRoutes } from './modules/team/team.routes';
import { createVisitBooking } from './modules/visits/book-visit';
import { visitBookingRoutes } from './modules/visits/booking-page';
import { visitManageRoutes } from './modules/visits/manage.routes';
import { visitSheetRoutes } from './modules/visits/sheet.routes';
import { visitLinkRoutes } from './modules/visits/visit-links.routes';
import { visitRoutes } from './modules/visits/visits.routes';
import { webhookRoutes } from './modules/webhooks/webhooks.routes';
import { webDistDir } from './paths';
import { uploadsRoutes } from './providers/storage/uploads.routes';

/** JSON bodies above this are refused with 413 before they are read. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** Pages modules add to /sitemap.xml beside the product's, the agencies' and their listings' (the blog's articles). */
const sitemapSources: SitemapSource[] = [
  async () => listBlogArticlesForSitemap().map((a) => ({ path: a.path, lastmod: new Date(a.date) })),
];

/** Builds the whole HTTP app; the server and the tests build it the same way. */
export function createApp(deps: AppDeps, options: { webDist?: string } = {}) {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(deps.logger));
  // TRUST_PROXY with requests that skipped the proxy: said once, on the first one (http/client-ip.ts).
  watchProxyHops(deps.env.TRUST_PROXY, deps.logger);
  app.use(requestId());
  // The maps' tiles come from the configured tile server (MAP_TILES_URL), as images.
  app.use(securityHeaders({ imageOrigins: pageImageOrigins(deps.env) }));
  app.use(canonicalHost({ publicUrl: deps.env.PUBLIC_URL, trustProxy: deps.env.TRUST_PROXY }));
  app.use(trailingSlashRedirect());
  // Text over mobile data: scripts, styles, JSON (microsite pages come gzipped from their cache).
  app.use(compressAnswers());
  app.use('/api/*', csrfProtection([deps.env.PUBLIC_URL]));
  // Photo and logo uploads declare their own, larger caps (uploadCap in photos and branding routes).
  app.use('/api/*', bodyCap(MAX_JSON_BODY_BYTES));
  app.use('/api/*', controlCharGuard());
  app.use('/api/*', memberApiCaching(deps));

  app.route('/', healthRoutes(deps));
  app.route('/', faviconRoutes());
  app.route('/', seoRoutes(deps, { extraEntries: sitemapSources }));
  app.route('/', authRoutes(deps));
  app.route('/', agencyRoutes(deps));
  app.route('/', brandingRoutes(deps));
  app.route('/', notificationRoutes(deps));
  app.route('/', agencyMemberRoutes(deps));
  app.route('/', webhookRoutes(deps));
  app.route('/', portalFeedRoutes(deps));
  app.route('/', feedImportRoutes(deps));
  app.route('/', teamRoutes(deps));
  app.route('/', billingRoutes(deps));
  app.route('/', catalogRoutes(deps));
  app.route('/', geocodingRoutes(deps));
  app.route('/', listingRoutes(deps));
  app.route('/', analyticsRoutes(deps));
  app.route('/', homeRoutes(deps));
  app.route('/', photoRoutes(deps));
  app.route('/', stagingRoutes(deps));
  app.route('/', aiTextsRoutes(deps));
  const bookVisit = createVisitBooking(deps);
  app.route('/', visitRoutes(deps, bookVisit));
  app.route('/', visitSheetRoutes(deps));
  app.route('/', visitManageRoutes(deps));
  app.route('/', visitLinkRoutes(deps));
  app.route('/', visitBookingRoutes(deps, bookVisit));
  app.route('/', qrRoutes(deps));
  app.route('/', qrPosterRoutes(deps));
  app.route('/', ogRoutes(deps));
  const leadIntake = createLeadIntake(deps);
  app.route('/', leadRoutes(deps, leadIntake));
  app.route('/', leadDashboardRoutes(deps));
  app.route('/', diagnosticsRoutes(deps));
  app.route('/', uploadsRoutes(deps.storage, createFileAccess(deps)));
  if (deps.env.NODE_ENV !== 'production') app.route('/', outboxRoutes(deps));
  app.route('/', blogRoutes(deps));
  app.route('/', demoRoutes(deps));
  app.route('/', contactRoutes(deps));
  app.route('/', newsletterRoutes(deps));
  app.route('/', emailUnsubscribeRoutes(deps));
  app.route('/', legalRoutes(deps));
  app.route('/', micrositeRoutes(deps, leadIntake));
  app.route('/', webRoutes(deps, options.webDist ?? webDistDir()));
  return app;
}

export type App = ReturnType<typeof createApp>;
