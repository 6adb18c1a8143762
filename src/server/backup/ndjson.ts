import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/** Writes text lines into a gzip file, waiting when the stream is full. */
export function gzipLineWriter(path: string) {
  const gzip = createGzip();
  const file = createWriteStream(path);
  gzip.pipe(file);
  return {
    async write(lines: string[]) {
      if (lines.length && !gzip.write(`${lines.join('\n')}\n`)) await once(gzip, 'drain');
    },
    async close() {
      gzip.end();
      await finished(file);
    },
  };
}

/** The lines of a gzip file, in batches of at most `size`. */
export async function* gzipLineBatches(path: string, size: number): AsyncGenerator<string[]> {
  const lines = createInterface({ input: createReadStream(path).pipe(createGunzip()), crlfDelay: Infinity });
  let batch: string[] = [];
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
