import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { cacheControl } from '../http/cache';
import { isPrivateKey } from '../providers/storage/keys';
import { assertSafeKey, type Storage } from '../providers/storage/storage';
import type { FileEntry } from './manifest';

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');
const fileOf = (dir: string, key: string) => {
  assertSafeKey(key);
  return join(dir, 'files', key);
};

/**
 * Copies every stored object into `dir/files/<key>`. Listed after the database snapshot: a row in
 * the backup names a file that existed then, and files are content-addressed, so it is listed now.
 * An object deleted between the listing and its copy (its row is gone too) is skipped.
 */
export async function copyFilesOut(
  storage: Storage,
  dir: string,
  onProgress?: (done: number, total: number) => void,
): Promise<FileEntry[]> {
  const keys = await storage.list();
  const entries: FileEntry[] = [];
  for (const [i, key] of keys.entries()) {
    const object = await storage.get(key);
    if (object) {
      const file = fileOf(dir, key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, object.body);
      entries.push({ key, size: object.size, sha256: sha256(object.body), contentType: object.contentType });
    }
    onProgress?.(i + 1, keys.length);
  }
  return entries;
}

/** Puts every file of the backup back into storage, after checking its bytes against the manifest. */
export async function copyFilesIn(
  storage: Storage,
  dir: string,
  files: FileEntry[],
  onProgress?: (done: number, total: number) => void,
): Promise<void> {
  for (const [i, entry] of files.entries()) {
    const body = await readFile(fileOf(dir, entry.key));
    if (body.length !== entry.size || sha256(body) !== entry.sha256)
      throw new Error(`The backup's copy of ${entry.key} is damaged (its checksum does not match)`);
    // The app stores public files as immutable (content-hashed keys) and private ones without caching.
    await storage.put(entry.key, body, {
      contentType: entry.contentType,
      cacheControl: isPrivateKey(entry.key) ? undefined : cacheControl.immutable,
    });
    onProgress?.(i + 1, files.length);
  }
}
