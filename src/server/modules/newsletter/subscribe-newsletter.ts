import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { newToken } from './newsletter-tokens';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

/**
 * Records a sign-up. A new address, or one that had unsubscribed, becomes pending (double opt-in
 * again); a confirmed address stays confirmed. One statement, so two clicks give one row.
 */
export async function subscribeNewsletter(opts: { db: Db; email: string }): Promise<SubscriberRow> {
  const t = newsletterSubscribers;
  const [row] = await opts.db
    .insert(t)
    .values({ email: opts.email, unsubscribeToken: newToken() })
    .onConflictDoUpdate({
      target: t.email,
      set: {
        confirmedAt: sql`case when ${t.unsubscribedAt} is null then ${t.confirmedAt} else null end`,
        unsubscribedAt: null,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}
