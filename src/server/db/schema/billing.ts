import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PlanLimits } from '../../../shared/plan-features';
import { agencies } from './agencies';
import { timestamps, uuidPk } from './columns';

export type { PlanLimits };

/** The plans the server reads, rewritten from the code by the seed at every start (decision 038). */
export const plans = pgTable('plans', {
  code: text().primaryKey(),
  name: text().notNull(),
  priceMonthCents: integer().notNull(),
  limits: jsonb().$type<PlanLimits>().notNull(),
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

/** Razón social, NIF/CIF and dirección fiscal of an agency, for its invoices (owner only). */
export const billingDetails = pgTable('billing_details', {
  agencyId: uuid()
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  legalName: text().notNull(),
  /** Normalised (upper case, no spaces or dashes), a valid DNI, NIE or CIF. */
  taxId: text().notNull(),
  addressLine: text().notNull(),
  postalCode: text().notNull(),
  city: text().notNull(),
  province: text().notNull(),
  country: text().notNull().default('ES'),
  ...timestamps,
});

/**
 * Test invoices of the local test mode (no Stripe): one per charge it would make, the checkout,
 * each renewal and an upgrade's proration. No fiscal validity; Stripe keeps its own invoices.
 */
export const localInvoices = pgTable(
  'local_invoices',
  {
    id: uuidPk(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** What was charged, once: `checkout:<event>`, `proration:<event>`, `renewal:<sub>:<date>`. */
    chargeKey: text().notNull().unique(),
    number: text().notNull(),
    description: text().notNull(),
    totalCents: integer().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index().on(t.agencyId, t.issuedAt)],
);
