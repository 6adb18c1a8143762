import type { PGlite } from '@electric-sql/pglite';

/** What pg-boss's `db` option needs: run one SQL text with optional parameters. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss over the embedded PGlite (one connection, shared with the app).
 *
 * - Parameterised single statements go to `query`.
 * - Texts without parameters may hold several statements (schema creation, maintenance wrapped in
 *   `BEGIN; …; COMMIT;`), which only `exec` runs. They run inside `pglite.transaction()`: it holds
 *   PGlite's transaction lock for the whole script, and if a statement fails it rolls back, so a
 *   failed script can never leave the one connection stuck in an aborted transaction for the app.
 *   The script's own BEGIN/COMMIT inside it only raise notices, which PGlite drops.
 */
export function pgliteExecutor(pglite: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await pglite.query(text, values as unknown[]);
        return { rows: result.rows };
      }
      const results = await pglite.transaction((tx) => tx.exec(text));
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}
