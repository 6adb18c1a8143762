import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    ...timestamps,
  },
  (t) => [index().on(t.to, t.createdAt)],
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
  ...timestamps,
});

/** Blog newsletter sign-ups. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuidPk(),
  email: text().notNull().unique(),
  unsubscribedAt: timestamp({ withTimezone: true }),
  ...timestamps,
});
