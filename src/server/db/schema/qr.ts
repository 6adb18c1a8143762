import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { timestamps } from './columns';
import { listings } from './listings';

/**
 * A printed poster's code that no longer opens the listing it was printed for: moved to another
 * listing of the agency, to the agency page (`listing_id` null), or left by a deleted listing
 * (also null, until the agency moves it). Codes without a row open their own listing.
 */
export const qrRepoints = pgTable(
  'qr_repoints',
  {
    /** The 8-character code printed in the QR (`/q/{code}`). */
    code: text().primaryKey(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** Where the code leads now; null = the agency page (also when that listing is deleted). */
    listingId: uuid().references(() => listings.id, { onDelete: 'set null' }),
    /** The title of the listing the poster was printed for, kept once that listing is gone. */
    printedFor: text().notNull(),
    /**
     * The listing the poster was printed for, while it exists. A code moved away from its listing
     * is no longer that listing's `qr_code`: the listing got a fresh one for its next poster.
     */
    printedForId: uuid().references(() => listings.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index().on(t.agencyId), index().on(t.listingId), index().on(t.printedForId)],
);
