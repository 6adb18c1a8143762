import { JOBS } from '../../jobs/job-types';
import type { JobQueue } from '../../jobs/queue';
import { nextSummaryPeriod, type SummaryKind } from './spain-time';

const KINDS: SummaryKind[] = ['daily', 'weekly'];

/**
 * Queues the run of each summary's next period, due when that period's e-mail goes out. Called
 * by every instance that works jobs when it starts, and by each run for the period after it:
 * the singleton key (kind + period) keeps one queued job per period however many ask, and the
 * job is a row in the database, so it survives restarts and runs on whichever instance is up.
 */
export async function scheduleSummaries(jobs: JobQueue, now: Date = new Date()): Promise<void> {
  for (const kind of KINDS) {
    const period = nextSummaryPeriod(kind, now);
    await jobs.send(
      JOBS.summaryRun,
      { kind, from: period.from },
      { singletonKey: `${kind}:${period.from}`, startAfter: period.sendAt },
    );
  }
}
