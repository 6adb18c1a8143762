import { type Database, openCounterPool } from '../../db/client';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import type { LimitStore } from './limit-store';
import { createPostgresLimitStore } from './postgres';

/**
 * Redis with REDIS_URL, else the app's own database: every instance of the app counts in the same
 * place. On PostgreSQL the counters go through a pool of their own that does not wait for the disk
 * on commit (openCounterPool); PGlite is one connection in this process, shared.
 */
export async function limitStoreFromEnv(env: Env, database: Database, logger: Logger): Promise<LimitStore> {
  if (!env.REDIS_URL) {
    if (!database.url) return createPostgresLimitStore(database.db, logger);
    const counters = openCounterPool(database.url, {
      onIdleError: (err) => logger.warn({ err }, 'rate-limit connection lost'),
    });
    return createPostgresLimitStore(counters.db, logger, counters.close);
  }
  // Loaded only here: a server without Redis never loads its client.
  const { createRedisLimitStore } = await import('./redis');
  return createRedisLimitStore({ url: env.REDIS_URL, prefix: env.REDIS_KEY_PREFIX, logger });
}
