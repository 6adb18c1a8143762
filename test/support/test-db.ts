import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/server/db/client';
import { loadPgliteSnapshot, templateDb, withDatabase } from './db-snapshot';

/**
 * A fresh, migrated database for one test file: PGlite from the snapshot, or (TEST_DB=postgres)
 * a copy of the template database on the PostgreSQL of TEST_DATABASE_URL, dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !url) {
    return openDatabase({ pglite: await loadPgliteSnapshot() });
  }
  return createPostgresTestDatabase(url);
}

/** A migrated copy of the template database on the PostgreSQL of `url`, dropped on close. */
export async function createPostgresTestDatabase(url: string): Promise<Database> {
  const name = `escaparate_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDb(url)}`);
  await admin.end();
  const database = await openDatabase({ url: withDatabase(url, name), poolSize: 8 });
  return {
    ...database,
    async close() {
      await database.close();
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}
