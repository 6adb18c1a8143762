import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { paths } from '../shared/paths';
import { DEMO_ACCOUNT } from './demo/demo-account';
import { seedDemo } from './demo/seed-demo';
import { awaitWarmup, createWarmup, type Warmup } from './warmup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A promise and the function that resolves it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('createWarmup', () => {
  it('is not done before its work has run, and done once it has', async () => {
    const work = gate();
    const warmup = createWarmup('test', () => work.opened, t.deps.logger);
    expect(warmup.done).toBe(false);
    const started = warmup.start();
    expect(warmup.start()).toBe(started);
    expect(warmup.done).toBe(false);
    work.open();
    await warmup.settled;
    expect(warmup.done).toBe(true);
    expect(await awaitWarmup(warmup, 10)).toBe(true);
  });

  it('logs a failure and counts as done: the server goes on without it', async () => {
    const warmup = createWarmup('broken seed', () => Promise.reject(new Error('boom')), t.deps.logger);
    await warmup.start();
    await warmup.settled;
    expect(warmup.done).toBe(true);
    expect(t.logs.some((l) => String(l.msg).includes('broken seed failed'))).toBe(true);
  });
});

describe('a first start seeding the demo after it listens', () => {
  it('says "starting" on /readyz and makes a demo sign-in wait until the seed is done', async () => {
    const work = gate();
    const inner = createWarmup(
      'demo seed',
      async () => {
        await work.opened;
        await seedDemo(t.db);
      },
      t.deps.logger,
    );
    // The same warm-up, telling when a request starts waiting for it.
    const waiting = gate();
    const warmup: Warmup = {
      get done() {
        return inner.done;
      },
      get settled() {
        waiting.open();
        return inner.settled;
      },
      start: () => inner.start(),
    };
    t.deps.warmup = warmup;
    try {
      void warmup.start();
      const early = await t.client().get(paths.health.ready);
      expect(early.status).toBe(503);
      expect(await early.json()).toMatchObject({ status: 'starting' });

      // Sent before the demo account exists: it waits instead of answering "wrong password".
      const signIn = t.client().post('/api/auth/sign-in/email', {
        email: DEMO_ACCOUNT.email,
        password: DEMO_ACCOUNT.password,
      });
      await waiting.opened;
      work.open();
      const res = await signIn;
      expect(res.status).toBe(200);
      expect(warmup.done).toBe(true);

      const ready = await t.client().get(paths.health.ready);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ok' });
    } finally {
      work.open();
      await inner.settled;
      t.deps.warmup = undefined;
    }
  });
});
