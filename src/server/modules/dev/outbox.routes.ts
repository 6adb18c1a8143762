import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { paths } from '../../../shared/paths';
import { toE164 } from '../../../shared/phone';
import { SPAIN_TIME_ZONE } from '../../../shared/time-zone';
import type { AppDeps } from '../../context';
import { mailOutbox, smsOutbox } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { csrfProtection } from '../../http/security';
import { outboxAttachments, outboxCalendar } from '../../providers/mail/outbox';
import { spanishDay } from '../analytics/analytics-window';
import { runSummaries } from '../notifications/run-summaries';
import { mondayOf } from '../notifications/spain-time';

/** The newest messages the page shows, of each kind. */
const SHOWN = 50;

/** When a message was stored, on Spain's clock whatever the server's. */
const shownTime = (at: Date) => at.toLocaleString('es-ES', { timeZone: SPAIN_TIME_ZONE });

/** A file's address on the page: /dev/outbox/{mail id}/{file name}. */
const fileHref = (mailId: string, filename: string) =>
  `${paths.devOutbox}/${mailId}/${encodeURIComponent(filename)}`;

/** `inline` or `attachment` with the file's name, any character in it kept (RFC 6266). */
function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** /dev/outbox: the embedded mailer's and SMS sender's messages, for developers (never in production). */
export function outboxRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const smsRows = () => db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt)).limit(SHOWN);
  return (
    new Hono()
      .get(paths.devOutbox, async (c) => {
        const [rows, texts] = await Promise.all([
          db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(SHOWN),
          smsRows(),
        ]);
        const items = rows.map((m) => {
          const calendar = outboxCalendar(m);
          const files = outboxAttachments(m);
          const headers = Object.entries(m.headers ?? {});
          return html`<article>
        <header><strong>${m.subject}</strong><span>Para: ${m.to}</span><time>${shownTime(m.createdAt)}</time></header>
        ${m.html ? html`<p><a href="${paths.devOutbox}/${m.id}">Ver el e-mail (HTML)</a></p>` : ''}
        ${calendar ? html`<p>Adjunto: <a href="${fileHref(m.id, calendar.filename)}" data-calendar="${calendar.method}">${calendar.filename}</a> (text/calendar; method=${calendar.method})</p>` : ''}
        ${files.map((f) => html`<p>Adjunto: <a href="${fileHref(m.id, f.filename)}" data-attachment="${f.contentType}">${f.filename}</a> (${f.contentType}, ${Math.max(1, Math.round(f.content.byteLength / 1024))} KB)</p>`)}
        ${headers.length ? html`<dl>${headers.map(([k, v]) => html`<dt>${k}</dt><dd>${v}</dd>`)}</dl>` : ''}
        <pre>${m.text}</pre>
        <ul>${m.links.map((l) => html`<li><a href="${l}">${l}</a></li>`)}</ul>
      </article>`;
        });
        const smsItems = texts.map(
          (s) => html`<li class="sms">
        <header><strong>SMS</strong><span>Para: ${s.to}</span><time>${shownTime(s.createdAt)}</time></header>
        <pre>${s.body}</pre>
      </li>`,
        );
        return c.html(html`<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Bandeja de salida · Escaparate</title>
<style>${raw(`body{font-family:system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px;color:#1a1a1a}
h1{font-size:22px}h2{font-size:18px;margin-top:28px}article,li.sms{border:1px solid #ddd;border-radius:10px;padding:14px 16px;margin:12px 0}
ul.sms{list-style:none;padding:0}
header{display:flex;flex-wrap:wrap;gap:4px 16px;align-items:baseline}header span,header time{color:#555;font-size:14px}
dl{font-size:13px;color:#555;display:grid;grid-template-columns:auto 1fr;gap:2px 8px}dd{margin:0;word-break:break-all}
pre{white-space:pre-wrap;font-family:inherit;background:#fafafa;padding:10px;border-radius:6px}a{color:#b3302f;word-break:break-all}`)}</style></head>
<body><h1>Bandeja de salida (modo local)</h1><p>Los e-mails y SMS que la aplicación enviaría. Solo en desarrollo; con <code>SMTP_URL</code> los e-mails se envían de verdad, y con <code>TWILIO_*</code> los SMS.</p>
<form method="post" action="${paths.devOutbox}/summaries"><button type="submit">Enviar ya los resúmenes de hoy y de esta semana</button>
<small>Los resúmenes salen solos a las 8:00 del día (o lunes) siguiente; estos periodos ya no se enviarán entonces.</small></form>
<section aria-labelledby="sms"><h2 id="sms">SMS</h2>
${texts.length ? html`<ul class="sms">${smsItems}</ul>` : html`<p>No hay SMS todavía.</p>`}</section>
<section aria-labelledby="emails"><h2 id="emails">E-mails</h2>
${rows.length ? items : html`<p>No hay mensajes todavía.</p>`}</section></body></html>`);
      })
      // The newest SMS as JSON, for tests (`?to=` one phone, written as the user typed it).
      .get(`${paths.devOutbox}/sms`, async (c) => {
        const typed = c.req.query('to');
        const to = typed === undefined ? undefined : (toE164(typed) ?? typed);
        const rows = to
          ? await db
              .select()
              .from(smsOutbox)
              .where(eq(smsOutbox.to, to))
              .orderBy(desc(smsOutbox.createdAt))
              .limit(SHOWN)
          : await smsRows();
        return c.json({
          messages: rows.map((s) => ({
            id: s.id,
            to: s.to,
            body: s.body,
            createdAt: s.createdAt.toISOString(),
          })),
        });
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
      // A message's calendar part or attached file, as a mail client would offer it.
      .get(`${paths.devOutbox}/:id/:file`, async (c) => {
        const id = c.req.param('id');
        const name = c.req.param('file');
        const [m] = isUuid(id) ? await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)) : [];
        const calendar = m ? outboxCalendar(m) : null;
        if (calendar && calendar.filename === name)
          return c.body(calendar.content, 200, {
            'Content-Type': `text/calendar; charset=utf-8; method=${calendar.method}`,
          });
        const file = m ? outboxAttachments(m).find((f) => f.filename === name) : undefined;
        if (!file) return c.text('No hay ningún adjunto con ese nombre en ese e-mail.', 404);
        // A PDF opens in the browser; any other type downloads (never rendered as a page of this origin).
        const kind = file.contentType === 'application/pdf' ? 'inline' : 'attachment';
        return c.body(file.content, 200, {
          'Content-Type': file.contentType,
          'Content-Disposition': contentDisposition(kind, file.filename),
          'X-Content-Type-Options': 'nosniff',
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
