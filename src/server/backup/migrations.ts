import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsDir } from '../paths';
import type { Manifest } from './manifest';
import { one, type SqlSession } from './sql-session';

interface JournalEntry {
  when: number;
  tag: string;
}

const journalPath = (dir: string) => join(dir, 'meta/_journal.json');

/** The migrations this app ships, oldest first. */
export function appMigrations(dir = migrationsDir()): JournalEntry[] {
  return (JSON.parse(readFileSync(journalPath(dir), 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** The migrations applied to a database (none when it was never migrated). */
export async function appliedMigrations(sql: SqlSession): Promise<Manifest['migrations']> {
  const { present } = await one(
    sql.query<{ present: boolean }>(
      `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
    ),
  );
  if (!present) return [];
  const rows = await sql.query<{ when: string }>(
    'SELECT created_at AS "when" FROM drizzle.__drizzle_migrations ORDER BY created_at',
  );
  const tags = new Map(appMigrations().map((m) => [m.when, m.tag]));
  return rows.map((r) => ({ when: Number(r.when), tag: tags.get(Number(r.when)) ?? null }));
}

/**
 * Refuses a backup whose schema this app cannot rebuild: one made by a newer version (a migration
 * this app does not have) or one with no migration at all.
 */
export function assertRestorable(backup: Manifest['migrations']): void {
  const known = new Set(appMigrations().map((m) => m.when));
  const unknown = backup.filter((m) => !known.has(m.when));
  if (unknown.length)
    throw new Error(
      `This backup was made by a newer Escaparate: its database has migration(s) ${unknown
        .map((m) => m.tag ?? m.when)
        .join(', ')} that this version does not know. Update the app, then restore.`,
    );
  if (!backup.length) throw new Error('This backup holds no migrated database');
}

/**
 * A copy of the migrations folder that stops at the backup's last migration, so the schema can be
 * built exactly as it was before the rows go in; the newer migrations run after. Remove it when done.
 */
export function migrationsUpTo(lastWhen: number): string {
  const source = migrationsDir();
  const dir = mkdtempSync(join(tmpdir(), 'escaparate-migrations-'));
  cpSync(source, dir, { recursive: true });
  const journal = JSON.parse(readFileSync(journalPath(source), 'utf8')) as { entries: JournalEntry[] };
  journal.entries = journal.entries.filter((e) => e.when <= lastWhen);
  writeFileSync(journalPath(dir), JSON.stringify(journal));
  return dir;
}

export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });
