import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies, listings, qrRepoints, qrSessions } from '../../db/schema';
import { deviceClass, isLinkPreviewBot } from './device-class';

export interface ScannedListing {
  id: string;
  agencyId: string;
  slug: string;
  title: string;
  published: boolean;
  agency: { name: string; slug: string };
}

/** Where a code leads: a listing, or (moved there, or its listing deleted) the agency page. */
export interface QrTarget {
  agencyId: string;
  agency: { name: string; slug: string };
  /** Null: the agency page. */
  listing: ScannedListing | null;
}

const listingColumns = {
  id: listings.id,
  agencyId: listings.agencyId,
  slug: listings.slug,
  title: listings.title,
  published: listings.published,
};
const agencyColumns = { name: agencies.name, slug: agencies.slug };

/** The listing a QR code was printed for, whatever its status; null for an unknown code. */
export async function findListingByQrCode(db: Db, qrCode: string): Promise<ScannedListing | null> {
  const [row] = await db
    .select({ ...listingColumns, agency: agencyColumns })
    .from(listings)
    .innerJoin(agencies, eq(agencies.id, listings.agencyId))
    .where(eq(listings.qrCode, qrCode));
  return row ?? null;
}

/**
 * Where a code leads now: a moved code (qr_repoints) wins over the listing it was printed for;
 * null for an unknown code.
 */
export async function findQrTarget(db: Db, qrCode: string): Promise<QrTarget | null> {
  const [moved] = await db
    .select({
      agencyId: qrRepoints.agencyId,
      agency: agencyColumns,
      listingId: listings.id,
      listing: listingColumns,
    })
    .from(qrRepoints)
    .innerJoin(agencies, eq(agencies.id, qrRepoints.agencyId))
    .leftJoin(listings, eq(listings.id, qrRepoints.listingId))
    .where(eq(qrRepoints.code, qrCode));
  if (moved) {
    const listing = moved.listingId ? { ...moved.listing, agency: moved.agency } : null;
    return { agencyId: moved.agencyId, agency: moved.agency, listing: listing as ScannedListing | null };
  }
  const own = await findListingByQrCode(db, qrCode);
  return own ? { agencyId: own.agencyId, agency: own.agency, listing: own } : null;
}

/**
 * A QR scan: stores time, the listing the code leads to at that moment (so a moved code's
 * earlier scans stay with the listing they were made for), agency and device class — never an
 * IP address. Link-preview bots are not counted. Null for an unknown code.
 */
export async function recordScan(opts: {
  db: Db;
  qrCode: string;
  userAgent: string | null | undefined;
}): Promise<(QrTarget & { counted: boolean }) | null> {
  const target = await findQrTarget(opts.db, opts.qrCode);
  if (!target) return null;
  const counted = !isLinkPreviewBot(opts.userAgent);
  if (counted) {
    await opts.db.insert(qrSessions).values({
      agencyId: target.agencyId,
      listingId: target.listing?.id ?? null,
      deviceClass: deviceClass(opts.userAgent),
    });
  }
  return { ...target, counted };
}
