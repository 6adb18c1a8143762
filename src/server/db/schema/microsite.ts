import { bigserial, index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * One row per change to something a public page shows (a listing, its photos, approved renders,
 * the agency and its addresses), written by database triggers (migration 0011), never by the app.
 * Every instance polls it to drop and re-render that agency's stored pages
 * (docs/decisions/020-stored-microsite-pages.md). No foreign key: a deleted agency is a change too.
 * Rows older than an hour are pruned.
 */
export const micrositeChanges = pgTable(
  'microsite_changes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    agencyId: uuid().notNull(),
    ...timestamps,
  },
  (t) => [index().on(t.createdAt)],
);
