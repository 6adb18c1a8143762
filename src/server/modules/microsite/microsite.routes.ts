import { type Context, Hono, type Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isPlainAgencyPage } from '../../../shared/agency-filters';
import { choosePageLang, type Lang, langHref, type PageLang } from '../../../shared/lang';
import { leadTexts } from '../../../shared/leads';
import {
  agencyListingPath,
  type LeadFormState,
  type MicrositePage,
  type MicrositeRenderer,
  micrositeApi,
} from '../../../shared/microsite';
import { micrositeTextsFor } from '../../../shared/microsite-texts';
import { paths, reservedSlugs } from '../../../shared/paths';
import type { AppDeps } from '../../context';
import { cacheControl } from '../../http/cache';
import { errorBody } from '../../http/errors';
import { csrfProtection } from '../../http/security';
import { currentAgencySlug } from '../agencies/agency-addresses';
import { type ViewedListing, viewerOf } from '../analytics/view-counter';
import type { LeadIntake } from '../leads/lead-intake';
import { parseAgencyQuery } from './agency-page-filter';
import { handleLeadFormPost, LEAD_SENT_PARAM, leadFormLang, leadSentLocation } from './lead-form-post';
import { isLeadSentToken } from './lead-sent-token';
import {
  loadAgencyPage,
  loadListingPage,
  loadOwnedAgencyPage,
  loadOwnedListingPage,
  loadUnavailablePage,
} from './load-public-pages';
import { agencyMeta, listingMeta, notFoundMeta, type PageMeta, renderDocument } from './microsite-document';
import { listingOgImage } from './og-meta';
import type { Owned, RenderedPage } from './page-cache';
import { toRenderedPage, toStoredPage } from './page-cache';
import { type Moved, pageKey, publicCache, send } from './send-page';

const SLUG = /^[a-z0-9][a-z0-9-]{0,120}$/;

/** The page's language: `?lang=`, else Accept-Language (decision: Spanish unless English is preferred). */
const pageLangOf = (c: Context): PageLang =>
  choosePageLang(c.req.query('lang'), c.req.header('accept-language'));
/** The language of a JSON answer: `?lang=` only (the page asks in its own language). */
const dataLangOf = (c: Context): Lang => choosePageLang(c.req.query('lang'), null).lang;
const cacheKey = (c: Context, l: PageLang) => pageKey(c.req.path, l);
const ownerless = <T>(value: T): Owned<T> => ({ value, agencyId: null });

/**
 * The public microsite and agency page, rendered on the server (React components, hydrated by a
 * small script), plus their JSON for client-side navigations and the no-JavaScript lead form.
 */
export function micrositeRoutes(deps: AppDeps, intake: LeadIntake) {
  const { db } = deps.database;
  const { storage } = deps;
  const origin = new URL(deps.env.PUBLIC_URL).origin;
  // Stored until something they show changes (the change feed). A listing key holding null: the
  // path is no page of ours (an unknown first segment), the app's 404 answers it.
  const { store } = deps.pages;
  const app = new Hono();

  const built = deps.microsite.renderer;
  if (!built) {
    const notBuilt = (c: Context) =>
      c.text('La aplicación web no está compilada: ejecuta `npm run build`.', 503);
    app.on(
      ['GET', 'POST'],
      [
        paths.listing.pattern,
        paths.listingAlias.pattern,
        paths.agency.pattern,
        micrositeApi.leadForm.pattern,
      ],
      notBuilt,
    );
    return app;
  }
  const renderer: MicrositeRenderer = built;
  const countView = (c: Context, view: ViewedListing) =>
    deps.pages.views.record(view, viewerOf(c, deps.env.TRUST_PROXY));
  const { assets } = deps.microsite;

  const documentOf = (page: MicrositePage, meta: PageMeta, pageLang: PageLang) =>
    renderDocument({ page, body: renderer.render(page, pageLang), meta, assets, pageLang });
  /** A page to store (brotli and gzip). */
  const render = (page: MicrositePage, meta: PageMeta, status: RenderedPage['status'], pageLang: PageLang) =>
    toStoredPage(documentOf(page, meta, pageLang), status);
  /** A listing's "no disponible" page: its agency's other listings when the agency is known. */
  const unavailable = async (l: PageLang, slug: string, agencySlug?: string) => {
    const known = SLUG.test(slug) || agencySlug !== undefined;
    const page: MicrositePage = known
      ? await loadUnavailablePage({ db, storage, slug, agencySlug, lang: l.lang })
      : { kind: 'listing-unavailable', agency: null };
    return render(page, notFoundMeta(micrositeTextsFor(l.lang).unavailable), 404, l);
  };
  const agencyNotFound = (l: PageLang) =>
    render({ kind: 'agency-not-found' }, notFoundMeta(micrositeTextsFor(l.lang).agencyNotFound), 404, l);

  const listingPage = async (c: Context, next: Next, slug: string, agencySlug?: string) => {
    const pageLang = pageLangOf(c);
    const { lang } = pageLang;
    const rendered = await store.get<RenderedPage | Moved | null>(cacheKey(c, pageLang), async () => {
      const owned = SLUG.test(slug)
        ? await loadOwnedListingPage({ db, storage, slug, agencySlug, lang })
        : null;
      if (owned) {
        const { page } = owned;
        const meta = listingMeta(page, {
          origin,
          path: paths.listing(slug),
          lang,
          image: listingOgImage(page, origin),
        });
        const view = { listingId: owned.listingId, agencyId: owned.agencyId };
        return { value: { ...(await render(page, meta, 200, pageLang)), view }, agencyId: owned.agencyId };
      }
      if (agencySlug === undefined) return ownerless(await unavailable(pageLang, slug));
      // Only a miss pays for this: `/{agencySlug}/…` of no agency at all is not a listing address,
      // and one of an agency's old addresses moves to its current one.
      const current = await currentAgencySlug(db, agencySlug);
      if (current === null) return ownerless(null);
      if (current !== agencySlug) return ownerless({ location: agencyListingPath(current, slug) });
      return ownerless(await unavailable(pageLang, slug, agencySlug));
    });
    if (rendered && 'view' in rendered && rendered.view) countView(c, rendered.view);
    return rendered ? send(c, rendered, pageLang, publicCache(rendered)) : next();
  };

  app.get(paths.listing.pattern, (c, next) => listingPage(c, next, c.req.param('slug')));
  app.get(paths.listingAlias.pattern, (c, next) => listingPage(c, next, c.req.param('slug')));

  app.get(paths.agency.pattern, async (c) => {
    const slug = c.req.param('slug');
    const pageLang = pageLangOf(c);
    const { lang } = pageLang;
    const query = parseAgencyQuery((name) => c.req.query(name));
    const build = async (
      toPage: (html: string, status: RenderedPage['status']) => Promise<RenderedPage> | RenderedPage,
    ): Promise<Owned<RenderedPage | Moved>> => {
      if (!SLUG.test(slug)) return ownerless(await agencyNotFound(pageLang));
      const owned = await loadOwnedAgencyPage({ db, storage, slug, lang, query });
      if (owned) {
        const { page } = owned;
        // The title and description name the cities of all its listings, whatever the filter.
        const meta = agencyMeta(page, { origin, path: paths.agency(slug), lang });
        return { value: await toPage(documentOf(page, meta, pageLang), 200), agencyId: owned.agencyId };
      }
      const current = await currentAgencySlug(db, slug);
      if (current !== null && current !== slug) return ownerless({ location: paths.agency(current) });
      return ownerless(await agencyNotFound(pageLang));
    };
    // Only the plain page is stored: filters and pages make more pages than are worth keeping, and
    // none of them may push a poster's listing page out of the store.
    const rendered = isPlainAgencyPage(query)
      ? await store.get<RenderedPage | Moved>(cacheKey(c, pageLang), () => build(toStoredPage))
      : (await build(toRenderedPage)).value;
    if ('status' in rendered && rendered.status === 404) deps.logger.warn({ slug }, 'agency page not found');
    return send(c, rendered, pageLang, publicCache(rendered));
  });

  // The data of the same pages, for navigations inside the microsite (agency page → listing).
  app.get(micrositeApi.listing.pattern, async (c) => {
    const slug = c.req.param('slug');
    const lang = dataLangOf(c);
    const owned = SLUG.test(slug) ? await loadOwnedListingPage({ db, storage, slug, lang }) : null;
    if (!owned) return c.json(errorBody('not_found', micrositeTextsFor(lang).unavailable), 404);
    // A listing opened from the agency page is a view of it, as its page would be.
    countView(c, { listingId: owned.listingId, agencyId: owned.agencyId });
    c.header('Cache-Control', cacheControl.revalidate);
    return c.json(owned.page);
  });
  app.get(micrositeApi.agency.pattern, async (c) => {
    const slug = c.req.param('slug');
    const lang = dataLangOf(c);
    const query = parseAgencyQuery((name) => c.req.query(name));
    const page = SLUG.test(slug) ? await loadAgencyPage({ db, storage, slug, lang, query }) : null;
    if (!page) return c.json(errorBody('not_found', micrositeTextsFor(lang).agencyNotFound), 404);
    c.header('Cache-Control', cacheControl.revalidate);
    return c.json(page);
  });

  // The lead form without JavaScript: a plain form post answered with the page itself (never cached).
  app.post(
    micrositeApi.leadForm.pattern,
    csrfProtection([deps.env.PUBLIC_URL]),
    bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text(leadTexts.tooLong, 413) }),
    async (c) => {
      const slug = c.req.param('slug');
      // The answer is in the language the form was filled in (its hidden `lang`).
      const lang = await leadFormLang(c);
      const pageLang: PageLang = { lang, pinned: false };
      const page = SLUG.test(slug) ? await loadListingPage({ db, storage, slug, lang }) : null;
      if (!page) return send(c, await unavailable(pageLang, slug), undefined, cacheControl.never);
      const { leadForm, status } = await handleLeadFormPost({ c, deps, intake, slug });
      // Sent: Post/Redirect/Get, so a reload, back or forward never sends it again.
      if (leadForm.status === 'sent') {
        const acceptLanguage = c.req.header('accept-language');
        c.header('Cache-Control', cacheControl.never);
        return c.redirect(leadSentLocation({ secret: deps.secret, slug, lang, acceptLanguage }), 303);
      }
      const meta = listingMeta(page, { origin, path: paths.listing(slug), lang });
      const answer = toRenderedPage(
        documentOf({ ...page, leadForm }, { ...meta, index: false }, pageLang),
        status,
      );
      return send(c, answer, undefined, cacheControl.never);
    },
  );

  // Where a sent form lands: the page saying so, while its token is genuine and fresh; the
  // listing itself otherwise (an old or copied address). Nothing is sent or stored here.
  app.get(micrositeApi.leadForm.pattern, async (c, next) => {
    const slug = c.req.param('slug');
    if (!SLUG.test(slug)) return next();
    const pageLang = pageLangOf(c);
    const { lang } = pageLang;
    c.header('Cache-Control', cacheControl.never);
    if (!isLeadSentToken(deps.secret, slug, c.req.query(LEAD_SENT_PARAM)))
      return c.redirect(langHref(paths.listing(slug), pageLang), 302);
    const page = await loadListingPage({ db, storage, slug, lang });
    if (!page) return send(c, await unavailable(pageLang, slug), pageLang, cacheControl.never);
    const leadForm: LeadFormState = { values: {}, errors: {}, status: 'sent' };
    const meta = listingMeta(page, { origin, path: paths.listing(slug), lang });
    const answer = toRenderedPage(
      documentOf({ ...page, leadForm }, { ...meta, index: false }, pageLang),
      200,
    );
    return send(c, answer, pageLang, cacheControl.never);
  });

  // `/{agencySlug}/{listingSlug}`: a first segment the app uses is never an agency, and a path
  // whose first segment is no agency at all is the app's ordinary 404.
  app.get(agencyListingPath.pattern, async (c, next) => {
    const agencySlug = c.req.param('agencySlug');
    if (reservedSlugs.has(agencySlug) || !SLUG.test(agencySlug)) return next();
    return listingPage(c, next, c.req.param('listingSlug'), agencySlug);
  });

  return app;
}
