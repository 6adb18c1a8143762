import { type Database, openCounterPool } from '../../db/client';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import type { LimitStore } from './limit-store';
import { createPostgresLimitStore } from './postgres';
import { createRedisWithFallback } from './redis-fallback';

/**
 * Redis with REDIS_URL, else the app's own database: every instance of the app counts in the same
 * place; with Redis, the database stands in while Redis cannot be reached. On PostgreSQL the
 * counters go through a pool of their own that does not wait for the disk on commit
 * (openCounterPool); PGlite is one connection in this process, shared.
 */
export async function limitStoreFromEnv(env: Env, database: Database, logger: Logger): Promise<LimitStore> {
  const inDatabase = databaseLimitStore(database, logger);
  if (!env.REDIS_URL) return inDatabase;
  // Loaded only here: a server without Redis never loads its client.
  const { createRedisLimitStore } = await import('./redis');
  // The database counts whenever Redis cannot: a limit is never off (decision 034).
  let fallback: ReturnType<typeof createRedisWithFallback> | undefined;
  const redis = await createRedisLimitStore({
    url: env.REDIS_URL,
    prefix: env.REDIS_KEY_PREFIX,
    logger,
    onError: (err) => fallback?.noteError(err),
  });
  fallback = createRedisWithFallback({ redis, database: inDatabase, logger });
  if (!redis.ready()) fallback.noteError(new Error('redis not connected at start'));
  return fallback;
}

function databaseLimitStore(database: Database, logger: Logger): LimitStore {
  if (!database.url) return createPostgresLimitStore(database.db, logger);
  const counters = openCounterPool(database.url, {
    onIdleError: (err) => logger.warn({ err }, 'rate-limit connection lost'),
  });
  return createPostgresLimitStore(counters.db, logger, counters.close);
}
