import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { paths } from '../../../shared/paths';
import type { AppDeps } from '../../context';
import { mailOutbox } from '../../db/schema';

/** /dev/outbox: the embedded mailer's messages, for developers (never in production). */
export function outboxRoutes(deps: AppDeps) {
  return new Hono().get(paths.devOutbox, async (c) => {
    const rows = await deps.database.db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(50);
    const items = rows.map(
      (m) => html`<article>
        <header><strong>${m.subject}</strong><span>Para: ${m.to}</span><time>${m.createdAt.toLocaleString('es-ES')}</time></header>
        <pre>${m.text}</pre>
        <ul>${m.links.map((l) => html`<li><a href="${l}">${l}</a></li>`)}</ul>
      </article>`,
    );
    return c.html(html`<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Bandeja de salida · Escaparate</title>
<style>${raw(`body{font-family:system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px;color:#1a1a1a}
h1{font-size:22px}article{border:1px solid #ddd;border-radius:10px;padding:14px 16px;margin:12px 0}
header{display:flex;flex-wrap:wrap;gap:4px 16px;align-items:baseline}header span,header time{color:#555;font-size:14px}
pre{white-space:pre-wrap;font-family:inherit;background:#fafafa;padding:10px;border-radius:6px}a{color:#b3302f;word-break:break-all}`)}</style></head>
<body><h1>Bandeja de salida (modo local)</h1><p>Los e-mails que la aplicación enviaría. Solo en desarrollo; con <code>SMTP_URL</code> se envían de verdad.</p>
${rows.length ? items : html`<p>No hay mensajes todavía.</p>`}</body></html>`);
  });
}
