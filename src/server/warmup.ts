import type { Logger } from './logger';

/**
 * Work a start does after it listens (the demo seed): the first page is served at once, while
 * /readyz says "starting" and a demo sign-in waits until the work is done.
 */
export interface Warmup {
  /** True once the work has finished, failed included (a failure is logged; the server goes on). */
  readonly done: boolean;
  /** Resolves when the work is done; never rejects. */
  readonly settled: Promise<void>;
  /** Starts the work; later calls return the same promise. */
  start(): Promise<void>;
}

export function createWarmup(name: string, work: () => Promise<void>, logger: Logger): Warmup {
  let done = false;
  let release!: () => void;
  const settled = new Promise<void>((resolve) => {
    release = resolve;
  });
  let running: Promise<void> | null = null;
  return {
    get done() {
      return done;
    },
    settled,
    start() {
      running ??= work()
        .catch((err: unknown) => logger.error({ err }, `${name} failed; the server goes on without it`))
        .finally(() => {
          done = true;
          release();
        });
      return running;
    },
  };
}

/** Waits for the warm-up up to `ms`; true when it is done. */
export async function awaitWarmup(warmup: Warmup | undefined, ms: number): Promise<boolean> {
  if (!warmup || warmup.done) return true;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    warmup.settled,
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
  return warmup.done;
}
