import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { agencyMembers, users } from '../../src/server/db/schema';
import { createUser } from './factories';

/**
 * An agent of an agency, added straight to `agency_members` (how an invitation ends), with a
 * name and optional contact details. Returns their credentials and member id.
 */
export async function createAgentMember(
  db: Db,
  agencyId: string,
  opts: { name?: string; phone?: string | null; whatsapp?: string | null; email?: string } = {},
) {
  const user = await createUser(db, { email: opts.email });
  if (opts.name) await db.update(users).set({ name: opts.name }).where(eq(users.id, user.id));
  const [member] = await db
    .insert(agencyMembers)
    .values({
      agencyId,
      userId: user.id,
      role: 'agent',
      phone: opts.phone ?? null,
      whatsapp: opts.whatsapp ?? null,
    })
    .returning();
  return { user, memberId: member!.id };
}
