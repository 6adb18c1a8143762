import { boolean, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { timestamps } from './columns';

/** The listing key of rows whose scan or lead has no listing (its listing was deleted). */
export const NO_LISTING = '00000000-0000-0000-0000-000000000000';

/**
 * Views, scans and leads per agency, Europe/Madrid calendar day, listing and device class. Scans
 * and leads are kept by database triggers on `qr_sessions` and `leads` (migration
 * 0002_analytics_rollups); views (`views`, and `qr_views`: those that came through a poster's
 * code) are added in batches by the view counter (analytics/view-counter.ts), which keeps no
 * row per view. The dashboard reads a few thousand of these rows instead of counting millions of
 * scans (docs/decisions/011-analytics-rollups.md).
 */
export const dailyListingStats = pgTable(
  'daily_listing_stats',
  {
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    /** No foreign key: a deleted listing's figures move to NO_LISTING and stay in the totals. */
    listingId: uuid().notNull(),
    deviceClass: text({ enum: ['mobile', 'tablet', 'desktop', 'other'] }).notNull(),
    scans: integer().notNull().default(0),
    leads: integer().notNull().default(0),
    /** Microsite views: one per visitor, listing and day. */
    views: integer().notNull().default(0),
    /** The views whose visitor came through a code (a scan) that day. */
    qrViews: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.day, t.listingId, t.deviceClass] })],
);

/**
 * The visitors of today's microsite views (and of yesterday's until its views are written): a
 * hash of the day's salt, address, user agent and listing, no address. Deleted with the salt once
 * the day is over (analytics/view-counter.ts).
 */
export const viewVisitors = pgTable(
  'view_visitors',
  {
    day: date({ mode: 'string' }).notNull(),
    listingId: uuid().notNull(),
    visitor: text().notNull(),
    qr: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.day, t.listingId, t.visitor] })],
);

/** The random salt of a day's visitor hashes, shared by every instance; deleted after the day. */
export const viewSalts = pgTable('view_salts', {
  day: date({ mode: 'string' }).primaryKey(),
  salt: text().notNull(),
});

/** Leads that asked for a decoration style, per agency, Europe/Madrid day and style code. */
export const dailyStyleLeads = pgTable(
  'daily_style_leads',
  {
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    styleCode: text().notNull(),
    leads: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.day, t.styleCode] })],
);
