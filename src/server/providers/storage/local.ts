import { createHash, randomUUID } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import {
  assertSafeKey,
  assertSafePrefix,
  contentTypeOf,
  DEFAULT_PUBLIC_BASE,
  isSafeKey,
  publicUrlOf,
  type Storage,
} from './storage';

const missing = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);
const isMissing = (err: unknown) => missing.has((err as NodeJS.ErrnoException).code ?? '');

/**
 * Embedded storage: one file per key under `root` (`${DATA_DIR}/uploads`).
 * No sidecar metadata: the content type is derived from the key's extension on read
 * (webp, jpg/jpeg, png, avif, svg, json), so `put`'s contentType/cacheControl are not kept.
 */
export function createLocalStorage(options: { root: string; publicBase?: string }): Storage {
  const root = resolve(options.root);
  const publicBase = options.publicBase ?? DEFAULT_PUBLIC_BASE;

  // assertSafeKey already forbids '..'; the resolved-path check is the second lock.
  function pathOf(key: string): string {
    assertSafeKey(key);
    const full = resolve(root, key);
    if (!full.startsWith(root + sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return full;
  }

  return {
    kind: 'local',
    async put(key, body) {
      const file = pathOf(key);
      const dir = dirname(file);
      await mkdir(dir, { recursive: true });
      // Readers never see a half-written file: write beside it, then rename over it.
      const tmp = join(dir, `.${randomUUID()}.tmp`);
      try {
        await writeFile(tmp, body);
        await rename(tmp, file);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key) {
      let body: Buffer;
      try {
        body = await readFile(pathOf(key));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      return { body, contentType: contentTypeOf(key), size: body.length, etag };
    },
    async delete(keys) {
      const files = keys.map(pathOf);
      await Promise.all(files.map((file) => rm(file, { force: true })));
    },
    async deletePrefix(prefix) {
      assertSafePrefix(prefix);
      const dir = pathOf(prefix.slice(0, -1));
      let count: number;
      try {
        const entries = await readdir(dir, { recursive: true, withFileTypes: true });
        count = entries.filter((e) => e.isFile()).length;
      } catch (err) {
        if (isMissing(err)) return 0;
        throw err;
      }
      await rm(dir, { recursive: true, force: true });
      return count;
    },
    async list() {
      let entries: Dirent[];
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (err) {
        if (isMissing(err)) return [];
        throw err;
      }
      // Half-written files (`.<uuid>.tmp`) are not keys; neither is anything a key could not name.
      return entries
        .filter((e) => e.isFile())
        .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
        .filter(isSafeKey)
        .filter((key) => !/(^|\/)\.[^/]*\.tmp$/.test(key))
        .sort();
    },
    publicUrl: (key) => publicUrlOf(publicBase, key),
  };
}
