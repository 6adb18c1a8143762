import pg from 'pg';
import type { Database } from '../db/client';

/** One connection's worth of SQL, the same on PostgreSQL and PGlite. */
export interface SqlSession {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

/**
 * Runs `fn` in one transaction on one connection. On PostgreSQL a dedicated client (not the app's
 * pool); on PGlite the instance's transaction, which holds its only connection for the whole time.
 * `snapshot` makes it a read-only REPEATABLE READ transaction: every query sees the same instant.
 */
export async function inTransaction<T>(
  database: Database,
  fn: (sql: SqlSession) => Promise<T>,
  opts: { snapshot?: boolean } = {},
): Promise<T> {
  if (database.kind === 'pglite') {
    const pglite = database.pglite;
    if (!pglite) throw new Error('PGlite database without its instance');
    return pglite.transaction(async (tx) => {
      if (opts.snapshot) await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
      return fn({ query: async (text, params) => (await tx.query(text, params)).rows as never });
    });
  }
  const client = new pg.Client({ connectionString: database.url, application_name: 'escaparate-backup' });
  await client.connect();
  try {
    await client.query(opts.snapshot ? 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY' : 'BEGIN');
    const result = await fn({ query: async (text, params) => (await client.query(text, params)).rows });
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}

/** `"schema"."name"`, quoted for SQL. */
export const qualified = (schema: string, name: string) => `${quoteIdent(schema)}.${quoteIdent(name)}`;
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The first row of a query that always returns one. */
export async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('The query returned no row');
  return row;
}
