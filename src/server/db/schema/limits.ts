import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every instance (providers/limits/postgres.ts): one row per key and
 * fixed window. The key is a hash (never an address or e-mail in clear); rows past `reset_at` are
 * dead and swept now and then. No created_at/updated_at: a counter is rewritten on every hit.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});
