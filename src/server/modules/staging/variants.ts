import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { hiddenPhotoIds } from '../../../shared/shown-photos';
import type { PublicVariantView, VariantView } from '../../../shared/staging';
import type { Db } from '../../db/client';
import { aiGenerations, listingPhotos, listings, rooms, styles, uses, variants } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { LOCAL_PROVIDER_NAME } from '../../providers/staging/local';
import type { Storage } from '../../providers/storage/storage';
import { roomLabels } from '../listings/load-listings';
import { toPhotoView } from '../listings/photo-view';
import { publicPhotoLimit } from '../listings/public-photo-limit';
import { choiceOf } from './render-modes';
import { stagedImageKeys, stagedImageSources } from './staged-image-files';

type VariantRow = typeof variants.$inferSelect;

/** Variants of a listing with their labels and the original photo, newest first. */
async function loadViews(db: Db, storage: Storage, where: ReturnType<typeof and>): Promise<VariantView[]> {
  const rows = await db
    .select({
      v: variants,
      useLabel: uses.label,
      roomLabel: rooms.label,
      styleLabel: styles.label,
      photo: listingPhotos,
      provider: aiGenerations.provider,
    })
    .from(variants)
    .innerJoin(uses, eq(uses.code, variants.useCode))
    .innerJoin(rooms, and(eq(rooms.useCode, variants.useCode), eq(rooms.code, variants.roomCode)))
    // Left: only furnishing has a style.
    .leftJoin(styles, and(eq(styles.useCode, variants.useCode), eq(styles.code, variants.styleCode)))
    .leftJoin(listingPhotos, eq(listingPhotos.id, variants.photoId))
    .leftJoin(aiGenerations, eq(aiGenerations.id, variants.generationId))
    .where(where)
    .orderBy(desc(variants.createdAt), desc(variants.id));
  const labels = await roomLabels(db);
  return rows.map(({ v, useLabel, roomLabel, styleLabel, photo, provider }) => {
    const before = photo ? toPhotoView(photo, storage, labels) : null;
    return {
      id: v.id,
      listingId: v.listingId,
      photoId: v.photoId,
      generationId: v.generationId,
      use: v.useCode,
      room: v.roomCode,
      style: v.styleCode ?? '',
      mode: v.mode,
      modeChoice: choiceOf(v),
      variation: v.variation,
      sourceRenderId: v.sourceRenderId,
      useLabel,
      roomLabel,
      styleLabel: styleLabel ?? '',
      beforeUrl: before?.url || null,
      beforeSources: before?.sources ?? [],
      afterUrl: v.afterKey ? storage.publicUrl(v.afterKey) : null,
      afterSources: v.afterKey ? stagedImageSources(storage, v.derivatives) : [],
      approved: v.approvedAt !== null,
      testRender: provider === LOCAL_PROVIDER_NAME,
      approvedBy: v.approvedBy,
      approvedAt: v.approvedAt?.toISOString() ?? null,
      createdAt: v.createdAt.toISOString(),
    };
  });
}

export const listVariants = (db: Db, storage: Storage, listingId: string) =>
  loadViews(db, storage, and(eq(variants.listingId, listingId)));

/** One variant of the agency's listings; another agency's id is simply not found. */
export async function getOwnVariant(db: Db, agencyId: string, variantId: string): Promise<VariantRow> {
  if (!/^[0-9a-f-]{36}$/i.test(variantId)) throw new AppError('not_found');
  const [row] = await db
    .select({ v: variants })
    .from(variants)
    .innerJoin(listings, eq(listings.id, variants.listingId))
    .where(and(eq(variants.id, variantId), eq(listings.agencyId, agencyId)));
  if (!row) throw new AppError('not_found');
  return row.v;
}

export async function variantView(db: Db, storage: Storage, id: string): Promise<VariantView> {
  const [view] = await loadViews(db, storage, and(eq(variants.id, id)));
  if (!view) throw new AppError('not_found');
  return view;
}

/** Approves (who and when) or takes the approval back; only an image that exists can be approved. */
export async function setApproval(opts: { db: Db; variant: VariantRow; userId: string; approved: boolean }) {
  const { db, variant } = opts;
  if (opts.approved && !variant.afterKey) throw new AppError('conflict');
  await db
    .update(variants)
    .set(
      opts.approved
        ? { approvedBy: opts.userId, approvedAt: new Date(), updatedAt: new Date() }
        : { approvedBy: null, approvedAt: null, updatedAt: new Date() },
    )
    .where(eq(variants.id, variant.id));
}

/**
 * Deletes a variant and its files (the image and its smaller copies). Its render stays counted (it was paid for) but is 'discarded',
 * so the same request makes a new one instead of returning an image that no longer exists.
 */
export async function deleteVariant(opts: { db: Db; storage: Storage; variant: VariantRow }) {
  const { db, variant } = opts;
  await db.transaction(async (tx) => {
    await tx.delete(variants).where(eq(variants.id, variant.id));
    if (variant.generationId)
      await tx
        .update(aiGenerations)
        .set({ status: 'discarded', updatedAt: new Date() })
        .where(and(eq(aiGenerations.id, variant.generationId), inArray(aiGenerations.status, ['completed'])));
  });
  const keys = stagedImageKeys(variant);
  if (keys.length) await opts.storage.delete(keys);
}

/** The approved variants (with an image) of one listing, as visitors see them. */
export async function approvedVariants(
  db: Db,
  storage: Storage,
  listingId: string,
): Promise<PublicVariantView[]> {
  const views = await loadViews(
    db,
    storage,
    and(eq(variants.listingId, listingId), isNotNull(variants.approvedAt), isNotNull(variants.afterKey)),
  );
  return views.map((v) => ({
    id: v.id,
    photoId: v.photoId,
    use: v.use,
    room: v.room,
    style: v.style,
    // The label follows it (publicStagedLabel: "Vaciado virtualmente con IA"…, or the test label).
    mode: v.mode,
    useLabel: v.useLabel,
    roomLabel: v.roomLabel,
    styleLabel: v.styleLabel,
    beforeUrl: v.beforeUrl,
    beforeSources: v.beforeSources,
    afterUrl: v.afterUrl!,
    afterSources: v.afterSources,
    testRender: v.testRender,
  }));
}

/** The approved variants of a published listing, for its microsite; null when it is not published. */
export async function publicVariants(
  db: Db,
  storage: Storage,
  slug: string,
): Promise<PublicVariantView[] | null> {
  const [listing] = await db
    .select({ id: listings.id, agencyId: listings.agencyId, coverPhotoId: listings.coverPhotoId })
    .from(listings)
    .where(and(eq(listings.slug, slug), eq(listings.published, true)));
  if (!listing) return null;
  const [views, photos, limit] = await Promise.all([
    approvedVariants(db, storage, listing.id),
    db
      .select({ id: listingPhotos.id })
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, listing.id))
      .orderBy(asc(listingPhotos.position), asc(listingPhotos.createdAt)),
    publicPhotoLimit(db, listing.agencyId),
  ]);
  // Renders of the photos past the plan's number are kept, not shown (src/shared/shown-photos.ts).
  const hidden = hiddenPhotoIds(photos, listing.coverPhotoId, limit);
  return views.filter((v) => v.photoId === null || !hidden.has(v.photoId));
}
