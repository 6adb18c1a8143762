import type { AppDeps } from '../../context';
import { JOBS } from '../../jobs/job-types';
import { openSecret } from './feed-secret';
import { recordSourceOutcome, runScheduledSync } from './feed-sync';
import { type RunDeps, runImport } from './run-import';
import { createImportTransport } from './transport';

/** What a run needs from the app: its services and the shared outbound switch. */
export const runDepsOf = (deps: AppDeps): RunDeps => ({
  db: deps.database.db,
  storage: deps.storage,
  logger: deps.logger,
  jobs: deps.jobs,
  transport: createImportTransport({ allowPrivate: deps.env.OUTBOUND_ALLOW_PRIVATE_TARGETS }),
  openPassword: (sealed) => openSecret(sealed, deps.secret),
});

/** The import jobs (workers.ts lists every job; these live beside their services). */
export function registerFeedImportWorkers(deps: AppDeps): void {
  const { jobs, logger, mailer } = deps;
  const runDeps = runDepsOf(deps);
  const publicUrl = deps.env.PUBLIC_URL;

  jobs.register(
    JOBS.importRun,
    async ({ runId }) => {
      const run = await runImport(runDeps, runId);
      await recordSourceOutcome({ db: runDeps.db, mailer, logger, publicUrl, run });
      logger.info({ runId, status: run.status, counts: run.counts }, 'import run');
    },
    // A run ends inside the job (done or failed, with its reason); a throw is our own failure
    // (database) and the job runs again: the run picks up where the listings' versions say. It
    // expires after the longest run (5.000 properties), so a job of a killed server is taken up again.
    { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 2 * 60 * 60 },
  );

  jobs.register(
    JOBS.feedSync,
    async (data) => {
      const run = await runScheduledSync({ ...runDeps, mailer, publicUrl }, data);
      if (run) logger.info({ agencyId: data.agencyId, status: run.status, counts: run.counts }, 'feed sync');
    },
    // Sent with singletonKey = agency + time: one job per scheduled time, however many ask.
    { policy: 'stately', retryLimit: 3, retryDelay: 300, expireInSeconds: 2 * 60 * 60 },
  );
}
