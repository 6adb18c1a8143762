import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import type { Logger } from '../../logger';
import { prepareSms, type SmsSender } from './sms';

/**
 * Embedded SMS sender: stores each message in the sms_outbox table (read at /dev/outbox outside
 * production). The log line names the stored row only: the text holds one-time codes and the
 * phone is a visitor's personal data.
 */
export function createOutboxSmsSender(db: Db, logger: Logger): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      const { to, body } = prepareSms(message);
      const [row] = await db.insert(smsOutbox).values({ to, body }).returning({ id: smsOutbox.id });
      logger.info({ smsId: row?.id }, 'sms stored in the outbox (/dev/outbox)');
    },
    async close() {},
  };
}
