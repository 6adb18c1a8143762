import type { Server } from 'node:http';
import type { AppDeps } from './context';
import { type ConnectionDrain, trackConnections } from './http/drain-connections';

/** Budgets from the first signal (ms): the process is gone within 10 s whatever is in flight. */
export const SHUTDOWN_BUDGET = {
  /** Requests already received are answered until then; then their sockets are cut. */
  requests: 6_000,
  /** Running jobs may finish until then (they run while the requests drain too). */
  jobs: 8_000,
  /** Closing the database (PGlite writes its checkpoint) must be done by then. */
  database: 9_000,
  /** Whatever still hangs, the process exits (code 1) at this point. */
  hardExit: 9_500,
} as const;

/** A signal repeated within this time is the same request, not "exit now". */
const REPEAT_MS = 500;

type ShutdownDeps = Pick<AppDeps, 'jobs' | 'mailer' | 'sms' | 'database' | 'logger' | 'warmup' | 'limits'> &
  Partial<Pick<AppDeps, 'pages'>>;

/** Resolves with `task`'s outcome, or 'timeout' when it has not settled by `deadline`. */
async function within(task: Promise<unknown>, deadline: number): Promise<'ok' | 'failed' | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([
      task.then(
        () => 'ok' as const,
        () => 'failed' as const,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * SIGTERM / SIGINT: stop accepting, answer every request already received, let running jobs
 * finish for a bounded time, close the database, exit 0 (1 when something had to be cut short).
 * A second signal exits at once. Nothing here waits on the log output: it may be gone.
 */
export function handleShutdownSignals(
  server: Server,
  deps: ShutdownDeps,
  exit: (code: number) => void = (code) => process.exit(code),
) {
  const connections = trackConnections(server);
  let firstAt: number | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (firstAt !== null) {
      // Ctrl-C under `npm start` may reach this process twice at once (from the terminal and
      // forwarded by npm): only a signal sent again later means "now".
      if (Date.now() - firstAt < REPEAT_MS) return;
      deps.logger.warn({ signal }, 'second signal: exiting now');
      exit(1);
      return;
    }
    firstAt = Date.now();
    void shutdown(signal, connections, deps).then((clean) => exit(clean ? 0 : 1));
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  return connections;
}

async function shutdown(signal: string, connections: ConnectionDrain, deps: ShutdownDeps): Promise<boolean> {
  const { logger } = deps;
  const t0 = Date.now();
  const at = (ms: number) => t0 + ms;
  setTimeout(() => {
    logger.error('shutdown took too long: exiting');
    process.exit(1);
  }, SHUTDOWN_BUDGET.hardExit).unref();
  logger.info({ signal, inFlight: connections.inFlight() }, 'shutting down');

  const paused = deps.jobs.pause().catch((err) => logger.error({ err }, 'could not pause the job queue'));
  const requests = await connections.drain(at(SHUTDOWN_BUDGET.requests));
  if (requests.clean) logger.info(requests, 'requests drained');
  else logger.error(requests, 'requests still running after the shutdown budget: connections cut');
  await within(paused, at(SHUTDOWN_BUDGET.jobs));
  // A demo seed still running writes to the database: it finishes first, within the jobs' budget.
  if (deps.warmup && !deps.warmup.done) await within(deps.warmup.settled, at(SHUTDOWN_BUDGET.jobs));

  const jobsTimeout = Math.max(0, at(SHUTDOWN_BUDGET.jobs) - Date.now() - 500);
  const jobs = await within(deps.jobs.stop({ timeoutMs: jobsTimeout }), at(SHUTDOWN_BUDGET.jobs));
  if (jobs !== 'ok') logger.error({ outcome: jobs }, 'job queue did not stop cleanly');
  await within(deps.mailer.close(), at(SHUTDOWN_BUDGET.jobs));
  await within(deps.sms.close(), at(SHUTDOWN_BUDGET.jobs));
  await within(deps.pages?.stop() ?? Promise.resolve(), at(SHUTDOWN_BUDGET.jobs));
  await within(deps.limits.close(), at(SHUTDOWN_BUDGET.jobs));

  const database = await within(deps.database.close(), at(SHUTDOWN_BUDGET.database));
  if (database !== 'ok') logger.error({ outcome: database }, 'database did not close cleanly');
  logger.info({ ms: Date.now() - t0 }, 'bye');
  return requests.clean && jobs === 'ok' && database === 'ok';
}
