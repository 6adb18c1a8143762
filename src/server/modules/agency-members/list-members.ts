import { asc, eq } from 'drizzle-orm';
import type { AgencyMemberView } from '../../../shared/agents';
import type { Db } from '../../db/client';
import { agencyMembers, users } from '../../db/schema';
import { memberDisplayName } from './member-name';

/** The agency's members, the owner first, for the "Agente asignado" picker. */
export async function listMembers(opts: {
  db: Db;
  agencyId: string;
  userId: string;
}): Promise<AgencyMemberView[]> {
  const rows = await opts.db
    .select({
      id: agencyMembers.id,
      userId: agencyMembers.userId,
      role: agencyMembers.role,
      email: users.email,
      name: memberDisplayName,
    })
    .from(agencyMembers)
    .innerJoin(users, eq(users.id, agencyMembers.userId))
    .where(eq(agencyMembers.agencyId, opts.agencyId))
    .orderBy(asc(agencyMembers.createdAt), asc(agencyMembers.id));
  return rows
    .map((r) => ({ id: r.id, name: r.name, email: r.email, role: r.role, isMe: r.userId === opts.userId }))
    .sort((a, b) => Number(b.role === 'owner') - Number(a.role === 'owner'));
}
