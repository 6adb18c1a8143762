import { and, eq } from 'drizzle-orm';
import type { MemberContact, MemberContactResponse } from '../../../shared/agents';
import type { Db } from '../../db/client';
import { agencyMembers, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** The signed-in member's own row in their agency. */
export const ownMember = (agencyId: string, userId: string) =>
  and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.userId, userId));

async function load(db: Db, agencyId: string, userId: string): Promise<MemberContactResponse> {
  const [row] = await db
    .select({ member: agencyMembers, userName: users.name, email: users.email })
    .from(agencyMembers)
    .innerJoin(users, eq(users.id, agencyMembers.userId))
    .where(ownMember(agencyId, userId));
  if (!row) throw new AppError('not_found');
  return {
    contact: { name: row.member.contactName, phone: row.member.phone, whatsapp: row.member.whatsapp },
    fallbackName: row.userName.trim() || row.email,
  };
}

/** The signed-in member's own contact details in their agency. */
export const getMemberContact = (opts: { db: Db; agencyId: string; userId: string }) =>
  load(opts.db, opts.agencyId, opts.userId);

/** Saves them; the trigger of migration 0016 re-renders the pages that show them. */
export async function updateMemberContact(opts: {
  db: Db;
  agencyId: string;
  userId: string;
  contact: MemberContact;
}): Promise<MemberContactResponse> {
  const updated = await opts.db
    .update(agencyMembers)
    .set({ contactName: opts.contact.name, phone: opts.contact.phone, whatsapp: opts.contact.whatsapp })
    .where(ownMember(opts.agencyId, opts.userId))
    .returning({ id: agencyMembers.id });
  if (!updated.length) throw new AppError('not_found');
  return load(opts.db, opts.agencyId, opts.userId);
}
