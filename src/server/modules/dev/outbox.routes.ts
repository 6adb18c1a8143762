import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { paths } from '../../../shared/paths';
import type { AppDeps } from '../../context';
import { mailOutbox } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { csrfProtection } from '../../http/security';
import { OUTBOX_CALENDAR, outboxCalendar } from '../../providers/mail/outbox';
import { spanishDay } from '../analytics/analytics-window';
import { runSummaries } from '../notifications/run-summaries';
import { mondayOf } from '../notifications/spain-time';

/** /dev/outbox: the embedded mailer's messages, for developers (never in production). */
export function outboxRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return (
    new Hono()
      .get(paths.devOutbox, async (c) => {
        const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(50);
        // The calendar part is offered as its file, not spelled out among the headers.
        const calendarKeys = new Set<string>(Object.values(OUTBOX_CALENDAR));
        const shownHeaders = (m: (typeof rows)[number]) =>
          Object.entries(m.headers ?? {}).filter(([k]) => !calendarKeys.has(k));
        const items = rows.map((m) => {
          const calendar = outboxCalendar(m);
          const headers = shownHeaders(m);
          return html`<article>
        <header><strong>${m.subject}</strong><span>Para: ${m.to}</span><time>${m.createdAt.toLocaleString('es-ES')}</time></header>
        ${m.html ? html`<p><a href="${paths.devOutbox}/${m.id}">Ver el e-mail (HTML)</a></p>` : ''}
        ${calendar ? html`<p>Adjunto: <a href="${paths.devOutbox}/${m.id}/${calendar.filename}" data-calendar="${calendar.method}">${calendar.filename}</a> (text/calendar; method=${calendar.method})</p>` : ''}
        ${headers.length ? html`<dl>${headers.map(([k, v]) => html`<dt>${k}</dt><dd>${v}</dd>`)}</dl>` : ''}
        <pre>${m.text}</pre>
        <ul>${m.links.map((l) => html`<li><a href="${l}">${l}</a></li>`)}</ul>
      </article>`;
        });
        return c.html(html`<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Bandeja de salida · Escaparate</title>
<style>${raw(`body{font-family:system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px;color:#1a1a1a}
h1{font-size:22px}article{border:1px solid #ddd;border-radius:10px;padding:14px 16px;margin:12px 0}
header{display:flex;flex-wrap:wrap;gap:4px 16px;align-items:baseline}header span,header time{color:#555;font-size:14px}
dl{font-size:13px;color:#555;display:grid;grid-template-columns:auto 1fr;gap:2px 8px}dd{margin:0;word-break:break-all}
pre{white-space:pre-wrap;font-family:inherit;background:#fafafa;padding:10px;border-radius:6px}a{color:#b3302f;word-break:break-all}`)}</style></head>
<body><h1>Bandeja de salida (modo local)</h1><p>Los e-mails que la aplicación enviaría. Solo en desarrollo; con <code>SMTP_URL</code> se envían de verdad.</p>
<form method="post" action="${paths.devOutbox}/summaries"><button type="submit">Enviar ya los resúmenes de hoy y de esta semana</button>
<small>Los resúmenes salen solos a las 8:00 del día (o lunes) siguiente; estos periodos ya no se enviarán entonces.</small></form>
${rows.length ? items : html`<p>No hay mensajes todavía.</p>`}</body></html>`);
      })
      // Today's and this week's summaries now, for trying them out (they normally wait for the period's end).
      .post(`${paths.devOutbox}/summaries`, csrfProtection([deps.env.PUBLIC_URL]), async (c) => {
        const today = spanishDay(new Date());
        const common = { db, mailer: deps.mailer, jobs: deps.jobs, logger: deps.logger, secret: deps.secret };
        for (const [kind, from] of [
          ['daily', today],
          ['weekly', mondayOf(today)],
        ] as const)
          await runSummaries({ ...common, publicUrl: deps.env.PUBLIC_URL, kind, from });
        return c.redirect(paths.devOutbox, 303);
      })
      // A message's calendar part as the file a mail client would show (an .ics invitation).
      .get(`${paths.devOutbox}/:id/:file`, async (c) => {
        const id = c.req.param('id');
        const [m] = isUuid(id) ? await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)) : [];
        const calendar = m ? outboxCalendar(m) : null;
        if (!calendar || calendar.filename !== c.req.param('file'))
          return c.text('No hay ningún adjunto con ese nombre en ese e-mail.', 404);
        return c.body(calendar.content, 200, {
          'Content-Type': `text/calendar; charset=utf-8; method=${calendar.method}`,
        });
      })
      .get(`${paths.devOutbox}/:id`, async (c) => {
        const id = c.req.param('id');
        const [m] = isUuid(id) ? await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)) : [];
        if (!m?.html) return c.text('No hay ningún e-mail con HTML con ese id.', 404);
        return c.html(m.html);
      })
  );
}
