import { type ChildProcess, spawn } from 'node:child_process';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../test/support/app-server';
import { loadPgliteSnapshot } from '../../../../test/support/db-snapshot';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { paths } from '../../../shared/paths';
import { type Database, openDatabase } from '../../db/client';
import type { Env } from '../../env';
import { loggerOptions } from '../../logger';
import { limitStoreFromEnv } from './from-env';
import type { LimitStore } from './limit-store';

const MINUTE = 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A throwaway redis-server of this test on `port` (never the system's own on 6379). */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.stdout!.on('data', (d: Buffer) => {
      if (String(d).includes('Ready to accept connections')) resolve();
    });
  });
  return child;
}

async function stopRedis(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(50);
  }
}

describe('limits with REDIS_URL while Redis is down', () => {
  let database: Database;
  let store: LimitStore;
  let port: number;
  let redis: ChildProcess | undefined;
  const logs: Record<string, unknown>[] = [];
  beforeAll(async () => {
    database = await openDatabase({ pglite: await loadPgliteSnapshot() });
    port = await freePort();
    const logger = pino(loggerOptions('info'), { write: (line: string) => void logs.push(JSON.parse(line)) });
    store = await limitStoreFromEnv(
      { REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_KEY_PREFIX: 'escaparate-fallback-test:' } as Env,
      database,
      logger,
    );
  });
  afterAll(async () => {
    if (redis) await stopRedis(redis);
    await store.close();
    await database.close();
  });
  const hit = async (key: string) => (await store.hit([{ key, windowMs: MINUTE }]))[0]!.count;
  const warnings = () => logs.filter((l) => String(l.msg).startsWith('redis unreachable'));

  it('counts in the database, says so, and warns once (not once per call)', async () => {
    expect(store.health?.()).toEqual({ store: 'postgres', degraded: true });
    const counts: number[] = [];
    for (let i = 0; i < 30; i++) counts.push(await hit('lead|203.0.113.9'));
    expect(counts).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect((await store.peek('lead|203.0.113.9')).count).toBe(30);
    await store.clear(['lead|203.0.113.9']);
    expect((await store.peek('lead|203.0.113.9')).count).toBe(0);
    // Redis's client fails to reconnect every 2 s meanwhile: still one line.
    await sleep(2_500);
    expect(await hit('lead|203.0.113.9')).toBe(1);
    expect(warnings()).toHaveLength(1);
  });

  it('goes back to Redis when it answers, and to the database when it is gone again', async () => {
    redis = await startRedis(port);
    // The client reconnects on its own (at most 2 s between attempts).
    await until(() => store.health?.().degraded === false);
    expect(store.health?.()).toEqual({ store: 'redis', degraded: false });
    // A fresh counter in Redis: the database's 1 for this key stays there.
    expect(await hit('lead|203.0.113.9')).toBe(1);
    expect(await hit('lead|203.0.113.9')).toBe(2);
    expect(logs.some((l) => String(l.msg).startsWith('redis answers again'))).toBe(true);

    await stopRedis(redis);
    redis = undefined;
    await until(() => store.health?.().degraded === true);
    // Back in the database, where the key's window still runs.
    expect(await hit('lead|203.0.113.9')).toBe(2);
  });
});

describe('/readyz with REDIS_URL while Redis is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}` } });
  });
  afterAll(() => t.close());

  it('answers 200 "degraded", naming the database as the limit store', async () => {
    const res = await t.client().get(paths.health.ready);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'degraded',
      database: t.deps.database.kind,
      limits: { store: 'postgres', degraded: true },
    });
  });
});
