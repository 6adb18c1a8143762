import { eq, TransactionRollbackError } from 'drizzle-orm';
import { DEFAULT_AGENCY_NAME } from '../../../shared/agency';
import type { MemberRole } from '../../../shared/team';
import type { Db } from '../../db/client';
import { agencies, agencyMembers, agencySlugs, notificationPreferences } from '../../db/schema';
import { agencySlug } from './agency-slug';

export type Agency = typeof agencies.$inferSelect;

/**
 * The user's agency, created on first need. The unique owner
 * column makes concurrent first requests converge on one row: the loser's insert does
 * nothing and it reads the winner's agency.
 */
export async function ensureMyAgency(opts: { db: Db; userId: string; nameHint?: string }): Promise<Agency> {
  const { db, userId } = opts;
  const existing = await findAgencyOfUser(db, userId);
  if (existing) return existing;

  for (let attempt = 0; attempt < 5; attempt++) {
    const name = opts.nameHint?.trim() || DEFAULT_AGENCY_NAME;
    const created = await db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(agencies)
          .values({ name, slug: agencySlug(name), ownerUserId: userId })
          .onConflictDoNothing()
          .returning();
        if (!row) return null;
        // A random slug another agency once had (and still redirects) is no good: roll back, retry.
        const [claimed] = await tx
          .insert(agencySlugs)
          .values({ slug: row.slug, agencyId: row.id })
          .onConflictDoNothing()
          .returning();
        if (!claimed) return tx.rollback();
        await tx.insert(agencyMembers).values({ agencyId: row.id, userId, role: 'owner' });
        await tx.insert(notificationPreferences).values({ agencyId: row.id });
        return row;
      })
      .catch((err) => {
        if (err instanceof TransactionRollbackError) return null;
        throw err;
      });
    if (created) return created;
    // Either another request created it (owner conflict) or the slug was taken: look, then retry.
    const found = await findAgencyOfUser(db, userId);
    if (found) return found;
  }
  throw new Error('Could not create an agency for the user');
}

/** The user's agency and role, or undefined before their agency exists. */
export async function findMembership(
  db: Db,
  userId: string,
): Promise<{ agency: Agency; role: MemberRole; memberId: string | null } | undefined> {
  const [row] = await db
    .select({ agency: agencies, role: agencyMembers.role, memberId: agencyMembers.id })
    .from(agencyMembers)
    .innerJoin(agencies, eq(agencies.id, agencyMembers.agencyId))
    .where(eq(agencyMembers.userId, userId))
    .orderBy(agencyMembers.createdAt)
    .limit(1);
  if (row) return row;
  // The owner row may have committed a moment before its membership: fall back to ownership.
  const [owned] = await db.select().from(agencies).where(eq(agencies.ownerUserId, userId)).limit(1);
  return owned ? { agency: owned, role: 'owner', memberId: null } : undefined;
}

export async function findAgencyOfUser(db: Db, userId: string): Promise<Agency | undefined> {
  return (await findMembership(db, userId))?.agency;
}
