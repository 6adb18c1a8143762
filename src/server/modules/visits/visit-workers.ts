import type { AppDeps } from '../../context';
import { JOBS } from '../../jobs/job-types';
import type { QueueOptions } from '../../jobs/queue';
import { sendSheetMail } from './sheet-mail';
import { sendVisitMail } from './visit-mail';
import { queueReminderSweep, sweepVisitReminders } from './visit-reminders';

/** The visits' jobs (workers.ts lists every job; these live beside their services). */
export function registerVisitWorkers(
  deps: AppDeps,
  mailJob: QueueOptions,
  /** The lead alerts' limiter: a visit e-mail gives way to waiting requests as an alert does. */
  mailSlot: <T>(send: () => Promise<T>) => Promise<T>,
): void {
  const { jobs, logger } = deps;
  const db = deps.database.db;

  jobs.register(
    JOBS.visitMail,
    async (data) => {
      const outcome = await mailSlot(() =>
        sendVisitMail({ db, mailer: deps.mailer, secret: deps.secret, publicUrl: deps.env.PUBLIC_URL }, data),
      );
      logger.info({ visitId: data.visitId, kind: data.kind, outcome }, 'visit e-mail');
    },
    // Sent with singletonKey = visit + kind + sequence; retried like the lead alert (an SMTP outage).
    // One at a time: a visitor's e-mails about one visit go out in the order of its changes.
    mailJob,
  );

  jobs.register(
    JOBS.visitSheetMail,
    async (data) => {
      const outcome = await sendSheetMail(deps, data.sheetId);
      logger.info({ sheetId: data.sheetId, outcome }, 'visit sheet copy');
    },
    mailJob,
  );

  jobs.register(
    JOBS.visitReminders,
    async () => {
      // The next sweep first: a failing pass must not end the chain.
      await queueReminderSweep(jobs);
      const counts = await sweepVisitReminders(db, jobs);
      if (Object.values(counts).some(Boolean)) logger.info(counts, 'visit reminders queued');
    },
    // Sent with singletonKey 'visit-reminders': one sweep waiting and one running at most.
    { policy: 'stately', retryLimit: 3, retryDelay: 60, expireInSeconds: 10 * 60 },
  );
}
