import type { Database } from '../db/client';
import { migrate, withStartupLock } from '../db/migrate';
import { seedCatalog } from '../db/seed/seed-catalog';
import type { Storage } from '../providers/storage/storage';
import { copyFilesIn } from './files';
import { loadTables, resetDatabase, tablesWithRows } from './load-database';
import { loadJobs } from './load-jobs';
import { readManifest } from './manifest';
import { assertRestorable, migrationsUpTo, removeDir } from './migrations';

export interface RestoreBackupOptions {
  database: Database;
  storage: Storage;
  dir: string;
  /** Replace a database and storage that already hold data. */
  force?: boolean;
  onProgress?: (message: string) => void;
}

/** A restore that would overwrite data without `force`: nothing was changed. */
export class TargetNotEmptyError extends Error {}

/**
 * Rebuilds the schema at the backup's migration, loads its rows, runs this app's newer migrations,
 * puts back pending jobs and every file. Refuses a backup from a newer app, and a target that holds
 * data unless forced; both checks come before anything is written.
 */
export async function restoreBackup(opts: RestoreBackupOptions): Promise<void> {
  // A server starting meanwhile on the same PostgreSQL waits for the restore before it migrates.
  await withStartupLock(opts.database, () => restore(opts));
}

async function restore(opts: RestoreBackupOptions): Promise<void> {
  const { database, storage, dir } = opts;
  const log = opts.onProgress ?? (() => {});
  const manifest = await readManifest(dir);
  assertRestorable(manifest.migrations);

  const tables = await tablesWithRows(database);
  const files = (await storage.list()).length;
  if ((tables.length || files) && !opts.force)
    throw new TargetNotEmptyError(
      `The target is not empty (${[
        tables.length ? `rows in ${tables.join(', ')}` : '',
        files ? `${files} stored files` : '',
      ]
        .filter(Boolean)
        .join('; ')}). Restore into an empty database and storage, or pass --force to replace them.`,
    );

  await resetDatabase(database);
  const upTo = migrationsUpTo(manifest.migrations.at(-1)!.when);
  try {
    await migrate(database, upTo);
  } finally {
    removeDir(upTo);
  }
  await loadTables(database, dir, manifest.tables);
  log(`database: ${manifest.tables.reduce((n, t) => n + t.rows, 0)} rows restored`);
  // Rows restored at their own version; this app's newer migrations bring them up to date.
  await migrate(database);
  await seedCatalog(database.db);
  if (manifest.jobs) {
    const jobs = await loadJobs(database, dir, manifest.jobs);
    log(
      'restored' in jobs ? `jobs: ${jobs.restored} pending restored` : `jobs: not restored (${jobs.skipped})`,
    );
  }
  await copyFilesIn(storage, dir, manifest.files);
  log(`files: ${manifest.files.length} restored`);
}
