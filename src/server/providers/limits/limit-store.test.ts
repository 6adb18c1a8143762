import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPgliteSnapshot } from '../../../../test/support/db-snapshot';
import { createPostgresTestDatabase } from '../../../../test/support/test-db';
import { type Database, openCounterPool, openDatabase } from '../../db/client';
import { rateLimits } from '../../db/schema';
import type { Env } from '../../env';
import { limitStoreFromEnv } from './from-env';
import type { LimitStore } from './limit-store';
import { createPostgresLimitStore } from './postgres';
import { createRedisLimitStore } from './redis';

const logger = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const MINUTE = 60_000;

/** The behaviour every store must have, run against each of them. */
function contract(make: () => Promise<{ store: LimitStore; done(): Promise<void> }>) {
  let store: LimitStore;
  let done: () => Promise<void>;
  beforeAll(async () => {
    ({ store, done } = await make());
  });
  afterAll(() => done());
  const key = (name: string) => `${name}|${randomBytes(4).toString('hex')}`;

  it('counts hits per key within the window, several keys in one call, results in call order', async () => {
    const [a, b] = [key('a'), key('b')];
    expect((await store.hit([{ key: a, windowMs: MINUTE }]))[0]!.count).toBe(1);
    const both = await store.hit([
      { key: b, windowMs: MINUTE },
      { key: a, windowMs: MINUTE },
    ]);
    expect(both.map((c) => c.count)).toEqual([1, 2]);
    for (const c of both) {
      expect(c.resetMs).toBeGreaterThan(0);
      expect(c.resetMs).toBeLessThanOrEqual(MINUTE);
    }
  });

  it('starts a new window once the old one has passed', async () => {
    const k = key('short');
    await store.hit([{ key: k, windowMs: 200 }]);
    await store.hit([{ key: k, windowMs: 200 }]);
    await sleep(400);
    expect(await store.peek(k)).toEqual({ count: 0, resetMs: 0 });
    expect((await store.hit([{ key: k, windowMs: 200 }]))[0]!.count).toBe(1);
  });

  it('peeks without counting, and clears', async () => {
    const k = key('peek');
    expect(await store.peek(k)).toEqual({ count: 0, resetMs: 0 });
    await store.hit([{ key: k, windowMs: MINUTE }]);
    await store.hit([{ key: k, windowMs: MINUTE }]);
    expect((await store.peek(k)).count).toBe(2);
    expect((await store.peek(k)).count).toBe(2);
    await store.clear([k]);
    expect((await store.peek(k)).count).toBe(0);
  });

  it('counts concurrent hits exactly once each', async () => {
    const k = key('race');
    const counts = await Promise.all(
      Array.from({ length: 40 }, () => store.hit([{ key: k, windowMs: MINUTE }]).then(([c]) => c!.count)),
    );
    expect(counts.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('counts a burst of calls sharing keys as if one after the other, in call order', async () => {
    const [shared, other] = [key('burst-shared'), key('burst-other')];
    await store.hit([{ key: shared, windowMs: MINUTE }]);
    const calls = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        store.hit([{ key: shared, windowMs: MINUTE }, ...(i % 2 ? [{ key: other, windowMs: MINUTE }] : [])]),
      ),
    );
    expect(calls.map((c) => c.map((x) => x.count))).toEqual([[2], [3, 1], [4], [5, 2], [6], [7, 3]]);
    for (const c of calls) for (const x of c) expect(x.resetMs).toBeGreaterThan(MINUTE - 5_000);
  });
}

async function postgresStore(database: Database) {
  const store = createPostgresLimitStore(database.db, logger);
  return { store, database };
}

describe('limit store: PGlite', () => {
  let database: Database;
  contract(async () => {
    database = await openDatabase({ pglite: await loadPgliteSnapshot() });
    const { store } = await postgresStore(database);
    return { store, done: () => database.close() };
  });

  it('stores hashes, never the address or e-mail of a key', async () => {
    const store = createPostgresLimitStore(database.db, logger);
    await store.hit([{ key: 'sign-in-fail|ana@example.es|203.0.113.7', windowMs: MINUTE }]);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toMatch(/ana|example|203\.0/);
  });
});

const pgUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
describe.skipIf(!pgUrl)('limit store: PostgreSQL (TEST_DB=postgres with TEST_DATABASE_URL)', () => {
  // As the server makes it: counters on a pool of their own (openCounterPool).
  contract(async () => {
    const database = await createPostgresTestDatabase(pgUrl!);
    const store = await limitStoreFromEnv({ REDIS_URL: undefined } as Env, database, logger);
    return {
      store,
      async done() {
        await store.close();
        await database.close();
      },
    };
  });

  it('counts on connections that do not wait for the disk on commit; the app’s pool does', async () => {
    const database = await createPostgresTestDatabase(pgUrl!);
    const counters = openCounterPool(database.url!);
    try {
      const setting = async (db: Database['db']) =>
        (await db.execute<{ s: string }>(sql`select current_setting('synchronous_commit') as s`)).rows[0]!.s;
      expect(await setting(counters.db)).toBe('off');
      expect(await setting(database.db)).toBe('on');
    } finally {
      await counters.close();
      await database.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Whether a Redis answers at TEST_REDIS_URL (default: the local one). */
async function redisAnswers(): Promise<boolean> {
  // A generous timeout: at import time on a loaded machine the event loop is busy loading modules.
  const client = createClient({
    url: redisUrl,
    socket: { connectTimeout: 10_000, reconnectStrategy: false },
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    await client.close();
    return true;
  } catch {
    return false;
  }
}
const hasRedis = await redisAnswers();
if (!hasRedis)
  process.stdout.write(`Redis tests skipped: no Redis answers at ${redisUrl} (set TEST_REDIS_URL).\n`);

describe.skipIf(!hasRedis)(`limit store: Redis (${redisUrl})`, () => {
  // A prefix of its own: parallel runs and the app's own keys never meet.
  const prefix = `escaparate-test:${randomBytes(6).toString('hex')}:`;
  contract(async () => {
    const store = await createRedisLimitStore({ url: redisUrl, prefix, logger });
    return {
      store,
      async done() {
        const admin = createClient({ url: redisUrl });
        await admin.connect();
        const keys = await admin.keys(`${prefix}*`);
        if (keys.length) await admin.del(keys);
        await admin.close();
        await store.close();
      },
    };
  });
});
