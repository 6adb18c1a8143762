import { text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** created_at / updated_at, on every table. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const uuidPk = () => uuid().primaryKey().defaultRandom();

/** better-auth generates its own string ids. */
export const textPk = () => text().primaryKey();
