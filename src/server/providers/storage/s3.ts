import { createHash } from 'node:crypto';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  assertSafeKey,
  assertSafePrefix,
  contentTypeOf,
  DEFAULT_PUBLIC_BASE,
  publicUrlOf,
  type Storage,
} from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** S3-compatible endpoint (R2: https://<account>.r2.cloudflarestorage.com, MinIO: http://host:9000). */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (bucket in the path), needed by MinIO and local fakes. */
  forcePathStyle?: boolean;
  /** `/uploads` (the app serves the bytes) or a CDN / public bucket URL. */
  publicBase?: string;
  /** Keys per ListObjectsV2 page (tests set it small to cover pagination). */
  pageSize?: number;
}

/** S3 refuses more than this many keys in one DeleteObjects request. */
const DELETE_BATCH = 1000;

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * DeleteObjects is the one call where S3 demands a body checksum. Since January 2025 the SDK sends
 * CRC32 there, which older MinIO and other S3-compatible services refuse ("Missing required header
 * for this request: Content-MD5"); AWS still accepts Content-MD5, so send that instead. This is
 * the fallback AWS documents in aws-sdk-js-v3 supplemental-docs/MD5_FALLBACK.md.
 */
function sendContentMd5OnDeleteObjects(client: S3Client): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const request = args.request as { headers?: Record<string, string>; body?: unknown };
      if (context.commandName !== 'DeleteObjectsCommand' || !request.headers) return next(args);
      for (const name of Object.keys(request.headers))
        if (/^x-amz-(sdk-)?checksum-/i.test(name)) delete request.headers[name];
      if (typeof request.body === 'string' || request.body instanceof Uint8Array)
        request.headers['content-md5'] = createHash('md5').update(request.body).digest('base64');
      return next(args);
    },
    // After the SDK's own checksum middleware (same step, default priority), before signing.
    { step: 'build', priority: 'low', name: 'contentMd5ForDeleteObjects' },
  );
}

/** Real storage: any S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) through the AWS SDK. */
export function createS3Storage(options: S3StorageOptions): Storage {
  const { bucket } = options;
  const publicBase = options.publicBase ?? DEFAULT_PUBLIC_BASE;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK's default CRC32 checksums on every request are not understood by R2, MinIO
    // and s3rver alike; send them only where S3 requires one (DeleteObjects).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  sendContentMd5OnDeleteObjects(client);

  async function deleteKeys(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH);
      const res = await client.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = res.Errors ?? [];
      if (failed.length)
        throw new Error(
          `S3 could not delete ${failed.length} object(s): ${failed.map((e) => `${e.Key} (${e.Code})`).join(', ')}`,
        );
    }
  }

  async function listKeys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: prefix,
          MaxKeys: options.pageSize,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  return {
    kind: 's3',
    async put(key, body, opts) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: opts.contentType,
          CacheControl: opts.cacheControl,
        }),
      );
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const body = Buffer.from((await res.Body?.transformToByteArray()) ?? []);
        return {
          body,
          contentType: res.ContentType ?? contentTypeOf(key),
          size: body.length,
          etag: res.ETag,
        };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async delete(keys) {
      keys.forEach(assertSafeKey);
      await deleteKeys([...new Set(keys)]);
    },
    async deletePrefix(prefix) {
      assertSafePrefix(prefix);
      // List everything first: deleting while paginating can shift pages on some backends.
      const keys = await listKeys(prefix);
      await deleteKeys(keys);
      return keys.length;
    },
    list: async () => (await listKeys('')).sort(),
    publicUrl: (key) => publicUrlOf(publicBase, key),
  };
}
