import { date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { timestamps } from './columns';
import { leads } from './leads';

/**
 * One row per summary e-mail an agency was sent (or is being sent) for a period: the primary key
 * is what keeps a second worker, instance or restart from sending the same period twice
 * (docs/decisions/022-activity-emails.md). A row without `sent_at` is a send in progress.
 */
export const summarySends = pgTable(
  'summary_sends',
  {
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['daily', 'weekly'] }).notNull(),
    /** The period's first Europe/Madrid day (the day itself, or the week's Monday). */
    periodStart: date({ mode: 'string' }).notNull(),
    sentAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.kind, t.periodStart] })],
);

/** One row per listing and Europe/Madrid day whose scan alert went out: at most one a day. */
export const scanAlertSends = pgTable(
  'scan_alert_sends',
  {
    /** No foreign key to listings: a deleted listing's row only keeps its day from being re-sent. */
    listingId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    sentAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day] })],
);

/**
 * One row per lead alert and recipient: claimed (`claimed_at`) before the e-mail goes out, stamped
 * (`sent_at`) once the mailer took it. A retried or recovered job skips what was sent, so each
 * recipient gets a lead's alert once; a claim left by a process that died (no `sent_at`, older than
 * a minute) is taken over (send-lead-alert.ts). The recipient is kept as a hash of the address.
 */
export const leadAlertSends = pgTable(
  'lead_alert_sends',
  {
    leadId: uuid()
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    recipientKey: text().notNull(),
    claimedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.leadId, t.recipientKey] })],
);
