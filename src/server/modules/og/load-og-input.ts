import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies, listingPhotos, listings } from '../../db/schema';
import type { Storage } from '../../providers/storage/storage';
import { pickCover } from '../listings/listing-view';
import { type OgInput, widest } from './og-version';

/** A published listing's card: what it shows, and the stored file it is drawn from. */
export interface LoadedOg {
  listingId: string;
  input: OgInput;
  /** Storage key of the cover's widest public derivative (≤ 1600 px WebP); null without photos. */
  coverKey: string | null;
}

/** The card's data for a published listing; null for an unknown or unpublished slug. */
export async function loadOgInput(opts: {
  db: Db;
  storage: Storage;
  slug: string;
}): Promise<LoadedOg | null> {
  const [row] = await opts.db
    .select({
      id: listings.id,
      title: listings.title,
      price: listings.price,
      operation: listings.operation,
      city: listings.city,
      coverPhotoId: listings.coverPhotoId,
      primaryColor: agencies.primaryColor,
    })
    .from(listings)
    .innerJoin(agencies, eq(agencies.id, listings.agencyId))
    .where(and(eq(listings.slug, opts.slug), eq(listings.published, true)));
  if (!row) return null;

  const photos = await opts.db
    .select({ id: listingPhotos.id, derivatives: listingPhotos.derivatives })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, row.id))
    .orderBy(asc(listingPhotos.position), asc(listingPhotos.createdAt));
  const derivative = widest(pickCover(photos, row.coverPhotoId)?.derivatives ?? []);
  return {
    listingId: row.id,
    input: {
      title: row.title,
      price: row.price,
      operation: row.operation,
      city: row.city,
      primaryColor: row.primaryColor,
      coverUrl: derivative ? opts.storage.publicUrl(derivative.key) : null,
    },
    coverKey: derivative?.key ?? null,
  };
}
