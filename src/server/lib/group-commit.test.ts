import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createGroupCommit, type Outcome } from './group-commit';

const logger = pino({ level: 'silent' });
const tick = () => new Promise((r) => setImmediate(r));

/** A store that records each batch and holds it until `release()`. */
function heldStore(decide: (item: number) => Outcome<string> = (i) => ({ value: `stored ${i}` })) {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const store = async (items: number[]) => {
    batches.push(items);
    await new Promise<void>((r) => releases.push(r));
    return items.map(decide);
  };
  return { batches, store, release: () => releases.shift()!() };
}

describe('group commit', () => {
  it('stores what arrives while a batch runs in the next batch, answers each with its own outcome', async () => {
    const held = heldStore((i) =>
      i === 3 ? { error: new Error('hueco ocupado') } : { value: `stored ${i}` },
    );
    const committed: string[][] = [];
    const writer = createGroupCommit<number, string>({
      maxBatch: 3,
      logger,
      what: 'tests',
      store: held.store,
      afterCommit: async (stored) => {
        committed.push(stored);
      },
    });
    const answers = [1, 2, 3, 4, 5, 6].map((i) =>
      writer.submit(i).then(
        (v) => v,
        (e: Error) => e.message,
      ),
    );
    await tick();
    // The first went alone (nothing was waiting); the rest wait for it, then go in batches of 3 at most.
    expect(held.batches).toEqual([[1]]);
    held.release();
    await tick();
    expect(held.batches).toEqual([[1], [2, 3, 4]]);
    held.release();
    await tick();
    held.release();
    expect(await Promise.all(answers)).toEqual([
      'stored 1',
      'stored 2',
      'hueco ocupado',
      'stored 4',
      'stored 5',
      'stored 6',
    ]);
    expect(held.batches).toEqual([[1], [2, 3, 4], [5, 6]]);
    // Once per batch, with the stored ones only, before their callers hear.
    expect(committed).toEqual([['stored 1'], ['stored 2', 'stored 4'], ['stored 5', 'stored 6']]);
  });

  it('stores a failed batch again one by one, so one item cannot cost the others theirs', async () => {
    const tried: number[][] = [];
    const writer = createGroupCommit<number, number>({
      maxBatch: 10,
      logger,
      what: 'tests',
      async store(items) {
        tried.push(items);
        if (items.includes(2)) throw new Error('fila imposible');
        return items.map((i) => ({ value: i * 10 }));
      },
    });
    const first = writer.submit(0);
    const rest = [1, 2, 3].map((i) =>
      writer.submit(i).then(
        (v) => v,
        (e: Error) => e.message,
      ),
    );
    expect(await first).toBe(0);
    expect(await Promise.all(rest)).toEqual([10, 'fila imposible', 30]);
    expect(tried).toEqual([[0], [1, 2, 3], [1], [2], [3]]);
  });

  it('stores a batch that met a deadlock again, three times at most', async () => {
    let calls = 0;
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const writer = createGroupCommit<number, number>({
      maxBatch: 10,
      logger,
      what: 'tests',
      async store(items) {
        calls += 1;
        if (calls < 3) throw deadlock;
        return items.map((i) => ({ value: i }));
      },
    });
    expect(await writer.submit(7)).toBe(7);
    expect(calls).toBe(3);
    calls = -10;
    await expect(writer.submit(8)).rejects.toThrow('deadlock detected');
    expect(calls).toBe(-7);
  });

  it('answers the callers even when the work after the commit fails', async () => {
    const writer = createGroupCommit<number, number>({
      maxBatch: 10,
      logger,
      what: 'tests',
      store: async (items) => items.map((i) => ({ value: i })),
      afterCommit: () => Promise.reject(new Error('cola caída')),
    });
    expect(await writer.submit(1)).toBe(1);
  });
});
