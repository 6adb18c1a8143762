import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { pgliteExecutor } from '../jobs/pglite-executor';
import { loadRows } from './load-database';
import type { Manifest } from './manifest';
import { gzipLineBatches } from './ndjson';
import { inTransaction, one } from './sql-session';

interface QueueRow {
  name: string;
  policy: string | null;
  retry_limit: number | null;
  retry_delay: number | null;
  retry_backoff: boolean | null;
  expire_seconds: number | null;
  retention_minutes: number | null;
  dead_letter: string | null;
}

/**
 * Installs pg-boss's tables, creates the backed-up queues (pg-boss gives each its own partition)
 * and puts back the jobs that were still to run. Returns how many, or a reason when it cannot:
 * jobs of another pg-boss schema version would not fit its table.
 */
export async function loadJobs(
  database: Database,
  dir: string,
  jobs: NonNullable<Manifest['jobs']>,
): Promise<{ restored: number } | { skipped: string }> {
  const boss = new PgBoss({
    schedule: false,
    supervise: false,
    migrate: true,
    ...(database.kind === 'pglite'
      ? { db: pgliteExecutor(database.pglite!) as PgBoss.Db }
      : { connectionString: database.url, max: 1, application_name: 'escaparate-restore' }),
  });
  boss.on('error', () => {});
  await boss.start();
  try {
    const { version } = await inTransaction(database, (sql) =>
      one(sql.query<{ version: number }>('SELECT version FROM pgboss.version')),
    );
    if (Number(version) !== jobs.schemaVersion)
      return {
        skipped: `the backup's job queue has schema version ${jobs.schemaVersion}, this app's ${version}`,
      };
    const queues: QueueRow[] = [];
    for await (const batch of gzipLineBatches(`${dir}/${jobs.queues.file}`, 100))
      queues.push(...batch.map((line) => JSON.parse(line) as QueueRow));
    // A dead-letter queue must exist before the queue that names it.
    queues.sort((a, b) => Number(a.dead_letter !== null) - Number(b.dead_letter !== null));
    for (const q of queues) {
      // pg-boss checks the options present, so absent ones are left out rather than undefined.
      const options = Object.fromEntries(
        Object.entries({
          policy: q.policy,
          retryLimit: q.retry_limit,
          retryDelay: q.retry_delay,
          retryBackoff: q.retry_backoff,
          expireInSeconds: q.expire_seconds,
          retentionMinutes: q.retention_minutes,
          deadLetter: q.dead_letter,
        }).filter(([, value]) => value !== null),
      );
      await boss.createQueue(q.name, { name: q.name, ...options } as PgBoss.Queue);
    }
    const restored = await inTransaction(database, (sql) => loadRows(sql, dir, jobs.jobs));
    return { restored };
  } finally {
    await boss.stop({ graceful: false, wait: true, close: true });
  }
}
