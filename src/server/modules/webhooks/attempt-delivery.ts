import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { WEBHOOK_SIGNATURE_HEADER, type WebhookAttemptView } from '../../../shared/webhooks';
import type { Db } from '../../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { postWebhook } from './post-webhook';
import { signatureHeader } from './webhook-signature';
import type { Resolve } from './webhook-target';

/** What delivering needs from the app: its database and the env's webhook settings. */
export interface WebhookDeps {
  db: Db;
  timeoutMs: number;
  allowPrivate: boolean;
  /** Tests swap DNS (a name that turns private between save and delivery). */
  resolve?: Resolve;
}

/** How long the delivery log keeps a finished delivery and its attempts. */
export const LOG_RETENTION_DAYS = 30;

type Endpoint = typeof webhookEndpoints.$inferSelect;
type Delivery = typeof webhookDeliveries.$inferSelect;

export const isSuccess = (statusCode: number | null): boolean =>
  statusCode !== null && statusCode >= 200 && statusCode < 300;

export function toAttemptView(
  row: typeof webhookAttempts.$inferSelect,
  eventType: Delivery['eventType'],
): WebhookAttemptView {
  return {
    id: row.id,
    delivery_id: row.deliveryId,
    event_type: eventType,
    attempt: row.attempt,
    status_code: row.statusCode,
    error: row.error,
    duration_ms: row.durationMs,
    created_at: row.createdAt.toISOString(),
    ok: isSuccess(row.statusCode),
  };
}

/**
 * Makes attempt number `attempt` of a delivery: signs the body with the endpoint's secret of now, POSTs
 * it and records the outcome (the log line, the delivery's count, the endpoint's health) in one
 * transaction. What follows (another attempt, the end) is the caller's.
 */
export async function attemptDelivery(
  deps: WebhookDeps,
  opts: { endpoint: Endpoint; delivery: Delivery & { body: string }; attempt: number },
): Promise<WebhookAttemptView> {
  const { endpoint, delivery, attempt } = opts;
  const outcome = await postWebhook({
    url: endpoint.url,
    body: delivery.body,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Escaparate-Webhooks/1',
      [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(endpoint.secret, delivery.body),
      'Escaparate-Event': delivery.eventType,
      'Escaparate-Delivery': delivery.id,
      'Escaparate-Attempt': String(attempt),
    },
    timeoutMs: deps.timeoutMs,
    allowPrivate: deps.allowPrivate,
    resolve: deps.resolve,
  });
  const ok = isSuccess(outcome.statusCode);
  const now = new Date();
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(webhookAttempts)
      .values({
        deliveryId: delivery.id,
        endpointId: endpoint.id,
        attempt,
        statusCode: outcome.statusCode,
        error: outcome.error,
        durationMs: outcome.durationMs,
      })
      .returning();
    await tx
      .update(webhookDeliveries)
      .set({ attempts: attempt })
      .where(eq(webhookDeliveries.id, delivery.id));
    await tx
      .update(webhookEndpoints)
      .set(
        ok
          ? { lastSuccessAt: now, failingSince: null, updatedAt: sql`${webhookEndpoints.updatedAt}` }
          : {
              failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)`,
              updatedAt: sql`${webhookEndpoints.updatedAt}`,
            },
      )
      .where(eq(webhookEndpoints.id, endpoint.id));
    // The log keeps LOG_RETENTION_DAYS: each attempt tidies its own endpoint's older, finished ones.
    await tx
      .delete(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.endpointId, endpoint.id),
          ne(webhookDeliveries.status, 'pending'),
          lt(webhookDeliveries.createdAt, sql`now() - make_interval(days => ${LOG_RETENTION_DAYS})`),
        ),
      );
    return inserted!;
  });
  return toAttemptView(row, delivery.eventType);
}
