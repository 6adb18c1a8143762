import { StagingError, type StagingErrorCode } from '../../providers/staging/staging-provider';

/** Tries of one provider call before the render fails (the first one included). */
export const MAX_PROVIDER_TRIES = 5;

export interface RetryOptions {
  /** First wait (ms); doubles each try. A 429's Retry-After replaces it. */
  baseMs: number;
  /** No wait may end after this instant: the render's timeout. */
  deadline: number;
  /** Called before each wait (the job counts attempts on the render). */
  onRetry?: (err: StagingError, waitMs: number) => Promise<void>;
  sleep?: (ms: number) => Promise<void>;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The wait before the next try: Retry-After when the provider sent one, else exponential back-off. */
export function retryDelayMs(err: StagingError, tryIndex: number, baseMs: number): number {
  if (err.code === 'rate_limited' && err.retryAfterSeconds !== undefined) return err.retryAfterSeconds * 1000;
  return baseMs * 2 ** tryIndex;
}

/** Not a StagingError (a bug, a network failure the provider did not wrap): treated as an outage. */
function asStagingError(err: unknown): StagingError {
  if (err instanceof StagingError) return err;
  return new StagingError('provider_unavailable', err instanceof Error ? err.message : String(err));
}

/** The StagingError that ended the retries, or 'timeout' when the next wait would pass the deadline. */
export class RetriesExhausted extends Error {
  constructor(
    readonly code: StagingErrorCode | 'timeout',
    readonly last: StagingError,
  ) {
    super(last.message);
  }
}

/** Runs a provider call, retrying rate limits and outages with back-off; other errors end at once. */
export async function withRetries<T>(call: () => Promise<T>, opts: RetryOptions): Promise<T> {
  const wait = opts.sleep ?? sleep;
  for (let i = 0; ; i++) {
    try {
      return await call();
    } catch (raw) {
      const err = asStagingError(raw);
      if (!err.retryable || i + 1 >= MAX_PROVIDER_TRIES) throw new RetriesExhausted(err.code, err);
      const ms = retryDelayMs(err, i, opts.baseMs);
      if (Date.now() + ms > opts.deadline) throw new RetriesExhausted('timeout', err);
      await opts.onRetry?.(err, ms);
      await wait(ms);
    }
  }
}
