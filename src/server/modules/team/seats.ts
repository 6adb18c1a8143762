import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { agencyInvitations, agencyMembers } from '../../db/schema';
import { findMembership } from '../agencies/ensure-my-agency';
import { getEffectivePlan } from '../plans/effective-plan';

/** The plan's seats for the agency (the owner counts as one). */
export async function planSeats(db: Db | Tx, agencyId: string): Promise<number> {
  return (await getEffectivePlan({ db, agencyId })).planLimits.seats;
}

/** Pending: neither accepted nor revoked, and not yet expired. */
export const pendingInvitation = (agencyId: string, now: Date) =>
  and(
    eq(agencyInvitations.agencyId, agencyId),
    isNull(agencyInvitations.acceptedAt),
    isNull(agencyInvitations.revokedAt),
    gt(agencyInvitations.expiresAt, now),
  );

/** Members and pending invitations: what holds a seat. */
export async function seatsInUse(db: Db | Tx, agencyId: string, now = new Date()): Promise<number> {
  // One after the other: inside a transaction both share one connection.
  const [members] = await db
    .select({ n: count() })
    .from(agencyMembers)
    .where(eq(agencyMembers.agencyId, agencyId));
  const [pending] = await db
    .select({ n: count() })
    .from(agencyInvitations)
    .where(pendingInvitation(agencyId, now));
  return (members?.n ?? 0) + (pending?.n ?? 0);
}

/**
 * After a downgrade an agency may have more agents than seats: the oldest agents keep theirs
 * (the owner holds one), the newest wait until the owner frees a seat or upgrades.
 */
export async function agentHasSeat(opts: { db: Db; agencyId: string; userId: string }): Promise<boolean> {
  const { db, agencyId, userId } = opts;
  const [seats, agents] = await Promise.all([
    planSeats(db, agencyId),
    db
      .select({ userId: agencyMembers.userId })
      .from(agencyMembers)
      .where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.role, 'agent')))
      .orderBy(asc(agencyMembers.createdAt), asc(agencyMembers.id)),
  ]);
  const rank = agents.findIndex((a) => a.userId === userId);
  return rank >= 0 && rank < seats - 1;
}

/**
 * The user's membership (their agency and role), and whether it is paused: an agent beyond the
 * seats of the plan now in force. The one reading of "who acts for which agency" that the agency
 * routes (http/require-agency.ts) and the members' private files (media/file-access.ts) share.
 */
export async function activeMembership(db: Db, userId: string) {
  const membership = await findMembership(db, userId);
  if (!membership) return undefined;
  const paused =
    membership.role === 'agent' && !(await agentHasSeat({ db, agencyId: membership.agency.id, userId }));
  return { ...membership, paused };
}
