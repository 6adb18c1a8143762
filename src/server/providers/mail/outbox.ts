import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Logger } from '../../logger';
import { extractLinks, type Mailer } from './mailer';

/**
 * Embedded mailer: stores each message in the outbox table (read at /dev/outbox outside
 * production). The log line names the stored row only: a mail's links carry reset and invitation
 * tokens, and its recipient, subject and links a buyer's name, e-mail or phone.
 */
export function createOutboxMailer(db: Db, logger: Logger): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      const links = extractLinks(message.text);
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...message, links })
        .returning({ id: mailOutbox.id });
      logger.info({ mailId: row?.id }, 'mail stored in the outbox (/dev/outbox)');
    },
    async close() {},
  };
}
