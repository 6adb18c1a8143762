import { escapeHtml } from '../../lib/html';

/** Inline styles shared by the simple e-mails (mail clients ignore style sheets). */
export const mailStyle = {
  p: 'font-size:15px;line-height:1.5;padding-bottom:16px',
  title: 'font-size:18px;font-weight:bold;line-height:1.4;padding-bottom:16px',
  small: 'font-size:12px;line-height:1.5;color:#555555;padding-top:8px',
  link: 'color:#b93f3e',
  button:
    'display:inline-block;background:#e56665;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold',
} as const;

/** A table row of the frame: `row(style, html)`; the html is already escaped by the caller. */
export const row = (style: string, html: string) => `<tr><td style="${style}">${html}</td></tr>`;

/** A link whose text and address are both escaped. */
export const link = (href: string, text: string, style: string = mailStyle.link) =>
  `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(text)}</a>`;

/** The Escaparate frame around the rows of a simple e-mail. */
export function mailDocument(rows: string): string {
  // The viewport tag: phone mail apps that honour it lay the 520 px card out at the screen's width.
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:0;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;color:#e56665;padding-bottom:16px">Escaparate</td></tr>
${rows}
</table></td></tr></table></body></html>`;
}
