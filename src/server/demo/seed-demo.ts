import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agencies, subscriptions, users } from '../db/schema';
import { insertPasswordUser } from '../db/seed/password-user';
import { ensureMyAgency } from '../modules/agencies/ensure-my-agency';
import { DEMO_ACCOUNT } from './demo-account';
import { type DemoListingsDeps, seedDemoListings } from './seed-demo-listings';

/**
 * A verified user whose agency has an active Pro plan, so a newcomer can look around at
 * once. Idempotent: an existing demo user is left as it is.
 *
 * Given the app's providers (`npm start`; `npm run seed` has none), it also seeds three published
 * listings with photos drawn by code and sent through the real upload pipeline, so the dashboard
 * and the microsites are not empty. That happens once per demo agency, never again: a marker in
 * storage (seed-demo-listings.ts) records it, so a user who deletes the demo listings does not find
 * them back after a restart. Checking the listings' fixed slugs alone would re-seed them on every
 * start after a deletion; the slugs only keep a run that stopped half-way from making duplicates.
 * (Wiping the uploads but keeping the database seeds them once more: acceptable for a demo.)
 * A failure is logged and the server starts anyway.
 */
export async function seedDemo(db: Db, deps?: DemoListingsDeps): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  let userId = existing?.id;
  userId ??= await insertPasswordUser(db, { ...DEMO_ACCOUNT, name: 'Demo' });
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
  if (!deps) return;
  const started = performance.now();
  try {
    const created = await seedDemoListings({ db, agencyId: agency.id, ...deps });
    if (created > 0)
      deps.logger.info(
        { listings: created, ms: Math.round(performance.now() - started) },
        'demo listings seeded',
      );
  } catch (err) {
    deps.logger.error({ err }, 'could not seed the demo listings; starting without them');
  }
}
