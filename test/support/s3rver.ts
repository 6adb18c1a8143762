import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// s3rver ships no types; this is the part of its API the tests use.
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer: Server;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
const require = createRequire(import.meta.url);
const S3rver = require('s3rver') as S3rverClass;

/**
 * s3rver encrypts ListObjectsV2 continuation tokens with single DES, which OpenSSL 3 (Node ≥ 17)
 * no longer ships (jamhall/s3rver#818), so every truncated listing fails with InternalError.
 * Triple DES with the key repeated three times is the same cipher, and is still available.
 */
function letS3rverUseDes(): () => void {
  const crypto = require('node:crypto') as typeof import('node:crypto');
  const { createCipheriv, createDecipheriv } = crypto;
  type Factory = (algorithm: string, key: Buffer, iv: Buffer, ...options: unknown[]) => unknown;
  const tripled =
    (original: Factory): Factory =>
    (algorithm, key, iv, ...options) =>
      algorithm === 'des'
        ? original('des-ede3-cbc', Buffer.concat([key, key, key]), iv)
        : original(algorithm, key, iv, ...options);
  crypto.createCipheriv = tripled(createCipheriv as Factory) as typeof createCipheriv;
  crypto.createDecipheriv = tripled(createDecipheriv as Factory) as typeof createDecipheriv;
  return () => {
    crypto.createCipheriv = createCipheriv;
    crypto.createDecipheriv = createDecipheriv;
  };
}

/** A local server speaking S3 with these buckets, its files in a temporary folder. */
export async function startS3rver(buckets: string[]) {
  const restoreDes = letS3rverUseDes();
  const directory = await mkdtemp(join(tmpdir(), 'escaparate-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    httpServer: server.httpServer,
    /** The S3_* variables of a bucket on this server. */
    env: (bucket: string): Record<string, string> => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }),
    async close() {
      await server.close();
      restoreDes();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
