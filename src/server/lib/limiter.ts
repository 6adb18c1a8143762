/**
 * Runs at most `max` tasks at once; the rest wait their turn (first come, first served). `max` may
 * be a function, asked whenever a task would start: a limit that follows the load (never below 1).
 */
export function createLimiter(max: number | (() => number)) {
  const limit = typeof max === 'number' ? () => max : () => Math.max(1, max());
  let busy = 0;
  const waiting: (() => void)[] = [];
  /** Starts waiting tasks while there is room (more than one when the limit has grown). */
  const admit = () => {
    while (waiting.length && busy < limit()) {
      busy += 1;
      waiting.shift()!();
    }
  };
  return async function run<T>(fn: () => Promise<T>): Promise<T> {
    if (!waiting.length && busy < limit()) busy += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve)); // admitted with its slot taken
    try {
      return await fn();
    } finally {
      busy -= 1;
      admit();
    }
  };
}

/**
 * A limiter for background work that gives way to requests. `max()` is asked whenever a task
 * could start and may be 0: the tasks wait. None waits for ever: a task that has waited `maxWaitMs`
 * runs anyway, one at a time, so a long busy spell delays the work and never starves it. While
 * tasks wait, the limit is asked again every `recheckMs` (the load that closed it may have passed).
 */
export function createYieldingLimiter(opts: { max: () => number; maxWaitMs: number; recheckMs?: number }) {
  const recheckMs = opts.recheckMs ?? 100;
  let busy = 0;
  const waiting: { since: number; start: () => void }[] = [];
  let timer: NodeJS.Timeout | null = null;
  const room = () =>
    busy < opts.max() || (busy === 0 && !!waiting[0] && Date.now() - waiting[0].since >= opts.maxWaitMs);
  const admit = () => {
    while (waiting.length && room()) {
      busy += 1;
      waiting.shift()!.start();
    }
    if (waiting.length && !timer) {
      timer = setTimeout(() => {
        timer = null;
        admit();
      }, recheckMs);
      // Waiting background work does not keep a stopping process alive.
      timer.unref();
    }
  };
  return async function run<T>(fn: () => Promise<T>): Promise<T> {
    if (!waiting.length && busy < opts.max()) busy += 1;
    else
      await new Promise<void>((start) => {
        waiting.push({ since: Date.now(), start });
        admit();
      }); // admitted with its slot taken
    try {
      return await fn();
    } finally {
      busy -= 1;
      admit();
    }
  };
}
