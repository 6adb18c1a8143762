import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Logger } from '../../logger';
import { extractLinks, type MailAttachment, type MailCalendar, type Mailer } from './mailer';

type OutboxRow = Pick<typeof mailOutbox.$inferSelect, 'calendar' | 'attachments'>;

/** The calendar part of a stored outbox message, or null when it has none. */
export function outboxCalendar(row: Pick<OutboxRow, 'calendar'>): MailCalendar | null {
  return row.calendar ?? null;
}

/** The files attached to a stored outbox message, their bytes decoded (none: an empty list). */
export function outboxAttachments(
  row: Pick<OutboxRow, 'attachments'>,
): (MailAttachment & { content: Uint8Array<ArrayBuffer> })[] {
  return (row.attachments ?? []).map(({ filename, contentType, base64 }) => ({
    filename,
    contentType,
    content: new Uint8Array(Buffer.from(base64, 'base64')),
  }));
}

/**
 * Embedded mailer: stores each message in the outbox table (read at /dev/outbox outside
 * production). The log line names the stored row only: a mail's links carry reset and invitation
 * tokens, and its recipient, subject and links a buyer's name, e-mail or phone.
 */
export function createOutboxMailer(db: Db, logger: Logger): Mailer {
  return {
    kind: 'outbox',
    async send({ attachments, ...message }) {
      const links = extractLinks(message.text);
      // A JSON column holds text: the files' bytes go in as base64.
      const stored = attachments?.length
        ? attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            base64: Buffer.from(a.content).toString('base64'),
          }))
        : null;
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...message, links, attachments: stored })
        .returning({ id: mailOutbox.id });
      logger.info({ mailId: row?.id }, 'mail stored in the outbox (/dev/outbox)');
    },
    async close() {},
  };
}
