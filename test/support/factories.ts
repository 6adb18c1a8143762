import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { accounts, mailOutbox, users } from '../../src/server/db/schema';
import { ensureMyAgency } from '../../src/server/modules/agencies/ensure-my-agency';

let seq = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now().toString(36)}-${++seq}@example.es`;

/** A user with an e-mail + password account (verified unless told otherwise). */
export async function createUser(
  db: Db,
  overrides: { email?: string; password?: string; emailVerified?: boolean } = {},
) {
  const id = randomUUID();
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'secreto-123';
  await db.insert(users).values({ id, email, name: '', emailVerified: overrides.emailVerified ?? true });
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashPassword(password),
  });
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
