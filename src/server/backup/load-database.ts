import { join } from 'node:path';
import type { Database } from '../db/client';
import type { TableEntry } from './manifest';
import { gzipLineBatches } from './ndjson';
import { inTransaction, one, qualified, quoteIdent, type SqlSession } from './sql-session';
import { NOT_BACKED_UP } from './tables';

const INSERT_ROWS = 500;

/** Tables of the app holding rows, other than the catalogue every start seeds. */
const CATALOGUE = new Set(['uses', 'property_types', 'rooms', 'styles', 'plans']);

/** The app tables that hold rows: a database with none is empty, whether migrated or not. */
export async function tablesWithRows(database: Database): Promise<string[]> {
  return inTransaction(database, async (sql) => {
    const tables = await sql.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY 1`,
    );
    const full: string[] = [];
    for (const { name } of tables) {
      if (CATALOGUE.has(name) || NOT_BACKED_UP.has(name)) continue;
      const { any } = await one(
        sql.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${qualified('public', name)}) AS any`),
      );
      if (any) full.push(name);
    }
    return full;
  });
}

/** Drops the app's schema, drizzle's migration log and pg-boss's tables: restore rebuilds all three. */
export async function resetDatabase(database: Database): Promise<void> {
  await inTransaction(database, async (sql) => {
    await sql.query('DROP SCHEMA IF EXISTS pgboss CASCADE');
    await sql.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
    await sql.query('DROP SCHEMA IF EXISTS public CASCADE');
    await sql.query('CREATE SCHEMA public');
  });
}

/** Replaces every table's rows in one transaction (parents first), then moves sequences past them. */
export async function loadTables(database: Database, dir: string, tables: TableEntry[]): Promise<void> {
  await inTransaction(database, async (sql) => {
    // Rows a migration seeded (the catalogue 0021 needs for its foreign key) are in the backup
    // too: the backup's rows are the truth. Children first, so no foreign key stands in the way.
    for (const table of [...tables].reverse()) {
      await sql.query(`DELETE FROM ${qualified(table.schema, table.name)}`);
    }
    for (const table of tables) {
      await loadRows(sql, dir, table);
      await advanceSequences(sql, table);
    }
  });
}

/** Rows of one table, in batches, typed by the table itself through json_populate_recordset. */
export async function loadRows(sql: SqlSession, dir: string, table: TableEntry): Promise<number> {
  const target = qualified(table.schema, table.name);
  const list = table.columns.map(quoteIdent).join(', ');
  let loaded = 0;
  for await (const batch of gzipLineBatches(join(dir, table.file), INSERT_ROWS)) {
    await sql.query(
      `INSERT INTO ${target} (${list}) OVERRIDING SYSTEM VALUE
       SELECT ${list} FROM json_populate_recordset(NULL::${target}, $1::json)`,
      [`[${batch.join(',')}]`],
    );
    loaded += batch.length;
  }
  if (loaded !== table.rows)
    throw new Error(
      `The backup of ${table.schema}.${table.name} holds ${loaded} rows, its manifest says ${table.rows}`,
    );
  return loaded;
}

async function advanceSequences(sql: SqlSession, table: TableEntry): Promise<void> {
  const target = qualified(table.schema, table.name);
  const sequences = await sql.query<{ column: string; sequence: string | null }>(
    `SELECT a.attname AS column, pg_get_serial_sequence($1, a.attname) AS sequence FROM pg_attribute a
     WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped`,
    [target],
  );
  for (const { column, sequence } of sequences) {
    if (!sequence) continue;
    await sql.query(
      `SELECT setval($1, COALESCE((SELECT max(${quoteIdent(column)}) FROM ${target}), 0) + 1, false)`,
      [sequence],
    );
  }
}
