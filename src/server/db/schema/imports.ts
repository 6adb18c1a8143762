import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImportRun } from '../../../shared/imports';
import { agencies } from './agencies';
import { timestamps, uuidPk } from './columns';

/**
 * The agency's saved feed (modules/feed-import): the URL imported last, synced on its schedule.
 * One per agency. The password is sealed with the server's secret (AES-256-GCM, feed-secret.ts):
 * it must be sent again to the feed's server, so it cannot be hashed.
 */
export const importSources = pgTable(
  'import_sources',
  {
    agencyId: uuid()
      .primaryKey()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    username: text(),
    passwordSealed: text(),
    schedule: text().notNull().default('daily'),
    leftAction: text().notNull().default('draft'),
    addressPrivacy: text().notNull().default('zone'),
    /** Failed runs in a row; the owner is e-mailed once when it reaches 3 (`failureMailAt`). */
    failures: integer().notNull().default(0),
    failureMailAt: timestamp({ withTimezone: true }),
    /** When the schedule runs it next (null: manual only). */
    nextRunAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('import_sources_schedule', sql`${t.schedule} in ('off', 'hourly', 'daily')`),
    check('import_sources_left_action', sql`${t.leftAction} in ('draft', 'keep')`),
    check('import_sources_address_privacy', sql`${t.addressPrivacy} in ('exact', 'street', 'zone')`),
  ],
);

/**
 * What a preview read, kept until "Importar" applies exactly that (or it expires after a day): the
 * bytes themselves are a private file in storage (`storageKey`).
 */
export const importPreviews = pgTable(
  'import_previews',
  {
    id: uuidPk(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    /** The URL or the file's name, as the log shows it. */
    name: text().notNull(),
    storageKey: text().notNull(),
    /** A feed URL's credentials, to save with the source when it is imported. */
    username: text(),
    passwordSealed: text(),
    ...timestamps,
  },
  (t) => [
    index().on(t.agencyId, t.createdAt),
    check('import_previews_kind', sql`${t.kind} in ('feed_url', 'feed_file', 'sheet')`),
  ],
);

/** One import: queued by "Importar", "Sincronizar ahora" or the schedule; its counts are the log. */
export const importRuns = pgTable(
  'import_runs',
  {
    id: uuidPk(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    name: text().notNull(),
    scheduled: boolean().notNull().default(false),
    status: text().notNull().default('queued'),
    /** The stored copy it applies (a preview's), or null: it fetches the saved feed itself. */
    storageKey: text(),
    leftAction: text().notNull().default('draft'),
    addressPrivacy: text().notNull().default('zone'),
    counts: jsonb().$type<ImportRun['counts']>().notNull(),
    progressDone: integer().notNull().default(0),
    progressTotal: integer().notNull().default(0),
    errors: jsonb().$type<string[]>().notNull().default([]),
    error: text(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index().on(t.agencyId, t.createdAt),
    check('import_runs_status', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('import_runs_kind', sql`${t.kind} in ('feed_url', 'feed_file', 'sheet')`),
  ],
);
