import { date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { timestamps } from './columns';

/** The listing key of rows whose scan or lead has no listing (its listing was deleted). */
export const NO_LISTING = '00000000-0000-0000-0000-000000000000';

/**
 * Scans and leads per agency, Europe/Madrid calendar day, listing and device class. Kept by
 * database triggers on `qr_sessions` and `leads` (migration 0002_analytics_rollups), never
 * written by the app: the dashboard reads a few thousand of these rows instead of counting
 * millions of scans (docs/decisions/011-analytics-rollups.md).
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
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.day, t.listingId, t.deviceClass] })],
);

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
