import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg } from '../../../../test/support/images';
import { uploadPhoto } from '../../../../test/support/listings';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { listingPhotos } from '../../db/schema';
import { backfillPhotoWidths, queuePhotoWidthsBackfill } from './backfill-photo-widths';

let t: TestApp;
beforeAll(async () => {
  // Pages stored and dropped on change as in production (the change log followed every 100 ms).
  t = await createTestApp({ env: { MICROSITE_CACHE_MS: '100' } });
});
afterAll(() => t.close());

const OLD_WIDTHS = [480, 960, 1600];

/** A published listing with photos uploaded now, then turned into photos stored before 160 and 768 existed. */
async function listingWithOldPhotos(n: number) {
  const owner = await signedInOwner(t);
  const res = await owner.client.post('/api/listings', {
    energyStatus: 'in_progress',
    title: 'Piso con fotos antiguas',
    city: 'Madrid',
    published: true,
  });
  expect(res.status).toBe(201);
  const { listing } = (await res.json()) as { listing: { id: string; slug: string } };
  const ids: string[] = [];
  for (let i = 0; i < n; i++)
    ids.push(await uploadPhoto(owner.client, listing.id, await makeJpeg(1600, 1200, 40 * i)));
  for (const id of ids) {
    const [row] = await t.db.select().from(listingPhotos).where(eq(listingPhotos.id, id));
    const gone = row!.derivatives.filter((v) => !OLD_WIDTHS.includes(v.width));
    expect(gone.map((v) => v.width)).toEqual([160, 768]);
    await t.deps.storage.delete(gone.map((v) => v.key));
    await t.db
      .update(listingPhotos)
      .set({ derivatives: row!.derivatives.filter((v) => OLD_WIDTHS.includes(v.width)) })
      .where(eq(listingPhotos.id, id));
  }
  return { ...owner, listing, ids };
}

/** Every URL of every srcset on the listing's page, with its width. */
async function pageSrcsets(slug: string) {
  const html = await (await t.app.request(`/l/${slug}`)).text();
  const sets = [...html.matchAll(/srcset="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
  return sets.flatMap((set) =>
    set.split(', ').map((entry) => {
      const [url, w] = entry.split(' ');
      return { url: url!, width: Number(w!.replace('w', '')) };
    }),
  );
}

/** The page's srcset widths once they are `expected` (the stored page is dropped within 100 ms), or the last seen. */
async function eventuallyWidths(slug: string, expected: number[], withinMs = 5000) {
  const start = Date.now();
  let widths = new Set((await pageSrcsets(slug)).map((s) => s.width));
  while ([...widths].sort((a, b) => a - b).join() !== expected.join() && Date.now() - start < withinMs) {
    await new Promise((r) => setTimeout(r, 50));
    widths = new Set((await pageSrcsets(slug)).map((s) => s.width));
  }
  return [...widths].sort((a, b) => a - b);
}

describe('adding the new photo widths to photos stored before them', () => {
  it('lists only the widths a photo has until the job made the others, then all of them', async () => {
    const { listing, ids } = await listingWithOldPhotos(2);

    // Before: the page names no width the photos lack, and every file it names is there.
    const before = await pageSrcsets(listing.slug);
    expect(before.length).toBeGreaterThan(0);
    expect(new Set(before.map((s) => s.width))).toEqual(new Set(OLD_WIDTHS));
    for (const { url } of before) expect((await t.app.request(url)).status, url).toBe(200);

    await queuePhotoWidthsBackfill(t.deps.jobs);
    await t.deps.jobs.drain();

    for (const id of ids) {
      const [row] = await t.db.select().from(listingPhotos).where(eq(listingPhotos.id, id));
      expect(row!.derivatives.map((v) => [v.width, v.height])).toEqual([
        [160, 120],
        [480, 360],
        [768, 576],
        [960, 720],
        [1600, 1200],
      ]);
      for (const v of row!.derivatives.filter((d) => d.width === 160 || d.width === 768)) {
        const file = await t.deps.storage.get(v.key);
        expect(await sharp(file!.body).metadata()).toMatchObject({ format: 'webp', width: v.width });
        expect(file!.size).toBe(v.bytes);
      }
    }
    // The stored page (rendered above) is rendered again from the updated rows: 768 and 160 offered.
    expect(await eventuallyWidths(listing.slug, [160, 480, 768, 960, 1600])).toEqual([
      160, 480, 768, 960, 1600,
    ]);
    const after = await pageSrcsets(listing.slug);
    for (const { url } of after) expect((await t.app.request(url)).status, url).toBe(200);
  });

  it('does nothing more on a second run, and goes through many photos batch by batch', async () => {
    const { ids } = await listingWithOldPhotos(3);
    const quiet = { db: t.db, storage: t.deps.storage, logger: t.deps.logger, jobs: t.deps.jobs };
    // Batches of two: the first names where the next starts, the last is short.
    const first = await backfillPhotoWidths({ ...quiet, after: null, batch: 2 });
    expect(first.outcomes.added).toBe(2);
    expect(first.next).not.toBeNull();
    const second = await backfillPhotoWidths({ ...quiet, after: first.next, batch: 2 });
    expect(second.outcomes.added).toBe(1);
    expect(second.next).toBeNull();
    const keys = async () =>
      (await t.db.select().from(listingPhotos)).filter((r) => ids.includes(r.id)).map((r) => r.derivatives);
    const done = await keys();
    const again = await backfillPhotoWidths({ ...quiet, after: null });
    expect(again).toEqual({ next: null, outcomes: { added: 0, changed: 0, rerender: 0, 'no-original': 0 } });
    expect(await keys()).toEqual(done);
  });
});
