import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { ownerWithListing } from '../../../../test/support/listings';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import type { PhotoView } from '../../../shared/listings';
import { listingPhotos } from '../../db/schema';
import { ogCardKey } from '../../providers/storage/keys';
import { loadOgInput } from './load-og-input';
import { ogImagePath, ogVersion, widest } from './og-version';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Only our own spies: the console guard (test/support) restores its console.error spy itself.
const spies: MockInstance[] = [];
afterEach(() => {
  for (const spy of spies.splice(0)) spy.mockRestore();
});
const spyOnStorage = <K extends 'put' | 'deletePrefix'>(method: K) => {
  const spy = vi.spyOn(t.deps.storage, method);
  spies.push(spy);
  return spy;
};

const LISTING = {
  energyStatus: 'in_progress',
  title: 'Ático con terraza en Malasaña',
  price: '350000',
  city: 'Madrid',
};
const listingWith = (body: Record<string, unknown> = {}, photoHues: number[] = []) =>
  ownerWithListing(t, { ...LISTING, ...body }, photoHues);
const og = (slug: string) => t.app.request(`/og/${slug}.jpg`);
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
const loadOg = (slug: string) => loadOgInput({ db: t.db, storage: t.deps.storage, slug });

describe('the storage cache', () => {
  it('stores the card once and serves the same bytes from storage afterwards', async () => {
    const { listing } = await listingWith({}, [40]);
    const put = spyOnStorage('put');
    // Two simultaneous first requests: both answered, one rendering, one write.
    const [a, b] = await Promise.all([og(listing.slug), og(listing.slug)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const first = await bytesOf(a);
    expect((await bytesOf(b)).equals(first)).toBe(true);
    const loaded = (await loadOg(listing.slug))!;
    const key = ogCardKey(loaded.listingId, ogVersion(loaded.input));
    expect(put.mock.calls.map((call) => call[0])).toEqual([key]);
    expect((await t.deps.storage.get(key))?.body.equals(first)).toBe(true);

    const again = await og(listing.slug);
    expect((await bytesOf(again)).equals(first)).toBe(true);
    expect(put).toHaveBeenCalledTimes(1);
    // Private: never served by /uploads, whatever the listing's status.
    expect((await t.app.request(`/uploads/${key}`)).status).toBe(404);
  });

  it('changes the version when the price changes, and drops the old cached card', async () => {
    const { client, listing } = await listingWith({}, [80]);
    const before = (await loadOg(listing.slug))!;
    const oldKey = ogCardKey(before.listingId, ogVersion(before.input));
    expect((await og(listing.slug)).status).toBe(200);
    expect(await t.deps.storage.get(oldKey)).not.toBeNull();

    await client.request(`/api/listings/${listing.id}`, {
      method: 'PUT',
      json: { ...LISTING, price: '339000' },
    });
    const after = (await loadOg(listing.slug))!;
    const version = ogVersion(after.input);
    expect(version).not.toBe(ogVersion(before.input));
    expect(ogImagePath(listing.slug, version)).toBe(`/og/${listing.slug}.jpg?v=${version}`);
    const res = await t.app.request(ogImagePath(listing.slug, version));
    expect(res.headers.get('etag')).toBe(`"${version}"`);
    expect(await t.deps.storage.get(oldKey)).toBeNull();
    expect(await t.deps.storage.get(ogCardKey(after.listingId, version))).not.toBeNull();
  });

  it('changes the version when a sale becomes a rent, and the page links the new card', async () => {
    const { client, listing } = await listingWith({ price: '1200' });
    const before = ogVersion((await loadOg(listing.slug))!.input);
    const put = await client.request(`/api/listings/${listing.id}`, {
      method: 'PUT',
      json: { ...LISTING, price: '1200', operation: 'rent' },
    });
    expect(put.status).toBe(200);
    const after = (await loadOg(listing.slug))!;
    expect(after.input.operation).toBe('rent');
    const version = ogVersion(after.input);
    expect(version).not.toBe(before);
    const html = await (await t.app.request(`/l/${listing.slug}`)).text();
    expect(html).toContain(`content="http://localhost:3000${ogImagePath(listing.slug, version)}"`);
    expect(html).toContain(
      '<meta property="og:image:alt" content="Ático con terraza en Malasaña, 1.200\u00a0€/mes">',
    );
  });

  it('still answers with the card when storage cannot be written or cleaned', async () => {
    const { listing } = await listingWith({}, [160]);
    spyOnStorage('deletePrefix').mockRejectedValueOnce(new Error('S3 down'));
    const first = await og(listing.slug);
    expect(first.status).toBe(200);
    spyOnStorage('put').mockRejectedValueOnce(new Error('disk full'));
    const second = await og(listing.slug);
    expect(second.status).toBe(200);
    expect((await sharp(await bytesOf(second)).metadata()).width).toBe(1200);
    expect(t.logs.some((l) => l.msg === 'og image: could not update the cache')).toBe(true);
  });

  it('agrees with the version a page computes from the listing it already loaded', async () => {
    const { client, listing } = await listingWith({}, [10, 250]);
    const view = (await (await client.get(`/api/listings/${listing.id}`)).json()).listing;
    const { photos } = (await (await client.get(`/api/listings/${listing.id}/photos`)).json()) as {
      photos: PhotoView[];
    };
    const cover = photos.find((p) => p.id === view.coverPhotoId)!;
    const version = ogVersion({
      title: view.title,
      price: view.price,
      operation: view.operation,
      city: view.city,
      primaryColor: '#e56665',
      coverUrl: widest(cover.sources)!.url,
    });
    expect((await og(listing.slug)).headers.get('etag')).toBe(`"${version}"`);
  });

  it('changes the version when the cover changes or its derivatives are re-rendered', async () => {
    const { client, listing, photoIds } = await listingWith({}, [10, 250]);
    const etag = async () => (await og(listing.slug)).headers.get('etag');
    const first = await etag();
    await client.request(`/api/listings/${listing.id}/cover`, {
      method: 'PUT',
      json: { photoId: photoIds[1] },
    });
    const second = await etag();
    expect(second).not.toBe(first);
    // A new agency logo re-renders the derivatives under new keys (same photo id).
    const [row] = await t.db.select().from(listingPhotos).where(eq(listingPhotos.id, photoIds[1]!));
    const derivatives = await Promise.all(
      row!.derivatives.map(async (v) => {
        const key = v.key.replace(/\.webp$/, '-marked.webp');
        await t.deps.storage.put(key, (await t.deps.storage.get(v.key))!.body, { contentType: 'image/webp' });
        return { ...v, key };
      }),
    );
    await t.db.update(listingPhotos).set({ derivatives }).where(eq(listingPhotos.id, photoIds[1]!));
    const third = await etag();
    expect(third).not.toBe(second);
    expect(third).not.toBe(first);
  });
});
