import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { agencies } from '../../src/server/db/schema';
import { seedCatalog } from '../../src/server/db/seed/seed-catalog';
import { createViewCounter } from '../../src/server/modules/analytics/view-counter';
import { pgliteBaseSnapshot } from '../../src/server/paths';
import { createListingRow, insertLeads, insertRender, insertScans, insertViews } from './activity';
import { startAppServer } from './app-server';
import { createAgency, uniqueEmail } from './factories';

export interface ServerWithHistory {
  baseURL: string;
  owner: { email: string; password: string };
  stop(): Promise<void>;
}

/**
 * The built server on a database prepared here (PGlite in its own DATA_DIR) with an agency
 * ('Fincas Luna', Pro) and 100 days of activity: 3 listings (one a draft); in the last 7 days
 * 8 scans (each a view through the code) and 2 leads, in the last 30 days 22 and 6, in the last 365
 * days 57 and 14; 3 AI renders
 * completed this week (2 Industrial, 1 Clásico).
 */
export async function startServerWithHistory(): Promise<ServerWithHistory> {
  const dataDir = mkdtempSync(join(tmpdir(), 'escaparate-history-'));
  const database = await openDatabase({ dataDir, baseSnapshot: pgliteBaseSnapshot() });
  await migrate(database);
  await seedCatalog(database.db);
  const { db } = database;
  const { user, agency } = await createAgency(db, { email: uniqueEmail('historia'), name: 'Fincas Luna' });
  await db.update(agencies).set({ currentPlan: 'pro' }).where(eq(agencies.id, agency.id));
  const a = await createListingRow(db, agency.id, { title: 'Ático con vistas' });
  const b = await createListingRow(db, agency.id, { title: 'Bajo con jardín' });
  await createListingRow(db, agency.id, { title: 'Estudio en obras', published: false });
  const views = createViewCounter({ db, logger: pino({ level: 'silent' }), flushMs: 0 });
  const ago = (days: number) => new Date(Date.now() - days * 24 * 3600_000);
  for (const [listing, n, age, device] of [
    [a, 6, 2, 'mobile'],
    [b, 2, 2, 'desktop'],
    [b, 10, 15, 'mobile'],
    [a, 4, 15, 'tablet'],
    [a, 30, 100, 'mobile'],
    [b, 5, 100, 'other'],
  ] as const) {
    await insertScans(db, listing, n, { at: ago(age), device });
    await insertViews(views, listing, n, { at: ago(age), device, qr: true });
  }
  await views.stop();
  await insertLeads(db, a, 2, { at: ago(2), style: 'nordic' });
  await insertLeads(db, b, 3, { at: ago(15), style: 'industrial' });
  await insertLeads(db, a, 1, { at: ago(15), style: 'boho', device: 'desktop' });
  await insertLeads(db, a, 6, { at: ago(100), style: 'nordic' });
  await insertLeads(db, b, 2, { at: ago(100), style: 'minimalist', device: 'tablet' });
  // AI renders completed: two Industrial and one Clásico (a style no lead chose) this week.
  await insertRender(db, a, { style: 'industrial', completedAt: ago(3) });
  await insertRender(db, b, { style: 'industrial', completedAt: ago(3) });
  await insertRender(db, a, { style: 'classic', completedAt: ago(3) });
  await database.close();
  const server = await startAppServer({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
  return {
    baseURL: server.baseURL,
    owner: user,
    async stop() {
      try {
        await server.stop();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
