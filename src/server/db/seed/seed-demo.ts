import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { ensureMyAgency } from '../../modules/agencies/ensure-my-agency';
import type { Db } from '../client';
import { accounts, agencies, subscriptions, users } from '../schema';

/** The demo account printed on start and in the README. */
export const DEMO_ACCOUNT = { email: 'demo@escaparate.es', password: 'escaparate-demo' } as const;

/**
 * A verified user whose agency has an active Pro plan, so a newcomer can look around at
 * once. Idempotent: an existing demo user is left as it is.
 */
export async function seedDemo(db: Db): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  let userId = existing?.id;
  if (!userId) {
    const id = randomUUID();
    const password = await hashPassword(DEMO_ACCOUNT.password);
    await db.transaction(async (tx) => {
      await tx.insert(users).values({ id, email: DEMO_ACCOUNT.email, name: 'Demo', emailVerified: true });
      await tx
        .insert(accounts)
        .values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password });
    });
    userId = id;
  }
  const agency = await ensureMyAgency({ db, userId, nameHint: 'Inmobiliaria Sol (demo)' });
  if (!existing) {
    await db
      .update(agencies)
      .set({
        email: 'hola@inmobiliariasol.es',
        phone: '+34 912 345 678',
        city: 'Madrid',
        website: 'https://inmobiliariasol.es',
      })
      .where(eq(agencies.id, agency.id));
  }
  const [active] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.agencyId, agency.id), eq(subscriptions.status, 'active')));
  if (!active) {
    await db
      .insert(subscriptions)
      .values({ agencyId: agency.id, planCode: 'pro', status: 'active', provider: 'local' });
  }
}
