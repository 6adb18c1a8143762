import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { leadTexts } from '../../../shared/leads';
import { type MicrositePage, micrositeTexts } from '../../../shared/microsite';
import { paths, reservedSlugs } from '../../../shared/paths';
import type { AppDeps } from '../../context';
import { errorBody } from '../../http/errors';
import { csrfProtection } from '../../http/security';
import type { LeadIntake } from '../leads/lead-intake';
import { handleLeadFormPost } from './lead-form-post';
import { agencyExists, loadAgencyPage, loadListingPage } from './load-public-pages';
import { agencyMeta, listingMeta, notFoundMeta, type PageMeta, renderDocument } from './microsite-document';
import { listingOgImage } from './og-meta';

const SLUG = /^[a-z0-9][a-z0-9-]{0,120}$/;

/**
 * The public microsite and agency page, rendered on the server (React components, hydrated by a
 * small script), plus their JSON for client-side navigations and the no-JavaScript lead form.
 */
export function micrositeRoutes(deps: AppDeps, intake: LeadIntake) {
  const { db } = deps.database;
  const { storage } = deps;
  const origin = new URL(deps.env.PUBLIC_URL).origin;
  const app = new Hono();

  /** Renders a page as a complete document; a strong ETag lets a returning visitor get a 304. */
  const sendPage = (
    c: Context,
    page: MicrositePage,
    meta: PageMeta,
    status: 200 | 404 | 422 | 429 | 503 = 200,
  ) => {
    const { renderer, assets } = deps.microsite;
    if (!renderer) return c.text('La aplicación web no está compilada: ejecuta `npm run build`.', 503);
    const html = renderDocument({ page, body: renderer.render(page), meta, assets });
    const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
    c.header('Cache-Control', 'no-cache');
    c.header('ETag', etag);
    if (status === 200 && c.req.header('if-none-match') === etag) return c.body(null, 304);
    return c.html(html, status);
  };

  const unavailable = (c: Context) =>
    sendPage(c, { kind: 'listing-unavailable' }, notFoundMeta(micrositeTexts.unavailable), 404);

  const listingPage = async (c: Context, slug: string, agencySlug?: string) => {
    if (!SLUG.test(slug)) return unavailable(c);
    const page = await loadListingPage({ db, storage, slug, agencySlug });
    if (!page) return unavailable(c);
    const meta = listingMeta(page, {
      url: `${origin}${paths.listing(slug)}`,
      image: listingOgImage(page, origin),
    });
    return sendPage(c, page, meta);
  };

  app.get('/l/:slug', (c) => listingPage(c, c.req.param('slug')));
  app.get('/listing/:slug', (c) => listingPage(c, c.req.param('slug')));

  app.get('/agency/:slug', async (c) => {
    const slug = c.req.param('slug');
    const page = SLUG.test(slug) ? await loadAgencyPage({ db, storage, slug }) : null;
    if (!page) {
      deps.logger.warn({ slug }, 'agency page not found');
      return sendPage(c, { kind: 'agency-not-found' }, notFoundMeta(micrositeTexts.agencyNotFound), 404);
    }
    return sendPage(c, page, agencyMeta(page, { url: `${origin}${paths.agency(slug)}` }));
  });

  // The data of the same pages, for navigations inside the microsite (agency page → listing).
  app.get('/api/public/listings/:slug', async (c) => {
    const slug = c.req.param('slug');
    const page = SLUG.test(slug) ? await loadListingPage({ db, storage, slug }) : null;
    if (!page) return c.json(errorBody('not_found', micrositeTexts.unavailable), 404);
    c.header('Cache-Control', 'no-cache');
    return c.json(page);
  });
  app.get('/api/public/agencies/:slug', async (c) => {
    const slug = c.req.param('slug');
    const page = SLUG.test(slug) ? await loadAgencyPage({ db, storage, slug }) : null;
    if (!page) return c.json(errorBody('not_found', micrositeTexts.agencyNotFound), 404);
    c.header('Cache-Control', 'no-cache');
    return c.json(page);
  });

  // The lead form without JavaScript: a plain form post answered with the page itself.
  app.post(
    '/l/:slug/solicitud',
    csrfProtection([deps.env.PUBLIC_URL]),
    bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text(leadTexts.tooLong, 413) }),
    async (c) => {
      const slug = c.req.param('slug');
      const page = SLUG.test(slug) ? await loadListingPage({ db, storage, slug }) : null;
      if (!page) return unavailable(c);
      const { leadForm, status } = await handleLeadFormPost({ c, deps, intake, slug });
      const meta = listingMeta(page, { url: `${origin}${paths.listing(slug)}` });
      return sendPage(c, { ...page, leadForm }, { ...meta, index: false }, status);
    },
  );

  // `/{agencySlug}/{listingSlug}`: a first segment the app uses is never an agency, and a path
  // whose first segment is no agency at all is the app's ordinary 404.
  app.get('/:agencySlug/:listingSlug', async (c, next) => {
    const agencySlug = c.req.param('agencySlug');
    if (reservedSlugs.has(agencySlug) || !SLUG.test(agencySlug)) return next();
    if (!(await agencyExists(db, agencySlug))) return next();
    return listingPage(c, c.req.param('listingSlug'), agencySlug);
  });

  return app;
}
