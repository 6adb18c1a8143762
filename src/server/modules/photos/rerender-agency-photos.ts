import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies, listingPhotos, listings, type PhotoDerivative } from '../../db/schema';
import { cacheControl } from '../../http/cache';
import type { Logger } from '../../logger';
import { photoDerivativeKey } from '../../providers/storage/keys';
import type { Storage } from '../../providers/storage/storage';
import { withPhotoSlot } from './photo-slots';
import { renderDerivatives } from './process-photo';
import { loadWatermark, renderTag, watermarkKeyOf } from './watermark';

interface Change {
  photoId: string;
  before: PhotoDerivative[];
  after: PhotoDerivative[];
}

const keysOf = (derivatives: PhotoDerivative[]) => derivatives.map((v) => v.key);
const sameKeys = (a: PhotoDerivative[], b: PhotoDerivative[]) =>
  keysOf(a).join('\n') === keysOf(b).join('\n');

/**
 * The background job run when an agency's watermark changes (logo uploaded or removed, show_logo
 * toggled): every photo's public derivatives are made again from its private original, with the
 * logo the agency has *now*, under new content-tagged keys. New files first, then all rows in one
 * transaction (a photo deleted or changed meanwhile is left alone), then the old files go.
 *
 * Idempotent: a photo whose keys already match the current watermark is skipped, and the same
 * watermark always yields the same keys, so a second run changes nothing and leaves no orphan.
 */
export async function rerenderAgencyPhotos(opts: {
  db: Db;
  storage: Storage;
  logger: Logger;
  agencyId: string;
}): Promise<{ rendered: number; unchanged: number }> {
  const { db, storage, logger, agencyId } = opts;
  const [agency] = await db
    .select({ logoKey: agencies.logoKey, showLogo: agencies.showLogo })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  // A deleted agency took its listings and photos with it.
  if (!agency) return { rendered: 0, unchanged: 0 };
  const watermark = await loadWatermark({ storage, logger, key: watermarkKeyOf(agency) });
  const photos = await db
    .select({ photo: listingPhotos })
    .from(listingPhotos)
    .innerJoin(listings, eq(listings.id, listingPhotos.listingId))
    .where(eq(listings.agencyId, agencyId));

  const changes: Change[] = [];
  const written: string[] = [];
  let unchanged = 0;
  try {
    for (const { photo } of photos) {
      const tag = renderTag(photo.contentHash, watermark?.key ?? null);
      const key = (width: number) => photoDerivativeKey(photo.listingId, photo.id, tag, width);
      if (photo.derivatives.every((v) => v.key === key(v.width))) {
        unchanged += 1;
        continue;
      }
      const original = await storage.get(photo.originalKey);
      if (!original) {
        logger.error(
          { photoId: photo.id, key: photo.originalKey },
          'photo original missing; not re-rendered',
        );
        continue;
      }
      const rendered = await withPhotoSlot(() =>
        renderDerivatives(original.body, { watermark: watermark?.image ?? null }),
      );
      const after: PhotoDerivative[] = [];
      for (const v of rendered) {
        const derivative = { width: v.width, height: v.height, bytes: v.buffer.length, key: key(v.width) };
        await storage.put(derivative.key, v.buffer, {
          contentType: 'image/webp',
          cacheControl: cacheControl.immutable,
        });
        written.push(derivative.key);
        after.push(derivative);
      }
      changes.push({ photoId: photo.id, before: photo.derivatives, after });
    }
    const { applied, stale } = await applyChanges(db, changes);
    // Files nothing points to any more: the old derivatives, and ours for photos that went away.
    const stay = new Set(applied.flatMap((c) => keysOf(c.after)).concat(stale.keep));
    const obsolete = [...applied.flatMap((c) => keysOf(c.before)), ...stale.written].filter(
      (k) => !stay.has(k),
    );
    await storage
      .delete([...new Set(obsolete)])
      .catch((err) => logger.error({ err, agencyId }, 'could not delete replaced photo files'));
    return { rendered: applied.length, unchanged };
  } catch (err) {
    // Nothing points to the new files yet; a retry writes them again under the same keys.
    await storage
      .delete(written)
      .catch((e) => logger.error({ err: e, keys: written }, 'could not remove files of a failed re-render'));
    throw err;
  }
}

/** Swaps the derivatives of every photo still as it was when rendered, in one transaction. */
async function applyChanges(db: Db, changes: Change[]) {
  const stale = { written: [] as string[], keep: [] as string[] };
  if (!changes.length) return { applied: [] as Change[], stale };
  const applied = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: listingPhotos.id, derivatives: listingPhotos.derivatives })
      .from(listingPhotos)
      .where(
        inArray(
          listingPhotos.id,
          changes.map((c) => c.photoId),
        ),
      )
      .for('update');
    const current = new Map(rows.map((r) => [r.id, r.derivatives]));
    const done: Change[] = [];
    for (const change of changes) {
      const now = current.get(change.photoId);
      if (now && sameKeys(now, change.before)) {
        await tx
          .update(listingPhotos)
          .set({ derivatives: change.after })
          .where(eq(listingPhotos.id, change.photoId));
        done.push(change);
      } else {
        stale.written.push(...keysOf(change.after));
        if (now) stale.keep.push(...keysOf(now));
      }
    }
    return done;
  });
  return { applied, stale };
}
