import type { Logger } from '../logger';

/** One item's outcome in a stored batch: its result, or the error that refused it alone. */
export type Outcome<R> = { value: R } | { error: unknown };

/** PostgreSQL's deadlock_detected: two instances' batches met on the same rows or locks. */
const DEADLOCK = '40P01';
const isDeadlock = (err: unknown) =>
  (err as { code?: string })?.code === DEADLOCK ||
  (err as { cause?: { code?: string } })?.cause?.code === DEADLOCK;

export interface GroupCommit<T, R> {
  /** Queues one item for the next batch; resolves with its result once its batch committed. */
  submit(item: T): Promise<R>;
}

/**
 * Group commit: while one batch's transaction runs, the items that arrive wait and go together in
 * the next, so a burst costs a few transactions instead of one each, and a quiet moment's item goes
 * at once, alone. One batch at a time per process, at most `maxBatch` items.
 * `store` writes a batch in one transaction and returns each item's outcome in order (an item it
 * refuses on its own, such as a taken slot, is an outcome, not a failure of the batch). A batch
 * that meets a deadlock is stored again (up to 3 times); a batch that fails for a reason of its own
 * is stored again one item at a time, so one item can never cost the others theirs.
 * `afterCommit` runs once per batch, with the stored items' results, before their callers are
 * answered; its failure is logged, never the items'.
 */
export function createGroupCommit<T, R>(opts: {
  maxBatch: number;
  store: (items: T[]) => Promise<Outcome<R>[]>;
  afterCommit?: (stored: R[]) => Promise<void>;
  logger: Logger;
  /** What the items are, for the log ("leads", "bookings"). */
  what: string;
}): GroupCommit<T, R> {
  type Waiting = { item: T; resolve: (r: R) => void; reject: (e: unknown) => void };
  const queue: Waiting[] = [];
  let running = false;

  async function store(items: T[]): Promise<Outcome<R>[]> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await opts.store(items);
      } catch (err) {
        if (!isDeadlock(err) || attempt >= 3) throw err;
      }
    }
  }

  async function runBatch(waiting: Waiting[]) {
    const items = waiting.map((w) => w.item);
    let outcomes: Outcome<R>[];
    try {
      outcomes = await store(items);
    } catch (err) {
      if (items.length === 1) outcomes = [{ error: err }];
      else {
        opts.logger.warn({ err, items: items.length }, `${opts.what}: batch failed, storing one by one`);
        outcomes = [];
        for (const item of items)
          outcomes.push(
            await store([item]).then(
              ([outcome]) => outcome!,
              (error) => ({ error }),
            ),
          );
      }
    }
    const stored = outcomes.flatMap((o) => ('value' in o ? [o.value] : []));
    if (stored.length && opts.afterCommit)
      await opts.afterCommit(stored).catch((err) => opts.logger.error({ err }, `${opts.what}: after commit`));
    for (const [i, w] of waiting.entries()) {
      const outcome = outcomes[i]!;
      if ('value' in outcome) w.resolve(outcome.value);
      else w.reject(outcome.error);
    }
  }

  async function drain() {
    running = true;
    try {
      while (queue.length) {
        const batch = queue.splice(0, opts.maxBatch);
        // Nobody is left waiting, whatever happens (an answered promise ignores a second answer).
        await runBatch(batch).catch((err) => {
          for (const w of batch) w.reject(err);
        });
      }
    } finally {
      running = false;
    }
  }

  return {
    submit(item) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (!running) void drain();
      });
    },
  };
}
