import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Space uses: residencial, comercial. */
export const uses = pgTable('uses', {
  code: text().primaryKey(),
  label: text().notNull(),
  ...timestamps,
});

/** Rooms per use (salón, cocina… / local diáfano, oficina…). */
export const rooms = pgTable(
  'rooms',
  {
    useCode: text()
      .notNull()
      .references(() => uses.code),
    code: text().notNull(),
    label: text().notNull(),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.useCode, t.code] })],
);

/** Decoration styles per use (Nórdico, Industrial, Boho, Minimalista…). */
export const styles = pgTable(
  'styles',
  {
    useCode: text()
      .notNull()
      .references(() => uses.code),
    code: text().notNull(),
    label: text().notNull(),
    active: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.useCode, t.code] })],
);

/** Property types per use (piso, ático… / local, oficina…), seeded from src/shared/listing-catalog.ts. */
export const propertyTypes = pgTable(
  'property_types',
  {
    useCode: text()
      .notNull()
      .references(() => uses.code),
    code: text().notNull(),
    label: text().notNull(),
    labelEn: text().notNull(),
    schemaType: text().notNull(),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.useCode, t.code] })],
);
