import { and, eq, isNull } from 'drizzle-orm';
import { teamTexts } from '../../../shared/team';
import type { Db } from '../../db/client';
import { agencyInvitations, agencyMembers, sessions } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { AppError } from '../../lib/app-error';

/**
 * Removes an agent from the agency and ends every session they have at once (sessions live in
 * the database and nothing caches them, so their next request is anonymous). What they worked
 * on — listings, leads, renders — belongs to the agency and stays.
 */
export async function removeMember(opts: { db: Db; agencyId: string; memberId: string }): Promise<void> {
  const { db, agencyId, memberId } = opts;
  if (!isUuid(memberId)) throw new AppError('not_found', teamTexts.memberNotFound);
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select()
      .from(agencyMembers)
      .where(and(eq(agencyMembers.id, memberId), eq(agencyMembers.agencyId, agencyId)))
      .for('update');
    if (!member) throw new AppError('not_found', teamTexts.memberNotFound);
    if (member.role === 'owner') throw new AppError('bad_request', teamTexts.cannotRemoveOwner);
    await tx.delete(agencyMembers).where(eq(agencyMembers.id, member.id));
    await tx.delete(sessions).where(eq(sessions.userId, member.userId));
  });
}

/** Withdraws a pending invitation: its link stops working and its seat is free again. */
export async function revokeInvitation(opts: {
  db: Db;
  agencyId: string;
  invitationId: string;
  now?: Date;
}): Promise<void> {
  const { db, agencyId, invitationId } = opts;
  if (!isUuid(invitationId)) throw new AppError('not_found', teamTexts.invitationGone);
  const [row] = await db
    .update(agencyInvitations)
    .set({ revokedAt: opts.now ?? new Date() })
    .where(
      and(
        eq(agencyInvitations.id, invitationId),
        eq(agencyInvitations.agencyId, agencyId),
        isNull(agencyInvitations.acceptedAt),
        isNull(agencyInvitations.revokedAt),
      ),
    )
    .returning({ id: agencyInvitations.id });
  if (!row) throw new AppError('not_found', teamTexts.invitationGone);
}
