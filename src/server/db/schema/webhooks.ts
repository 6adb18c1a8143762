import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { webhookEventTypes } from '../../../shared/webhooks';
import { agencies } from './agencies';
import { timestamps, uuidPk } from './columns';
import { leads } from './leads';

/** An agency's HTTPS endpoint that receives its new leads (modules/webhooks, docs/webhooks.md). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuidPk(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    /** Signs every body (HMAC-SHA256); the server needs it whole, the owner sees it once. */
    secret: text().notNull(),
    enabled: boolean().notNull().default(true),
    disabledReason: text({ enum: ['manual', 'failing'] }),
    disabledAt: timestamp({ withTimezone: true }),
    lastSuccessAt: timestamp({ withTimezone: true }),
    /** The first failed attempt since the last success; null while it works. */
    failingSince: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index().on(t.agencyId)],
);

/**
 * One event for one endpoint (a new lead, a test), with the exact body every attempt sends. The
 * body is dropped once the delivery is over: the log keeps the attempts, not the buyer's data.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    /** Also the event's `id` in the body: receivers de-duplicate retries with it. */
    id: uuidPk(),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    leadId: uuid().references(() => leads.id, { onDelete: 'set null' }),
    eventType: text({ enum: webhookEventTypes }).notNull(),
    body: text(),
    status: text({ enum: ['pending', 'delivered', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    /** Attempts made so far; the job of attempt n runs only while this is n - 1. */
    attempts: integer().notNull().default(0),
    ...timestamps,
  },
  // One delivery per lead and endpoint, however often the fan-out job runs.
  (t) => [unique().on(t.endpointId, t.leadId)],
);

/** One HTTP attempt: the delivery log of Settings → Webhooks. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuidPk(),
    deliveryId: uuid()
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    attempt: integer().notNull(),
    statusCode: integer(),
    /** Why no 2xx came (a timeout, a refused address…), in Spanish as the log shows it. */
    error: text(),
    durationMs: integer().notNull(),
    ...timestamps,
  },
  (t) => [index().on(t.endpointId, t.createdAt), unique().on(t.deliveryId, t.attempt)],
);
