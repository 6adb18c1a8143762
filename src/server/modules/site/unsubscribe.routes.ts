import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { emailUnsubscribeTexts } from '../../../shared/notifications';
import { paths } from '../../../shared/paths';
import type { SitePage } from '../../../shared/site';
import type { AppDeps } from '../../context';
import { cacheControl } from '../../http/cache';
import { send } from '../microsite/send-page';
import { findUnsubscribeTarget, unsubscribePreference } from '../notifications/unsubscribe-preference';
import { readUnsubscribeToken, type UnsubscribeTarget } from '../notifications/unsubscribe-token';
import { renderSitePage } from './site-document';

type UnsubscribePage = Omit<Extract<SitePage, { kind: 'email-unsubscribe' }>, 'kind'>;

/**
 * The one-click unsubscribe of the activity e-mails, without signing in: the signed token says
 * which agency and which preference (or which member's own scan alerts). GET asks (mail scanners open links, they press no button);
 * POST (the page's button, or the mail provider's RFC 8058 one-click, without cookies or an
 * Origin: the token is the proof) switches that preference off.
 */
export function emailUnsubscribeRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const page = (c: Context, body: UnsubscribePage, status: 200 | 404 = 200) => {
    return send(
      c,
      renderSitePage(deps, {
        page: { kind: 'email-unsubscribe', ...body },
        meta: {
          title: emailUnsubscribeTexts.meta,
          description: emailUnsubscribeTexts.askTitle,
          path: paths.emailUnsubscribe.pattern,
          index: false,
        },
        status,
      }),
      undefined,
      cacheControl.never,
    );
  };

  async function target(c: Context) {
    const token = readUnsubscribeToken(deps.secret, c.req.query('token'));
    const found = token && (await findUnsubscribeTarget(db, token));
    return token && found ? { token, ...found } : null;
  }

  const describe = (t: { token: UnsubscribeTarget; agencyName: string }) => ({
    preference: t.token.key,
    agencyName: t.agencyName,
    ...(t.token.scope === 'member' ? { mine: true } : {}),
  });

  return new Hono()
    .get(paths.emailUnsubscribe.pattern, async (c) => {
      const t = await target(c);
      if (!t) return page(c, { view: 'unknown' }, 404);
      const common = describe(t);
      if (!t.on) return page(c, { view: 'already', ...common });
      return page(c, { view: 'ask', ...common, action: paths.emailUnsubscribe(c.req.query('token')!) });
    })
    .post(
      paths.emailUnsubscribe.pattern,
      bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.text('', 413) }),
      async (c) => {
        const t = await target(c);
        if (!t) return page(c, { view: 'unknown' }, 404);
        await unsubscribePreference(db, t.token);
        deps.logger.info(t.token, 'unsubscribed from an activity e-mail');
        return page(c, { view: 'done', ...describe(t) });
      },
    );
}
