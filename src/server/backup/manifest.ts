import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Bumped when the layout of a backup changes; restore refuses formats it does not know. */
export const BACKUP_FORMAT = 1;
export const MANIFEST_FILE = 'manifest.json';

/** One table's rows: `database/<schema>.<name>.ndjson.gz`, one JSON object per row. */
export interface TableEntry {
  schema: string;
  name: string;
  /** The columns stored (generated ones are left out: the database computes them again). */
  columns: string[];
  rows: number;
  file: string;
}

/** One stored file: `files/<key>`. */
export interface FileEntry {
  key: string;
  size: number;
  sha256: string;
  contentType: string;
}

/** What a backup holds, written last: a folder without it is not a finished backup. */
export interface Manifest {
  format: typeof BACKUP_FORMAT;
  app: 'escaparate';
  createdAt: string;
  database: { kind: 'pglite' | 'postgres'; serverVersion: string };
  /** The applied migrations (drizzle's `created_at`, the journal's `when`) and their tags. */
  migrations: { when: number; tag: string | null }[];
  /** Tables in an order that satisfies every foreign key (parents first). */
  tables: TableEntry[];
  /** pg-boss's queues and the jobs still to run, when the job queue was installed. */
  jobs: { schemaVersion: number; queues: TableEntry; jobs: TableEntry } | null;
  storage: { kind: 'local' | 's3' };
  files: FileEntry[];
}

export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new Error(`${dir} is not a finished Escaparate backup (no ${MANIFEST_FILE})`);
  }
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.app !== 'escaparate') throw new Error(`${dir} is not an Escaparate backup`);
  if (manifest.format !== BACKUP_FORMAT)
    throw new Error(
      `Backup format ${manifest.format} is not supported (this version reads format ${BACKUP_FORMAT})`,
    );
  return manifest;
}
