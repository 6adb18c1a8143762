import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg, makeLogoPng } from '../../../../test/support/images';
import {
  createTestApp,
  signedInOwner,
  type TestApp,
  type TestClient,
} from '../../../../test/support/test-app';
import { brandingApi, brandingTexts, MAX_LOGO_BYTES } from '../../../shared/branding';
import type { PhotoView } from '../../../shared/listings';
import { listingPhotos } from '../../db/schema';
import { queuePhotoRerender } from '../photos/watermark';

let t: TestApp;
let uploadsDir: string;
beforeAll(async () => {
  t = await createTestApp();
  uploadsDir = join(t.deps.env.DATA_DIR, 'uploads');
});
afterAll(() => t.close());

/** Stored files (keys) under a prefix of the local storage. */
function keysUnder(prefix: string): string[] {
  const dir = join(uploadsDir, prefix);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !d.name.startsWith('.'))
    .map((d) => relative(uploadsDir, join(d.parentPath, d.name)))
    .sort();
}

function postFile(client: TestClient, path: string, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return client.request(path, { method: 'POST', body: form });
}
const uploadLogo = (client: TestClient, bytes: Buffer, name = 'logo.png', type = 'image/png') =>
  postFile(client, brandingApi.logo, bytes, name, type);
const me = async (client: TestClient) => (await (await client.get('/api/me')).json()).agency;
const saveBranding = (client: TestClient, json: unknown) =>
  client.request(brandingApi.branding, { method: 'PUT', json });

async function listingWithPhoto(client: TestClient, bytes: Buffer) {
  const { listing } = await (await client.post('/api/listings', { title: 'Piso en Ruzafa' })).json();
  const res = await postFile(client, `/api/listings/${listing.id}/photos`, bytes, 'foto.jpg', 'image/jpeg');
  expect(res.status).toBe(201);
  return { listingId: listing.id as string, photo: (await res.json()).photo as PhotoView };
}

/** RGB of one pixel of a served image. */
async function pixelAt(client: TestClient, url: string, x: number, y: number) {
  const bytes = Buffer.from(await (await client.get(url)).arrayBuffer());
  return [
    ...(await sharp(bytes).extract({ left: x, top: y, width: 1, height: 1 }).removeAlpha().raw().toBuffer()),
  ];
}
const distance = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0);
/** The 960-px derivative of a 1200×900 photo: the logo (2:1) is 100×50 px, 15 px from the corner. */
const at960 = (p: PhotoView) => p.sources.find((s) => s.width === 960)!.url;
const IN_LOGO = [895, 680] as const;
const FAR = [40, 40] as const;

describe('branding settings', () => {
  it('saves colours and switches, normalised, and shows them in /api/me', async () => {
    const { client } = await signedInOwner(t);
    expect((await me(client)).branding).toEqual({
      primary_color: '#e56665',
      secondary_color: '#1a1a1a',
      show_logo: true,
      show_contact: true,
      logo_url: null,
    });
    const res = await saveBranding(client, {
      primary_color: '#0A7E8C',
      secondary_color: ' 222 ',
      show_logo: false,
      show_contact: false,
    });
    expect(res.status).toBe(200);
    const expected = {
      primary_color: '#0a7e8c',
      secondary_color: '#222222',
      show_logo: false,
      show_contact: false,
    };
    expect((await res.json()).agency.branding).toMatchObject(expected);
    expect((await me(client)).branding).toMatchObject(expected);
  });

  it('refuses a bad colour in Spanish and stores nothing', async () => {
    const { client } = await signedInOwner(t);
    const before = await me(client);
    const res = await saveBranding(client, {
      primary_color: 'rojo',
      secondary_color: '#12345',
      show_logo: true,
      show_contact: true,
    });
    expect(res.status).toBe(422);
    const { error } = await res.json();
    expect(error.fields).toEqual({
      primary_color: brandingTexts.invalidColor,
      secondary_color: brandingTexts.invalidColor,
    });
    expect(await me(client)).toEqual(before);
  });
});

describe('logo', () => {
  it('normalises a PNG (alpha kept, ≤ 600 px, no metadata) under a content-hashed public key', async () => {
    const { client, agencyId } = await signedInOwner(t);
    const input = await sharp(await makeLogoPng(1600, 800))
      .withExif({ IFD0: { Copyright: 'Agencia' } })
      .png()
      .toBuffer();
    const res = await uploadLogo(client, input);
    expect(res.status).toBe(200);
    const url: string = (await res.json()).agency.branding.logo_url;
    expect(url).toMatch(new RegExp(`^/uploads/agencies/${agencyId}/logo-[0-9a-f]{16}\\.png$`));
    expect((await me(client)).branding.logo_url).toBe(url);
    const served = await client.get(url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 600, height: 300, hasAlpha: true });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  it('accepts a JPEG; replacing or removing the logo deletes the old file', async () => {
    const { client, agencyId } = await signedInOwner(t);
    const first = await uploadLogo(client, await makeLogoPng());
    const firstUrl = (await first.json()).agency.branding.logo_url;
    const jpeg = await uploadLogo(client, await makeJpeg(300, 300), 'logo.jpg', 'image/jpeg');
    expect(jpeg.status).toBe(200);
    const secondUrl = (await jpeg.json()).agency.branding.logo_url;
    expect(secondUrl).not.toBe(firstUrl);
    expect(keysUnder(`agencies/${agencyId}`)).toEqual([secondUrl.slice('/uploads/'.length)]);
    expect((await client.get(firstUrl)).status).toBe(404);

    const removed = await client.request(brandingApi.logo, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect((await removed.json()).agency.branding.logo_url).toBeNull();
    expect(keysUnder(`agencies/${agencyId}`)).toEqual([]);
  });

  it('refuses what is not a usable image, in Spanish, storing nothing', async () => {
    const { client, agencyId } = await signedInOwner(t);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"/>');
    const cases: [Buffer, string, number, string][] = [
      [Buffer.from('no soy un logo'), 'logo.png', 422, brandingTexts.notAnImage],
      [svg, 'logo.svg', 422, brandingTexts.notAnImage],
      [await makeLogoPng(20, 20), 'mini.png', 422, brandingTexts.logoTooSmall],
      [Buffer.alloc(MAX_LOGO_BYTES + 1024, 1), 'enorme.png', 413, brandingTexts.logoTooBig],
    ];
    for (const [bytes, name, status, message] of cases) {
      const res = await uploadLogo(client, bytes, name);
      expect(res.status, name).toBe(status);
      expect((await res.json()).error.message, name).toBe(message);
    }
    const empty = await client.request(brandingApi.logo, { method: 'POST', body: new FormData() });
    expect((await empty.json()).error.message).toBe(brandingTexts.logoNoneChosen);
    expect(keysUnder(`agencies/${agencyId}`)).toEqual([]);
    expect((await me(client)).branding.logo_url).toBeNull();
  });

  it('only ever touches the caller’s own agency', async () => {
    const a = await signedInOwner(t);
    const b = await signedInOwner(t);
    await uploadLogo(a.client, await makeLogoPng());
    const before = await me(a.client);
    // Ids in the body are ignored: B changes B, and removing "the" logo removes B's (none).
    const saved = await saveBranding(b.client, {
      id: a.agencyId,
      agency_id: a.agencyId,
      primary_color: '#000000',
      secondary_color: '#ffffff',
      show_logo: false,
      show_contact: false,
    });
    expect((await saved.json()).agency.id).toBe(b.agencyId);
    await b.client.request(brandingApi.logo, { method: 'DELETE' });
    await uploadLogo(b.client, await makeLogoPng(300, 300, '#1f4fd1'));
    expect(await me(a.client)).toEqual(before);
    expect(keysUnder(`agencies/${a.agencyId}`)).toHaveLength(1);
    const anonymous = await uploadLogo(t.client(), await makeLogoPng());
    expect(anonymous.status).toBe(401);
  });
});

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
          ...keysUnder(`listings/${l.listingId}`),
          ...keysUnder(`private/listings/${l.listingId}`),
        ])
        .sort();
    const keys = (r: Awaited<ReturnType<typeof rows>>) => r.flatMap((p) => p.variants.map((v) => v.key));
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
      expect(p.variants.map((v) => v.width)).toEqual(before[i]!.variants.map((v) => v.width));
      expect(p.originalKey).toBe(before[i]!.originalKey);
      expect((await t.deps.storage.get(p.originalKey))!.body.equals(originals[i]!)).toBe(true);
    }
    expect(files()).toEqual([...after.map((p) => p.originalKey), ...keys(after)].sort());
    const key960 = after[0]!.variants.find((v) => v.width === 960)!.key;
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
