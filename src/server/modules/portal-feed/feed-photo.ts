import { and, asc, eq } from 'drizzle-orm';
import { shownPhotos } from '../../../shared/shown-photos';
import type { Db } from '../../db/client';
import { listingPhotos, listings } from '../../db/schema';
import { createLimiter } from '../../lib/limiter';
import { loadSharp } from '../../lib/sharp';
import { listingFolder } from '../../providers/storage/keys';
import type { Storage } from '../../providers/storage/storage';
import { publicPhotoLimit } from '../listings/public-photo-limit';
import { largestDerivative, photoTag } from './load-feed-listings';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** One JPEG at a time: the photos' own work (uploads, renders) keeps the other core. */
const jpegSlot = createLimiter(1);

/**
 * A photo of the feed as a JPEG (Kyero's schema takes .jpg, .png or .gif image URLs, not our
 * WebP): the largest public copy (watermark included), re-encoded once and kept beside the
 * listing's photos (`listings/{id}/feed/…`, gone with the listing), so a portal crawling every
 * photo of every listing costs one encoding per photo version, not one per request. Only what a visitor of the
 * microsite sees: a photo of a published listing, among those its plan shows, and only at its
 * current version (`tag`): null otherwise, a 404 like any missing file.
 */
export async function feedPhotoJpeg(opts: {
  db: Db;
  storage: Storage;
  photoId: string;
  tag: string;
}): Promise<Buffer | null> {
  const { db, storage, photoId, tag } = opts;
  if (!UUID.test(photoId)) return null;
  const [found] = await db
    .select({ listingId: listingPhotos.listingId, agencyId: listings.agencyId, cover: listings.coverPhotoId })
    .from(listingPhotos)
    .innerJoin(listings, eq(listings.id, listingPhotos.listingId))
    .where(and(eq(listingPhotos.id, photoId), eq(listings.published, true)));
  if (!found) return null;
  const [photos, limit] = await Promise.all([
    db
      .select()
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, found.listingId))
      .orderBy(asc(listingPhotos.position), asc(listingPhotos.createdAt)),
    publicPhotoLimit(db, found.agencyId),
  ]);
  const photo = shownPhotos(photos, found.cover, limit).find((p) => p.id === photoId);
  const big = photo ? largestDerivative(photo) : null;
  if (!big || photoTag(big.key) !== tag) return null;
  const jpegKey = `${listingFolder(found.listingId)}feed/${photoId}-${tag}.jpg`;
  const kept = await storage.get(jpegKey);
  if (kept) return kept.body;
  const file = await storage.get(big.key);
  if (!file) return null;
  return jpegSlot(async () => {
    const sharp = await loadSharp();
    const jpeg = await sharp(file.body).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    await storage.put(jpegKey, jpeg, { contentType: 'image/jpeg' });
    return jpeg;
  });
}
