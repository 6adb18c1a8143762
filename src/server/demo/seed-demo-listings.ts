import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listings } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import { AppError } from '../lib/app-error';
import { createLimiter } from '../lib/limiter';
import type { Logger } from '../logger';
import { qrCode } from '../modules/listings/listing-codes';
import { assertUnderLimit, publishLimit } from '../modules/listings/listing-limit';
import type { ListingRow } from '../modules/listings/listing-view';
import { deleteListing } from '../modules/listings/write-listing';
import { reorderPhotos, setCover, setPhotoRoom } from '../modules/photos/manage-photos';
import { uploadPhoto } from '../modules/photos/upload-photo';
import { demoListingsMarkerKey } from '../providers/storage/keys';
import type { Storage } from '../providers/storage/storage';
import { DEMO_LISTINGS, type DemoListing } from './demo-listings-data';
import { processedDemoPhoto } from './pictures/processed';
import { renderDemoPicture } from './pictures/render';

/** The app's providers the demo listings go through, as a real upload would. */
export interface DemoListingsDeps {
  storage: Storage;
  logger: Logger;
  jobs: JobQueue;
}

/** Inserts the listing row: published while the plan allows it, a draft otherwise. */
async function insertListing(
  db: Db,
  agencyId: string,
  demo: DemoListing,
  createdAt: Date,
): Promise<ListingRow> {
  const limit = await publishLimit(db, agencyId);
  return db.transaction(async (tx) => {
    let published = true;
    try {
      await assertUnderLimit({ tx, agencyId, limit });
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'plan_limit')) throw err;
      published = false;
    }
    const { photos: _photos, ...values } = demo;
    const [row] = await tx
      .insert(listings)
      .values({ ...values, agencyId, published, qrCode: qrCode(), createdAt, updatedAt: createdAt })
      .returning();
    return row!;
  });
}

/**
 * Draws each photo and hands it to the real upload service (checks, normalised private original,
 * WebP derivatives, row), then orders, tags and sets the cover as the dashboard would. On failure
 * the listing and its files are removed again.
 */
async function addPhotos(
  opts: DemoListingsDeps & {
    db: Db;
    listing: ListingRow;
    demo: DemoListing;
    draw: ReturnType<typeof createLimiter>;
  },
): Promise<void> {
  const { db, listing } = opts;
  try {
    const uploads = await Promise.allSettled(
      opts.demo.photos.map((photo) =>
        opts
          .draw(async () => {
            // Processed by the build when it could be (no libvips on a first start), else drawn here.
            const processed = await processedDemoPhoto(photo.scene);
            return { processed, bytes: processed?.original.buffer ?? (await renderDemoPicture(photo.scene)) };
          })
          .then(({ processed, bytes }) =>
            uploadPhoto({
              db,
              storage: opts.storage,
              logger: opts.logger,
              jobs: opts.jobs,
              listing,
              bytes,
              processed,
            }),
          ),
      ),
    );
    const failed = uploads.find((u) => u.status === 'rejected');
    if (failed) throw failed.reason;
    const ids = uploads.map((u) => (u as PromiseFulfilledResult<{ id: string }>).value.id);
    await reorderPhotos({ db, listing, photoIds: ids });
    for (const [i, photo] of opts.demo.photos.entries()) {
      if (photo.roomCode) await setPhotoRoom({ db, listing, photoId: ids[i]!, roomCode: photo.roomCode });
    }
    await setCover({ db, listing, photoId: ids[0]! });
  } catch (err) {
    await deleteListing({
      db,
      storage: opts.storage,
      agencyId: listing.agencyId,
      listingId: listing.id,
    }).catch((e: unknown) =>
      opts.logger.error({ err: e, listingId: listing.id }, 'could not remove a half-seeded demo listing'),
    );
    throw err;
  }
}

/** The columns of a demo listing's ad: what a listing made before complete ads lacks. */
function adColumns(demo: DemoListing) {
  const {
    photos: _photos,
    slug: _slug,
    title: _title,
    address: _address,
    city: _city,
    lat: _lat,
    lng: _lng,
    ...ad
  } = demo;
  return ad;
}

/**
 * Demo listings seeded before listings had complete ads (issue 24) get theirs: those of the demo
 * agency, by their fixed slugs, that still have no description (so never edited since). One query
 * on an ordinary start; a listing the agency gave a description is left as it is.
 */
export async function completeDemoAds(db: Db, agencyId: string, logger: Logger): Promise<number> {
  const bare = await db
    .select({ id: listings.id, slug: listings.slug })
    .from(listings)
    .where(
      and(
        eq(listings.agencyId, agencyId),
        inArray(
          listings.slug,
          DEMO_LISTINGS.map((l) => l.slug),
        ),
        isNull(listings.description),
      ),
    );
  let done = 0;
  for (const row of bare) {
    const demo = DEMO_LISTINGS.find((l) => l.slug === row.slug)!;
    try {
      await db
        .update(listings)
        .set({ ...adColumns(demo), updatedAt: new Date() })
        .where(eq(listings.id, row.id));
      done++;
    } catch (err) {
      // Its reference taken by a listing the agency made meanwhile: it stays as it was.
      logger.warn({ err, slug: row.slug }, 'could not complete a demo listing');
    }
  }
  return done;
}

/**
 * The demo agency's three listings with drawn photos, once: nothing when the marker is there, and a
 * listing whose fixed slug already exists is left alone (a run that stopped half-way), but for
 * completing an ad seeded before complete ads. Returns how many listings it created.
 */
export async function seedDemoListings(
  opts: DemoListingsDeps & { db: Db; agencyId: string },
): Promise<number> {
  const { db, agencyId } = opts;
  // The marker keeps a user who deletes the demo listings from getting them back on the next start.
  // It lives in storage, not in a table: no table fits, and a migration for a demo nicety is not
  // worth it. Keyed by the agency id, so a fresh database (a new demo agency) is seeded again even
  // when the storage is kept.
  const marker = demoListingsMarkerKey(agencyId);
  await completeDemoAds(db, agencyId, opts.logger);
  if (await opts.storage.get(marker)) return 0;
  const slugs = DEMO_LISTINGS.map((l) => l.slug);
  const existing = await db
    .select({ slug: listings.slug })
    .from(listings)
    .where(inArray(listings.slug, slugs));
  const have = new Set(existing.map((r) => r.slug));
  // Staggered creation times: the dashboard lists them in this order, and anything made later comes first.
  const now = Date.now();
  const rows: { demo: DemoListing; listing: ListingRow }[] = [];
  for (const [i, demo] of DEMO_LISTINGS.entries()) {
    if (have.has(demo.slug)) continue;
    rows.push({ demo, listing: await insertListing(db, agencyId, demo, new Date(now - (i + 1) * 60_000)) });
  }
  // One picture drawn at a time, while the upload path processes the previous ones in its own slots.
  const draw = createLimiter(1);
  const results = await Promise.allSettled(rows.map((r) => addPhotos({ ...opts, ...r, draw })));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  const body = JSON.stringify({ seededAt: new Date().toISOString(), slugs });
  await opts.storage.put(marker, Buffer.from(body), { contentType: 'application/json' });
  return rows.length;
}
