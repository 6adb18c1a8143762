import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { webhookEndpoints } from '../../db/schema';
import { JOBS } from '../../jobs/job-types';

/**
 * Queues the webhooks of a new lead (fan-out-lead.ts) when its agency has an endpoint switched on:
 * most have none, and their leads queue nothing. The lead's id is the key: one fan-out per lead.
 */
export async function queueLeadWebhooks(
  deps: Pick<AppDeps, 'jobs' | 'database'>,
  lead: { id: string; agencyId: string },
): Promise<string | null> {
  const [endpoint] = await deps.database.db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.agencyId, lead.agencyId), eq(webhookEndpoints.enabled, true)))
    .limit(1);
  if (!endpoint) return null;
  return deps.jobs.send(JOBS.webhookLead, { leadId: lead.id }, { singletonKey: lead.id });
}
