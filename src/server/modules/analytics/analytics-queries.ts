import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dailyListingStats as daily, dailyStyleLeads, listings, styles } from '../../db/schema';

/**
 * The aggregates behind Home and Analytics. All read the daily rollups (a few rows per listing
 * and day) scoped to one agency by the leading `agency_id` of their primary keys; `from`/`to`
 * are inclusive Europe/Madrid days, omitted for all time.
 */
export interface Window {
  agencyId: string;
  from?: string;
  to?: string;
}

const total = (column: typeof daily.scans | typeof daily.leads) =>
  sql<number>`coalesce(sum(${column}), 0)::int`;

function inWindow(table: typeof daily | typeof dailyStyleLeads, w: Window): SQL | undefined {
  return and(
    eq(table.agencyId, w.agencyId),
    w.from ? gte(table.day, w.from) : undefined,
    w.to ? lte(table.day, w.to) : undefined,
  );
}

/** Scans and leads by device class (the four classes only where there was activity). */
export function activityByDevice(db: Db, w: Window) {
  return db
    .select({ deviceClass: daily.deviceClass, scans: total(daily.scans), leads: total(daily.leads) })
    .from(daily)
    .where(inWindow(daily, w))
    .groupBy(daily.deviceClass);
}

/** Scans and leads of some listings of the agency. */
export function activityOfListings(db: Db, w: Window, listingIds: string[]) {
  return db
    .select({ listingId: daily.listingId, scans: total(daily.scans), leads: total(daily.leads) })
    .from(daily)
    .where(and(inWindow(daily, w), inArray(daily.listingId, listingIds)))
    .groupBy(daily.listingId);
}

/** The agency's existing listings with activity, by leads, then scans. */
export function topListings(db: Db, w: Window, limit: number) {
  const leads = total(daily.leads);
  const scans = total(daily.scans);
  return db
    .select({ id: listings.id, title: listings.title, published: listings.published, scans, leads })
    .from(daily)
    .innerJoin(listings, and(eq(listings.id, daily.listingId), eq(listings.agencyId, w.agencyId)))
    .where(inWindow(daily, w))
    .groupBy(listings.id)
    .having(sql`sum(${daily.scans}) + sum(${daily.leads}) > 0`)
    .orderBy(desc(leads), desc(scans), asc(listings.title), asc(listings.id))
    .limit(limit);
}

/** Scans and leads per `YYYY-MM` (months without activity are absent). */
export function activityByMonth(db: Db, w: Window) {
  const month = sql<string>`to_char(${daily.day}, 'YYYY-MM')`;
  return db
    .select({ month, scans: total(daily.scans), leads: total(daily.leads) })
    .from(daily)
    .where(inWindow(daily, w))
    .groupBy(month);
}

/** The styles most asked for in leads, with the catalogue's label and the styled-lead total. */
export function topStyles(db: Db, w: Window, limit: number) {
  const leads = sql<number>`sum(${dailyStyleLeads.leads})::int`;
  // A code has one label across uses (Nórdico is 'nordic' for homes and premises alike).
  const label = sql<string>`coalesce((select min(${styles.label}) from ${styles} where ${styles.code} = ${dailyStyleLeads.styleCode}), ${dailyStyleLeads.styleCode})`;
  return db
    .select({
      code: dailyStyleLeads.styleCode,
      label,
      leads,
      styledLeads: sql<number>`(sum(sum(${dailyStyleLeads.leads})) over ())::int`,
    })
    .from(dailyStyleLeads)
    .where(inWindow(dailyStyleLeads, w))
    .groupBy(dailyStyleLeads.styleCode)
    .having(sql`sum(${dailyStyleLeads.leads}) > 0`)
    .orderBy(desc(leads), asc(label))
    .limit(limit);
}

/** How many listings the agency has, and how many are published. */
export async function listingCounts(db: Db, agencyId: string) {
  const [row] = await db
    .select({ all: count(), published: sql<number>`(count(*) filter (where ${listings.published}))::int` })
    .from(listings)
    .where(eq(listings.agencyId, agencyId));
  return { all: row?.all ?? 0, published: row?.published ?? 0 };
}
