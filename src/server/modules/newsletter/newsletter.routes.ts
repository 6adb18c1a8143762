import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  type NewsletterBoxState,
  type NewsletterView,
  newsletterInputSchema,
  newsletterMeta,
  newsletterTexts,
} from '../../../shared/newsletter';
import { paths } from '../../../shared/paths';
import type { AppDeps } from '../../context';
import { clientIp } from '../../http/client-ip';
import { csrfProtection } from '../../http/security';
import { readJson } from '../../http/validate';
import type { RenderedPage } from '../microsite/page-cache';
import { send } from '../microsite/send-page';
import { renderSitePage } from '../site/site-document';
import { confirmNewsletter } from './confirm-newsletter';
import { handleNewsletterFormPost } from './newsletter-form-post';
import { createNewsletterIntake } from './newsletter-intake';
import { findUnsubscribeTarget, unsubscribeNewsletter } from './unsubscribe-newsletter';

/** Newsletter double opt-in: sign-up (form or JSON), confirmation link, unsubscribe (link and one-click). */
export function newsletterRoutes(deps: AppDeps) {
  const intake = createNewsletterIntake(deps);
  const db = deps.database.db;
  const app = new Hono();

  const page = (
    c: Context,
    view: NewsletterView,
    opts: { box?: NewsletterBoxState; email?: string; token?: string; status?: RenderedPage['status'] } = {},
  ) => {
    const { status, ...rest } = opts;
    // Only the sign-up page itself is for search engines; the link pages are personal.
    const path = view === 'subscribe' ? paths.newsletter.subscribe : c.req.path;
    return send(
      c,
      renderSitePage(deps, {
        page: { kind: 'newsletter', view, ...rest },
        meta: { ...newsletterMeta, path, index: view === 'subscribe' && !opts.box },
        status,
      }),
    );
  };

  app.get(paths.newsletter.subscribe, (c) => page(c, 'subscribe'));

  app.post(
    paths.newsletter.subscribe,
    csrfProtection([deps.env.PUBLIC_URL]),
    bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text(newsletterTexts.invalidEmail, 413) }),
    async (c) => {
      if (c.req.header('content-type')?.includes('application/json')) {
        const { email, website } = await readJson(c, newsletterInputSchema);
        await intake({ email, website, ip: clientIp(c, deps.env.TRUST_PROXY) });
        return c.json({ ok: true, message: newsletterTexts.sent }, 201);
      }
      const { box, status } = await handleNewsletterFormPost({ c, deps, intake });
      return page(c, 'subscribe', { box, status });
    },
  );

  app.get(paths.newsletter.confirm.pattern, async (c) => {
    const outcome = await confirmNewsletter({ db, token: c.req.query('token') });
    if (outcome.status === 'confirmed') return page(c, 'confirmed', { email: outcome.email });
    return page(c, outcome.status, { status: outcome.status === 'unknown' ? 404 : 200 });
  });

  // Opening the link asks first: mail scanners open every link of a message, they press no button.
  app.get(paths.newsletter.unsubscribe.pattern, async (c) => {
    const token = c.req.query('token');
    const target = await findUnsubscribeTarget({ db, token });
    if (!target) return page(c, 'unknown', { status: 404 });
    if (target.unsubscribed) return page(c, 'unsubscribed', { email: target.email });
    return page(c, 'unsubscribe', { email: target.email, token });
  });

  // The page's button and the mail client's one-click (RFC 8058: `List-Unsubscribe=One-Click`,
  // posted by the mail provider's servers, without cookies or an Origin): the token is the proof.
  app.post(
    paths.newsletter.unsubscribe.pattern,
    bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.text('', 413) }),
    async (c) => {
      const email = await unsubscribeNewsletter({ db, token: c.req.query('token') });
      if (!email) return page(c, 'unknown', { status: 404 });
      deps.logger.info('newsletter unsubscribe');
      return page(c, 'unsubscribed', { email });
    },
  );

  return app;
}
