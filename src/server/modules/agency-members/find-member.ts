import { and, eq } from 'drizzle-orm';
import { agentTexts } from '../../../shared/agents';
import type { Db } from '../../db/client';
import { agencyMembers } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export type MemberRow = typeof agencyMembers.$inferSelect;

/** The signed-in user's membership of the agency requireAgency chose for them. */
export async function findMember(db: Db, agencyId: string, userId: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(agencyMembers)
    .where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.userId, userId)));
  return row;
}

/**
 * Refuses a member id that is not one of the agency's members (another agency's, a removed one,
 * not an id at all) with the same answer, so nothing about other agencies leaks.
 */
export async function assertMemberOfAgency(db: Pick<Db, 'select'>, agencyId: string, memberId: string) {
  const valid = /^[0-9a-f-]{36}$/i.test(memberId);
  const [row] = valid
    ? await db
        .select({ id: agencyMembers.id })
        .from(agencyMembers)
        .where(and(eq(agencyMembers.id, memberId), eq(agencyMembers.agencyId, agencyId)))
    : [];
  if (!row) {
    throw new AppError('invalid_reference', agentTexts.notAMember, {
      assignedMemberId: agentTexts.notAMember,
    });
  }
}
