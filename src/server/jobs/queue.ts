import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import type { JobName, JobPayloads } from './job-types';
import { pgliteExecutor } from './pglite-executor';

/** Runs one job. Throwing fails it; pg-boss retries it as its queue says. Must be idempotent. */
export type JobHandler<N extends JobName> = (
  data: JobPayloads[N],
  job: { id: string; name: N },
) => Promise<void>;

/** Per-queue behaviour (pg-boss queue options). */
export interface QueueOptions {
  /** 'stately' + a singletonKey: at most one queued and one running job per key. */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
  /** Workers of this queue in this process (default 1); each runs its batch at once. */
  localConcurrency?: number;
  /**
   * Jobs a worker fetches in one query and runs at once (default 1). Each job of a batch succeeds or
   * fails on its own: a failed one is retried, the others are not run again.
   */
  batchSize?: number;
}

/** Per-job options of `send`. */
export interface SendOptions {
  /** With a 'stately' or 'short' queue: a job already queued under this key absorbs this one. */
  singletonKey?: string;
  /** Seconds to wait before the job may run, or the moment it may run. */
  startAfter?: number | Date;
}

/** One job of `sendMany`. */
export type QueuedJob = { [N in JobName]: { name: N; data: JobPayloads[N]; options?: SendOptions } }[JobName];

/** Durable background jobs in the app's own database (pg-boss). */
export interface JobQueue {
  /** Declares the handler of a job; call before `start`. */
  register<N extends JobName>(name: N, handler: JobHandler<N>, options?: QueueOptions): void;
  /**
   * Installs pg-boss's tables (idempotent), creates the queues and, unless disabled, starts polling.
   * `around` wraps that work (the start-up lock of several instances). From this call on, `send`
   * and the others wait for the start instead of refusing.
   */
  start(opts?: { around?: (work: () => Promise<void>) => Promise<void> }): Promise<void>;
  /** Stores a job; returns its id, or null when a queued job with the same singletonKey absorbed it. */
  send<N extends JobName>(name: N, data: JobPayloads[N], options?: SendOptions): Promise<string | null>;
  /**
   * Stores several jobs, of any queues, in one statement (a batch's after-commit work: one round
   * trip instead of one per job). A keyed job already queued absorbs its twin, as with `send`.
   */
  sendMany(jobs: QueuedJob[]): Promise<void>;
  /**
   * Runs every job that is due, here and now, until none is left; returns how many ran. For tests
   * and scripts (no polling, no sleeps), in each queue's batches. A failing job is marked failed (so
   * retried later) and its error rethrown once its batch is done (the batch's other jobs complete).
   */
  drain(): Promise<number>;
  /** Jobs stored and not yet taken by a worker (queued or waiting for a retry), over every queue. */
  pending(): Promise<number>;
  /**
   * Takes no new job in this process; running ones go on, and `send` still stores jobs (requests
   * still being answered at shutdown may queue some, which another instance or the next start runs).
   */
  pause(): Promise<void>;
  /**
   * Stops polling, waits up to `timeoutMs` (default 5 s) for running jobs, marks any still running
   * as failed (retried later: handlers are idempotent) and releases pg-boss's connections.
   */
  stop(opts?: { timeoutMs?: number }): Promise<void>;
}

export interface JobQueueOptions {
  database: Database;
  logger: Logger;
  /** Poll and run jobs in this process (default true). Tests turn it off and call `drain()`. */
  work?: boolean;
  /** Seconds between polls of an idle queue (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
}

interface Registration {
  handler: JobHandler<JobName>;
  options: QueueOptions;
}

/**
 * On PostgreSQL pg-boss opens its own small pool, so its polling and maintenance never take the app's
 * connections; on the embedded PGlite it shares the one PGlite instance, through `pgliteExecutor`.
 */
function createBoss(database: Database): PgBoss {
  const common = { schedule: false, migrate: true } as const;
  if (database.kind === 'pglite' && database.pglite) {
    return new PgBoss({ ...common, db: pgliteExecutor(database.pglite) as PgBoss.Db });
  }
  if (!database.url) throw new Error('The job queue needs the PostgreSQL connection string');
  return new PgBoss({
    ...common,
    connectionString: database.url,
    max: 3,
    application_name: 'escaparate-jobs',
  });
}

/**
 * Waits out the database clock's tick. pg-boss fetches only jobs with `start_after < now()`, and
 * PGlite's clock moves in whole milliseconds: a fetch in the same millisecond as the send does not
 * see the job yet (on PostgreSQL, with microseconds, it always does).
 */
const clockTick = () => new Promise<void>((resolve) => setTimeout(resolve, 2));

export function createJobQueue(opts: JobQueueOptions): JobQueue {
  const { logger } = opts;
  // On PostgreSQL, jobs sent while answering requests go through the app's pool: pg-boss's own three
  // connections stay free for its workers, and a burst of leads does not queue behind them.
  const { pool } = opts.database;
  const sendDb: PgBoss.Db | undefined = pool
    ? { executeSql: (text, values) => pool.query(text, values as unknown[]) }
    : undefined;
  const work = opts.work ?? true;
  const boss = createBoss(opts.database);
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  const registrations = new Map<JobName, Registration>();
  const created = new Set<string>();
  /** This process's pg-boss workers per queue, to wake after a send. */
  const workerIds = new Map<JobName, string[]>();
  let started: Promise<void> | null = null;

  async function ensureQueue(name: JobName) {
    if (created.has(name)) return;
    const { localConcurrency: _, batchSize: __, ...options } = registrations.get(name)?.options ?? {};
    await boss.createQueue(name, { name, ...options });
    created.add(name);
  }

  async function run(name: JobName, job: PgBoss.Job<unknown>) {
    const registration = registrations.get(name);
    if (!registration) throw new Error(`No handler for job ${name}`);
    const t0 = performance.now();
    try {
      await registration.handler(job.data as JobPayloads[JobName], { id: job.id, name });
      logger.info({ job: name, jobId: job.id, ms: Math.round(performance.now() - t0) }, 'job done');
    } catch (err) {
      logger.error({ err, job: name, jobId: job.id }, 'job failed');
      throw err;
    }
  }

  /**
   * Runs a fetched batch at once and records each job's own outcome: the failed ones are marked
   * failed (retried as their queue says), the others completed. Returns the errors.
   */
  async function runBatch(name: JobName, jobs: PgBoss.Job<unknown>[]): Promise<unknown[]> {
    const outcomes = await Promise.allSettled(jobs.map((job) => run(name, job)));
    const done: string[] = [];
    const errors: unknown[] = [];
    for (const [i, outcome] of outcomes.entries()) {
      const { id } = jobs[i]!;
      if (outcome.status === 'fulfilled') {
        done.push(id);
        continue;
      }
      errors.push(outcome.reason);
      const { reason } = outcome;
      await boss.fail(name, id, { message: reason instanceof Error ? reason.message : String(reason) });
    }
    if (done.length) await boss.complete(name, done);
    return errors;
  }

  return {
    register(name, handler, options = {}) {
      if (started) throw new Error(`Register job ${name} before the queue starts`);
      registrations.set(name, { handler: handler as JobHandler<JobName>, options });
    },

    start({ around = (fn: () => Promise<void>) => fn() } = {}) {
      started ??= around(async () => {
        await boss.start();
        for (const name of registrations.keys()) {
          await ensureQueue(name);
          if (!work) continue;
          // pg-boss hands each worker one batch at a time: N workers run N batches at once.
          const { localConcurrency = 1, batchSize = 1 } = registrations.get(name)?.options ?? {};
          const ids: string[] = [];
          for (let i = 0; i < localConcurrency; i++) {
            let id: string | undefined;
            id = await boss.work(
              name,
              { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2, batchSize },
              async (jobs) => {
                // Every job's outcome is recorded here; pg-boss's own completion of the batch
                // afterwards only touches jobs still active, so it changes nothing.
                await runBatch(name, jobs);
                // A full batch means more may be waiting: fetch again now, not after the interval.
                if (id && jobs.length === batchSize) boss.notifyWorker(id);
              },
            );
            ids.push(id);
          }
          workerIds.set(name, ids);
        }
      });
      return started;
    },

    async send(name, data, options = {}) {
      if (!started) throw new Error('The job queue has not started');
      await started;
      await ensureQueue(name);
      const id = await boss.send(name, data, sendDb ? { ...options, db: sendDb } : options);
      // A job sent here starts now, not at the next poll (up to pollingIntervalSeconds later):
      // idle workers of this process fetch at once; busy ones fetch again as soon as they finish.
      // Other processes still find it by polling.
      if (id && !options.startAfter) {
        const workers = workerIds.get(name) ?? [];
        if (workers.length)
          void clockTick().then(() => {
            for (const worker of workers) boss.notifyWorker(worker);
          });
      }
      return id;
    },

    async sendMany(jobs) {
      if (!jobs.length) return;
      if (!started) throw new Error('The job queue has not started');
      await started;
      const names = [...new Set(jobs.map((j) => j.name))];
      for (const name of names) await ensureQueue(name);
      const rows: PgBoss.JobInsert[] = jobs.map(({ name, data, options = {} }) => {
        const { startAfter } = options;
        return {
          name,
          data,
          singletonKey: options.singletonKey,
          // pg-boss reads a string ending in Z as a moment, any other as an interval (seconds).
          startAfter:
            startAfter === undefined
              ? undefined
              : typeof startAfter === 'number'
                ? String(startAfter)
                : startAfter.toISOString(),
        };
      });
      await (sendDb ? boss.insert(rows, { db: sendDb }) : boss.insert(rows));
      // Due jobs start now, not at the next poll (as with `send`).
      const due = new Set(jobs.filter((j) => !j.options?.startAfter).map((j) => j.name));
      const workers = [...due].flatMap((name) => workerIds.get(name) ?? []);
      if (workers.length)
        void clockTick().then(() => {
          for (const worker of workers) boss.notifyWorker(worker);
        });
    },

    async drain() {
      if (!started) throw new Error('The job queue has not started');
      await started;
      let ran = 0;
      for (let progressed = true; progressed; ) {
        progressed = false;
        // Jobs sent just before (by the caller, or by the jobs of the last pass) are due.
        await clockTick();
        for (const [name, { options }] of registrations) {
          const jobs = await boss.fetch(name, { batchSize: options.batchSize ?? 1 });
          if (!jobs.length) continue;
          progressed = true;
          ran += jobs.length;
          const [error] = await runBatch(name, jobs);
          if (error) throw error;
        }
      }
      return ran;
    },

    async pending() {
      if (!started) throw new Error('The job queue has not started');
      await started;
      let total = 0;
      for (const name of registrations.keys()) total += (await boss.getQueueSize(name)) ?? 0;
      return total;
    },

    async pause() {
      if (!started) return;
      await started.catch(() => {});
      const names = [...workerIds.keys()];
      workerIds.clear();
      for (const name of names) await boss.offWork(name);
    },

    async stop({ timeoutMs = 5_000 } = {}) {
      if (!started) return;
      await started.catch(() => {});
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}
