import { and, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { visits } from '../../db/schema';
import { JOBS } from '../../jobs/job-types';
import type { JobQueue, QueuedJob } from '../../jobs/queue';
import { queueSweptMail } from './visit-mail';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How often the sweep runs: a reminder goes out at most this late. */
export const REMINDER_SWEEP_MS = 5 * MINUTE;
/** The opinion is asked this long after the visit's end. */
export const FEEDBACK_AFTER_MS = HOUR;
/** A visit older than this is not asked about any more (a server that was down for days). */
export const FEEDBACK_WITHIN_MS = 7 * 24 * HOUR;
/** The most visits one sweep queues per kind; the next sweep takes the rest. */
const SWEEP_LIMIT = 500;
const SWEEP_KEY = 'visit-reminders';

/**
 * Keeps one sweep queued, `delayMs` from now (a booking asks for one: the chain starts with the
 * first visit and each sweep queues the next). The stately key absorbs every other ask.
 */
export function queueReminderSweep(jobs: JobQueue, delayMs = REMINDER_SWEEP_MS) {
  const job = reminderSweepJob(delayMs);
  return jobs.send(job.name, job.data, job.options);
}

/** The sweep's job, for `queueReminderSweep` or a batch's `sendMany`. */
export const reminderSweepJob = (delayMs = REMINDER_SWEEP_MS) =>
  ({
    name: JOBS.visitReminders,
    data: {},
    options: { singletonKey: SWEEP_KEY, startAfter: Math.ceil(delayMs / 1000) },
  }) satisfies QueuedJob;

export interface SweepCounts {
  reminder24h: number;
  reminder2h: number;
  done: number;
  feedback: number;
}

/**
 * One pass over the visits (times are instants, so a summer-time change moves nothing: 24 h before
 * is 24 real hours before):
 * - a confirmed visit starting within 24 h but more than 2 h from now gets the 24 h reminder;
 * - one starting within 2 h, the 2 h reminder;
 * - a confirmed visit whose end is an hour past is done (status 'done': it took place as far as the
 *   app knows; the agency can still tell otherwise from the dashboard), and the visitor is asked
 *   for their opinion, within a week of the visit.
 * Each e-mail is a job keyed by visit, kind and sequence, and the job claims its column before
 * sending (visit-mail.ts): two instances sweeping at once, or a sweep while a job waits, send one.
 * A visit moved to another time has its reminder columns cleared and a new sequence.
 */
export async function sweepVisitReminders(db: Db, jobs: JobQueue, now = new Date()): Promise<SweepCounts> {
  const at = (ms: number) => new Date(now.getTime() + ms);
  const due = (kind: 'reminder24h' | 'reminder2h') =>
    db
      .select({ id: visits.id, sequence: visits.sequence })
      .from(visits)
      .where(
        and(
          eq(visits.status, 'confirmed'),
          isNotNull(visits.visitorEmail),
          kind === 'reminder24h' ? isNull(visits.reminded24hAt) : isNull(visits.reminded2hAt),
          gt(visits.startAt, kind === 'reminder24h' ? at(2 * HOUR) : now),
          lte(visits.startAt, kind === 'reminder24h' ? at(24 * HOUR) : at(2 * HOUR)),
        ),
      )
      .orderBy(visits.startAt)
      .limit(SWEEP_LIMIT);

  const counts: SweepCounts = { reminder24h: 0, reminder2h: 0, done: 0, feedback: 0 };
  for (const kind of ['reminder24h', 'reminder2h'] as const) {
    for (const v of await due(kind)) {
      await queueSweptMail(jobs, v, kind);
      counts[kind]++;
    }
  }

  // Done: every confirmed visit an hour past its end, with or without an e-mail.
  const done = await db
    .update(visits)
    .set({ status: 'done' })
    .where(and(eq(visits.status, 'confirmed'), lte(visits.endAt, at(-FEEDBACK_AFTER_MS))))
    .returning({ id: visits.id });
  counts.done = done.length;

  const ask = await db
    .select({ id: visits.id, sequence: visits.sequence })
    .from(visits)
    .where(
      and(
        eq(visits.status, 'done'),
        isNotNull(visits.visitorEmail),
        isNull(visits.feedbackAskedAt),
        isNull(visits.feedbackAt),
        lte(visits.endAt, at(-FEEDBACK_AFTER_MS)),
        gt(visits.endAt, at(-FEEDBACK_WITHIN_MS)),
      ),
    )
    .orderBy(visits.endAt)
    .limit(SWEEP_LIMIT);
  for (const v of ask) {
    await queueSweptMail(jobs, v, 'feedback');
    counts.feedback++;
  }
  return counts;
}
