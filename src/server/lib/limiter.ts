/** Runs at most `max` tasks at once; the rest wait their turn (first come, first served). */
export function createLimiter(max: number) {
  let busy = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(fn: () => Promise<T>): Promise<T> {
    if (busy < max) busy += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve)); // the slot is handed over as is
    try {
      return await fn();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else busy -= 1;
    }
  };
}
