import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps, uuidPk } from './columns';

/**
 * Each cookie choice made on /cookies, so consent can be shown to have been given (RGPD art. 7.1).
 * The browser's consent cookie carries the row's id; no IP address or user is kept with it.
 */
export const cookieConsents = pgTable('cookie_consents', {
  id: uuidPk(),
  performance: boolean().notNull(),
  functionality: boolean().notNull(),
  marketing: boolean().notNull(),
  /** The cookie policy's "Última actualización" when the choice was made. */
  policyVersion: text().notNull(),
  ...timestamps,
});
