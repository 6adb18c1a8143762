import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  COOKIES_FORM_ID,
  COOKIES_SAVED_QUERY,
  cookieFormSchema,
  cookieTexts,
  type LegalSlug,
  preferencesFromForm,
} from '../../../shared/legal';
import { paths } from '../../../shared/paths';
import type { SitePage } from '../../../shared/site';
import type { AppDeps } from '../../context';
import { cacheControl } from '../../http/cache';
import { csrfProtection } from '../../http/security';
import { send } from '../microsite/send-page';
import { renderSitePage } from '../site/site-document';
import { buyerPagesRoutes, englishLegalPage } from './buyer-pages.routes';
import { readCookieConsent, recordCookieConsent, writeConsentCookie } from './cookie-consent';
import { buildLegalDocument, type LegalDocument, legalPaths, legalSource } from './legal-document';
import { legalValues } from './legal-values';

const meta = (doc: LegalDocument, slug: LegalSlug) => ({
  title: `${doc.title} · Escaparate`,
  description: doc.description,
  path: legalPaths[slug],
});

/**
 * /privacy, /terms, /aviso-legal and /cookies (with its preferences form), rendered on the server;
 * the English cookie policy and legal notice, and each agency's privacy notice for its buyers.
 */
export function legalRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const secure = deps.env.PUBLIC_URL.startsWith('https:');
  const app = new Hono();
  const load = async (slug: LegalSlug) =>
    buildLegalDocument({
      slug,
      values: await legalValues({
        db,
        company: deps.env.company,
        publicUrl: deps.env.PUBLIC_URL,
        salesEmail: deps.env.SALES_EMAIL,
      }),
    });

  app.route('/', buyerPagesRoutes(deps));
  // The English microsite's footer asks for these two in English.
  const english = (c: Context) => c.req.query('lang') === 'en';

  for (const slug of ['privacy', 'terms', 'aviso-legal'] as const) {
    app.get(legalPaths[slug], async (c) => {
      if (slug === 'aviso-legal' && english(c)) return englishLegalPage(deps, c, slug);
      const doc = await load(slug);
      const page: SitePage = {
        kind: 'document',
        title: doc.title,
        html: doc.html,
        updatedAt: doc.updated,
        version: doc.version,
      };
      return send(c, renderSitePage(deps, { page, meta: meta(doc, slug) }));
    });
  }

  // The page shows this visitor's choice: never shared between visitors, never stored by a cache.
  const cookiesPage = async (c: Context, state: { saved: boolean; error?: string }) => {
    const doc = await load('cookies');
    const page: SitePage = {
      kind: 'cookies',
      title: doc.title,
      html: doc.html,
      updatedAt: doc.updated,
      preferences: readCookieConsent(c)?.preferences ?? null,
      ...state,
    };
    const status = state.error ? 422 : 200;
    const res = send(
      c,
      renderSitePage(deps, { page, meta: { ...meta(doc, 'cookies'), index: !state.saved }, status }),
    );
    res.headers.set('Cache-Control', cacheControl.never);
    res.headers.append('Vary', 'Cookie');
    return res;
  };

  app.get(paths.cookies, (c) =>
    english(c)
      ? englishLegalPage(deps, c, 'cookies')
      : cookiesPage(c, { saved: c.req.query(COOKIES_SAVED_QUERY) === '1' }),
  );

  app.post(
    paths.cookies,
    csrfProtection([deps.env.PUBLIC_URL]),
    bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.text(cookieTexts.invalid, 413) }),
    async (c) => {
      const body = await c.req.parseBody().catch(() => ({}));
      const parsed = cookieFormSchema.safeParse(body);
      if (!parsed.success) return cookiesPage(c, { saved: false, error: cookieTexts.invalid });
      const { updated } = await legalSource('cookies');
      const consent = await recordCookieConsent({
        db,
        preferences: preferencesFromForm(parsed.data),
        policyVersion: updated,
      });
      writeConsentCookie(c, consent, secure);
      // Post-redirect-get: a reload shows the saved choice instead of posting again.
      return c.redirect(`${paths.cookies}?${COOKIES_SAVED_QUERY}=1#${COOKIES_FORM_ID}`, 303);
    },
  );

  return app;
}
