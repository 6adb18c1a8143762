import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import type { Mailer } from '../../providers/mail/mailer';
import { contactAckMessage, contactSalesMessage } from './contact-mail';

/**
 * The contact-mail job: the message to the sales inbox (Reply-To: the sender), then the
 * confirmation to the sender. Each is stamped right after the mailer accepted it, so a retry
 * only sends what provably did not go out. With `ack: false` (the sender's address past its cap)
 * only sales is mailed.
 */
export async function sendContactMails(opts: {
  db: Db;
  mailer: Mailer;
  salesEmail: string;
  messageId: string;
  ack?: boolean;
}): Promise<'sent' | 'already_sent' | 'gone'> {
  const { db, mailer, salesEmail, messageId } = opts;
  const ack = opts.ack ?? true;
  const [m] = await db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
  if (!m) return 'gone';
  if (m.salesNotifiedAt && (m.confirmationSentAt || !ack)) return 'already_sent';
  if (!m.salesNotifiedAt) {
    await mailer.send(contactSalesMessage(salesEmail, { ...m, receivedAt: m.createdAt }));
    await db.update(contactMessages).set({ salesNotifiedAt: new Date() }).where(eq(contactMessages.id, m.id));
  }
  if (ack && !m.confirmationSentAt) {
    await mailer.send(contactAckMessage(m.email, salesEmail));
    await db
      .update(contactMessages)
      .set({ confirmationSentAt: new Date() })
      .where(eq(contactMessages.id, m.id));
  }
  return 'sent';
}
