import { paths } from '../../../shared/paths';

/** An object read back from storage. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
  size: number;
  /** Quoted entity tag (`"<md5 hex>"` for both implementations), used for If-None-Match. */
  etag?: string;
}

/** Keeps uploaded files: local folder (embedded default) or an S3-compatible bucket. */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Writes the object (overwrites). Keys look like `listings/{listingId}/{hash}-960.webp`. */
  put(key: string, body: Buffer, opts: { contentType: string; cacheControl?: string }): Promise<void>;
  /** The object, or null when it does not exist. */
  get(key: string): Promise<StoredObject | null>;
  /** Deletes these keys; missing keys are not an error. */
  delete(keys: string[]): Promise<void>;
  /** Deletes every key under a prefix ending in `/` (e.g. `listings/{id}/`); returns how many. */
  deletePrefix(prefix: string): Promise<number>;
  /** Every stored key, sorted (backups copy them all). */
  list(): Promise<string[]>;
  /** The public URL of a key: `${publicBase}/${key}` (publicBase defaults to `/uploads`). */
  publicUrl(key: string): string;
}

/** The app's own route for stored files (uploads.routes.ts). */
export const DEFAULT_PUBLIC_BASE = paths.uploads;
const MAX_KEY_LENGTH = 512;

/** True for keys made of non-empty segments of [A-Za-z0-9._-] joined by `/`, none of them `.` or `..`. */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  if (!/^[A-Za-z0-9._/-]+$/.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** Rejects '..', absolute paths, backslashes, empty segments and anything outside [A-Za-z0-9._/-]. */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

/**
 * A prefix is a safe key plus a trailing `/`, so `listings/1/` never matches `listings/12/...`
 * and nobody can wipe the whole store with `''`.
 */
export function assertSafePrefix(prefix: string): void {
  if (!prefix.endsWith('/') || !isSafeKey(prefix.slice(0, -1)))
    throw new Error(`Unsafe storage prefix: ${JSON.stringify(prefix)}`);
}

export function publicUrlOf(publicBase: string, key: string): string {
  assertSafeKey(key);
  return `${publicBase.replace(/\/+$/, '')}/${key}`;
}

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  json: 'application/json',
};

/** The content type implied by a key's extension; application/octet-stream when unknown. */
export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return (key.includes('.') && contentTypes[ext]) || 'application/octet-stream';
}
