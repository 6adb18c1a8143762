import type { IncomingMessage } from 'node:http';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3rver } from '../../../../test/support/s3rver';
import { describeStorageContract } from '../../../../test/support/storage-contract';
import { createS3Storage, type S3StorageOptions } from './s3';

const bucket = 'escaparate-test';
let server: Awaited<ReturnType<typeof startS3rver>>;
let config: S3StorageOptions;
/** ListObjectsV2 requests s3rver has received. */
let listRequests = 0;
/** Headers of the DeleteObjects requests s3rver has received. */
let deleteRequests: Record<string, unknown>[] = [];

beforeAll(async () => {
  // The SDK's notice that releases after January 2027 need Node 22 goes to stderr once.
  vi.stubEnv('AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'true');
  server = await startS3rver([bucket]);
  server.httpServer.on('request', (req: IncomingMessage) => {
    if (req.url?.includes('list-type=2')) listRequests++;
    if (req.method === 'POST' && /[?&]delete(=|&|$)/.test(req.url ?? '')) deleteRequests.push(req.headers);
  });
  config = {
    bucket,
    region: 'us-east-1',
    endpoint: server.endpoint,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    pageSize: 2,
  };
});
afterAll(async () => {
  await server.close();
  vi.unstubAllEnvs();
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
