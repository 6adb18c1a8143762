import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { timestamps, uuidPk } from './columns';

/** Limits of a plan; null means unlimited. */
export interface PlanLimits {
  max_listings: number | null;
  renders_per_month: number | null;
  /** Users of the agency, the owner and pending invitations included (modules/team). */
  seats: number;
}

/** The one source of truth for plans (decision 017 → Plans). */
export const plans = pgTable('plans', {
  code: text().primaryKey(),
  name: text().notNull(),
  priceMonthCents: integer().notNull(),
  limits: jsonb().$type<PlanLimits>().notNull(),
  /** Marketing bullet points shown on pricing and the plan page. */
  features: jsonb().$type<string[]>().notNull().default([]),
  sort: integer().notNull().default(0),
  ...timestamps,
});

export const subscriptionStatuses = [
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuidPk(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    planCode: text()
      .notNull()
      .references(() => plans.code),
    status: text({ enum: subscriptionStatuses }).notNull(),
    /** 'local' (test mode) or 'stripe'. */
    provider: text({ enum: ['local', 'stripe'] }).notNull(),
    providerSubscriptionId: text().unique(),
    trialEnd: timestamp({ withTimezone: true }),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    canceledAt: timestamp({ withTimezone: true }),
    /** Time of the newest provider event applied, so an older event never rolls state back. */
    providerUpdatedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index().on(t.agencyId, t.status)],
);

/** Provider webhook events already applied (idempotency). */
export const billingEvents = pgTable('billing_events', {
  id: text().primaryKey(),
  provider: text().notNull(),
  type: text().notNull(),
  ...timestamps,
});
