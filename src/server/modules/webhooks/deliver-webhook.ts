import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { JOBS } from '../../jobs/job-types';
import type { JobQueue } from '../../jobs/queue';
import { attemptDelivery, type WebhookDeps } from './attempt-delivery';

/**
 * Seconds to wait after failed attempt n (1-based) before attempt n + 1: 1 min, 5 min, 30 min, 2 h,
 * 5 h, 8 h and 8 h 24 min. The eighth and last attempt comes 24 h after the first.
 */
export const RETRY_DELAYS_SECONDS = [60, 300, 1800, 7200, 18000, 28800, 30240] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

export type DeliveryOutcome = 'delivered' | 'retrying' | 'failed' | 'cancelled' | 'skipped';

/** Queues attempt n of a delivery; the key makes a second send of the same attempt a no-op. */
export function queueAttempt(jobs: JobQueue, deliveryId: string, attempt: number, startAfter?: number) {
  return jobs.send(
    JOBS.webhookDelivery,
    { deliveryId, attempt },
    { singletonKey: `${deliveryId}:${attempt}`, ...(startAfter ? { startAfter } : {}) },
  );
}

/** Ends a delivery; its body (the buyer's data) is not kept past the end. */
const finish = (deps: WebhookDeps, id: string, status: 'delivered' | 'failed' | 'cancelled') =>
  deps.db.update(webhookDeliveries).set({ status, body: null }).where(eq(webhookDeliveries.id, id));

/**
 * The webhook-delivery job: attempt n of one delivery. A 2xx ends it; anything else queues attempt
 * n + 1 after its back-off, until the last. When the last fails and nothing reached the endpoint
 * since this delivery began (every attempt for 24 h failed), the endpoint is switched off and its
 * owner told (`onDisabled`). Safe to run twice: an attempt already made is not made again, only the
 * next one queued (a process that died between the two).
 */
export async function deliverWebhook(
  deps: WebhookDeps & { jobs: JobQueue; onDisabled: (endpointId: string) => Promise<unknown> },
  job: { deliveryId: string; attempt: number },
): Promise<DeliveryOutcome> {
  const [row] = await deps.db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, job.deliveryId));
  if (row?.delivery.status !== 'pending') return 'skipped';
  const { delivery, endpoint } = row;
  if (delivery.attempts >= job.attempt) {
    if (delivery.attempts === job.attempt && job.attempt < MAX_ATTEMPTS)
      await queueAttempt(deps.jobs, delivery.id, job.attempt + 1, RETRY_DELAYS_SECONDS[job.attempt - 1]);
    return 'skipped';
  }
  if (!endpoint.enabled || delivery.body === null) {
    await finish(deps, delivery.id, 'cancelled');
    return 'cancelled';
  }
  const attempt = await attemptDelivery(deps, {
    endpoint,
    delivery: { ...delivery, body: delivery.body },
    attempt: job.attempt,
  });
  if (attempt.ok) {
    await finish(deps, delivery.id, 'delivered');
    return 'delivered';
  }
  if (job.attempt < MAX_ATTEMPTS) {
    await queueAttempt(deps.jobs, delivery.id, job.attempt + 1, RETRY_DELAYS_SECONDS[job.attempt - 1]);
    return 'retrying';
  }
  await finish(deps, delivery.id, 'failed');
  // Only the update that switches it off tells the owner: once, even if two deliveries end together.
  const disabled = await deps.db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: 'failing', disabledAt: new Date() })
    .where(
      and(
        eq(webhookEndpoints.id, endpoint.id),
        eq(webhookEndpoints.enabled, true),
        or(isNull(webhookEndpoints.lastSuccessAt), lt(webhookEndpoints.lastSuccessAt, delivery.createdAt)),
      ),
    )
    .returning({ id: webhookEndpoints.id });
  if (disabled.length) await deps.onDisabled(endpoint.id);
  return 'failed';
}
