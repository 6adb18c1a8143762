import { boolean, foreignKey, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { rooms, styles, uses } from './catalog';
import { timestamps, uuidPk } from './columns';
import { listings } from './listings';

export const leadStatuses = ['new', 'contacted', 'qualified', 'closed', 'lost'] as const;

/** What the lead keeps even if its listing is deleted (decisions.md → Listings). */
export interface LeadPayload {
  listing_title: string;
  listing_address: string | null;
  user_agent: string | null;
  contact_method: 'email' | 'whatsapp';
  timestamp: string;
}

export const leads = pgTable(
  'leads',
  {
    id: uuidPk(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    listingId: uuid().references(() => listings.id, { onDelete: 'set null' }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text(),
    phone: text(),
    useCode: text().references(() => uses.code),
    roomCode: text(),
    styleCode: text(),
    source: text({ enum: ['direct', 'debug'] })
      .notNull()
      .default('direct'),
    consentGdpr: boolean().notNull(),
    status: text({ enum: leadStatuses }).notNull().default('new'),
    payload: jsonb().$type<LeadPayload>().notNull(),
    ...timestamps,
  },
  (t) => [
    index().on(t.agencyId, t.createdAt),
    index().on(t.agencyId, t.status),
    index().on(t.listingId),
    foreignKey({ columns: [t.useCode, t.roomCode], foreignColumns: [rooms.useCode, rooms.code] }),
    foreignKey({ columns: [t.useCode, t.styleCode], foreignColumns: [styles.useCode, styles.code] }),
  ],
);
