import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { SPAIN_TIME_ZONE } from '../../../shared/time-zone';
import type { Db } from '../../db/client';
import {
  aiGenerations,
  dailyListingStats as daily,
  dailyStyleLeads,
  listings,
  styles,
  visits,
} from '../../db/schema';

/**
 * The aggregates behind Home and Analytics. All read the daily rollups (a few rows per listing
 * and day) scoped to one agency by the leading `agency_id` of their primary keys — the renders
 * per style read the agency's `ai_generations` — and `from`/`to` are inclusive Europe/Madrid
 * days, omitted for all time.
 */
export interface Window {
  agencyId: string;
  from?: string;
  to?: string;
}

const total = (column: typeof daily.views | typeof daily.qrViews | typeof daily.leads) =>
  sql<number>`coalesce(sum(${column}), 0)::int`;

function inWindow(table: typeof daily | typeof dailyStyleLeads, w: Window): SQL | undefined {
  return and(
    eq(table.agencyId, w.agencyId),
    w.from ? gte(table.day, w.from) : undefined,
    w.to ? lte(table.day, w.to) : undefined,
  );
}

/** Views (and those through a code) and leads by device class (the classes with activity only). */
export function activityByDevice(db: Db, w: Window) {
  return db
    .select({
      deviceClass: daily.deviceClass,
      views: total(daily.views),
      qrViews: total(daily.qrViews),
      leads: total(daily.leads),
    })
    .from(daily)
    .where(inWindow(daily, w))
    .groupBy(daily.deviceClass);
}

/** Views and leads of some listings of the agency. */
export function activityOfListings(db: Db, w: Window, listingIds: string[]) {
  return db
    .select({ listingId: daily.listingId, views: total(daily.views), leads: total(daily.leads) })
    .from(daily)
    .where(and(inWindow(daily, w), inArray(daily.listingId, listingIds)))
    .groupBy(daily.listingId);
}

/** The agency's existing listings with activity, by leads, then views. */
export function topListings(db: Db, w: Window, limit: number) {
  const leads = total(daily.leads);
  const views = total(daily.views);
  return db
    .select({ id: listings.id, title: listings.title, published: listings.published, views, leads })
    .from(daily)
    .innerJoin(listings, and(eq(listings.id, daily.listingId), eq(listings.agencyId, w.agencyId)))
    .where(inWindow(daily, w))
    .groupBy(listings.id)
    .having(sql`sum(${daily.views}) + sum(${daily.leads}) > 0`)
    .orderBy(desc(leads), desc(views), asc(listings.title), asc(listings.id))
    .limit(limit);
}

/** Views and leads per `YYYY-MM` (months without activity are absent). */
export function activityByMonth(db: Db, w: Window) {
  const month = sql<string>`to_char(${daily.day}, 'YYYY-MM')`;
  return db
    .select({ month, views: total(daily.views), leads: total(daily.leads) })
    .from(daily)
    .where(inWindow(daily, w))
    .groupBy(month);
}

/** A code has one label across uses (Nórdico is 'nordic' for homes and premises alike). */
const styleLabel = (code: SQL | typeof dailyStyleLeads.styleCode | typeof aiGenerations.styleCode) =>
  sql<string>`coalesce((select min(${styles.label}) from ${styles} where ${styles.code} = ${code}), ${code})`;

/** Leads that chose each style in the window (styles with none are absent). */
function leadsByStyle(db: Db, w: Window) {
  return db
    .select({
      code: dailyStyleLeads.styleCode,
      label: styleLabel(dailyStyleLeads.styleCode),
      leads: sql<number>`sum(${dailyStyleLeads.leads})::int`,
    })
    .from(dailyStyleLeads)
    .where(inWindow(dailyStyleLeads, w))
    .groupBy(dailyStyleLeads.styleCode)
    .having(sql`sum(${dailyStyleLeads.leads}) > 0`);
}

/** The agency's renders completed in the window, per style (by the Madrid day they completed). */
function rendersByStyle(db: Db, w: Window) {
  const day = sql`analytics_day(${aiGenerations.completedAt})`;
  return db
    .select({
      // Only furnishing has a style (emptied, renovated and sky renders have none: left out below).
      code: sql<string>`${aiGenerations.styleCode}`,
      label: styleLabel(aiGenerations.styleCode),
      renders: sql<number>`count(*)::int`,
    })
    .from(aiGenerations)
    .where(
      and(
        eq(aiGenerations.agencyId, w.agencyId),
        eq(aiGenerations.status, 'completed'),
        isNotNull(aiGenerations.styleCode),
        isNotNull(aiGenerations.completedAt),
        w.from ? sql`${day} >= ${w.from}::date` : undefined,
        w.to ? sql`${day} <= ${w.to}::date` : undefined,
      ),
    )
    .groupBy(aiGenerations.styleCode);
}

/**
 * The styles with leads or completed renders in the window, by leads, then renders, then label;
 * `styledLeads` is every lead that chose a style (the share's base). Styles are a short catalogue,
 * so both lists are read whole and merged here.
 */
export async function topStyles(db: Db, w: Window, limit: number) {
  const [fromLeads, fromRenders] = await Promise.all([leadsByStyle(db, w), rendersByStyle(db, w)]);
  const byCode = new Map<string, { code: string; label: string; leads: number; renders: number }>();
  for (const s of fromLeads) byCode.set(s.code, { ...s, renders: 0 });
  for (const r of fromRenders) {
    const row = byCode.get(r.code);
    if (row) row.renders = r.renders;
    else byCode.set(r.code, { ...r, leads: 0 });
  }
  const styledLeads = fromLeads.reduce((n, s) => n + s.leads, 0);
  const rows = [...byCode.values()].sort(
    (a, b) => b.leads - a.leads || b.renders - a.renders || a.label.localeCompare(b.label, 'es'),
  );
  return { rows: rows.slice(0, limit), styledLeads };
}

/** How many listings the agency has, and how many are published. */
export async function listingCounts(db: Db, agencyId: string) {
  const [row] = await db
    .select({ all: count(), published: sql<number>`(count(*) filter (where ${listings.published}))::int` })
    .from(listings)
    .where(eq(listings.agencyId, agencyId));
  return { all: row?.all ?? 0, published: row?.published ?? 0 };
}

/**
 * The agency's visits of a window: booked (made in it, whatever became of them later, except a
 * request the agency declined) and done (held in it: marked done, or confirmed and over by `now`).
 * Days are Europe/Madrid like the rollups'.
 */
export async function visitCounts(db: Db, w: Window, now: Date) {
  const madridDay = (column: typeof visits.createdAt | typeof visits.startAt) =>
    sql`(${column} at time zone ${sql.raw(`'${SPAIN_TIME_ZONE}'`)})::date`;
  const between = (column: typeof visits.createdAt | typeof visits.startAt) =>
    and(
      w.from ? sql`${madridDay(column)} >= ${w.from}::date` : undefined,
      w.to ? sql`${madridDay(column)} <= ${w.to}::date` : undefined,
    );
  const [row] = await db
    .select({
      booked: sql<number>`count(*) filter (where ${between(visits.createdAt) ?? sql`true`} and ${visits.status} <> 'declined')::int`,
      done: sql<number>`count(*) filter (where ${between(visits.startAt) ?? sql`true`} and (${visits.status} = 'done' or (${visits.status} = 'confirmed' and ${visits.endAt} <= ${now})))::int`,
    })
    .from(visits)
    .where(eq(visits.agencyId, w.agencyId));
  return { booked: row?.booked ?? 0, done: row?.done ?? 0 };
}
