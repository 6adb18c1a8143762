import type { SqlSession } from './sql-session';

/**
 * Not backed up: the day's visitor hashes of microsite views and their salt are deleted once the
 * day is over (analytics/view-counter.ts); a backup must not keep them longer. The figures they
 * fed are in `daily_listing_stats`.
 */
export const NOT_BACKED_UP = new Set(['view_salts', 'view_visitors']);

export interface TableInfo {
  schema: string;
  name: string;
  columns: string[];
}

/**
 * The app's tables (schema `public`) with their stored columns, parents before children so rows
 * can be inserted in this order with every foreign key checked.
 */
export async function appTables(sql: SqlSession): Promise<TableInfo[]> {
  const tables = await sql.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY 1`,
  );
  const edges = await sql.query<{ child: string; parent: string }>(
    `SELECT cc.relname AS child, pc.relname AS parent FROM pg_constraint k
     JOIN pg_class cc ON cc.oid = k.conrelid JOIN pg_class pc ON pc.oid = k.confrelid
     WHERE k.contype = 'f' AND k.connamespace = 'public'::regnamespace AND k.conrelid <> k.confrelid`,
  );
  const order = dependencyOrder(
    tables.map((t) => t.name).filter((name) => !NOT_BACKED_UP.has(name)),
    edges,
  );
  const result: TableInfo[] = [];
  for (const name of order)
    result.push({ schema: 'public', name, columns: await storedColumns(sql, 'public', name) });
  return result;
}

/** Columns that hold data (not dropped, not generated), in table order. */
export async function storedColumns(sql: SqlSession, schema: string, name: string): Promise<string[]> {
  const rows = await sql.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_attribute a
     WHERE a.attrelid = (quote_ident($1) || '.' || quote_ident($2))::regclass
       AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     ORDER BY a.attnum`,
    [schema, name],
  );
  return rows.map((r) => r.name);
}

/** Kahn's topological sort; alphabetical among tables that are free at the same time. */
export function dependencyOrder(names: string[], edges: { child: string; parent: string }[]): string[] {
  const parents = new Map(names.map((n) => [n, new Set<string>()]));
  for (const { child, parent } of edges) parents.get(child)?.add(parent);
  const order: string[] = [];
  const done = new Set<string>();
  while (order.length < names.length) {
    const ready = names.filter((n) => !done.has(n) && [...parents.get(n)!].every((p) => done.has(p)));
    if (!ready.length)
      throw new Error(`Foreign keys form a cycle between: ${names.filter((n) => !done.has(n)).join(', ')}`);
    for (const n of ready) {
      order.push(n);
      done.add(n);
    }
  }
  return order;
}
