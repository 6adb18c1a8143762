import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { agencies } from '../../src/server/db/schema';
import { seedCatalog } from '../../src/server/db/seed/seed-catalog';
import { pgliteBaseSnapshot } from '../../src/server/paths';
import { createListingRow, insertRender } from './activity';
import { startAppServer } from './app-server';
import { createAgency, uniqueEmail } from './factories';

export interface ServerWithStagingOwner {
  baseURL: string;
  owner: { email: string; password: string };
  listingId: string;
  stop(): Promise<void>;
}

/**
 * The built server (with `env` on top of the e2e defaults: NODE_ENV=production, say) on a database
 * prepared here: an agency on the Smart plan (20 renders a month) with one listing and `renders`
 * renders already completed this month.
 */
export async function startServerWithStagingOwner(opts: {
  renders: number;
  env?: Record<string, string>;
}): Promise<ServerWithStagingOwner> {
  const dataDir = mkdtempSync(join(tmpdir(), 'escaparate-staging-'));
  const database = await openDatabase({ dataDir, baseSnapshot: pgliteBaseSnapshot() });
  await migrate(database);
  await seedCatalog(database.db);
  const { db } = database;
  const { user, agency } = await createAgency(db, { email: uniqueEmail('staging'), name: 'Fincas Sol' });
  await db.update(agencies).set({ currentPlan: 'smart' }).where(eq(agencies.id, agency.id));
  const listing = await createListingRow(db, agency.id, { title: 'Piso sin amueblar' });
  for (let i = 0; i < opts.renders; i++)
    await insertRender(db, listing, { style: 'nordic', completedAt: new Date() });
  await database.close();
  const server = await startAppServer({ DATA_DIR: dataDir, SEED_DEMO: 'false', ...opts.env });
  return {
    baseURL: server.baseURL,
    owner: user,
    listingId: listing.id,
    async stop() {
      try {
        await server.stop();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
