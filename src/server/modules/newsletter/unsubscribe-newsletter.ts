import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { isTokenShaped } from './newsletter-tokens';

/** The address behind an unsubscribe link and whether it is already out; null for an unknown link. */
export async function findUnsubscribeTarget(opts: {
  db: Db;
  token: unknown;
}): Promise<{ email: string; unsubscribed: boolean } | null> {
  if (!isTokenShaped(opts.token)) return null;
  const t = newsletterSubscribers;
  const [s] = await opts.db
    .select({ email: t.email, unsubscribedAt: t.unsubscribedAt })
    .from(t)
    .where(eq(t.unsubscribeToken, opts.token));
  return s ? { email: s.email, unsubscribed: s.unsubscribedAt !== null } : null;
}

/**
 * Unsubscribes the address behind the link. Idempotent (the first time stays recorded); any
 * pending confirmation link stops working. Null for an unknown link.
 */
export async function unsubscribeNewsletter(opts: { db: Db; token: unknown }): Promise<string | null> {
  if (!isTokenShaped(opts.token)) return null;
  const t = newsletterSubscribers;
  const [s] = await opts.db
    .update(t)
    .set({
      unsubscribedAt: sql`coalesce(${t.unsubscribedAt}, now())`,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    })
    .where(eq(t.unsubscribeToken, opts.token))
    .returning({ email: t.email });
  return s?.email ?? null;
}
