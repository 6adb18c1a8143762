import { eq } from 'drizzle-orm';
import { NEWSLETTER_CONFIRM_DAYS } from '../../../shared/newsletter';
import { paths } from '../../../shared/paths';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import type { Mailer } from '../../providers/mail/mailer';
import { newsletterAlreadyMessage, newsletterConfirmMessage } from './newsletter-mail';
import { hashToken, newToken } from './newsletter-tokens';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The newsletter-confirmation job. The confirmation token is made here, so it exists only in
 * the e-mail (the row keeps its hash); a retry makes a new one and the unsent one never worked.
 */
export async function sendNewsletterConfirmation(opts: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  subscriberId: string;
  now?: Date;
}): Promise<'confirmation' | 'already_confirmed' | 'gone'> {
  const { db, publicUrl } = opts;
  const now = opts.now ?? new Date();
  const t = newsletterSubscribers;
  const [s] = await db.select().from(t).where(eq(t.id, opts.subscriberId));
  if (!s || s.unsubscribedAt) return 'gone';
  const unsubscribeUrl = `${publicUrl}${paths.newsletter.unsubscribe(s.unsubscribeToken)}`;
  if (s.confirmedAt) {
    await opts.mailer.send(newsletterAlreadyMessage(s.email, unsubscribeUrl));
    return 'already_confirmed';
  }
  const token = newToken();
  await db
    .update(t)
    .set({
      confirmTokenHash: hashToken(token),
      confirmExpiresAt: new Date(now.getTime() + NEWSLETTER_CONFIRM_DAYS * DAY_MS),
    })
    .where(eq(t.id, s.id));
  const confirmUrl = `${publicUrl}${paths.newsletter.confirm(token)}`;
  await opts.mailer.send(newsletterConfirmMessage(s.email, confirmUrl, unsubscribeUrl));
  return 'confirmation';
}
