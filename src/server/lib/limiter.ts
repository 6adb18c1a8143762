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
