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
  uuid,
} from 'drizzle-orm/pg-core';
import type { Lang } from '../../../shared/lang';
import type { ContactMethod } from '../../../shared/leads';
import { FOLD_FROM, FOLD_TO, leadStatusValues, leadSuspicionValues } from '../../../shared/leads-dashboard';
import { agencies, agencyMembers } from './agencies';
import { rooms, styles, uses } from './catalog';
import { timestamps, uuidPk } from './columns';
import { listings } from './listings';

/** What the lead keeps even if its listing is deleted (decision 017 → Listings). */
export interface LeadPayload {
  listing_title: string;
  listing_address: string | null;
  user_agent: string | null;
  contact_method: ContactMethod;
  timestamp: string;
  /** The language the buyer read the microsite in (absent on leads from before English: Spanish). */
  buyer_lang?: Lang;
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
    status: text({ enum: leadStatusValues }).notNull().default('new'),
    payload: jsonb().$type<LeadPayload>().notNull(),
    /** When the agency was e-mailed about this lead (the lead-alert job); null until then. */
    alertSentAt: timestamp({ withTimezone: true }),
    /**
     * Why the lead looks like part of a flood (modules/leads/lead-suspicion.ts), or null for an
     * ordinary lead. A suspicious lead is kept and shown, flagged; it gets no alert of its own,
     * only the listing's one flood digest.
     */
    suspicion: text({ enum: leadSuspicionValues }),
    /**
     * Name, e-mail, phone and listing title, lower-cased and without accents, for the dashboard
     * search: folded once on write instead of on every row of every search.
     */
    searchText: text().generatedAlwaysAs(
      sql.raw(
        `lower(translate(first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(payload->>'listing_title', ''), '${FOLD_FROM}', '${FOLD_TO}'))`,
      ),
    ),
    ...timestamps,
  },
  (t) => [
    index().on(t.agencyId, t.createdAt),
    index().on(t.agencyId, t.status),
    index().on(t.listingId),
    // The duplicate check of every new lead (lead-writer.ts): one listing's leads by the person's name.
    index('leads_listing_person_idx').on(t.listingId, sql`lower(${t.firstName})`, sql`lower(${t.lastName})`),
    index().on(t.listingId, t.createdAt).where(sql`${t.suspicion} is not null`),
    // The alerts still to send, read at every start (requeueUnsentLeadAlerts): a few rows, not a scan.
    index('leads_unsent_alert_idx').on(t.createdAt).where(sql`${t.alertSentAt} is null`),
    foreignKey({ columns: [t.useCode, t.roomCode], foreignColumns: [rooms.useCode, rooms.code] }),
    foreignKey({ columns: [t.useCode, t.styleCode], foreignColumns: [styles.useCode, styles.code] }),
  ],
);

/**
 * "Borrar los datos de esta persona" (RGPD art. 17): that an erasure happened, when, by which
 * member and how many leads it removed. Never whom: no name, e-mail, phone, message nor a hash of
 * them (a hash of an e-mail is personal data too).
 */
export const leadErasures = pgTable(
  'lead_erasures',
  {
    id: uuidPk(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** The member who erased; null once that member has left the agency. */
    memberId: uuid().references(() => agencyMembers.id, { onDelete: 'set null' }),
    leadCount: integer().notNull(),
    ...timestamps,
  },
  (t) => [index().on(t.agencyId, t.createdAt)],
);
