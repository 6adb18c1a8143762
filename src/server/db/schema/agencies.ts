import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { timestamps, uuidPk } from './columns';

export const agencies = pgTable('agencies', {
  id: uuidPk(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  email: text(),
  phone: text(),
  website: text(),
  address: text(),
  city: text(),
  /** The user who created it; one agency per user (ensure_my_agency). */
  ownerUserId: text()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** A plan granted outside billing (e.g. the demo account); null means none. */
  currentPlan: text(),
  primaryColor: text().notNull().default('#e56665'),
  secondaryColor: text().notNull().default('#1A1A1A'),
  showLogo: boolean().notNull().default(true),
  showContact: boolean().notNull().default(true),
  /** Storage key of the logo; its public URL is derived from it. */
  logoKey: text(),
  stripeCustomerId: text().unique(),
  ...timestamps,
});

/**
 * Every public address (`/agency/{slug}`) an agency has had, its current one included. The
 * primary key makes an address one agency's for as long as that agency exists, so its old
 * agency and listing URLs can redirect (301) forever (docs/decisions/013-agency-addresses.md).
 */
export const agencySlugs = pgTable(
  'agency_slugs',
  {
    slug: text().primaryKey(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index().on(t.agencyId)],
);

export const agencyMembers = pgTable(
  'agency_members',
  {
    id: uuidPk(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text({ enum: ['owner', 'agent'] })
      .notNull()
      .default('agent'),
    /** The name a listing's microsite shows for its assigned agent; null: the user's name. */
    contactName: text(),
    /** The member's own phone and WhatsApp for the microsites of the listings assigned to them. */
    phone: text(),
    whatsapp: text(),
    /**
     * The member's own copy of the scan alert of their assigned listings (while the agency has
     * "escaneos" on). Its unsubscribe link switches this off, never the agency's preference.
     */
    scanAlerts: boolean().notNull().default(true),
    /**
     * The key of the member's private calendar subscription URL (issue 30): the URL carries an
     * HMAC of the member and this key, so a new key ("Cambiar el enlace") ends every old URL.
     */
    calendarKey: text().notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    ...timestamps,
  },
  (t) => [unique().on(t.agencyId, t.userId), index().on(t.userId)],
);

/** Notification preferences of an agency (defaults: decision 017 → Leads). */
export const notificationPreferences = pgTable('notification_preferences', {
  agencyId: uuid()
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  leadsEmail: boolean().notNull().default(true),
  scansEmail: boolean().notNull().default(false),
  dailySummary: boolean().notNull().default(true),
  weeklySummary: boolean().notNull().default(true),
  ...timestamps,
});

/**
 * An e-mailed invitation to join an agency as agent. Only the token's SHA-256 is stored; a
 * pending one (not accepted, not revoked, not expired) holds a seat (modules/team).
 */
export const agencyInvitations = pgTable(
  'agency_invitations',
  {
    id: uuidPk(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    tokenHash: text().notNull().unique(),
    invitedByUserId: text().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedByUserId: text().references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index().on(t.agencyId)],
);
