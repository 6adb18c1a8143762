import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/client';
import type { Storage } from '../providers/storage/storage';
import { dumpDatabase } from './dump-database';
import { copyFilesOut } from './files';
import { BACKUP_FORMAT, type Manifest, writeManifest } from './manifest';

export interface CreateBackupOptions {
  database: Database;
  storage: Storage;
  /** The backup's folder; must not exist yet. */
  dir: string;
  onProgress?: (message: string) => void;
}

/**
 * Writes one backup folder: the database (one snapshot), then every stored file, then the manifest.
 * It is built under `<dir>.partial` and renamed at the end, so a folder named `dir` is always whole.
 */
export async function createBackup(opts: CreateBackupOptions): Promise<Manifest> {
  const { dir } = opts;
  if (existsSync(dir)) throw new Error(`${dir} already exists; choose another path`);
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(join(partial, 'database'), { recursive: true });
  try {
    const createdAt = new Date().toISOString();
    const database = await dumpDatabase(opts.database, partial);
    const rows = database.tables.reduce((n, t) => n + t.rows, 0);
    opts.onProgress?.(`database: ${database.tables.length} tables, ${rows} rows`);
    const files = await copyFilesOut(opts.storage, partial);
    opts.onProgress?.(`files: ${files.length} (${files.reduce((n, f) => n + f.size, 0)} bytes)`);
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      app: 'escaparate',
      createdAt,
      ...database,
      storage: { kind: opts.storage.kind },
      files,
    };
    await writeManifest(partial, manifest);
    await rename(partial, dir);
    return manifest;
  } catch (err) {
    await rm(partial, { recursive: true, force: true });
    throw err;
  }
}
