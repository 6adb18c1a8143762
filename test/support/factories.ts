import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { mailOutbox } from '../../src/server/db/schema';
import { insertPasswordUser } from '../../src/server/db/seed/password-user';
import { ensureMyAgency } from '../../src/server/modules/agencies/ensure-my-agency';

let seq = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now().toString(36)}-${++seq}@example.es`;

/** A user with an e-mail + password account (verified unless told otherwise). */
export async function createUser(
  db: Db,
  overrides: { email?: string; password?: string; emailVerified?: boolean } = {},
) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'secreto-123';
  const id = await insertPasswordUser(db, { email, password, emailVerified: overrides.emailVerified });
  return { id, email, password };
}

/** A user and their agency. */
export async function createAgency(db: Db, overrides: { email?: string; name?: string } = {}) {
  const user = await createUser(db, { email: overrides.email });
  const agency = await ensureMyAgency({ db, userId: user.id, nameHint: overrides.name });
  return { user, agency };
}

/** The newest outbox message sent to an address. */
export async function lastMailTo(db: Db, to: string) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row;
}
