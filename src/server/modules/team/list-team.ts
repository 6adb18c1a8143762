import { asc, desc, eq } from 'drizzle-orm';
import type { TeamResponse } from '../../../shared/team';
import type { Db } from '../../db/client';
import { agencyInvitations, agencyMembers, users } from '../../db/schema';
import { pendingInvitation, planSeats } from './seats';

/** Settings → Equipo: members (owner first), pending invitations and the seats they use. */
export async function listTeam(opts: { db: Db; agencyId: string; now?: Date }): Promise<TeamResponse> {
  const { db, agencyId } = opts;
  const now = opts.now ?? new Date();
  const [members, invitations, total] = await Promise.all([
    db
      .select({
        id: agencyMembers.id,
        userId: users.id,
        name: users.name,
        email: users.email,
        role: agencyMembers.role,
        since: agencyMembers.createdAt,
      })
      .from(agencyMembers)
      .innerJoin(users, eq(users.id, agencyMembers.userId))
      .where(eq(agencyMembers.agencyId, agencyId))
      .orderBy(desc(eq(agencyMembers.role, 'owner')), asc(agencyMembers.createdAt)),
    db
      .select({
        id: agencyInvitations.id,
        email: agencyInvitations.email,
        sentAt: agencyInvitations.createdAt,
        expiresAt: agencyInvitations.expiresAt,
      })
      .from(agencyInvitations)
      .where(pendingInvitation(agencyId, now))
      .orderBy(asc(agencyInvitations.createdAt)),
    planSeats(db, agencyId),
  ]);
  return {
    members: members.map((m) => ({ ...m, since: m.since.toISOString() })),
    invitations: invitations.map((i) => ({
      ...i,
      sentAt: i.sentAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
    })),
    seats: { used: members.length + invitations.length, total },
  };
}
