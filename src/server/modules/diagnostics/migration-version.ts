import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { migrationsDir } from '../../paths';

interface JournalEntry {
  tag: string;
  when: number;
}

/** The committed migrations, oldest first (drizzle-kit's journal). */
function journal(): JournalEntry[] {
  const raw = readFileSync(join(migrationsDir(), 'meta', '_journal.json'), 'utf8');
  return (JSON.parse(raw) as { entries: JournalEntry[] }).entries;
}

/** Thrown when the database is behind the code: the check reports it with this code. */
export class MigrationsPendingError extends Error {
  readonly code = 'migrations_pending';
}

/**
 * The latest migration applied to this database, by its tag (`0007_staged-image-derivatives`).
 * Drizzle's migrator records each applied migration with the journal's `when` as `created_at`.
 */
export async function migrationVersion(db: Db): Promise<string> {
  const result = await db.execute<{ created_at: string | number }>(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const row = (result as unknown as { rows: { created_at: string | number }[] }).rows[0];
  if (!row) throw new MigrationsPendingError('No se ha aplicado ninguna migración.');
  const entries = journal();
  const applied = Number(row.created_at);
  const entry = entries.find((e) => e.when === applied);
  const latest = entries.at(-1);
  const tag = entry?.tag ?? `desconocida (${applied})`;
  if (latest && latest.when > applied) {
    throw new MigrationsPendingError(`Aplicada ${tag}; falta hasta ${latest.tag}.`);
  }
  return tag;
}
