import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, pgliteStartOptions } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { seedCatalog } from '../../src/server/db/seed/seed-catalog';
import { projectRoot } from '../../src/server/paths';

/** A migrated, catalogue-seeded PGlite, dumped once per run: loading it costs far less than migrating. */
export const snapshotPath = () => join(projectRoot(), '.tmp/pglite-snapshot.tar.gz');
export const TEMPLATE_DB = 'escaparate_test_template';

export async function buildPgliteSnapshot(): Promise<void> {
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  await migrate(database);
  await seedCatalog(database.db);
  const dump = await pglite.dumpDataDir('gzip');
  mkdirSync(join(projectRoot(), '.tmp'), { recursive: true });
  writeFileSync(snapshotPath(), Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
}

export async function loadPgliteSnapshot(): Promise<PGlite> {
  if (!existsSync(snapshotPath())) await buildPgliteSnapshot();
  const blob = new Blob([readFileSync(snapshotPath())]);
  return PGlite.create({ ...pgliteStartOptions, loadDataDir: blob });
}

/** Connection string of another database on the same PostgreSQL server. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A migrated template database on PostgreSQL; each test file copies it. */
export async function buildPostgresTemplate(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: withDatabase(url, TEMPLATE_DB), poolSize: 1 });
  await migrate(database);
  await seedCatalog(database.db);
  await database.close();
}
