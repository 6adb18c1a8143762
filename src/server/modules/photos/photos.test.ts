import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBombPng, makeJpeg } from '../../../../test/support/images';
import {
  createTestApp,
  signedInOwner,
  type TestApp,
  type TestClient,
} from '../../../../test/support/test-app';
import { listingTexts, MAX_PHOTO_BYTES, type PhotoView } from '../../../shared/listings';
import { listingPhotos } from '../../db/schema';

let t: TestApp;
let uploadsDir: string;
beforeAll(async () => {
  t = await createTestApp();
  uploadsDir = join(t.deps.env.DATA_DIR, 'uploads');
});
afterAll(() => t.close());

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name));
}

function upload(
  client: TestClient,
  listingId: string,
  bytes: Buffer,
  name = 'foto.jpg',
  type = 'image/jpeg',
) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return client.request(`/api/listings/${listingId}/photos`, { method: 'POST', body: form });
}

async function listingWithPhotos(n: number) {
  const owner = await signedInOwner(t);
  const { listing } = await (
    await owner.client.post('/api/listings', { energyStatus: 'in_progress', title: 'Local en Ruzafa' })
  ).json();
  let photos: PhotoView[] = [];
  for (let i = 0; i < n; i++) {
    const res = await upload(owner.client, listing.id, await makeJpeg(1200, 900, i * 30));
    expect(res.status).toBe(201);
    photos = (await res.json()).photos;
  }
  return { ...owner, listingId: listing.id as string, photos };
}

describe('uploading photos', () => {
  it('stores WebP derivatives with immutable URLs and keeps the original private', async () => {
    const { client, listingId, photos } = await listingWithPhotos(3);
    expect(photos.map((p) => p.pos)).toEqual([0, 1, 2]);
    const [first] = photos;
    const widths = first!.sources.map((s) => s.width);
    expect(widths).toEqual([160, 480, 768, 960, 1200]);
    expect(Math.max(...widths)).toBeLessThanOrEqual(1200);
    const served = await client.get(first!.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const [row] = await t.db.select().from(listingPhotos).where(eq(listingPhotos.id, first!.id));
    expect((await client.get(`/uploads/${row!.originalKey}`)).status).toBe(404);
    const listing = (await (await client.get(`/api/listings/${listingId}`)).json()).listing;
    expect(listing).toMatchObject({ photoCount: 3, coverPhotoId: first!.id });
  });

  it('applies EXIF orientation and strips every metadata block (GPS included)', async () => {
    const { client, listingId } = await listingWithPhotos(0);
    const withGps = await sharp(await makeJpeg(1200, 800))
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'Phone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const res = await upload(client, listingId, withGps);
    expect(res.status).toBe(201);
    const { photo } = await res.json();
    expect([photo.width, photo.height]).toEqual([800, 1200]);
    const bytes = Buffer.from(await (await client.get(photo.sources.at(-1).url)).arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.height).toBeGreaterThan(meta.width!);
  });

  it('refuses what is not a usable image, in Spanish, storing nothing', async () => {
    const { client, listingId } = await listingWithPhotos(1);
    const before = filesUnder(uploadsDir).length;
    const jpeg = await makeJpeg(1600, 1200);
    const cases: [Buffer, string, number, string][] = [
      [Buffer.from('esto no es una foto'), 'foto.jpg', 422, listingTexts.notAnImage],
      [jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'cortada.jpg', 422, listingTexts.corruptImage],
      [makeBombPng(), 'bomba.png', 422, listingTexts.tooManyPixels],
      [Buffer.alloc(MAX_PHOTO_BYTES + 1024 * 1024, 1), 'enorme.jpg', 413, listingTexts.fileTooBig],
    ];
    for (const [bytes, name, status, message] of cases) {
      const res = await upload(client, listingId, bytes, name);
      expect(res.status, name).toBe(status);
      expect((await res.json()).error.message, name).toBe(message);
    }
    const empty = await client.request(`/api/listings/${listingId}/photos`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(empty.status).toBe(422);
    expect((await empty.json()).error.message).toBe(listingTexts.noneChosen);
    expect(filesUnder(uploadsDir)).toHaveLength(before);
    expect(
      await t.db.select().from(listingPhotos).where(eq(listingPhotos.listingId, listingId)),
    ).toHaveLength(1);
  });

  it('keeps at most 12 photos', async () => {
    const { client, listingId } = await listingWithPhotos(12);
    const before = filesUnder(uploadsDir).length;
    const res = await upload(client, listingId, await makeJpeg(800, 600));
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(listingTexts.tooManyPhotos);
    expect(filesUnder(uploadsDir)).toHaveLength(before);
  });
});

describe('managing photos', () => {
  it('reorders, tags rooms of the listing’s use, sets the cover and deletes with its files', async () => {
    const { client, listingId, photos } = await listingWithPhotos(3);
    const ids = photos.map((p) => p.id);
    const reordered = await client.request(`/api/listings/${listingId}/photos/order`, {
      method: 'PUT',
      json: { photoIds: [ids[2], ids[0], ids[1]] },
    });
    expect((await reordered.json()).photos.map((p: PhotoView) => p.id)).toEqual([ids[2], ids[0], ids[1]]);
    const partial = await client.request(`/api/listings/${listingId}/photos/order`, {
      method: 'PUT',
      json: { photoIds: [ids[0]] },
    });
    expect(partial.status).toBe(422);

    const room = await client.request(`/api/listings/${listingId}/photos/${ids[0]}`, {
      method: 'PATCH',
      json: { roomCode: 'cocina' },
    });
    expect((await room.json()).photo).toMatchObject({ room_code: 'cocina', room: 'Cocina' });
    const wrongUse = await client.request(`/api/listings/${listingId}/photos/${ids[0]}`, {
      method: 'PATCH',
      json: { roomCode: 'oficina' },
    });
    expect(wrongUse.status).toBe(422);

    const cover = await client.request(`/api/listings/${listingId}/cover`, {
      method: 'PUT',
      json: { photoId: ids[1] },
    });
    expect((await cover.json()).listing.coverPhotoId).toBe(ids[1]);

    const [row] = await t.db.select().from(listingPhotos).where(eq(listingPhotos.id, ids[1]!));
    const del = await client.request(`/api/listings/${listingId}/photos/${ids[1]}`, { method: 'DELETE' });
    expect((await del.json()).photos.map((p: PhotoView) => [p.id, p.pos])).toEqual([
      [ids[2], 0],
      [ids[0], 1],
    ]);
    for (const key of [row!.originalKey, ...row!.derivatives.map((v) => v.key)]) {
      expect(existsSync(join(uploadsDir, key))).toBe(false);
    }
    const listing = (await (await client.get(`/api/listings/${listingId}`)).json()).listing;
    expect(listing.coverPhotoId).toBe(ids[2]);
  });

  it('deleting a listing removes all its files', async () => {
    const { client, listingId } = await listingWithPhotos(2);
    expect(filesUnder(join(uploadsDir, 'listings', listingId)).length).toBeGreaterThan(0);
    expect((await client.request(`/api/listings/${listingId}`, { method: 'DELETE' })).status).toBe(204);
    expect(filesUnder(join(uploadsDir, 'listings', listingId))).toEqual([]);
    expect(filesUnder(join(uploadsDir, 'private', 'listings', listingId))).toEqual([]);
  });

  it('another agency cannot upload to, tag or delete these photos', async () => {
    const { listingId, photos } = await listingWithPhotos(1);
    const other = await signedInOwner(t);
    expect((await upload(other.client, listingId, await makeJpeg())).status).toBe(404);
    const patch = await other.client.request(`/api/listings/${listingId}/photos/${photos[0]!.id}`, {
      method: 'PATCH',
      json: { roomCode: 'salon' },
    });
    expect(patch.status).toBe(404);
    expect(
      (await other.client.request(`/api/listings/${listingId}/photos/${photos[0]!.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(404);
    expect(
      await t.db.select().from(listingPhotos).where(eq(listingPhotos.listingId, listingId)),
    ).toHaveLength(1);
  });
});
