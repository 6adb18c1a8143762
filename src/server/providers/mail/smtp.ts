import nodemailer from 'nodemailer';
import type { Logger } from '../../logger';
import type { Mailer } from './mailer';

/** SMTP connections kept open and reused: a burst of alerts pays no TCP/TLS/AUTH handshake per e-mail. */
export const SMTP_POOL = { maxConnections: 5, maxMessages: 100 } as const;

/** The longest an SMTP connection, its greeting and a silent socket may take (ms). */
export const SMTP_TIMEOUTS = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 20_000 } as const;

/** Real mailer: nodemailer over SMTP (`smtp://user:pass@host:port`, `smtps://` for TLS), pooled. */
export function createSmtpMailer(options: { url: string; from: string; logger: Logger }): Mailer {
  // Options given in the URL's query (`?pool=false`, `?maxConnections=2`) win over these.
  const url = new URL(options.url);
  const pool: Record<string, string> = {
    pool: 'true',
    maxConnections: String(SMTP_POOL.maxConnections),
    maxMessages: String(SMTP_POOL.maxMessages),
    // No send hangs for minutes (nodemailer's defaults: 2 and 10): a lead alert's claim is taken
    // over after ALERT_CLAIM_STALE_MS, so one send must end well within it.
    connectionTimeout: String(SMTP_TIMEOUTS.connectionMs),
    greetingTimeout: String(SMTP_TIMEOUTS.greetingMs),
    socketTimeout: String(SMTP_TIMEOUTS.socketMs),
  };
  for (const [key, value] of Object.entries(pool))
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  const transport = nodemailer.createTransport(url.toString());
  return {
    kind: 'smtp',
    async send({ leadIds: _kept, calendar, attachments, ...message }) {
      // nodemailer's icalEvent: a `text/calendar; method=…` alternative, which mail apps show as an
      // invitation (Gmail, Outlook, Apple Mail), plus the same .ics as an attachment.
      const icalEvent = calendar
        ? { method: calendar.method, filename: calendar.filename, content: calendar.content }
        : undefined;
      const info = await transport.sendMail({
        from: options.from,
        ...message,
        ...(icalEvent && { icalEvent }),
        ...(attachments?.length
          ? {
              attachments: attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: Buffer.from(a.content),
              })),
            }
          : {}),
      });
      // No recipient, subject or link in the log: they hold tokens and buyers' personal data.
      options.logger.info({ messageId: info.messageId }, 'mail sent');
    },
    async close() {
      transport.close();
    },
  };
}
