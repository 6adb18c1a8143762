import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies, listings, qrRepoints, qrSessions } from '../../db/schema';
import { deviceClass, isLinkPreviewBot } from '../../lib/device-class';

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

interface TargetRow {
  agency_id: string;
  agency_name: string;
  agency_slug: string;
  id: string | null;
  slug: string | null;
  title: string | null;
  published: boolean | null;
}

/**
 * Where a code leads now, in one round trip (every scan asks): a moved code (qr_repoints) wins
 * over the listing it was printed for; null for an unknown code.
 */
export async function findQrTarget(db: Db, qrCode: string): Promise<QrTarget | null> {
  const result = await db.execute(sql`
    select a.id as agency_id, a.name as agency_name, a.slug as agency_slug,
      t.id, t.slug, t.title, t.published
    from (select ${qrCode}::text as code) c
    left join ${qrRepoints} r on r.code = c.code
    left join ${listings} own on r.code is null and own.qr_code = c.code
    left join ${listings} t on t.id = coalesce(r.listing_id, own.id)
    join ${agencies} a on a.id = coalesce(r.agency_id, own.agency_id)`);
  const row = (result as unknown as { rows: TargetRow[] }).rows[0];
  if (!row) return null;
  const agency = { name: row.agency_name, slug: row.agency_slug };
  const listing =
    row.id && row.slug && row.title !== null && row.published !== null
      ? {
          id: row.id,
          agencyId: row.agency_id,
          slug: row.slug,
          title: row.title,
          published: row.published,
          agency,
        }
      : null;
  return { agencyId: row.agency_id, agency, listing };
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
