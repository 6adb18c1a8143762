import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { timestamps } from './columns';

/**
 * The agency's secret Kyero feed address (modules/portal-feed, decision 044): one per agency,
 * replaced by a rotation. Kept plainly so Configuración can show the URL again, like a calendar
 * link; it grants read access to what is public anyway, in one file.
 */
export const agencyFeeds = pgTable('agency_feeds', {
  agencyId: uuid()
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  /** 32 random bytes, base64url (43 characters). */
  token: text().notNull().unique(),
  ...timestamps,
});
