import { foreignKey, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { users } from './auth';
import { rooms, styles, uses } from './catalog';
import { timestamps, uuidPk } from './columns';
import { listingPhotos, listings } from './listings';

export const renderStatuses = ['queued', 'processing', 'completed', 'failed'] as const;

/** An AI render job. Failed ones never count against the allowance. */
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
    provider: text().notNull(),
    providerJobId: text(),
    inputKey: text(),
    outputKey: text(),
    error: text(),
    completedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index().on(t.agencyId, t.createdAt),
    index().on(t.listingId, t.status, t.createdAt),
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
