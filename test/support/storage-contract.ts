import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../src/server/providers/storage/storage';
import { type FileAccess, uploadsRoutes } from '../../src/server/providers/storage/uploads.routes';

export const unsafeKeys = [
  '',
  '../x',
  'a/../../x',
  '/etc/passwd',
  'a//b',
  'a\\b',
  'a/./b',
  'a/',
  'a b',
  'ñ.webp',
];

const webp = (text: string) => Buffer.from(`RIFF....WEBPVP8 ${text}`);
/** The route's own checks only: every file it may serve is public. */
const everyone: FileAccess = async () => 'public';
const opts = { contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' };

/** The behaviours every Storage implementation shares, run against a fresh instance from `make`. */
export function describeStorageContract(name: string, make: () => Storage | Promise<Storage>) {
  describe(`${name} storage contract`, () => {
    let storage: Storage;
    // A fresh listing folder per test, so tests never see each other's keys.
    const folder = () => `listings/${randomUUID()}/`;

    beforeAll(async () => {
      storage = await make();
    });

    it('puts and gets an object with its bytes, type, size and ETag', async () => {
      const key = `${folder()}abc123-960.webp`;
      await storage.put(key, webp('one'), opts);
      const object = await storage.get(key);
      expect(object?.body.equals(webp('one'))).toBe(true);
      expect(object).toMatchObject({ contentType: 'image/webp', size: webp('one').length });
      expect(object?.etag).toMatch(/^"[0-9a-f]{32}"$/);
    });

    it('overwrites an existing key', async () => {
      const key = `${folder()}photo-480.webp`;
      await storage.put(key, webp('old'), opts);
      const before = await storage.get(key);
      await storage.put(key, webp('new!'), opts);
      const after = await storage.get(key);
      expect(after?.body.toString()).toContain('new!');
      expect(after?.etag).not.toBe(before?.etag);
    });

    it('returns null for a missing key', async () => {
      expect(await storage.get(`${folder()}missing.webp`)).toBeNull();
    });

    it('deletes the given keys and ignores missing ones', async () => {
      const dir = folder();
      await storage.put(`${dir}a.webp`, webp('a'), opts);
      await storage.put(`${dir}b.webp`, webp('b'), opts);
      await storage.delete([`${dir}a.webp`, `${dir}never-existed.webp`]);
      await storage.delete([]);
      expect(await storage.get(`${dir}a.webp`)).toBeNull();
      expect(await storage.get(`${dir}b.webp`)).not.toBeNull();
    });

    it('deletes everything under a prefix, and nothing next to it', async () => {
      const id = randomUUID();
      const keys = [1, 2, 3, 4].map((n) => `listings/${id}/${n}-960.webp`);
      keys.push(`listings/${id}/originals/1.jpg`);
      for (const key of keys) await storage.put(key, webp(key), opts);
      const neighbours = [`listings/${id}0/1-960.webp`, `listings/${id}.webp`];
      for (const key of neighbours) await storage.put(key, webp(key), opts);

      expect(await storage.deletePrefix(`listings/${id}/`)).toBe(5);
      for (const key of keys) expect(await storage.get(key)).toBeNull();
      for (const key of neighbours) expect(await storage.get(key)).not.toBeNull();
      expect(await storage.deletePrefix(`listings/${id}/`)).toBe(0);
      await storage.delete(neighbours);
    });

    it('lists every stored key, sorted, and no longer lists deleted ones', async () => {
      const dir = folder();
      const keys = [`${dir}b-960.webp`, `${dir}a/1.jpg`, `private/${dir}c.jpg`];
      for (const key of keys) await storage.put(key, webp(key), opts);
      await storage.delete([keys[0]!]);
      const listed = await storage.list();
      expect(listed).toEqual([...listed].sort());
      expect(listed).toEqual(expect.arrayContaining(keys.slice(1)));
      expect(listed).not.toContain(keys[0]);
      await storage.delete(keys);
    });

    it('rejects unsafe keys and prefixes everywhere', async () => {
      for (const key of unsafeKeys) {
        await expect(storage.put(key, webp('x'), opts), key).rejects.toThrow(/Unsafe storage key/);
        await expect(storage.get(key), key).rejects.toThrow(/Unsafe storage key/);
        await expect(storage.delete([key]), key).rejects.toThrow(/Unsafe storage key/);
        expect(() => storage.publicUrl(key), key).toThrow(/Unsafe storage key/);
      }
      for (const prefix of ['', '/', 'listings', '../', 'a//', 'listings/*/'])
        await expect(storage.deletePrefix(prefix), prefix).rejects.toThrow(/Unsafe storage prefix/);
    });

    describe('GET /uploads/*', () => {
      it('serves the bytes with type, immutable caching, nosniff and ETag; HEAD too', async () => {
        const key = `${folder()}h4sh-960.webp`;
        await storage.put(key, webp('served'), opts);
        const app = uploadsRoutes(storage, everyone);
        expect(storage.publicUrl(key)).toBe(`/uploads/${key}`);

        const res = await app.request(storage.publicUrl(key));
        expect(res.status).toBe(200);
        expect(Buffer.from(await res.arrayBuffer()).equals(webp('served'))).toBe(true);
        expect(res.headers.get('content-type')).toBe('image/webp');
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);

        const head = await app.request(`/uploads/${key}`, { method: 'HEAD' });
        expect(head.status).toBe(200);
        expect(head.headers.get('content-length')).toBe(String(webp('served').length));
        expect(await head.text()).toBe('');
      });

      it('answers 304 when If-None-Match names the ETag', async () => {
        const key = `${folder()}cached-480.webp`;
        await storage.put(key, webp('cached'), opts);
        const app = uploadsRoutes(storage, everyone);
        const etag = (await app.request(`/uploads/${key}`)).headers.get('etag')!;

        for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
          const res = await app.request(`/uploads/${key}`, { headers: { 'If-None-Match': header } });
          expect(res.status, header).toBe(304);
          expect(res.headers.get('etag')).toBe(etag);
          expect(await res.text()).toBe('');
        }
        const stale = await app.request(`/uploads/${key}`, { headers: { 'If-None-Match': '"stale"' } });
        expect(stale.status).toBe(200);
      });

      it("serves a member's file not yet public uncached, and one refused as missing", async () => {
        const key = `${folder()}draft-960.webp`;
        await storage.put(key, webp('draft'), opts);
        const member = await uploadsRoutes(storage, async () => 'private').request(`/uploads/${key}`);
        expect(member.status).toBe(200);
        expect(Buffer.from(await member.arrayBuffer()).equals(webp('draft'))).toBe(true);
        expect(member.headers.get('cache-control')).toBe('private, no-store');
        expect(member.headers.get('etag')).toBeNull();

        const other = await uploadsRoutes(storage, async () => 'none').request(`/uploads/${key}`);
        expect(other.status).toBe(404);
        expect(other.headers.get('cache-control')).toBe('no-store');
        expect(await other.json()).toEqual({
          error: { code: 'not_found', message: 'Recurso no encontrado' },
        });
      });

      it('answers 404 JSON for missing and unsafe keys', async () => {
        const app = uploadsRoutes(storage, everyone);
        for (const path of [
          `/uploads/${folder()}missing.webp`,
          '/uploads/..%2F..%2Fetc%2Fpasswd',
          '/uploads/a//b.webp',
          '/uploads/a%5Cb.webp',
          '/uploads/',
        ]) {
          const res = await app.request(path);
          expect(res.status, path).toBe(404);
          expect(res.headers.get('cache-control'), path).toBe('no-store');
          expect(await res.json()).toEqual({
            error: { code: 'not_found', message: 'Recurso no encontrado' },
          });
        }
      });
    });
  });
}
