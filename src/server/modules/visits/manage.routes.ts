import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DEFAULT_LANG, isLang, type Lang } from '../../../shared/lang';
import { bookingMessageIn } from '../../../shared/visit-booking';
import {
  type VisitManageTexts,
  visitApiTexts,
  visitFeedbackSchema,
  visitManageTexts,
  visitManageTextsIn,
  visitPaths,
} from '../../../shared/visits';
import type { AppDeps } from '../../context';
import { cacheControl } from '../../http/cache';
import { AppError } from '../../lib/app-error';
import { feedbackPage, managePage, notFoundPage } from './manage-page';
import { visitByManageToken } from './manage-token';
import { hasSignedSheet } from './sheet-store';
import { addressAllowed, visitRules } from './visit-limits';
import { queueVisitMail } from './visit-mail';
import {
  changeVisitByVisitor,
  manageContext,
  saveVisitFeedback,
  type VisitorAction,
} from './visitor-actions';

/** The "done" query of the page after a change (Post/Redirect/Get): which message it shows. */
const DONE = {
  cancelado: 'canceledDone',
  aceptado: 'acceptedDone',
  cambiado: 'rescheduledDone',
} as const satisfies Record<string, keyof VisitManageTexts>;
const DONE_OF: Record<VisitorAction['kind'], keyof typeof DONE> = {
  cancel: 'cancelado',
  accept: 'aceptado',
  reschedule: 'cambiado',
};

/** The page's own Spanish messages (the opinion form's) in English, by their shared key. */
const englishManage = new Map<string, string>(
  (Object.keys(visitManageTexts) as (keyof VisitManageTexts)[]).map((k) => [
    visitManageTexts[k],
    visitManageTextsIn.en[k],
  ]),
);

/** A refusal (the booking's, the transition's, the opinion form's: all Spanish) in the visit's language. */
export function visitorMessageIn(lang: Lang, message: string): string {
  if (lang === DEFAULT_LANG) return message;
  return englishManage.get(message) ?? bookingMessageIn(lang, message);
}

/**
 * The visitor's manage link and opinion form, without an account and without JavaScript: GET
 * shows, POST (a plain HTML form) changes, then redirects (303) to the page, which says what
 * happened. The token in the path is the only proof, so a forged or altered one is a 404 page,
 * and nothing changes. The pages are never cached, never indexed and send no referrer (the
 * address holds the token). They speak the language the visit was booked in (visits.locale); a
 * link that names no visit, the one its address asks for (?lang=en, as the booking page sends it).
 */
export function visitManageRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const rule = visitRules(deps.env).manage;

  const html = (c: Context, body: string, status: 200 | 404 | 409 | 422 | 429 = 200) => {
    c.header('Cache-Control', cacheControl.never);
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Robots-Tag', 'noindex');
    return c.html(body, status);
  };
  const notFound = (c: Context) => {
    const lang = c.req.query('lang');
    return html(c, notFoundPage(isLang(lang) ? lang : DEFAULT_LANG), 404);
  };

  const render = async (
    c: Context,
    token: string,
    extra: { done?: (typeof DONE)[keyof typeof DONE]; error?: string } = {},
    status: 200 | 409 | 422 | 429 = 200,
  ) => {
    const ctx = await manageContext(db, token);
    if (!ctx) return notFound(c);
    const { visit } = ctx;
    const lang = visit.locale;
    return html(
      c,
      managePage({
        lang,
        token,
        title: ctx.title,
        address: ctx.address,
        agencyName: ctx.agencyName,
        status: visit.status,
        start: visit.startAt,
        proposedBy: visit.proposedBy,
        options: ctx.options,
        slots: ctx.slots,
        signedSheet: await hasSignedSheet(db, visit.id),
        ...(extra.done && { done: visitManageTextsIn[lang][extra.done] }),
        ...(extra.error && { error: visitorMessageIn(lang, extra.error) }),
      }),
      status,
    );
  };

  /** The visitor's own address may post so many changes per window, like bookings. */
  const allowed = (c: Context) => addressAllowed(deps, c, rule);

  const form = async (c: Context): Promise<Record<string, unknown>> => {
    try {
      return await c.req.parseBody();
    } catch {
      return {};
    }
  };
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const small = bodyLimit({ maxSize: 8 * 1024, onError: (c) => c.text('', 413) });

  return new Hono()
    .get(visitPaths.manage, async (c) => {
      const token = c.req.param('token');
      const done = DONE[c.req.query('hecho') as keyof typeof DONE];
      return render(c, token, done ? { done } : {});
    })
    .post(visitPaths.manage, small, async (c) => {
      const token = c.req.param('token');
      if (!(await visitByManageToken(db, token))) return notFound(c);
      const body = await form(c);
      const kind = str(body.action);
      let action: VisitorAction;
      if (kind === 'cancel' || kind === 'accept') action = { kind };
      else if (kind === 'reschedule') action = { kind, slot: str(body.slot).slice(0, 40) };
      else return render(c, token, { error: visitApiTexts.badTransition }, 422);
      if (!(await allowed(c))) return render(c, token, { error: visitApiTexts.tooMany }, 429);
      let changed: Awaited<ReturnType<typeof changeVisitByVisitor>>;
      try {
        changed = await changeVisitByVisitor(db, { token, action });
      } catch (err) {
        if (err instanceof AppError && err.code === 'not_found') return notFound(c);
        if (err instanceof AppError && (err.code === 'validation' || err.code === 'conflict'))
          return render(c, token, { error: err.message }, err.code === 'conflict' ? 409 : 422);
        throw err;
      }
      // After the commit: the visitor's e-mail with the new .ics; a queue that fails is logged.
      await queueVisitMail(deps, changed.visit, changed.mail);
      deps.logger.info({ visitId: changed.visit.id, action: action.kind }, 'visit changed by its visitor');
      return c.redirect(`${visitPaths.manageOf(token)}?hecho=${DONE_OF[action.kind]}`, 303);
    })
    .get(visitPaths.feedback, async (c) => {
      const token = c.req.param('token');
      const ctx = await manageContext(db, token);
      if (!ctx) return notFound(c);
      const state = ctx.visit.feedbackAt ? 'already' : ctx.options.feedback ? 'form' : 'not_yet';
      return html(c, feedbackPage({ lang: ctx.visit.locale, token, title: ctx.title, state }));
    })
    .post(visitPaths.feedback, small, async (c) => {
      const token = c.req.param('token');
      const ctx = await manageContext(db, token);
      if (!ctx) return notFound(c);
      const lang = ctx.visit.locale;
      const page = { lang, token, title: ctx.title };
      const body = await form(c);
      const values = { rating: str(body.rating).slice(0, 10), comment: str(body.comment) };
      const parsed = visitFeedbackSchema.safeParse(values);
      if (!parsed.success) {
        const errors: Partial<Record<'rating' | 'comment', string>> = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] === 'comment' ? 'comment' : 'rating';
          errors[field] ??= visitorMessageIn(lang, issue.message);
        }
        const kept = { ...values, comment: values.comment.slice(0, 2000) };
        return html(c, feedbackPage({ ...page, state: 'form', values: kept, errors }), 422);
      }
      if (!(await allowed(c)))
        return html(
          c,
          feedbackPage({
            ...page,
            state: 'form',
            values,
            errors: { rating: visitorMessageIn(lang, visitApiTexts.tooMany) },
          }),
          429,
        );
      const outcome = await saveVisitFeedback(db, { token, feedback: parsed.data });
      if (outcome === 'saved') deps.logger.info({ visitId: ctx.visit.id }, 'visit feedback stored');
      return html(c, feedbackPage({ ...page, state: outcome }), outcome === 'not_yet' ? 409 : 200);
    });
}
