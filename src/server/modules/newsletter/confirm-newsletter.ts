import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { hashToken, isTokenShaped } from './newsletter-tokens';

export type ConfirmOutcome = { status: 'confirmed'; email: string } | { status: 'expired' | 'unknown' };

/**
 * Opens a confirmation link. Idempotent: the same link again still says "confirmed" (the hash is
 * kept until an unsubscribe), and an expired link confirms nothing.
 */
export async function confirmNewsletter(opts: {
  db: Db;
  token: unknown;
  now?: Date;
}): Promise<ConfirmOutcome> {
  if (!isTokenShaped(opts.token)) return { status: 'unknown' };
  const now = opts.now ?? new Date();
  const t = newsletterSubscribers;
  const [s] = await opts.db
    .select()
    .from(t)
    .where(eq(t.confirmTokenHash, hashToken(opts.token)));
  if (!s || s.unsubscribedAt) return { status: 'unknown' };
  if (s.confirmedAt) return { status: 'confirmed', email: s.email };
  if (!s.confirmExpiresAt || s.confirmExpiresAt <= now) return { status: 'expired' };
  await opts.db.update(t).set({ confirmedAt: now }).where(eq(t.id, s.id));
  return { status: 'confirmed', email: s.email };
}
