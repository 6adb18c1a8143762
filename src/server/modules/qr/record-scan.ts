import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies, listings, qrSessions } from '../../db/schema';
import { deviceClass, isLinkPreviewBot } from './device-class';

export interface ScannedListing {
  id: string;
  agencyId: string;
  slug: string;
  title: string;
  published: boolean;
  agency: { name: string; slug: string };
}

/** The listing a QR code belongs to, whatever its status; null for an unknown code. */
export async function findListingByQrCode(db: Db, qrCode: string): Promise<ScannedListing | null> {
  const [row] = await db
    .select({
      id: listings.id,
      agencyId: listings.agencyId,
      slug: listings.slug,
      title: listings.title,
      published: listings.published,
      agency: { name: agencies.name, slug: agencies.slug },
    })
    .from(listings)
    .innerJoin(agencies, eq(agencies.id, listings.agencyId))
    .where(eq(listings.qrCode, qrCode));
  return row ?? null;
}

/**
 * A QR scan: stores time, listing, agency and device class — never an IP address. Link-preview
 * bots are not counted. Null when no listing has this code.
 */
export async function recordScan(opts: {
  db: Db;
  qrCode: string;
  userAgent: string | null | undefined;
}): Promise<(ScannedListing & { counted: boolean }) | null> {
  const listing = await findListingByQrCode(opts.db, opts.qrCode);
  if (!listing) return null;
  const counted = !isLinkPreviewBot(opts.userAgent);
  if (counted) {
    await opts.db.insert(qrSessions).values({
      agencyId: listing.agencyId,
      listingId: listing.id,
      deviceClass: deviceClass(opts.userAgent),
    });
  }
  return { ...listing, counted };
}
