import { type Context, Hono } from 'hono';
import { canonicalHref, choosePageLang, type PageLang } from '../../../shared/lang';
import type { PublicAgency } from '../../../shared/microsite';
import { paths } from '../../../shared/paths';
import type { SitePage } from '../../../shared/site';
import type { AppDeps } from '../../context';
import { currentAgencySlug } from '../agencies/agency-addresses';
import { demoPage } from '../demo/demo-page';
import { send } from '../microsite/send-page';
import { renderSitePage } from '../site/site-document';
import { agencyNoticeValues, loadNoticeAgency, type NoticeAgency } from './buyer-privacy';
import type { PlaceholderValues } from './fill-placeholders';
import { buildLegalDocument, type LegalText } from './legal-document';
import { legalValues } from './legal-values';

const SLUG = /^[a-z0-9][a-z0-9-]{0,120}$/;

const notFound = {
  es: { title: 'Agencia no encontrada', message: 'La agencia que buscas no existe o ha sido eliminada.' },
  en: {
    title: 'Agency not found',
    message: 'The agency you are looking for does not exist or has been deleted.',
  },
} as const;

interface BuyerDocumentOptions {
  text: LegalText;
  pageLang: PageLang;
  /** The page's Spanish address (`?lang=en` makes the English one). */
  path: string;
  agency: PublicAgency | null;
  home: string;
  extra?: PlaceholderValues;
}

/** A legal text as a `buyer-document` site page, in the visitor's language. */
async function renderBuyerDocument(deps: AppDeps, c: Context, opts: BuyerDocumentOptions) {
  const { lang } = opts.pageLang;
  const values = await legalValues({
    db: deps.database.db,
    company: deps.env.company,
    publicUrl: deps.env.PUBLIC_URL,
    salesEmail: deps.env.SALES_EMAIL,
  });
  const doc = await buildLegalDocument({ slug: opts.text, lang, values: { ...values, ...opts.extra } });
  const title = opts.agency ? `${doc.title} · ${opts.agency.name}` : doc.title;
  const page: SitePage = {
    kind: 'buyer-document',
    lang,
    title: doc.title,
    html: doc.html,
    updatedAt: doc.updated,
    agency: opts.agency,
    home: opts.home,
    alternates: { es: opts.path, en: canonicalHref(opts.path, 'en') },
  };
  const meta = {
    title: `${title} · Escaparate`,
    description: doc.description,
    path: canonicalHref(opts.path, lang),
    lang,
    // An agency's notice is for its buyers, not for search results.
    index: opts.agency === null,
  };
  return send(c, renderSitePage(deps, { page, meta }), opts.pageLang);
}

const pageLangOf = (c: Context): PageLang =>
  choosePageLang(c.req.query('lang'), c.req.header('accept-language'));

/**
 * What a microsite's visitor reads in their language: each agency's privacy notice for the
 * requests it receives (`/agency/{slug}/privacidad`, `?lang=en`) and /demo's example of it.
 */
export function buyerPagesRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = new Hono();

  const notice = (c: Context, n: NoticeAgency, opts: { path: string; home: string; demo?: boolean }) => {
    const pageLang = pageLangOf(c);
    const extra = agencyNoticeValues({
      notice: n,
      lang: pageLang.lang,
      companyEmail: deps.env.company.email,
      demo: opts.demo,
    });
    return renderBuyerDocument(deps, c, {
      text: 'buyer-privacy',
      pageLang,
      agency: n.agency,
      extra,
      ...opts,
    });
  };

  app.get(paths.agencyPrivacy.pattern, async (c) => {
    const slug = c.req.param('slug');
    const { lang } = pageLangOf(c);
    const found = SLUG.test(slug) ? await loadNoticeAgency(db, deps.storage, slug) : null;
    if (found) {
      const home = canonicalHref(paths.agency(slug), lang);
      return notice(c, found, { path: paths.agencyPrivacy(slug), home });
    }
    // An agency that changed its address: its old notice link moves with it.
    const current = SLUG.test(slug) ? await currentAgencySlug(db, slug) : null;
    if (current && current !== slug)
      return c.redirect(`${paths.agencyPrivacy(current)}${new URL(c.req.url).search}`, 301);
    const page: SitePage = { kind: 'not-found', ...notFound[lang] };
    const meta = { ...notFound[lang], description: notFound[lang].message, path: c.req.path, lang };
    return send(c, renderSitePage(deps, { page, meta, status: 404 }));
  });

  app.get(paths.demoPrivacy, (c) => {
    const { lang } = pageLangOf(c);
    const { agency } = demoPage(deps.env.SALES_EMAIL, lang);
    const home = canonicalHref(paths.demo, lang);
    const n = { agency, address: agency.city, billing: null };
    return notice(c, n, { path: paths.demoPrivacy, home, demo: true });
  });

  return app;
}

/**
 * `/cookies?lang=en` and `/aviso-legal?lang=en`: the English version the English microsite's
 * footer links. Only an explicit `?lang=en`: for everyone else these stay the Spanish pages.
 */
export function englishLegalPage(deps: AppDeps, c: Context, text: 'cookies' | 'aviso-legal') {
  const path = text === 'cookies' ? paths.cookies : paths.legalNotice;
  const pageLang = { lang: 'en', pinned: true } as const;
  return renderBuyerDocument(deps, c, { text, pageLang, path, agency: null, home: paths.home });
}
