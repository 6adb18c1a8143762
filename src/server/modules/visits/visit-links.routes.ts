import { type Context, Hono } from 'hono';
import {
  type VisitLinkResponse,
  visitLinkPaths,
  visitLinksApi,
  visitLogPageTexts,
} from '../../../shared/visit-links';
import type { AppDeps, AppEnv } from '../../context';
import { cacheControl } from '../../http/cache';
import { requireAgency } from '../../http/require-agency';
import { send } from '../microsite/send-page';
import { renderSitePage } from '../site/site-document';
import { calendarFeedFor, calendarLinkOf, rotateCalendarLink } from './calendar-feed';
import { setVisitLogKey, visitLogFor, visitLogLinkOf } from './visit-log';
import { visitLogHtml } from './visit-log-page';
import { memberIdOf } from './visit-settings';

/**
 * The private links of visits (issue 30): each member's calendar feed (`/calendario/{token}.ics`)
 * and a listing's visit log for its owner (`/registro-visitas/{token}`), and the dashboard's API
 * that gives, changes or (the log) withdraws them. Both answer 404 to any token but the current one.
 */
export function visitLinkRoutes(deps: AppDeps) {
  const link = { db: deps.database.db, secret: deps.secret, publicUrl: deps.env.PUBLIC_URL };
  const signedIn = requireAgency(deps);
  const me = (c: Context<AppEnv>) => memberIdOf(link.db, c.get('agency').id, c.get('user').id);

  /** Private pages: never kept by a shared cache, never indexed, never named in a Referer. */
  const privateHeaders = (c: Context) => {
    c.header('Cache-Control', cacheControl.private);
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Robots-Tag', 'noindex, nofollow');
  };

  const logPage = (
    c: Context,
    token: string,
    body: { title: string; intro?: string; html: string } | null,
  ) => {
    const path = visitLinkPaths.visitLog(token);
    const meta = { title: visitLogPageTexts.meta, description: visitLogPageTexts.meta, path, index: false };
    const page = body
      ? renderSitePage(deps, { page: { kind: 'document', ...body }, meta })
      : renderSitePage(deps, {
          page: {
            kind: 'not-found',
            title: visitLogPageTexts.notFoundTitle,
            message: visitLogPageTexts.notFoundMessage,
          },
          meta,
          status: 404,
        });
    return send(c, page, undefined, cacheControl.private);
  };

  return new Hono<AppEnv>()
    .get(visitLinkPaths.calendarFeed.pattern, async (c) => {
      privateHeaders(c);
      const file = c.req.param('file');
      const ics = file.endsWith('.ics') ? await calendarFeedFor(link, file.slice(0, -4)) : null;
      if (ics === null) return c.text('', 404);
      return c.body(ics, 200, { 'Content-Type': 'text/calendar; charset=utf-8' });
    })
    .get(visitLinkPaths.visitLog.pattern, async (c) => {
      privateHeaders(c);
      const token = c.req.param('token');
      const log = await visitLogFor(link, token);
      if (!log) return logPage(c, token, null);
      return logPage(c, token, {
        title: visitLogPageTexts.title(log.title),
        intro: visitLogPageTexts.intro(log.agencyName),
        html: visitLogHtml(log),
      });
    })
    .get(visitLinksApi.calendar, signedIn, async (c) => {
      c.header('Cache-Control', cacheControl.private);
      return c.json({ url: await calendarLinkOf(link, await me(c)) } satisfies VisitLinkResponse);
    })
    .post(visitLinksApi.calendarRotate, signedIn, async (c) => {
      return c.json({ url: await rotateCalendarLink(link, await me(c)) } satisfies VisitLinkResponse);
    })
    .get(visitLinksApi.visitLog.pattern, signedIn, async (c) => {
      c.header('Cache-Control', cacheControl.private);
      return c.json({ url: await visitLogLinkOf(link, c.get('agency').id, c.req.param('id')) });
    })
    .post(visitLinksApi.visitLog.pattern, signedIn, async (c) => {
      const url = await setVisitLogKey(link, c.get('agency').id, c.req.param('id'), true);
      return c.json({ url } as VisitLinkResponse);
    })
    .delete(visitLinksApi.visitLog.pattern, signedIn, async (c) => {
      await setVisitLogKey(link, c.get('agency').id, c.req.param('id'), false);
      return c.json({ url: null });
    });
}
