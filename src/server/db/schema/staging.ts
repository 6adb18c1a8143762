import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { renderStatuses } from '../../../shared/staging';
import { agencies } from './agencies';
import { users } from './auth';
import { rooms, styles, uses } from './catalog';
import { timestamps, uuidPk } from './columns';
import { listingPhotos, listings, type PhotoDerivative } from './listings';

export { renderStatuses };

/**
 * An AI render job. Failed and canceled ones never count against the
 * allowance; 'discarded' is a completed render whose variant was deleted: it was paid for, so
 * it still counts, but it no longer answers a new request for the same variation.
 */
export const aiGenerations = pgTable(
  'ai_generations',
  {
    id: uuidPk(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    photoId: uuid().references(() => listingPhotos.id, { onDelete: 'set null' }),
    requestedBy: text().references(() => users.id, { onDelete: 'set null' }),
    useCode: text()
      .notNull()
      .references(() => uses.code),
    roomCode: text(),
    styleCode: text().notNull(),
    status: text({ enum: renderStatuses }).notNull().default('queued'),
    /** The render's stage: 0 (error), 10, 25, 40, 90, 100 (decision 017 → AI staging). */
    progress: integer().notNull().default(0),
    // Rows from before seeds were stored read as seed 0.
    seed: integer().notNull().default(0),
    /** Renders queued together ("Amueblar todo el inmueble"). */
    batchId: uuid(),
    /** Provider calls retried so far (rate limits, outages). */
    attempts: integer().notNull().default(0),
    /** Set by 'cancel': the job stops at its next step and asks the provider to stop. */
    cancelRequested: boolean().notNull().default(false),
    provider: text().notNull(),
    providerJobId: text(),
    inputKey: text(),
    outputKey: text(),
    error: text(),
    /** When the provider accepted it: the render's timeout runs from here, across restarts. */
    startedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index().on(t.agencyId, t.createdAt),
    index().on(t.listingId, t.status, t.createdAt),
    index().on(t.providerJobId),
    // One live render per request: the same photo, use, room, style and seed return it.
    uniqueIndex('ai_generations_request_key')
      .on(t.photoId, t.useCode, t.roomCode, t.styleCode, t.seed)
      .where(sql`status in ('queued', 'processing', 'completed')`),
    foreignKey({ columns: [t.useCode, t.styleCode], foreignColumns: [styles.useCode, styles.code] }),
  ],
);

/** An approved-or-not staged image of a listing photo, shown to visitors once approved. */
export const variants = pgTable(
  'variants',
  {
    id: uuidPk(),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    photoId: uuid().references(() => listingPhotos.id, { onDelete: 'cascade' }),
    generationId: uuid().references(() => aiGenerations.id, { onDelete: 'set null' }),
    useCode: text()
      .notNull()
      .references(() => uses.code),
    roomCode: text().notNull(),
    styleCode: text().notNull(),
    /** Storage key of the staged image; null until generated. */
    afterKey: text(),
    /**
     * Public WebP sizes of the staged image for `srcset`, narrowest first: the 480 and 960 px
     * derivatives narrower than the image, then the full size (the image itself, `afterKey`, when
     * it is a WebP; a WebP copy of it when it is the provider's JPEG). Empty on variants made
     * before derivatives existed: they show `afterKey` alone.
     */
    derivatives: jsonb().$type<PhotoDerivative[]>().notNull().default([]),
    approvedBy: text().references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index().on(t.listingId, t.createdAt),
    unique().on(t.photoId, t.useCode, t.roomCode, t.styleCode),
    foreignKey({ columns: [t.useCode, t.roomCode], foreignColumns: [rooms.useCode, rooms.code] }),
    foreignKey({ columns: [t.useCode, t.styleCode], foreignColumns: [styles.useCode, styles.code] }),
  ],
);
