import { JOBS, type JobPayloads } from '../../jobs/job-types';
import type { JobQueue, QueuedJob } from '../../jobs/queue';

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
  const job = leadAlertJob(leadIds, why);
  return jobs.send(job.name, job.data, job.options);
}

/** The alert job of stored leads (not empty), for `queueLeadAlerts` or a batch's `sendMany`. */
export const leadAlertJob = (leadIds: string[], why: 'new' | 'recover' = 'new') =>
  ({
    name: JOBS.leadAlert,
    data: { leadIds },
    options: { singletonKey: why === 'recover' ? `recover:${leadIds[0]}` : leadIds[0] },
  }) satisfies QueuedJob;

/**
 * The leads a lead-alert job names. `{ leadId }` is what versions before 2026-11-24 queued (one job
 * per lead). Such a job can still come: from a queue that waited while the server was stopped, or
 * from a backup of such a version, which keeps its pending jobs and is migrated forward on restore
 * (decision 019). The sweep at start (`requeueUnsentLeadAlerts`) looks back one day only, so for an
 * older lead this job is the only way its alert goes out. It can go once no backup or queue of a
 * version before 2026-11-24 is left to restore or upgrade.
 */
export const alertLeadIds = (data: JobPayloads['lead-alert']): string[] =>
  'leadIds' in data ? data.leadIds : [data.leadId];
