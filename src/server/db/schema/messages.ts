import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, uuidPk } from './columns';

/** The embedded mailer's outbox: every message the app would send. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuidPk(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** Links in the message, for developers and tests. */
    links: jsonb().$type<string[]>().notNull().default([]),
    /** Where a reply goes (the sender of a contact message, the buyer of a lead). */
    replyTo: text(),
    /** Extra headers, e.g. List-Unsubscribe on newsletter mail. */
    headers: jsonb().$type<Record<string, string>>(),
    /** The calendar invitation sent as a text/calendar part (a visit's .ics). */
    calendar: jsonb().$type<{ method: 'REQUEST' | 'CANCEL'; content: string; filename: string }>(),
    /** Files attached (a signed visit sheet's PDF), their content in base64. */
    attachments: jsonb().$type<{ filename: string; contentType: string; base64: string }[]>(),
    /**
     * The leads whose buyer data the message holds (an alert, a digest): deleting or erasing one
     * of them deletes this copy too (delete-leads.ts), so no buyer's data outlives an erasure here.
     */
    leadIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    ...timestamps,
  },
  (t) => [index().on(t.to, t.createdAt), index().using('gin', t.leadIds)],
);

/** Messages sent from the public contact page. */
export const contactMessages = pgTable('contact_messages', {
  id: uuidPk(),
  name: text().notNull(),
  email: text().notNull(),
  company: text(),
  phone: text(),
  subject: text().notNull(),
  message: text().notNull(),
  /** Stamped once the sales inbox accepted the message (the mail job skips it afterwards). */
  salesNotifiedAt: timestamp({ withTimezone: true }),
  /** Stamped once the sender's confirmation went out. */
  confirmationSentAt: timestamp({ withTimezone: true }),
  ...timestamps,
});

/** Blog newsletter sign-ups. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuidPk(),
    email: text().notNull().unique(),
    /** Double opt-in: set when the link of the confirmation e-mail was opened. */
    confirmedAt: timestamp({ withTimezone: true }),
    /** SHA-256 of the pending confirmation token (the token itself is only in the e-mail). */
    confirmTokenHash: text(),
    confirmExpiresAt: timestamp({ withTimezone: true }),
    /** Random, unguessable, stable: the unsubscribe link of every newsletter e-mail. */
    unsubscribeToken: text().notNull(),
    unsubscribedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex().on(t.unsubscribeToken), uniqueIndex().on(t.confirmTokenHash)],
);

/**
 * The embedded SMS sender's outbox: every text message the app would send (a visit sheet's
 * one-time code to a visitor who gave only a phone), for development and tests.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuidPk(),
    to: text().notNull(),
    body: text().notNull(),
    ...timestamps,
  },
  (t) => [index().on(t.to, t.createdAt)],
);
