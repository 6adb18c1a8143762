import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
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
import { STAGING_MODES, type StagingModeChoice } from '../../../shared/staging-modes';
import { agencies } from './agencies';
import { users } from './auth';
import { rooms, styles, uses } from './catalog';
import { timestamps, uuidPk } from './columns';
import { listingPhotos, listings, type PhotoDerivative } from './listings';

export { renderStatuses };

/** A mode's options as stored: the choice without its `mode` (null for furnish and empty). */
export type ModeOptions =
  | Omit<Extract<StagingModeChoice, { mode: 'renovate' }>, 'mode'>
  | Omit<Extract<StagingModeChoice, { mode: 'exterior' }>, 'mode'>;

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
    /** Only furnishing is asked in a style: null for the other modes (a check keeps the two in step). */
    styleCode: text(),
    /** What the render does to the photo (shared/staging-modes.ts); rows from before modes furnish. */
    mode: text({ enum: STAGING_MODES }).notNull().default('furnish'),
    /** The mode's options: `{finishes}` for renovate, `{sky}` for exterior; null for the others. */
    modeOptions: jsonb().$type<ModeOptions>(),
    /** Which of a request's 1–4 variations (different seeds) this is: 0 for the first. */
    variation: integer().notNull().default(0),
    /**
     * A chain step's input: the render whose output this one starts from (vaciar, then amueblar
     * the emptied room). It waits for its source, and fails or cancels with it.
     */
    sourceRenderId: uuid().references((): AnyPgColumn => aiGenerations.id, { onDelete: 'set null' }),
    status: text({ enum: renderStatuses }).notNull().default('queued'),
    /** The render's stage: 0 (error), 10, 25, 40, 90, 100 (decision 017 → AI staging). */
    progress: integer().notNull().default(0),
    // Rows from before seeds were stored read as seed 0.
    seed: integer().notNull().default(0),
    /** Renders queued together ("Amueblar todo el inmueble", a request's variations or chain). */
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
    // One live render per request: the same photo, use, room, style, seed, mode and options (and
    // whether it furnishes an emptied result) return it. The nullable parts are coalesced, since
    // two nulls would not collide; jsonb compares by value, whatever the order of its keys.
    uniqueIndex('ai_generations_request_key')
      .on(
        t.photoId,
        t.useCode,
        t.roomCode,
        sql`coalesce(${sql.raw('"style_code"')}, '')`,
        t.seed,
        t.mode,
        sql`coalesce(${sql.raw('"mode_options"')}, '{}'::jsonb)`,
        sql`(${sql.raw('"source_render_id"')} is not null)`,
      )
      .where(sql`status in ('queued', 'processing', 'completed')`),
    index().on(t.sourceRenderId),
    check(
      'ai_generations_style_mode',
      sql`(${sql.raw('"mode"')} = 'furnish') = (${sql.raw('"style_code"')} is not null)`,
    ),
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
    /** Null for a mode without a style (every mode but furnish). */
    styleCode: text(),
    /** The mode of the render that made it: the public label and the microsite's switch follow it. */
    mode: text({ enum: STAGING_MODES }).notNull().default('furnish'),
    modeOptions: jsonb().$type<ModeOptions>(),
    /** The request's variation it shows (each variation is its own variant, approved on its own). */
    variation: integer().notNull().default(0),
    /** Made from another render's output (a chain step): kept apart from a render of the original. */
    chained: boolean().notNull().default(false),
    /** The render a chain step started from (the emptied room it furnished). */
    sourceRenderId: uuid().references(() => aiGenerations.id, { onDelete: 'set null' }),
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
    // One variant per variation of a request; nulls (no style, no options) count as equal.
    unique('variants_variation_key')
      .on(t.photoId, t.useCode, t.roomCode, t.styleCode, t.mode, t.modeOptions, t.variation, t.chained)
      .nullsNotDistinct(),
    foreignKey({ columns: [t.useCode, t.roomCode], foreignColumns: [rooms.useCode, rooms.code] }),
    foreignKey({ columns: [t.useCode, t.styleCode], foreignColumns: [styles.useCode, styles.code] }),
  ],
);
