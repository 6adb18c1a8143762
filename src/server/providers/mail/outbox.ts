import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Logger } from '../../logger';
import { extractLinks, type MailCalendar, type Mailer } from './mailer';

/**
 * The outbox keeps a message's calendar part in its `headers` column under these names (the
 * table has no column of its own for it: adding one is a migration). The outbox sends nothing,
 * so no mail client ever sees them; `outboxCalendar` reads them back.
 */
export const OUTBOX_CALENDAR = {
  method: 'X-Escaparate-Calendar-Method',
  filename: 'X-Escaparate-Calendar-Filename',
  content: 'X-Escaparate-Calendar',
} as const;

/** The calendar part of a stored outbox message, or null when it has none. */
export function outboxCalendar(row: { headers: Record<string, string> | null }): MailCalendar | null {
  const h = row.headers ?? {};
  const method = h[OUTBOX_CALENDAR.method];
  const content = h[OUTBOX_CALENDAR.content];
  if ((method !== 'REQUEST' && method !== 'CANCEL') || !content) return null;
  return { method, content, filename: h[OUTBOX_CALENDAR.filename] ?? 'invitacion.ics' };
}

/**
 * Embedded mailer: stores each message in the outbox table (read at /dev/outbox outside
 * production). The log line names the stored row only: a mail's links carry reset and invitation
 * tokens, and its recipient, subject and links a buyer's name, e-mail or phone.
 */
export function createOutboxMailer(db: Db, logger: Logger): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      const { calendar, ...rest } = message;
      const links = extractLinks(message.text);
      const headers = calendar
        ? {
            ...message.headers,
            [OUTBOX_CALENDAR.method]: calendar.method,
            [OUTBOX_CALENDAR.filename]: calendar.filename,
            [OUTBOX_CALENDAR.content]: calendar.content,
          }
        : message.headers;
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...rest, headers, links })
        .returning({ id: mailOutbox.id });
      logger.info({ mailId: row?.id }, 'mail stored in the outbox (/dev/outbox)');
    },
    async close() {},
  };
}
