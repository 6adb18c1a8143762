import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  keysUnder,
  listingWithPhoto,
  me,
  pixelAt,
  saveBranding,
  uploadLogo,
} from '../../../../test/support/branding';
import { makeJpeg, makeLogoPng } from '../../../../test/support/images';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { brandingApi } from '../../../shared/branding';
import type { PhotoView } from '../../../shared/listings';
import { listingPhotos } from '../../db/schema';
import { queuePhotoRerender } from '../photos/watermark';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const distance = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0);
/** The 960-px derivative of a 1200×900 photo: the logo (2:1) is 100×50 px, 15 px from the corner. */
const at960 = (p: PhotoView) => p.sources.find((s) => s.width === 960)!.url;
const IN_LOGO = [895, 680] as const;
const FAR = [40, 40] as const;

describe('watermark', () => {
  it('bakes the logo into new photos’ public derivatives while show_logo is on', async () => {
    const marked = await signedInOwner(t);
    const plain = await signedInOwner(t);
    await uploadLogo(marked.client, await makeLogoPng());
    const photoBytes = await makeJpeg(1200, 900, 200);
    const withLogo = (await listingWithPhoto(marked.client, photoBytes)).photo;
    const without = (await listingWithPhoto(plain.client, photoBytes)).photo;
    const [logoPixel, plainPixel] = [
      await pixelAt(marked.client, at960(withLogo), ...IN_LOGO),
      await pixelAt(plain.client, at960(without), ...IN_LOGO),
    ];
    // 70 % of the logo's red over the photo.
    expect(distance(logoPixel, plainPixel)).toBeGreaterThan(120);
    expect(logoPixel[0]! - plainPixel[0]!).toBeGreaterThan(40);
    const far = [
      await pixelAt(marked.client, at960(withLogo), ...FAR),
      await pixelAt(plain.client, at960(without), ...FAR),
    ];
    expect(distance(far[0]!, far[1]!)).toBeLessThan(12);
    // The private original of both is the same clean JPEG.
    const originals = await Promise.all(
      [withLogo, without].map(async (p) => {
        const [row] = await t.db.select().from(listingPhotos).where(eq(listingPhotos.id, p.id));
        return (await t.deps.storage.get(row!.originalKey))!.body;
      }),
    );
    expect(originals[0]!.equals(originals[1]!)).toBe(true);

    await saveBranding(marked.client, { ...(await me(marked.client)).branding, show_logo: false });
    await t.deps.jobs.drain();
    const off = (await listingWithPhoto(marked.client, photoBytes)).photo;
    expect(distance(await pixelAt(marked.client, at960(off), ...IN_LOGO), plainPixel)).toBeLessThan(12);
  });
});

describe('re-render when the watermark changes', () => {
  it('makes new derivatives with new keys, deletes the old files, keeps the originals; idempotent', async () => {
    const { client, agencyId } = await signedInOwner(t);
    const listingsWith = [
      await listingWithPhoto(client, await makeJpeg(1200, 900, 30)),
      await listingWithPhoto(client, await makeJpeg(1200, 900, 90)),
    ];
    const ids = listingsWith.map((l) => l.photo.id);
    const rows = () =>
      t.db
        .select()
        .from(listingPhotos)
        .where(inArray(listingPhotos.id, ids))
        .orderBy(asc(listingPhotos.createdAt));
    const files = () =>
      listingsWith
        .flatMap((l) => [
          ...keysUnder(t, `listings/${l.listingId}`),
          ...keysUnder(t, `private/listings/${l.listingId}`),
        ])
        .sort();
    const keys = (r: Awaited<ReturnType<typeof rows>>) => r.flatMap((p) => p.derivatives.map((v) => v.key));
    await t.deps.jobs.drain(); // jobs left by other tests
    const before = await rows();
    const originals = await Promise.all(
      before.map(async (p) => (await t.deps.storage.get(p.originalKey))!.body),
    );
    const plainPixel = await pixelAt(client, at960(listingsWith[0]!.photo), ...IN_LOGO);

    await uploadLogo(client, await makeLogoPng());
    expect(await rows()).toEqual(before); // nothing until the job runs
    expect(await t.deps.jobs.drain()).toBe(1);
    const after = await rows();
    expect(keys(after).filter((k) => keys(before).includes(k))).toEqual([]);
    for (const [i, p] of after.entries()) {
      expect(p.derivatives.map((v) => v.width)).toEqual(before[i]!.derivatives.map((v) => v.width));
      expect(p.originalKey).toBe(before[i]!.originalKey);
      expect((await t.deps.storage.get(p.originalKey))!.body.equals(originals[i]!)).toBe(true);
    }
    expect(files()).toEqual([...after.map((p) => p.originalKey), ...keys(after)].sort());
    const key960 = after[0]!.derivatives.find((v) => v.width === 960)!.key;
    const markedPixel = await pixelAt(client, `/uploads/${key960}`, ...IN_LOGO);
    expect(distance(markedPixel, plainPixel)).toBeGreaterThan(120);
    for (const key of keys(before)) expect((await client.get(`/uploads/${key}`)).status).toBe(404);

    // The same job again: nothing changes, nothing is left behind.
    await queuePhotoRerender(t.deps.jobs, agencyId);
    expect(await t.deps.jobs.drain()).toBe(1);
    expect(await rows()).toEqual(after);
    expect(files()).toEqual([...after.map((p) => p.originalKey), ...keys(after)].sort());

    // A colour change leaves the photos alone; show_logo off takes the logo out again.
    const branding = (await me(client)).branding;
    await saveBranding(client, { ...branding, primary_color: '#123456' });
    expect(await t.deps.jobs.drain()).toBe(0);
    await saveBranding(client, { ...branding, show_logo: false });
    expect(await t.deps.jobs.drain()).toBe(1);
    const off = await rows();
    expect(keys(off)).toEqual(keys(before)); // unmarked: the upload's own keys
    expect(files()).toEqual([...off.map((p) => p.originalKey), ...keys(off)].sort());
    const offPixel = await pixelAt(client, at960(listingsWith[0]!.photo), ...IN_LOGO);
    expect(distance(offPixel, plainPixel)).toBeLessThan(12);

    // Back on, then the logo removed: marked, then unmarked again.
    await saveBranding(client, { ...branding, show_logo: true });
    await t.deps.jobs.drain();
    expect(keys(await rows())).toEqual(keys(after));
    await client.request(brandingApi.logo, { method: 'DELETE' });
    expect(await t.deps.jobs.drain()).toBe(1);
    expect(keys(await rows())).toEqual(keys(before));
    expect(files()).toEqual([...before.map((p) => p.originalKey), ...keys(before)].sort());
  });
});
