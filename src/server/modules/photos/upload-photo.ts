import { randomUUID } from 'node:crypto';
import { count, eq, max } from 'drizzle-orm';
import { listingTexts, MAX_PHOTOS } from '../../../shared/listings';
import { planRefusalTexts } from '../../../shared/plan-features';
import type { Db, Tx } from '../../db/client';
import { listingPhotos, listings } from '../../db/schema';
import { cacheControl } from '../../http/cache';
import type { JobQueue } from '../../jobs/queue';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../logger';
import { photoDerivativeKey, photoOriginalKey } from '../../providers/storage/keys';
import type { Storage } from '../../providers/storage/storage';
import type { ListingRow } from '../listings/listing-view';
import type { PhotoRow } from '../listings/photo-view';
import { getEffectivePlan } from '../plans/effective-plan';
import { withPhotoSlot } from './photo-slots';
import { type ProcessedPhoto, processPhoto } from './process-photo';
import {
  agencyWatermarkKey,
  loadWatermark,
  queuePhotoRerender,
  renderTag,
  type Watermark,
} from './watermark';

export const photoKeys = (p: Pick<PhotoRow, 'originalKey' | 'derivatives'>) => [
  p.originalKey,
  ...p.derivatives.map((v) => v.key),
];

async function photoCount(db: Db, listingId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId));
  return row?.n ?? 0;
}

/** How many photos a listing of an agency may hold now, and the plan that says so (for the refusal). */
export interface PhotoRoom {
  max: number;
  planName: string;
}

/** The agency's photos per listing now: its plan's (Smart's basic page holds fewer than Plus and Pro). */
async function photoRoomOf(db: Db | Tx, agencyId: string): Promise<PhotoRoom> {
  const { plan, planLimits } = await getEffectivePlan({ db, agencyId });
  return { max: planLimits.photos_per_listing, planName: plan?.name ?? '' };
}

/**
 * Refuses one more photo past the plan's photos per listing or past the product's maximum. A
 * downgraded agency's extra photos stay: only new ones are refused until it is under its plan's
 * number again.
 */
function assertRoomForPhoto(room: PhotoRoom, photos: number): void {
  if (photos >= MAX_PHOTOS) throw new AppError('conflict', listingTexts.tooManyPhotos);
  if (photos >= room.max)
    throw new AppError('plan_limit', planRefusalTexts.tooManyPhotos(room.planName, room.max));
}

/**
 * What every photo of a batch for one agency needs and reads the same (an import brings a listing's
 * photos one after another): its photo room and its logo, read once for the batch instead of per photo.
 */
export interface PhotoBatch {
  agencyId: string;
  room: PhotoRoom;
  watermarkKey: string | null;
  watermark: Watermark | null;
}

export async function preparePhotoBatch(opts: {
  db: Db;
  storage: Storage;
  logger: Logger;
  agencyId: string;
}): Promise<PhotoBatch> {
  const watermarkKey = await agencyWatermarkKey(opts.db, opts.agencyId);
  return {
    agencyId: opts.agencyId,
    room: await photoRoomOf(opts.db, opts.agencyId),
    watermarkKey,
    watermark: await loadWatermark({ storage: opts.storage, logger: opts.logger, key: watermarkKey }),
  };
}

/**
 * After a batch: if the logo changed while its photos were being made, a re-render that listed the
 * photos before their rows existed would miss them, so one more is asked for (a queued one absorbs it).
 */
export async function finishPhotoBatch(opts: {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
  batch: Pick<PhotoBatch, 'agencyId' | 'watermarkKey'>;
}): Promise<void> {
  if ((await agencyWatermarkKey(opts.db, opts.batch.agencyId)) === opts.batch.watermarkKey) return;
  await queuePhotoRerender(opts.jobs, opts.batch.agencyId).catch((err) =>
    opts.logger.error({ err, agencyId: opts.batch.agencyId }, 'could not queue the photo re-render'),
  );
}

/**
 * One uploaded photo: checked and processed (real type, size, pixels, orientation, no
 * metadata, WebP derivatives with the agency's logo when it shows one), stored, then recorded.
 * It returns only when the files and the row are both in place; on any failure neither is left
 * behind.
 */
export async function uploadPhoto(opts: {
  db: Db;
  storage: Storage;
  logger: Logger;
  jobs: JobQueue;
  listing: ListingRow;
  bytes: Buffer;
  /**
   * `bytes` already processed, without a logo (the demo's photos, processed by the build): taken as
   * they are while the agency shows no logo on its photos, else the bytes are processed here.
   */
  processed?: ProcessedPhoto | null;
  /** An imported photo: where it was downloaded from, kept so a sync need not download it again. */
  source?: { url: string; etag: string | null; lastModified: string | null; hash: string } | null;
  /**
   * One of a batch (`preparePhotoBatch` of the listing's agency, `finishPhotoBatch` after the last):
   * its room and logo as read for the batch. The count is still checked under lock for each photo.
   */
  batch?: PhotoBatch;
}): Promise<PhotoRow> {
  const { db, storage, listing } = opts;
  const batch =
    opts.batch ?? (await preparePhotoBatch({ db, storage, logger: opts.logger, agencyId: listing.agencyId }));
  // Cheap early answer before the expensive work; the count is checked again under lock.
  assertRoomForPhoto(batch.room, await photoCount(db, listing.id));

  // decision 017 → Photos and logo: the logo goes into the public derivatives only; the private original stays clean.
  const { watermark } = batch;
  const processed =
    opts.processed && !watermark
      ? opts.processed
      : await withPhotoSlot(() => processPhoto(opts.bytes, { watermark: watermark?.image }));
  const id = randomUUID();
  const originalKey = photoOriginalKey(listing.id, id, processed.contentHash);
  const tag = renderTag(processed.contentHash, watermark?.key ?? null);
  const derivatives = processed.derivatives.map((v) => ({
    width: v.width,
    height: v.height,
    bytes: v.buffer.length,
    key: photoDerivativeKey(listing.id, id, tag, v.width),
  }));
  const written: string[] = [];
  let row: PhotoRow;
  try {
    await storage.put(originalKey, processed.original.buffer, { contentType: 'image/jpeg' });
    written.push(originalKey);
    await Promise.all(
      processed.derivatives.map(async (v, i) => {
        await storage.put(derivatives[i]!.key, v.buffer, {
          contentType: 'image/webp',
          cacheControl: cacheControl.immutable,
        });
        written.push(derivatives[i]!.key);
      }),
    );
    row = await db.transaction(async (tx) => {
      await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, listing.id)).for('update');
      const [stats] = await tx
        .select({ n: count(), last: max(listingPhotos.position) })
        .from(listingPhotos)
        .where(eq(listingPhotos.listingId, listing.id));
      // A batch's room as read for it: a plan changed meanwhile applies from the next batch.
      assertRoomForPhoto(opts.batch ? batch.room : await photoRoomOf(tx, listing.agencyId), stats?.n ?? 0);
      const [inserted] = await tx
        .insert(listingPhotos)
        .values({
          id,
          listingId: listing.id,
          position: (stats?.last ?? -1) + 1,
          sourceUrl: opts.source?.url ?? null,
          sourceEtag: opts.source?.etag ?? null,
          sourceLastModified: opts.source?.lastModified ?? null,
          sourceHash: opts.source?.hash ?? null,
          useCode: listing.useCode,
          originalKey,
          width: processed.original.width,
          height: processed.original.height,
          bytes: processed.original.buffer.length,
          contentHash: processed.contentHash,
          derivatives,
        })
        .returning();
      return inserted!;
    });
  } catch (err) {
    await storage
      .delete(written)
      .catch((e) =>
        opts.logger.error({ err: e, keys: written }, 'could not remove files of a failed upload'),
      );
    throw err;
  }
  if (!opts.batch) await finishPhotoBatch({ db, jobs: opts.jobs, logger: opts.logger, batch });
  return row;
}
