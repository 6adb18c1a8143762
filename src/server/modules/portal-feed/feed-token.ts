import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { FEED_TOKEN_PATTERN } from '../../../shared/portal-feed';
import type { Db } from '../../db/client';
import { agencyFeeds } from '../../db/schema';

export type FeedRow = typeof agencyFeeds.$inferSelect;

/** 32 random bytes (256 bits), base64url: 43 URL-safe characters. */
export const newFeedToken = () => randomBytes(32).toString('base64url');

/** The agency's feed link, or null before the owner made one. */
export async function getAgencyFeed(db: Db, agencyId: string): Promise<FeedRow | null> {
  const [row] = await db.select().from(agencyFeeds).where(eq(agencyFeeds.agencyId, agencyId));
  return row ?? null;
}

/**
 * Makes the agency's feed link, or replaces it: one statement, so the old token stops answering
 * the moment the new one is stored. `created_at` is when the link in use was made.
 */
export async function rotateAgencyFeed(db: Db, agencyId: string): Promise<FeedRow> {
  const token = newFeedToken();
  const [row] = await db
    .insert(agencyFeeds)
    .values({ agencyId, token })
    .onConflictDoUpdate({
      target: agencyFeeds.agencyId,
      set: { token, createdAt: sql`now()`, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** The agency a feed token belongs to, or null (a malformed token never reaches the database). */
export async function agencyOfFeedToken(db: Db, token: string): Promise<string | null> {
  if (!FEED_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ agencyId: agencyFeeds.agencyId })
    .from(agencyFeeds)
    .where(eq(agencyFeeds.token, token));
  return row?.agencyId ?? null;
}
