import { and, count, eq, ne } from 'drizzle-orm';
import { teamTexts } from '../../../shared/team';
import type { Tx } from '../../db/client';
import { agencies, agencyInvitations, agencyMembers, leads, listings, subscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { InvitationRow } from './find-invitation';
import { planSeats } from './seats';

/**
 * Makes the user an agent of the invitation's agency and spends the invitation, inside the
 * caller's transaction (agency row locked). One account belongs to one agency: an agency the
 * user got automatically on a first visit and never used (nothing in it) is dropped; one with
 * anything in it is the user's and they must be invited with another address.
 */
export async function joinAgency(tx: Tx, invitation: InvitationRow, userId: string, now: Date) {
  const [current] = await tx
    .select({ agencyId: agencyMembers.agencyId, role: agencyMembers.role, name: agencies.name })
    .from(agencyMembers)
    .innerJoin(agencies, eq(agencies.id, agencyMembers.agencyId))
    .where(eq(agencyMembers.userId, userId));
  const [owned] = await tx
    .select({ id: agencies.id, name: agencies.name })
    .from(agencies)
    .where(eq(agencies.ownerUserId, userId));
  if (current?.agencyId !== invitation.agencyId) {
    const other =
      current ?? (owned ? { agencyId: owned.id, role: 'owner' as const, name: owned.name } : null);
    if (other) {
      if (other.role !== 'owner' || !(await isUnused(tx, other.agencyId, userId)))
        throw new AppError('conflict', teamTexts.otherAgency(other.name));
      await tx.delete(agencies).where(eq(agencies.id, other.agencyId));
    }
    const [members] = await tx
      .select({ n: count() })
      .from(agencyMembers)
      .where(eq(agencyMembers.agencyId, invitation.agencyId));
    if ((members?.n ?? 0) >= (await planSeats(tx, invitation.agencyId)))
      throw new AppError('plan_limit', teamTexts.agencyFull);
    await tx.insert(agencyMembers).values({ agencyId: invitation.agencyId, userId, role: 'agent' });
  }
  await tx
    .update(agencyInvitations)
    .set({ acceptedAt: now, acceptedByUserId: userId })
    .where(eq(agencyInvitations.id, invitation.id));
}

/** Nothing in it but its owner: no listings, leads, subscription, granted plan, team or invitations. */
async function isUnused(tx: Tx, agencyId: string, ownerId: string): Promise<boolean> {
  const [agency] = await tx
    .select({ plan: agencies.currentPlan })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  if (agency?.plan) return false;
  const counts = [
    tx.select({ n: count() }).from(listings).where(eq(listings.agencyId, agencyId)),
    tx.select({ n: count() }).from(leads).where(eq(leads.agencyId, agencyId)),
    tx.select({ n: count() }).from(subscriptions).where(eq(subscriptions.agencyId, agencyId)),
    tx.select({ n: count() }).from(agencyInvitations).where(eq(agencyInvitations.agencyId, agencyId)),
    tx
      .select({ n: count() })
      .from(agencyMembers)
      .where(and(eq(agencyMembers.agencyId, agencyId), ne(agencyMembers.userId, ownerId))),
  ];
  // One after the other: a transaction has one connection.
  for (const query of counts) {
    const [row] = await query;
    if ((row?.n ?? 0) > 0) return false;
  }
  return true;
}
