import { JOBS } from '../../jobs/job-types';
import type { JobQueue } from '../../jobs/queue';

/** Queues the e-mail about a new lead; its id as singleton key, so one lead never waits in two jobs. */
export function queueLeadAlert(jobs: JobQueue, leadId: string): Promise<string | null> {
  return jobs.send(JOBS.leadAlert, { leadId }, { singletonKey: leadId });
}

/** Queues the e-mails of several new leads in one statement (a batch of leads stored together). */
export function queueLeadAlerts(jobs: JobQueue, leadIds: string[]): Promise<void> {
  return jobs.sendMany(
    JOBS.leadAlert,
    leadIds.map((leadId) => ({ data: { leadId }, singletonKey: leadId })),
  );
}
