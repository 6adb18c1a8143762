import { describe, expect, it } from 'vitest';
import { batchCalls } from './batch-calls';

describe('batchCalls', () => {
  it('runs once for the keys of one turn, and answers each caller with its own value', async () => {
    const runs: number[][] = [];
    const double = batchCalls(async (keys: number[]) => {
      runs.push([...keys]);
      return new Map(keys.filter((k) => k !== 3).map((k) => [k, k * 2]));
    });
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, undefined]);
    expect(await double(5)).toBe(10);
    expect(runs).toEqual([[1, 2, 3], [5]]);
  });

  it('fails every caller of a failing turn, and the next turn runs afresh', async () => {
    let fail = true;
    const load = batchCalls(async (keys: string[]) => {
      if (fail) throw new Error('sin conexión');
      return new Map(keys.map((k) => [k, k.toUpperCase()]));
    });
    const results = await Promise.allSettled([load('a'), load('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await load('c')).toBe('C');
  });
});
