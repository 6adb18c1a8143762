import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { WEBHOOK_PAYLOAD_VERSION, type WebhookAttemptView } from '../../../shared/webhooks';
import { agencies, webhookDeliveries } from '../../db/schema';
import { attemptDelivery, type WebhookDeps } from './attempt-delivery';
import { getOwnEndpoint, requireWebhookPlan } from './manage-endpoints';
import { eventBody, testEventData } from './webhook-payload';

/**
 * "Enviar prueba": one `webhook.test` event to an endpoint, now, while the owner waits; one attempt,
 * no retries, in the log like any other. A switched-off endpoint can be tried too, before it is
 * switched back on.
 */
export async function sendTestWebhook(
  deps: WebhookDeps,
  opts: { agencyId: string; id: string },
): Promise<WebhookAttemptView> {
  const { db } = deps;
  const endpoint = await getOwnEndpoint(db, opts.agencyId, opts.id);
  await requireWebhookPlan(db, opts.agencyId);
  const [agency] = await db
    .select({ id: agencies.id, name: agencies.name })
    .from(agencies)
    .where(eq(agencies.id, opts.agencyId));
  const now = new Date();
  const id = randomUUID();
  const body = eventBody({
    version: WEBHOOK_PAYLOAD_VERSION,
    type: 'webhook.test',
    id,
    created_at: now.toISOString(),
    data: testEventData(agency!, now),
  });
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({ id, endpointId: endpoint.id, eventType: 'webhook.test', body })
    .returning();
  const attempt = await attemptDelivery(deps, { endpoint, delivery: { ...delivery!, body }, attempt: 1 });
  await db
    .update(webhookDeliveries)
    .set({ status: attempt.ok ? 'delivered' : 'failed', body: null })
    .where(eq(webhookDeliveries.id, id));
  return attempt;
}
