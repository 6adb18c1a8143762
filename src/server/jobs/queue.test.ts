import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/support/test-db';
import type { Database } from '../db/client';
import { pgliteExecutor } from './pglite-executor';
import { createJobQueue, type JobQueue } from './queue';

const logger = pino({ level: 'silent' });
const NAME = 'agency-photos-rerender';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A queue whose handler records each agency id; `fail` makes it throw for one id. */
async function queueWith(work: boolean, fail?: string) {
  const seen: string[] = [];
  let notify: (id: string) => void = () => {};
  const jobs: JobQueue = createJobQueue({ database, logger, work, pollingIntervalSeconds: 0.5 });
  jobs.register(
    NAME,
    async ({ agencyId }) => {
      if (agencyId === fail) throw new Error('falla a propósito');
      seen.push(agencyId);
      notify(agencyId);
    },
    { policy: 'stately', retryLimit: 1, retryDelay: 60 },
  );
  await jobs.start();
  const next = () => new Promise<string>((resolve) => (notify = resolve));
  return { jobs, seen, next };
}

describe('job queue', () => {
  it('runs a sent job in the polling worker, and stops cleanly', async () => {
    const { jobs, seen, next } = await queueWith(true);
    const done = next();
    expect(await jobs.send(NAME, { agencyId: 'a-1' })).toMatch(/^[0-9a-f-]{36}$/);
    expect(await done).toBe('a-1');
    expect(seen).toEqual(['a-1']);
    await jobs.stop();
    // The app's database is still usable after the queue stopped.
    expect(await database.ping()).toBe(true);
  });

  it('a job sent while the queue is still starting (npm start listens first) waits for it and runs', async () => {
    const jobs = createJobQueue({ database, logger, work: true, pollingIntervalSeconds: 60 });
    let ran: (agencyId: string) => void = () => {};
    const done = new Promise<string>((resolve) => (ran = resolve));
    jobs.register(NAME, async ({ agencyId }) => ran(agencyId));
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    let began = false;
    const starting = jobs.start({
      around: async (work) => {
        await gate;
        began = true;
        return work();
      },
    });
    const sent = jobs.send(NAME, { agencyId: 'e-1' });
    await new Promise((r) => setTimeout(r, 100));
    expect(began).toBe(false);
    open();
    expect(await sent).toMatch(/^[0-9a-f-]{36}$/);
    await starting;
    expect(await done).toBe('e-1');
    await jobs.stop();
  });

  it('starts a job sent from this process at once, not at the next poll', async () => {
    const jobs = createJobQueue({ database, logger, work: true, pollingIntervalSeconds: 60 });
    let ran: (at: number) => void = () => {};
    const done = new Promise<number>((resolve) => (ran = resolve));
    jobs.register(NAME, async () => ran(performance.now()));
    await jobs.start();
    // The workers' first fetch (at start) found nothing: they now sleep for 60 s.
    await new Promise((r) => setTimeout(r, 300));
    const sent = performance.now();
    await jobs.send(NAME, { agencyId: 'd-1' });
    expect((await done) - sent).toBeLessThan(2_000);
    await jobs.stop();
  });

  it('stores several jobs in one statement: keyed twins absorbed, a later start kept', async () => {
    const { jobs, seen } = await queueWith(false);
    expect(await jobs.send(NAME, { agencyId: 'm-0' }, { singletonKey: 'm' })).toBeTruthy();
    await jobs.sendMany([
      // Already queued under this key: absorbed, as `send` would.
      { name: NAME, data: { agencyId: 'm-1' }, options: { singletonKey: 'm' } },
      { name: NAME, data: { agencyId: 'n-1' }, options: { singletonKey: 'n' } },
      // Twins in the same call: one is kept.
      { name: NAME, data: { agencyId: 'o-1' }, options: { singletonKey: 'o' } },
      { name: NAME, data: { agencyId: 'o-2' }, options: { singletonKey: 'o' } },
      { name: NAME, data: { agencyId: 'later' }, options: { singletonKey: 'p', startAfter: 3600 } },
    ]);
    await jobs.sendMany([]);
    expect(await jobs.drain()).toBe(3);
    expect(seen.sort()).toEqual(['m-0', 'n-1', expect.stringMatching(/^o-[12]$/)]);
    // The one sent to start in an hour waits.
    expect(await jobs.pending()).toBe(1);
    await jobs.stop();
  });

  it('drains due jobs here and now; one queued job per singleton key', async () => {
    const { jobs, seen } = await queueWith(false);
    expect(await jobs.send(NAME, { agencyId: 'b-1' }, { singletonKey: 'b' })).toBeTruthy();
    // Same key while the first still waits: absorbed.
    expect(await jobs.send(NAME, { agencyId: 'b-2' }, { singletonKey: 'b' })).toBeNull();
    expect(await jobs.send(NAME, { agencyId: 'c-1' }, { singletonKey: 'c' })).toBeTruthy();
    expect(await jobs.drain()).toBe(2);
    expect(seen.sort()).toEqual(['b-1', 'c-1']);
    expect(await jobs.drain()).toBe(0);
    // Once the first has run, the key takes a new job again.
    expect(await jobs.send(NAME, { agencyId: 'b-3' }, { singletonKey: 'b' })).toBeTruthy();
    expect(await jobs.drain()).toBe(1);
    await jobs.stop();
  });

  it('rethrows a failing job from drain and keeps it for a later retry', async () => {
    const { jobs, seen } = await queueWith(false, 'mala');
    await jobs.send(NAME, { agencyId: 'mala' });
    await expect(jobs.drain()).rejects.toThrow('falla a propósito');
    // Retried after its delay, not at once.
    expect(await jobs.drain()).toBe(0);
    expect(seen).toEqual([]);
    await jobs.stop();
  });
});

describe('local concurrency', () => {
  it('runs up to localConcurrency jobs of a queue at once in one process, not more', async () => {
    const jobs = createJobQueue({ database, logger, work: true, pollingIntervalSeconds: 0.5 });
    let running = 0;
    let peak = 0;
    let done = 0;
    jobs.register(
      'staging-render',
      async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 400));
        running -= 1;
        done += 1;
      },
      { localConcurrency: 2 },
    );
    await jobs.start();
    for (const renderId of ['r1', 'r2', 'r3', 'r4']) await jobs.send('staging-render', { renderId });
    await expect.poll(() => done, { timeout: 15_000, interval: 100 }).toBe(4);
    expect(peak).toBe(2);
    await jobs.stop();
  });

  it('runs a fetched batch at once in the polling worker; a job failing in it is retried alone', async () => {
    // Queued first, by a queue that does not work, so the worker finds them all waiting.
    const sender = createJobQueue({ database, logger, work: false });
    sender.register('contact-mail', async () => {}, { retryLimit: 1, retryDelay: 60 });
    await sender.start();
    const ids = Array.from({ length: 10 }, (_, i) => `m${i}`);
    for (const messageId of ids) await sender.send('contact-mail', { messageId });
    await sender.stop();

    const jobs = createJobQueue({ database, logger, work: true, pollingIntervalSeconds: 0.5 });
    const attempts = new Map<string, number>();
    let running = 0;
    let peak = 0;
    jobs.register(
      'contact-mail',
      async ({ messageId }) => {
        attempts.set(messageId, (attempts.get(messageId) ?? 0) + 1);
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 50));
        running -= 1;
        if (messageId === 'm3') throw new Error('falla a propósito');
      },
      { retryLimit: 1, retryDelay: 60, batchSize: 5 },
    );
    await jobs.start();
    await expect.poll(() => attempts.size, { timeout: 15_000, interval: 100 }).toBe(10);
    await expect.poll(() => jobs.pending(), { timeout: 5_000, interval: 100 }).toBe(1);
    await jobs.stop();
    expect(peak).toBe(5);
    expect([...attempts.values()]).toEqual(ids.map(() => 1));
    const { rows } = await database.db.execute(
      sql`select state::text, count(*)::int as n from pgboss.job where name = 'contact-mail' group by 1 order by 1`,
    );
    expect(rows).toEqual([
      { state: 'completed', n: 9 },
      { state: 'retry', n: 1 },
    ]);
  });
});

describe.skipIf(process.env.TEST_DB === 'postgres')('pg-boss on PGlite', () => {
  it('runs scripts through exec and rolls a failed one back, leaving the connection usable', async () => {
    const executor = pgliteExecutor(database.pglite!);
    const { rows } = await executor.executeSql('SELECT 1 AS a; SELECT 2 AS b;');
    expect(rows).toEqual([{ b: 2 }]);
    await expect(
      executor.executeSql('BEGIN; CREATE TABLE job_probe (x int); SELECT 1/0; COMMIT;'),
    ).rejects.toThrow(/division by zero/);
    expect(database.pglite!.isInTransaction()).toBe(false);
    const probe = await executor.executeSql("SELECT to_regclass('job_probe') AS t");
    expect(probe.rows).toEqual([{ t: null }]);
    const param = await executor.executeSql('SELECT $1::int + 1 AS n', [41]);
    expect(param.rows).toEqual([{ n: 42 }]);
  });
});

// Last: it leaves a queued job and a failed one behind in this file's database.
describe('shutdown', () => {
  it('pause: takes no new job, still stores sent ones; stop waits a bounded time for a running job', async () => {
    const jobs = createJobQueue({ database, logger, work: true, pollingIntervalSeconds: 0.5 });
    let started = 0;
    jobs.register('staging-render', async () => {
      started += 1;
      // A job that outlives any shutdown: it never settles, so it never writes to this file's
      // database after it is closed (test files may share a process).
      await new Promise(() => {});
    });
    await jobs.start();
    await jobs.send('staging-render', { renderId: 'slow' });
    await expect.poll(() => started, { timeout: 10_000, interval: 100 }).toBe(1);
    await jobs.pause();
    expect(await jobs.send('staging-render', { renderId: 'later' })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 1_500)); // three polling intervals
    expect(started).toBe(1);
    expect(await jobs.pending()).toBe(1);
    const t0 = performance.now();
    await jobs.stop({ timeoutMs: 1_000 });
    expect(performance.now() - t0).toBeLessThan(3_000);
    expect(await database.ping()).toBe(true);
  });
});
