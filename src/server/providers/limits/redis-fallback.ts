import type { Logger } from '../../logger';
import type { LimitStore } from './limit-store';

/** While Redis is unreachable, one warning per this long (its reconnection fails every 2 s). */
export const DEGRADED_WARN_MS = 60_000;

/**
 * Redis (REDIS_URL) with the database as its stand-in: while Redis cannot be reached (not connected,
 * or a call fails), every call counts in the database instead, so no limit is ever off; as soon as
 * Redis answers again the calls go back to it. Counters do not move between the two: a window
 * started in one store starts again in the other (docs/decisions/034-limit-store-fallback.md).
 */
export function createRedisWithFallback(opts: {
  redis: LimitStore & { ready(): boolean };
  database: LimitStore;
  logger: Logger;
}): LimitStore & { noteError(err: unknown): void } {
  const { redis, database, logger } = opts;
  /** The last call to Redis failed (while connected: a Redis that refuses commands). */
  let failing = false;
  /** A warning has been logged since Redis last answered. */
  let warned = false;
  let warnedAt = 0;
  const degraded = () => failing || !redis.ready();

  /** Logs, at most once a minute, that the database counts in Redis's place. */
  function noteError(err: unknown) {
    if (Date.now() - warnedAt < DEGRADED_WARN_MS) return;
    warnedAt = Date.now();
    warned = true;
    logger.warn({ err }, 'redis unreachable: rate limits counted in the database until it answers');
  }

  async function call<T>(run: (store: LimitStore) => Promise<T>): Promise<T> {
    if (redis.ready()) {
      try {
        const result = await run(redis);
        failing = false;
        if (warned) {
          warned = false;
          warnedAt = 0;
          logger.info('redis answers again: rate limits counted in redis');
        }
        return result;
      } catch (err) {
        failing = true;
        noteError(err);
      }
    } else noteError(new Error('redis not connected'));
    return run(database);
  }

  return {
    kind: 'redis',
    hit: (list) => call((s) => s.hit(list)),
    peek: (key) => call((s) => s.peek(key)),
    clear: (keys) => call((s) => s.clear(keys)),
    health: () => (degraded() ? { store: 'postgres', degraded: true } : { store: 'redis', degraded: false }),
    noteError,
    async close() {
      await Promise.all([redis.close(), database.close()]);
    },
  };
}
