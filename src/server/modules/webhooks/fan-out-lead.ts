import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { WEBHOOK_PAYLOAD_VERSION } from '../../../shared/webhooks';
import type { Db } from '../../db/client';
import { leads, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import { queueAttempt } from './deliver-webhook';
import { eventBody, leadEventData } from './webhook-payload';
import { webhooksAllowed } from './webhook-plan';

export type FanOutOutcome = 'queued' | 'no_endpoints' | 'plan' | 'lead_gone';

/**
 * The webhook-lead job: one `lead.created` delivery per enabled endpoint of the lead's agency, each
 * with its own event id, then their first attempts. Run twice, it creates nothing new (one delivery
 * per lead and endpoint) and re-queues only first attempts that never ran.
 */
export async function fanOutLead(opts: {
  db: Db;
  jobs: JobQueue;
  publicUrl: string;
  leadId: string;
}): Promise<FanOutOutcome> {
  const { db, leadId } = opts;
  const [lead] = await db.select({ agencyId: leads.agencyId }).from(leads).where(eq(leads.id, leadId));
  if (!lead) return 'lead_gone';
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.agencyId, lead.agencyId), eq(webhookEndpoints.enabled, true)));
  if (!endpoints.length) return 'no_endpoints';
  // A plan downgraded to Smart keeps its endpoints (to come back to) but sends nothing.
  if (!(await webhooksAllowed(db, lead.agencyId))) return 'plan';
  const data = await leadEventData(db, leadId, opts.publicUrl);
  if (!data) return 'lead_gone';
  const createdAt = new Date().toISOString();
  await db
    .insert(webhookDeliveries)
    .values(
      endpoints.map((e) => {
        const id = randomUUID();
        const body = eventBody({
          version: WEBHOOK_PAYLOAD_VERSION,
          type: 'lead.created',
          id,
          created_at: createdAt,
          data,
        });
        return { id, endpointId: e.id, leadId, eventType: 'lead.created' as const, body };
      }),
    )
    .onConflictDoNothing();
  const unsent = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.leadId, leadId),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.attempts, 0),
      ),
    );
  for (const { id } of unsent) await queueAttempt(opts.jobs, id, 1);
  return 'queued';
}
