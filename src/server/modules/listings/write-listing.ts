import { and, eq } from 'drizzle-orm';
import { energyColumns } from '../../../shared/energy-certificate';
import { type ListingValues, listingTexts } from '../../../shared/listings';
import type { Db } from '../../db/client';
import { listingPhotos, listings, qrRepoints } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { listingFolder, privateListingFolder } from '../../providers/storage/keys';
import type { Storage } from '../../providers/storage/storage';
import { assertMemberOfAgency } from '../agency-members/find-member';
import { listingSlug, unusedQrCode } from './listing-codes';
import { assertUnderLimit, publishLimit } from './listing-limit';
import type { ListingRow } from './listing-view';

const isUniqueViolation = (e: unknown) =>
  (e as { code?: string; cause?: { code?: string } })?.code === '23505' ||
  (e as { cause?: { code?: string } })?.cause?.code === '23505';

const columns = (v: ListingValues) => ({
  title: v.title,
  price: v.price,
  address: v.address,
  city: v.city,
  sqm: v.sqm,
  beds: v.beds,
  baths: v.baths,
  floor: v.floor,
  exterior: v.exterior,
  lat: v.lat,
  lng: v.lng,
  published: v.published,
  useCode: v.useCode,
  operation: v.operation,
  propertyType: v.propertyType,
  reference: v.reference,
  description: v.description,
  descriptionEn: v.descriptionEn,
  features: v.features,
  usableSqm: v.usableSqm,
  plotSqm: v.plotSqm,
  yearBuilt: v.yearBuilt,
  condition: v.condition,
  orientation: v.orientation,
  communityFees: v.communityFees,
  ibi: v.ibi,
  depositMonths: v.operation === 'rent' ? v.depositMonths : null,
  availableFrom: v.operation === 'rent' ? v.availableFrom : null,
  addressPrivacy: v.addressPrivacy,
  ...energyColumns(v),
});

/** A duplicate reference within the agency (the listings_agency_reference index). */
const isReferenceTaken = (e: unknown) => {
  const err = e as { constraint?: string; cause?: { constraint?: string } };
  return isUniqueViolation(e) && (err.constraint ?? err.cause?.constraint) === 'listings_agency_reference';
};

function referenceTaken(): AppError {
  return new AppError('validation', listingTexts.referenceTaken, { reference: listingTexts.referenceTaken });
}

/** A new listing: unique slug and QR code, refused past the plan's published cap. */
export async function createListing(opts: {
  db: Db;
  agencyId: string;
  values: ListingValues;
  /** An imported listing: the feed property it comes from, written with the row (modules/feed-import). */
  feedId?: string | null;
}): Promise<ListingRow> {
  const limit = opts.values.published ? await publishLimit(opts.db, opts.agencyId) : null;
  const assigned = opts.values.assignedMemberId ?? null;
  for (let attempt = 0; ; attempt++) {
    try {
      return await opts.db.transaction(async (tx) => {
        if (limit) await assertUnderLimit({ tx, agencyId: opts.agencyId, limit });
        if (assigned) await assertMemberOfAgency(tx, opts.agencyId, assigned);
        const code = await unusedQrCode(tx);
        const [row] = await tx
          .insert(listings)
          .values({
            ...columns(opts.values),
            agencyId: opts.agencyId,
            slug: listingSlug(opts.values.title),
            qrCode: code,
            assignedMemberId: assigned,
            feedId: opts.feedId ?? null,
          })
          .returning();
        return row!;
      });
    } catch (e) {
      if (isReferenceTaken(e)) throw referenceTaken();
      // A slug or QR code collision: draw new ones.
      if (isUniqueViolation(e) && attempt < 4) continue;
      throw e;
    }
  }
}

/** Edits a listing of the agency; publishing it counts against the cap. */
export async function updateListing(opts: {
  db: Db;
  agencyId: string;
  listing: ListingRow;
  values: ListingValues;
}) {
  const publishing = opts.values.published && !opts.listing.published;
  const limit = publishing ? await publishLimit(opts.db, opts.agencyId) : null;
  try {
    return await updateInTransaction(opts, limit);
  } catch (e) {
    if (isReferenceTaken(e)) throw referenceTaken();
    throw e;
  }
}

function updateInTransaction(
  opts: { db: Db; agencyId: string; listing: ListingRow; values: ListingValues },
  limit: Awaited<ReturnType<typeof publishLimit>> | null,
) {
  return opts.db.transaction(async (tx) => {
    if (limit) await assertUnderLimit({ tx, agencyId: opts.agencyId, limit, listingId: opts.listing.id });
    const assigned = opts.values.assignedMemberId;
    if (assigned) await assertMemberOfAgency(tx, opts.agencyId, assigned);
    const [row] = await tx
      .update(listings)
      .set({ ...columns(opts.values), ...(assigned !== undefined ? { assignedMemberId: assigned } : {}) })
      .where(and(eq(listings.id, opts.listing.id), eq(listings.agencyId, opts.agencyId)))
      .returning();
    if (!row) throw new AppError('not_found');
    // Room tags belong to a use: a listing that changes use starts its photos untagged.
    if (opts.values.useCode !== opts.listing.useCode) {
      await tx
        .update(listingPhotos)
        .set({ useCode: opts.values.useCode, roomCode: null })
        .where(eq(listingPhotos.listingId, row.id));
    }
    return row;
  });
}

/**
 * Deletes a listing: its photos' rows go with it (cascade), its leads stay (listing_id set
 * null; they keep title and address in their payload), its printed code keeps leading to the
 * agency page until moved (qr_repoints), then its files leave storage.
 */
export async function deleteListing(opts: { db: Db; storage: Storage; agencyId: string; listingId: string }) {
  const row = await opts.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(listings)
      .where(and(eq(listings.id, opts.listingId), eq(listings.agencyId, opts.agencyId)))
      .returning({ id: listings.id, qrCode: listings.qrCode, title: listings.title });
    if (!deleted) throw new AppError('not_found');
    // Already moved elsewhere: the move stands. Otherwise the code leads to the agency page.
    await tx
      .insert(qrRepoints)
      .values({ code: deleted.qrCode, agencyId: opts.agencyId, listingId: null, printedFor: deleted.title })
      .onConflictDoNothing();
    return deleted;
  });
  await opts.storage.deletePrefix(listingFolder(row.id));
  await opts.storage.deletePrefix(privateListingFolder(row.id));
}
