import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { gunzipSync } from 'node:zlib';

const BLOCK = 512;

function field(header: Buffer, offset: number, length: number): string {
  const raw = header.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

/**
 * Writes a gzipped tar's directories and regular files under `dir` (ustar, as PGlite's
 * `dumpDataDir` makes them). Entries that would land outside `dir` and other entry types
 * (links, devices) are refused: the archive is our own build output, anything else is a bug.
 */
export function extractTarGz(archive: Buffer, dir: string): number {
  const tar = gunzipSync(archive);
  let files = 0;
  for (let at = 0; at + BLOCK <= tar.length; ) {
    const header = tar.subarray(at, at + BLOCK);
    const name = field(header, 0, 100);
    if (!name) break; // the two zero blocks that end the archive
    const prefix = field(header, 345, 155);
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 0);
    const relative = normalize((prefix ? `${prefix}/${name}` : name).replace(/^\/+/, ''));
    if (relative.startsWith('..') || relative.includes(`${sep}..${sep}`))
      throw new Error(`tar: entry outside the target: ${relative}`);
    const target = join(dir, relative);
    at += BLOCK;
    if (type === '5') mkdirSync(target, { recursive: true, mode: 0o700 });
    else if (type === '0' || type === '\0') {
      mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
      writeFileSync(target, tar.subarray(at, at + size), { mode: 0o600 });
      files++;
    } else throw new Error(`tar: unsupported entry type "${type}" for ${relative}`);
    at += Math.ceil(size / BLOCK) * BLOCK;
  }
  return files;
}
