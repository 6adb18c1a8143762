import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { Db } from '../client';
import { accounts, users } from '../schema';

/**
 * A user who signs in with an e-mail and a password, written as better-auth writes one: the user
 * row and its `credential` account. The demo seed and the test factories both build users here.
 */
export async function insertPasswordUser(
  db: Db,
  user: { email: string; password: string; name?: string; emailVerified?: boolean },
): Promise<string> {
  const id = randomUUID();
  const password = await hashPassword(user.password);
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({ id, email: user.email, name: user.name ?? '', emailVerified: user.emailVerified ?? true });
    await tx
      .insert(accounts)
      .values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password });
  });
  return id;
}
