import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, pgliteStartOptions } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { seedCatalog } from '../../src/server/db/seed/seed-catalog';
import { projectRoot } from '../../src/server/paths';

/** A migrated, catalogue-seeded PGlite, dumped once per run: loading it costs far less than migrating. */
export const snapshotPath = () => join(projectRoot(), '.tmp/pglite-snapshot.tar.gz');
/**
 * The migrated template test databases are copied from, named after the database of
 * TEST_DATABASE_URL: runs of different checkouts against one server (each with its own database)
 * never rebuild each other's template with other migrations.
 */
export function templateDb(url: string): string {
  const name = new URL(url).pathname.replace(/^\//, '').replace(/[^a-z0-9_]/gi, '_') || 'postgres';
  return `escaparate_tpl_${name}`.slice(0, 63);
}

export async function buildPgliteSnapshot(): Promise<void> {
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  await migrate(database);
  await seedCatalog(database.db);
  const dump = await pglite.dumpDataDir('gzip');
  mkdirSync(join(projectRoot(), '.tmp'), { recursive: true });
  // Written aside, then renamed: another run reading the snapshot meanwhile sees a whole file.
  const aside = `${snapshotPath()}.${process.pid}`;
  writeFileSync(aside, Buffer.from(await dump.arrayBuffer()));
  renameSync(aside, snapshotPath());
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
    await admin.query(`DROP DATABASE IF EXISTS ${templateDb(url)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${templateDb(url)}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: withDatabase(url, templateDb(url)), poolSize: 1 });
  await migrate(database);
  await seedCatalog(database.db);
  await database.close();
}
