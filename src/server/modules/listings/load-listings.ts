import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ListingView, PhotoView } from '../../../shared/listings';
import type { Db } from '../../db/client';
import { listingPhotos, listings, rooms } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../providers/storage/storage';
import { activityOfListings } from '../analytics/analytics-queries';
import { type ListingRow, toListingView } from './listing-view';
import { toPhotoView } from './photo-view';

/** Room labels by `use:code`, for photo views. */
export async function roomLabels(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ useCode: rooms.useCode, code: rooms.code, label: rooms.label }).from(rooms);
  return new Map(rows.map((r) => [`${r.useCode}:${r.code}`, r.label]));
}

/** The photos of some listings, in order, grouped by listing. */
export async function photosByListing(
  db: Db,
  storage: Storage,
  listingIds: string[],
): Promise<Map<string, PhotoView[]>> {
  const byListing = new Map<string, PhotoView[]>(listingIds.map((id) => [id, []]));
  if (!listingIds.length) return byListing;
  const [rows, labels] = await Promise.all([
    db
      .select()
      .from(listingPhotos)
      .where(inArray(listingPhotos.listingId, listingIds))
      .orderBy(asc(listingPhotos.position), asc(listingPhotos.createdAt)),
    roomLabels(db),
  ]);
  for (const row of rows) byListing.get(row.listingId)?.push(toPhotoView(row, storage, labels));
  return byListing;
}

/**
 * Listing views with photos and their all-time figures (views, leads, conversion), read from the
 * daily rollups like Inicio and Analíticas: one query per kind, not per listing.
 */
export async function toViews(db: Db, storage: Storage, rows: ListingRow[]): Promise<ListingView[]> {
  const ids = rows.map((r) => r.id);
  const agencyId = rows[0]?.agencyId;
  const [photos, figures] = await Promise.all([
    photosByListing(db, storage, ids),
    agencyId ? activityOfListings(db, { agencyId }, ids) : [],
  ]);
  const byListing = new Map(figures.map((f) => [f.listingId, f]));
  return rows.map((r) =>
    toListingView(r, {
      photos: photos.get(r.id) ?? [],
      views: byListing.get(r.id)?.views ?? 0,
      leads: byListing.get(r.id)?.leads ?? 0,
    }),
  );
}

/** The agency's listings, newest first. */
export async function listListings(opts: {
  db: Db;
  storage: Storage;
  agencyId: string;
}): Promise<ListingView[]> {
  const rows = await opts.db
    .select()
    .from(listings)
    .where(eq(listings.agencyId, opts.agencyId))
    .orderBy(desc(listings.createdAt));
  return toViews(opts.db, opts.storage, rows);
}

/** One listing of the agency; another agency's id is simply not found. */
export async function getOwnListing(db: Db, agencyId: string, listingId: string): Promise<ListingRow> {
  if (!/^[0-9a-f-]{36}$/i.test(listingId)) throw new AppError('not_found');
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.agencyId, agencyId)));
  if (!row) throw new AppError('not_found');
  return row;
}
