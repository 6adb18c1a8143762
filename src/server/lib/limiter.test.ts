import { describe, expect, it } from 'vitest';
import { createLimiter, createYieldingLimiter } from './limiter';

/** A task that runs until `release()`; counts how many run at once. */
function tasks() {
  let running = 0;
  let most = 0;
  const releases: (() => void)[] = [];
  const task = () => () =>
    new Promise<void>((resolve) => {
      running += 1;
      most = Math.max(most, running);
      releases.push(() => {
        running -= 1;
        resolve();
      });
    });
  const tick = () => new Promise((r) => setImmediate(r));
  return {
    task,
    tick,
    get running() {
      return running;
    },
    get most() {
      return most;
    },
    release: () => releases.shift()!(),
  };
}

describe('createLimiter', () => {
  it('runs at most max tasks at once, in arrival order', async () => {
    const t = tasks();
    const run = createLimiter(2);
    const order: number[] = [];
    const all = [0, 1, 2, 3].map((i) =>
      run(() =>
        t
          .task()()
          .then(() => order.push(i)),
      ),
    );
    await t.tick();
    expect(t.running).toBe(2);
    for (let i = 0; i < 4; i++) {
      t.release();
      await t.tick();
    }
    await Promise.all(all);
    expect(t.most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3]);
  });

  it('follows a limit that changes: fewer start while it is low, more as soon as it grows', async () => {
    const t = tasks();
    let max = 1;
    const run = createLimiter(() => max);
    const all = Array.from({ length: 6 }, () => run(t.task()));
    await t.tick();
    expect(t.running).toBe(1);
    max = 3;
    t.release(); // one ends: two more than before may start now
    await t.tick();
    expect(t.running).toBe(3);
    max = 0; // never below one
    t.release();
    t.release();
    t.release();
    await t.tick();
    expect(t.running).toBe(1);
    t.release();
    await t.tick();
    t.release();
    await Promise.all(all);
    expect(t.running).toBe(0);
  });

  it('frees the slot of a task that fails', async () => {
    const run = createLimiter(1);
    await expect(run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await run(async () => 'next')).toBe('next');
  });
});

describe('createYieldingLimiter', () => {
  it('starts nothing while the limit is 0, and starts the waiting tasks when it opens', async () => {
    const t = tasks();
    let max = 0;
    const run = createYieldingLimiter({ max: () => max, maxWaitMs: 60_000, recheckMs: 5 });
    const all = [0, 1, 2].map(() => run(t.task()));
    await new Promise((r) => setTimeout(r, 30));
    expect(t.running).toBe(0);
    // Nothing ends to make room: the limit is asked again on its own.
    max = 2;
    await new Promise((r) => setTimeout(r, 30));
    expect(t.running).toBe(2);
    t.release();
    await t.tick();
    expect(t.running).toBe(2);
    t.release();
    t.release();
    await Promise.all(all);
  });

  it('runs a task that has waited maxWaitMs, one at a time, however busy', async () => {
    const t = tasks();
    const run = createYieldingLimiter({ max: () => 0, maxWaitMs: 40, recheckMs: 5 });
    const all = [0, 1].map(() => run(t.task()));
    await new Promise((r) => setTimeout(r, 10));
    expect(t.running).toBe(0);
    await new Promise((r) => setTimeout(r, 60));
    expect(t.running).toBe(1);
    t.release();
    await t.tick();
    // The second has waited as long: it goes next, still alone.
    expect(t.running).toBe(1);
    t.release();
    await Promise.all(all);
    expect(t.most).toBe(1);
  });

  it('frees the slot of a task that fails', async () => {
    const run = createYieldingLimiter({ max: () => 1, maxWaitMs: 1000 });
    await expect(run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await run(async () => 'next')).toBe('next');
  });
});
