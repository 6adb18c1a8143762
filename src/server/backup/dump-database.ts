import { join } from 'node:path';
import type { Database } from '../db/client';
import type { Manifest, TableEntry } from './manifest';
import { appliedMigrations } from './migrations';
import { gzipLineWriter } from './ndjson';
import { inTransaction, one, qualified, type SqlSession } from './sql-session';
import { appTables, storedColumns } from './tables';

const FETCH_ROWS = 500;
/** Jobs that still have to run; finished ones are history pg-boss itself deletes. */
const PENDING_JOBS = `state IN ('created', 'retry', 'active')`;

type DatabasePart = Pick<Manifest, 'database' | 'migrations' | 'tables' | 'jobs'>;

/**
 * Writes every table of the app (and pg-boss's pending jobs) under `dir/database`, all read in one
 * read-only snapshot transaction: the rows are those of one instant, whatever the app writes meanwhile.
 */
export async function dumpDatabase(database: Database, dir: string): Promise<DatabasePart> {
  return inTransaction(
    database,
    async (sql) => {
      const { version } = await one(
        sql.query<{ version: string }>('SELECT current_setting($1) AS version', ['server_version']),
      );
      const migrations = await appliedMigrations(sql);
      const tables: TableEntry[] = [];
      for (const table of await appTables(sql)) tables.push(await dumpTable(sql, dir, table));
      return {
        database: { kind: database.kind, serverVersion: version },
        migrations,
        tables,
        jobs: await dumpJobs(sql, dir),
      };
    },
    { snapshot: true },
  );
}

async function dumpJobs(sql: SqlSession, dir: string): Promise<DatabasePart['jobs']> {
  const { present } = await one(
    sql.query<{ present: boolean }>(
      `SELECT to_regclass('pgboss.version') IS NOT NULL AND to_regclass('pgboss.job') IS NOT NULL AS present`,
    ),
  );
  if (!present) return null;
  const { version } = await one(sql.query<{ version: number }>('SELECT version FROM pgboss.version'));
  const columns = async (name: string) => ({
    schema: 'pgboss',
    name,
    columns: await storedColumns(sql, 'pgboss', name),
  });
  return {
    schemaVersion: Number(version),
    queues: await dumpTable(sql, dir, await columns('queue')),
    jobs: await dumpTable(sql, dir, await columns('job'), PENDING_JOBS),
  };
}

/** One table as gzipped JSON lines, read through a cursor (never the whole table in memory). */
async function dumpTable(
  sql: SqlSession,
  dir: string,
  table: { schema: string; name: string; columns: string[] },
  where = 'true',
): Promise<TableEntry> {
  const file = `database/${table.schema}.${table.name}.ndjson.gz`;
  const writer = gzipLineWriter(join(dir, file));
  const list = table.columns.map((c) => `"${c.replaceAll('"', '""')}"`).join(', ');
  let rows = 0;
  try {
    await sql.query(
      `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS line
       FROM (SELECT ${list} FROM ${qualified(table.schema, table.name)} WHERE ${where}) t`,
    );
    for (;;) {
      const batch = await sql.query<{ line: string }>(`FETCH ${FETCH_ROWS} FROM backup_rows`);
      if (!batch.length) break;
      rows += batch.length;
      await writer.write(batch.map((r) => r.line));
    }
    await sql.query('CLOSE backup_rows');
  } finally {
    await writer.close();
  }
  return { ...table, rows, file };
}
