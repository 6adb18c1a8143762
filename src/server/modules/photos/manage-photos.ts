import { and, asc, eq } from 'drizzle-orm';
import { listingTexts } from '../../../shared/listings';
import type { Db } from '../../db/client';
import { listingPhotos, listings, rooms, variants } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../logger';
import type { Storage } from '../../providers/storage/storage';
import type { ListingRow } from '../listings/listing-view';
import type { PhotoRow } from '../listings/photo-view';
import { stagedImageKeys } from '../staging/staged-image-files';
import { photoKeys } from './upload-photo';

async function ownPhoto(db: Db, listingId: string, photoId: string): Promise<PhotoRow> {
  if (!/^[0-9a-f-]{36}$/i.test(photoId)) throw new AppError('not_found');
  const [row] = await db
    .select()
    .from(listingPhotos)
    .where(and(eq(listingPhotos.id, photoId), eq(listingPhotos.listingId, listingId)));
  if (!row) throw new AppError('not_found');
  return row;
}

/** New order: exactly the listing's photo ids, each once. */
export async function reorderPhotos(opts: { db: Db; listing: ListingRow; photoIds: string[] }) {
  await opts.db.transaction(async (tx) => {
    await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, opts.listing.id)).for('update');
    const current = await tx
      .select({ id: listingPhotos.id })
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, opts.listing.id));
    const ids = new Set(current.map((p) => p.id));
    const unique = new Set(opts.photoIds);
    if (
      unique.size !== opts.photoIds.length ||
      unique.size !== ids.size ||
      opts.photoIds.some((id) => !ids.has(id))
    ) {
      throw new AppError('validation', 'El nuevo orden debe incluir cada foto del inmueble una sola vez.');
    }
    for (const [position, id] of opts.photoIds.entries()) {
      await tx.update(listingPhotos).set({ position }).where(eq(listingPhotos.id, id));
    }
  });
}

/** Tags a photo with a room of the listing's use (or clears it). */
export async function setPhotoRoom(opts: {
  db: Db;
  listing: ListingRow;
  photoId: string;
  roomCode: string | null;
}) {
  const photo = await ownPhoto(opts.db, opts.listing.id, opts.photoId);
  if (opts.roomCode) {
    const [room] = await opts.db
      .select({ code: rooms.code })
      .from(rooms)
      .where(and(eq(rooms.useCode, opts.listing.useCode), eq(rooms.code, opts.roomCode)));
    if (!room) throw new AppError('invalid_reference', 'Esa estancia no existe para este tipo de inmueble.');
  }
  const [row] = await opts.db
    .update(listingPhotos)
    .set({ roomCode: opts.roomCode, useCode: opts.listing.useCode })
    .where(eq(listingPhotos.id, photo.id))
    .returning();
  return row!;
}

export async function setCover(opts: { db: Db; listing: ListingRow; photoId: string }) {
  const photo = await ownPhoto(opts.db, opts.listing.id, opts.photoId);
  await opts.db.update(listings).set({ coverPhotoId: photo.id }).where(eq(listings.id, opts.listing.id));
}

/** Deletes the row (positions close up, the cover falls back to the first photo), then the files. */
export async function deletePhoto(opts: {
  db: Db;
  storage: Storage;
  logger: Logger;
  listing: ListingRow;
  photoId: string;
}) {
  const photo = await ownPhoto(opts.db, opts.listing.id, opts.photoId);
  const staged = await opts.db.transaction(async (tx) => {
    await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, opts.listing.id)).for('update');
    // The photo's AI variants go with it (the rows by cascade); their files are removed below.
    const variantsOf = await tx
      .delete(variants)
      .where(eq(variants.photoId, photo.id))
      .returning({ afterKey: variants.afterKey, derivatives: variants.derivatives });
    await tx.delete(listingPhotos).where(eq(listingPhotos.id, photo.id));
    if (opts.listing.coverPhotoId === photo.id) {
      await tx.update(listings).set({ coverPhotoId: null }).where(eq(listings.id, opts.listing.id));
    }
    const rest = await tx
      .select({ id: listingPhotos.id })
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, opts.listing.id))
      .orderBy(asc(listingPhotos.position));
    for (const [position, p] of rest.entries()) {
      await tx.update(listingPhotos).set({ position }).where(eq(listingPhotos.id, p.id));
    }
    return variantsOf.flatMap(stagedImageKeys);
  });
  await opts.storage.delete([...photoKeys(photo), ...staged]).catch((err) => {
    // The row is gone; an orphan file is harmless and is logged for cleanup.
    opts.logger.error({ err, photoId: photo.id }, listingTexts.photoDeleteError);
  });
}
