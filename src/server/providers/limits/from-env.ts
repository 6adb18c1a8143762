import type { Database } from '../../db/client';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import type { LimitStore } from './limit-store';
import { createPostgresLimitStore } from './postgres';

/** Redis with REDIS_URL, else the app's own database: every instance of the app counts in the same place. */
export async function limitStoreFromEnv(env: Env, database: Database, logger: Logger): Promise<LimitStore> {
  if (!env.REDIS_URL) return createPostgresLimitStore(database.db, logger);
  // Loaded only here: a server without Redis never loads its client.
  const { createRedisLimitStore } = await import('./redis');
  return createRedisLimitStore({ url: env.REDIS_URL, prefix: env.REDIS_KEY_PREFIX, logger });
}
