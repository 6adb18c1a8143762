import type { AppDeps } from '../../context';
import { JOBS } from '../../jobs/job-types';

/**
 * Queues the webhooks of a new lead (fan-out-lead.ts) when its agency has an endpoint switched on,
 * which the lead's own transaction read with its listing (lead-writer.ts): most agencies have none,
 * and their leads queue nothing and cost no query. The lead's id is the key: one fan-out per lead.
 */
export async function queueLeadWebhooks(
  deps: Pick<AppDeps, 'jobs'>,
  lead: { id: string; hasWebhooks: boolean },
): Promise<string | null> {
  if (!lead.hasWebhooks) return null;
  return deps.jobs.send(JOBS.webhookLead, { leadId: lead.id }, { singletonKey: lead.id });
}
