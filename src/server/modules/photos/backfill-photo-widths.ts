import { and, asc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingPhotos, listings, type PhotoDerivative } from '../../db/schema';
import { cacheControl } from '../../http/cache';
import { JOBS } from '../../jobs/job-types';
import type { JobQueue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import { photoDerivativeKey } from '../../providers/storage/keys';
import type { Storage } from '../../providers/storage/storage';
import { withPhotoSlot } from './photo-slots';
import { derivativeWidthsFor, PHOTO_WIDTHS, renderDerivatives } from './process-photo';
import { agencyWatermarkKey, loadWatermark, queuePhotoRerender, renderTag } from './watermark';

/** Photos looked at per job: a few seconds of one photo slot, then the next batch is queued. */
export const BACKFILL_BATCH = 10;
/** Seconds between batches: uploads and page renders get the CPU in between. */
const BATCH_PAUSE_S = 2;
const SINGLETON = 'photo-widths';

/** Queues the backfill (at start, by instances that run jobs): one queued job at most. */
export function queuePhotoWidthsBackfill(jobs: JobQueue, after: string | null = null, startAfter?: number) {
  return jobs.send(JOBS.photoWidthsBackfill, { after }, { singletonKey: SINGLETON, startAfter });
}

/** A photo lacks one of its widths: its derivatives hold no `{ width: min(w, photo width) }`. */
const lacksAWidth: SQL = or(
  ...PHOTO_WIDTHS.map(
    (w) =>
      sql`not (${listingPhotos.derivatives} @> jsonb_build_array(jsonb_build_object('width', least(${w}::int, ${listingPhotos.width}))))`,
  ),
)!;

type Outcome = 'added' | 'changed' | 'rerender' | 'no-original';

/**
 * The one-off job that gives photos stored before a width joined PHOTO_WIDTHS the derivatives they
 * lack, made from their private original with the logo their other derivatives carry, in batches of
 * BACKFILL_BATCH (by id, from `after`); each batch queues the next. Pages list a photo's widths from
 * its row, so they never name a file before it exists; the row's update re-renders the agency's
 * stored pages (microsite_changes trigger). Idempotent: a photo that has its widths is not selected.
 */
export async function backfillPhotoWidths(opts: {
  db: Db;
  storage: Storage;
  logger: Logger;
  jobs: JobQueue;
  after: string | null;
  batch?: number;
}): Promise<{ next: string | null; outcomes: Record<Outcome, number> }> {
  const { db } = opts;
  const rows = await db
    .select({ photo: listingPhotos, agencyId: listings.agencyId })
    .from(listingPhotos)
    .innerJoin(listings, eq(listings.id, listingPhotos.listingId))
    .where(opts.after ? and(gt(listingPhotos.id, opts.after), lacksAWidth) : lacksAWidth)
    .orderBy(asc(listingPhotos.id))
    .limit(opts.batch ?? BACKFILL_BATCH);
  const outcomes: Record<Outcome, number> = { added: 0, changed: 0, rerender: 0, 'no-original': 0 };
  const watermarks = new Map<string, string | null>();
  for (const { photo, agencyId } of rows) {
    if (!watermarks.has(agencyId)) watermarks.set(agencyId, await agencyWatermarkKey(db, agencyId));
    outcomes[await addMissingWidths({ ...opts, photo, watermarkKey: watermarks.get(agencyId)!, agencyId })] +=
      1;
  }
  const next = rows.length === (opts.batch ?? BACKFILL_BATCH) ? rows.at(-1)!.photo.id : null;
  return { next, outcomes };
}

/** Queues the batch after `next`, a little later; nothing when the last batch was short. */
export async function queueNextBackfill(jobs: JobQueue, next: string | null): Promise<void> {
  if (next) await queuePhotoWidthsBackfill(jobs, next, BATCH_PAUSE_S);
}

async function addMissingWidths(opts: {
  db: Db;
  storage: Storage;
  logger: Logger;
  jobs: JobQueue;
  agencyId: string;
  watermarkKey: string | null;
  photo: typeof listingPhotos.$inferSelect;
}): Promise<Outcome> {
  const { db, storage, logger, photo } = opts;
  const tag = renderTag(photo.contentHash, opts.watermarkKey);
  const key = (width: number) => photoDerivativeKey(photo.listingId, photo.id, tag, width);
  // Derivatives made with another logo than the agency's current one: the agency's re-render (queued
  // whenever the logo changes) makes every width again; it is asked once more in case it failed.
  if (!photo.derivatives.every((v) => v.key === key(v.width))) {
    await queuePhotoRerender(opts.jobs, opts.agencyId);
    return 'rerender';
  }
  const have = new Set(photo.derivatives.map((v) => v.width));
  const missing = derivativeWidthsFor(photo.width).filter((w) => !have.has(w));
  const original = await storage.get(photo.originalKey);
  if (!original) {
    logger.error({ photoId: photo.id, key: photo.originalKey }, 'photo original missing; widths not added');
    return 'no-original';
  }
  const watermark = await loadWatermark({ storage, logger, key: opts.watermarkKey });
  const made = await withPhotoSlot(() =>
    renderDerivatives(original.body, { watermark: watermark?.image ?? null, only: missing }),
  );
  const added: PhotoDerivative[] = [];
  try {
    for (const v of made) {
      const derivative = { width: v.width, height: v.height, bytes: v.buffer.length, key: key(v.width) };
      await storage.put(derivative.key, v.buffer, {
        contentType: 'image/webp',
        cacheControl: cacheControl.immutable,
      });
      added.push(derivative);
    }
  } catch (err) {
    await storage.delete(added.map((v) => v.key)).catch(() => {});
    throw err;
  }
  const after = [...photo.derivatives, ...added].sort((a, b) => a.width - b.width);
  const saved = await db.transaction(async (tx) => {
    const [now] = await tx
      .select({ derivatives: listingPhotos.derivatives })
      .from(listingPhotos)
      .where(eq(listingPhotos.id, photo.id))
      .for('update');
    // Deleted or re-rendered meanwhile: its row names other files (or none), ours are not needed.
    if (
      !now ||
      now.derivatives.map((v) => v.key).join('\n') !== photo.derivatives.map((v) => v.key).join('\n')
    )
      return now?.derivatives ?? [];
    await tx.update(listingPhotos).set({ derivatives: after }).where(eq(listingPhotos.id, photo.id));
    return null;
  });
  if (saved) {
    const kept = new Set(saved.map((v) => v.key));
    await storage
      .delete(added.map((v) => v.key).filter((k) => !kept.has(k)))
      .catch((err) => logger.error({ err, photoId: photo.id }, 'could not delete unused photo widths'));
    return 'changed';
  }
  return 'added';
}
