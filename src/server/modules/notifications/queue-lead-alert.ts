import { JOBS } from '../../jobs/job-types';
import type { JobQueue } from '../../jobs/queue';

/**
 * Queues the e-mails of leads stored together (one batch of the lead writer) as one job, keyed by
 * its first lead (the queue is stately: each waiting job needs a key of its own). A burst of leads
 * then waits as a few jobs, not one per lead: pg-boss's fetch sorts every waiting job of the
 * queue, and with thousands of one-lead jobs each fetch cost ~19 ms of database time, most of the
 * database's work during a flood.
 */
export async function queueLeadAlerts(
  jobs: JobQueue,
  leadIds: string[],
  /** 'recover': queued again after a start (requeueUnsentLeadAlerts), beside the original job. */
  why: 'new' | 'recover' = 'new',
): Promise<string | null> {
  if (!leadIds.length) return null;
  const key = why === 'recover' ? `recover:${leadIds[0]}` : leadIds[0];
  return jobs.send(JOBS.leadAlert, { leadIds }, { singletonKey: key });
}
