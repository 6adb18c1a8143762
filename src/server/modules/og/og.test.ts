import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerWithListing } from '../../../../test/support/listings';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { createApp } from '../../app';
import { loadOgInput } from './load-og-input';
import { ogVersion } from './og-version';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LISTING = {
  energyStatus: 'in_progress',
  title: 'Ático con terraza en Malasaña',
  price: '350000',
  city: 'Madrid',
};
const CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

const listingWith = (body: Record<string, unknown> = {}, photoHues: number[] = []) =>
  ownerWithListing(t, { ...LISTING, ...body }, photoHues);

const og = (slug: string, headers: Record<string, string> = {}) =>
  t.app.request(`/og/${slug}.jpg`, { headers });
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

async function pixels(jpeg: Buffer) {
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width };
}

/** Mean absolute difference per channel (0–255) of two same-size images inside a rectangle. */
async function meanDiff(
  a: Buffer,
  b: Buffer,
  r: { left: number; top: number; width: number; height: number },
) {
  const [pa, pb] = await Promise.all([pixels(a), pixels(b)]);
  let sum = 0;
  for (let y = r.top; y < r.top + r.height; y++) {
    for (let i = (y * pa.width + r.left) * 3; i < (y * pa.width + r.left + r.width) * 3; i++) {
      sum += Math.abs(pa.data[i]! - pb.data[i]!);
    }
  }
  return sum / (r.width * r.height * 3);
}

const TOP = { left: 0, top: 0, width: 1200, height: 120 };
/** Where the price line sits when the title takes one line (og-card-svg.ts layout). */
const PRICE_BAND = { left: 64, top: 390, width: 460, height: 90 };

describe('GET /og/{slug}.jpg', () => {
  it('draws a 1200×630 progressive JPEG under 300 KB from the chosen cover, with text over it', async () => {
    const { client, listing, photoIds } = await listingWith({}, [20, 200]);
    // The second photo becomes the cover: the card must be drawn from it.
    const cover = await client.request(`/api/listings/${listing.id}/cover`, {
      method: 'PUT',
      json: { photoId: photoIds[1] },
    });
    expect(cover.status).toBe(200);

    const res = await og(listing.slug);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe(CACHE);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const loaded = (await loadOgInput({ db: t.db, storage: t.deps.storage, slug: listing.slug }))!;
    expect(loaded.coverKey).toContain(photoIds[1]);
    expect(loaded.input.coverUrl).toBe(t.deps.storage.publicUrl(loaded.coverKey!));
    expect(res.headers.get('etag')).toBe(`"${ogVersion(loaded.input)}"`);

    const jpeg = await bytesOf(res);
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630, isProgressive: true });
    expect(jpeg.length).toBeLessThan(300 * 1024);
    expect(Number(res.headers.get('content-length'))).toBe(jpeg.length);

    // The top of the card is the cover photo's plain crop; the text area is not.
    const derivative = (await t.deps.storage.get(loaded.coverKey!))!.body;
    const crop = await sharp(derivative).resize(1200, 630, { fit: 'cover' }).jpeg().toBuffer();
    expect(await meanDiff(jpeg, crop, TOP)).toBeLessThan(6);
    expect(await meanDiff(jpeg, crop, PRICE_BAND)).toBeGreaterThan(25);
  });

  it('draws the price, and omits it (with a new version) when the price is removed', async () => {
    const { client, listing } = await listingWith({}, [120]);
    const withPrice = await og(listing.slug);
    const put = await client.request(`/api/listings/${listing.id}`, {
      method: 'PUT',
      json: { ...LISTING, price: null },
    });
    expect(put.status).toBe(200);
    const withoutPrice = await og(listing.slug);
    expect(withoutPrice.headers.get('etag')).not.toBe(withPrice.headers.get('etag'));
    const [a, b] = await Promise.all([bytesOf(withPrice), bytesOf(withoutPrice)]);
    expect(await meanDiff(a, b, PRICE_BAND)).toBeGreaterThan(20);
    expect(await meanDiff(a, b, TOP)).toBeLessThan(3);
  });

  it('draws a card in the agency colour when the listing has no photo', async () => {
    const { listing } = await listingWith({ price: '' });
    const res = await og(listing.slug);
    expect(res.status).toBe(200);
    const jpeg = await bytesOf(res);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // Top-left corner: the default primary colour #e56665, give or take JPEG noise.
    const { data, width } = await pixels(jpeg);
    const at = (20 * width + 20) * 3;
    const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
    expect(Math.abs(r - 0xe5) + Math.abs(g - 0x66) + Math.abs(b - 0x65)).toBeLessThan(30);
  });

  it('draws a hostile title as text (escaped), never breaking the SVG', async () => {
    // (Control characters never get this far: the API refuses them, control-chars.test.ts.)
    const title = '</text><script>alert(1)</script> & "x" 🏡 <svg onload=alert(1)>';
    for (const photos of [[], [60]]) {
      const { listing } = await listingWith({ title }, photos);
      const res = await og(listing.slug);
      expect(res.status).toBe(200);
      const meta = await sharp(await bytesOf(res)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    }
  });

  it('answers 404 (small, plain, not cached) for unpublished, unknown and malformed names', async () => {
    const { listing } = await listingWith({ published: false });
    const { listing: live } = await listingWith();
    const paths = [
      `/og/${listing.slug}.jpg`,
      '/og/no-existe-abc123.jpg',
      `/og/${live.slug}.png`,
      `/og/${live.slug}.jpeg`,
      `/og/${live.slug}`,
      `/og/${live.slug.toUpperCase()}.jpg`,
      `/og/${live.slug}.jpg.jpg`,
      '/og/..%2F..%2Fetc.jpg',
      '/og/%3Cscript%3E.jpg',
    ];
    for (const path of paths) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/plain/);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect((await res.text()).length, path).toBeLessThan(100);
    }
    expect((await og(live.slug)).status).toBe(200);
  });

  it('answers If-None-Match with 304 and no body', async () => {
    const { listing } = await listingWith({}, [300]);
    const first = await og(listing.slug);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{12}"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const res = await og(listing.slug, { 'if-none-match': ifNoneMatch });
      expect(res.status, ifNoneMatch).toBe(304);
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('cache-control')).toBe(CACHE);
      expect(await res.text()).toBe('');
    }
    expect((await og(listing.slug, { 'if-none-match': '"stale"' })).status).toBe(200);
  });
});

describe('next to the web app', () => {
  it('is answered before the SPA fallback and its static files', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'escaparate-web-'));
    // A built shell has a title and a description (the server writes each page's own into them).
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>app</title><meta name="description" content="app">',
    );
    const app = createApp(t.deps, { webDist: dist });
    const { listing } = await listingWith();
    const res = await app.request(`/og/${listing.slug}.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const missing = await app.request('/og/no-existe.jpg');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<!doctype html>');
  });
});
