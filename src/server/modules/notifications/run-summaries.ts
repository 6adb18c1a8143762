import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import type { Mailer } from '../../providers/mail/mailer';
import { scheduleSummaries } from './schedule-summaries';
import { type SummaryOutcome, sendSummary } from './send-summary';
import { type SummaryKind, summaryPeriod } from './spain-time';
import { agenciesWithActivity } from './summary-figures';

/** Summaries sent at once (the SMTP mailer pools its connections). */
const AT_ONCE = 5;

/**
 * The summary-run job: queues the next period's run first (so the chain never breaks, even if
 * this run fails), then sends the period's summary to every agency with activity and the
 * preference on. An agency whose e-mail fails does not stop the others; the job then fails and
 * its retry sends only what is missing (sendSummary skips what went out).
 */
export async function runSummaries(opts: {
  db: Db;
  mailer: Mailer;
  jobs: JobQueue;
  logger: Logger;
  publicUrl: string;
  secret: string;
  kind: SummaryKind;
  from: string;
  now?: Date;
}): Promise<Partial<Record<SummaryOutcome, number>>> {
  const { db, logger } = opts;
  await scheduleSummaries(opts.jobs, opts.now);
  const period = summaryPeriod(opts.kind, opts.from);
  const agencyIds = await agenciesWithActivity(db, period);
  const counts: Partial<Record<SummaryOutcome, number>> = {};
  const errors: unknown[] = [];
  for (let i = 0; i < agencyIds.length; i += AT_ONCE) {
    const batch = agencyIds.slice(i, i + AT_ONCE);
    const outcomes = await Promise.allSettled(
      batch.map((agencyId) => sendSummary({ ...opts, agencyId, period })),
    );
    outcomes.forEach((o, j) => {
      if (o.status === 'fulfilled') counts[o.value] = (counts[o.value] ?? 0) + 1;
      else {
        errors.push(o.reason);
        logger.error(
          { err: o.reason, agencyId: batch[j], kind: opts.kind, from: opts.from },
          'summary failed',
        );
      }
    });
  }
  if (errors.length) throw errors[0];
  return counts;
}
