import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Logger } from '../../logger';
import { extractLinks, type Mailer } from './mailer';

/** Embedded mailer: stores each message in the outbox table and prints its links in the log. */
export function createOutboxMailer(db: Db, logger: Logger): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      const links = extractLinks(message.text);
      await db.insert(mailOutbox).values({ ...message, links });
      logger.info(
        { to: message.to, subject: message.subject, links },
        'mail stored in the outbox (/dev/outbox)',
      );
    },
    async close() {},
  };
}
