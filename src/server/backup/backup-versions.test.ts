import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/support/test-db';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { createLocalStorage } from '../providers/storage/local';
import { createBackup } from './create-backup';
import { MANIFEST_FILE } from './manifest';
import { appliedMigrations, appMigrations, migrationsUpTo, removeDir } from './migrations';
import { restoreBackup } from './restore-backup';
import { inTransaction } from './sql-session';

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'escaparate-backup-versions-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** An embedded database migrated up to (and including) the migration `when`, with one user. */
async function olderPglite(when: number) {
  const database = await openDatabase({ pglite: await PGlite.create() });
  const folder = migrationsUpTo(when);
  try {
    await migrate(database, folder);
  } finally {
    removeDir(folder);
  }
  await database.pglite!.query(`INSERT INTO users (id, name, email) VALUES ('u1', 'Ana', 'ana@example.es')`);
  return database;
}

describe('backup versions', () => {
  it("restores an older version's backup, then runs this version's newer migrations", async () => {
    const all = appMigrations();
    const older = all.at(-2)!;
    const source = await olderPglite(older.when);
    const storage = createLocalStorage({ root: join(scratch, 'older-files') });
    await storage.put('listings/l1/a-960.webp', Buffer.from('webp'), { contentType: 'image/webp' });
    const dir = join(scratch, 'older-backup');
    const manifest = await createBackup({ database: source, storage, dir });
    await source.close();
    expect(manifest.migrations.map((m) => m.tag)).toEqual(all.slice(0, -1).map((m) => m.tag));

    // On PostgreSQL runs (TEST_DB=postgres) the target is PostgreSQL: a PGlite backup fits it too.
    const target = await createTestDatabase();
    const targetStorage = createLocalStorage({ root: join(scratch, 'restored-files') });
    try {
      await restoreBackup({ database: target, storage: targetStorage, dir });
      const { applied, users } = await inTransaction(target, async (sql) => ({
        applied: await appliedMigrations(sql),
        users: await sql.query<{ email: string }>('SELECT email FROM users'),
      }));
      expect(applied.map((m) => m.tag)).toEqual(all.map((m) => m.tag));
      expect(users).toEqual([{ email: 'ana@example.es' }]);
      expect((await targetStorage.get('listings/l1/a-960.webp'))?.body.toString()).toBe('webp');
    } finally {
      await target.close();
    }
    // A fresh PGlite (initdb) and two rounds of migrations: slow on a loaded machine.
  }, 120_000);

  it('refuses a backup made by a newer app before touching anything', async () => {
    const database = await createTestDatabase();
    const storage = createLocalStorage({ root: join(scratch, 'newer-files') });
    try {
      await database.db.execute(`INSERT INTO users (id, email) VALUES ('keep', 'keep@example.es')`);
      const dir = join(scratch, 'newer-backup');
      const manifest = await createBackup({ database, storage, dir });
      manifest.migrations.push({ when: Date.now() + 1e9, tag: '9999_from_the_future' });
      await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(manifest));
      await expect(restoreBackup({ database, storage, dir, force: true })).rejects.toThrow(
        /newer Escaparate.*9999_from_the_future/,
      );
      const users = await inTransaction(database, (sql) => sql.query('SELECT id FROM users'));
      expect(users).toEqual([{ id: 'keep' }]);
    } finally {
      await database.close();
    }
  });
});
