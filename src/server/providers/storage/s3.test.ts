import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeStorageContract } from '../../../../test/support/storage-contract';
import { createS3Storage, type S3StorageOptions } from './s3';

// s3rver ships no types; this is the part of its API the test uses.
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

const bucket = 'escaparate-test';
let server: S3rverInstance;
let directory: string;
let config: S3StorageOptions;
/** ListObjectsV2 requests s3rver has received. */
let listRequests = 0;
/** Headers of the DeleteObjects requests s3rver has received. */
let deleteRequests: Record<string, unknown>[] = [];
let restoreDes: () => void;

beforeAll(async () => {
  // The SDK's notice that releases after January 2027 need Node 22 goes to stderr once.
  vi.stubEnv('AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'true');
  restoreDes = letS3rverUseDes();
  directory = await mkdtemp(join(tmpdir(), 'escaparate-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  server.httpServer.on('request', (req: IncomingMessage) => {
    if (req.url?.includes('list-type=2')) listRequests++;
    if (req.method === 'POST' && /[?&]delete(=|&|$)/.test(req.url ?? '')) deleteRequests.push(req.headers);
  });
  config = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    pageSize: 2,
  };
});
afterAll(async () => {
  await server.close();
  restoreDes();
  vi.unstubAllEnvs();
  await rm(directory, { recursive: true, force: true });
});

describeStorageContract('s3 (s3rver)', () => createS3Storage(config));

describe('S3 storage (AWS SDK against a local s3rver)', () => {
  it('stores the content type and cache control given to put', async () => {
    const storage = createS3Storage(config);
    await storage.put('listings/s3/meta.bin', Buffer.from('{}'), {
      contentType: 'application/json',
      cacheControl: 'public, max-age=60',
    });
    const client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'listings/s3/meta.bin' }));
    client.destroy();
    expect(head).toMatchObject({ ContentType: 'application/json', CacheControl: 'public, max-age=60' });
    expect((await storage.get('listings/s3/meta.bin'))?.contentType).toBe('application/json');
  });

  it('deletePrefix follows ListObjectsV2 pages', async () => {
    const storage = createS3Storage(config);
    const keys = [1, 2, 3, 4, 5].map((n) => `listings/paged/${n}.webp`);
    for (const key of keys) await storage.put(key, Buffer.from(key), { contentType: 'image/webp' });
    listRequests = 0;
    expect(await storage.deletePrefix('listings/paged/')).toBe(5);
    expect(listRequests).toBe(3);
    for (const key of keys) expect(await storage.get(key)).toBeNull();
  });

  it('splits delete into DeleteObjects batches of 1000 keys', async () => {
    const storage = createS3Storage(config);
    // Missing keys cost nothing, so only the first and the 1001st exist.
    const keys = Array.from({ length: 1001 }, (_, n) => `listings/many/${n}.webp`);
    for (const key of [keys[0]!, keys[1000]!])
      await storage.put(key, Buffer.from('x'), { contentType: 'image/webp' });
    deleteRequests = [];
    await storage.delete(keys);
    expect(deleteRequests).toHaveLength(2);
    for (const headers of deleteRequests) {
      // Content-MD5 rather than the SDK's CRC32, for older MinIO and other S3-compatibles.
      expect(headers['content-md5']).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Object.keys(headers).filter((h) => h.startsWith('x-amz-checksum-'))).toEqual([]);
    }
    expect(await storage.get(keys[0]!)).toBeNull();
    expect(await storage.get(keys[1000]!)).toBeNull();
  });

  it('uses publicBase for URLs (CDN or public bucket)', () => {
    const storage = createS3Storage({ ...config, publicBase: 'https://fotos.escaparate.es' });
    expect(storage.publicUrl('listings/1/a-960.webp')).toBe(
      'https://fotos.escaparate.es/listings/1/a-960.webp',
    );
  });
});
