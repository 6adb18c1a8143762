import { createClient } from 'redis';
import type { Logger } from '../../logger';
import { hashKey, type LimitStore } from './limit-store';

/**
 * INCR every key; a key without an expiry (just created, or left by a crash between the two calls
 * in another client) gets its window. One script: one round trip, atomic per key.
 */
const HIT = `
local out = {}
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then
    redis.call('PEXPIRE', key, ARGV[i])
    ttl = tonumber(ARGV[i])
  end
  out[#out + 1] = count
  out[#out + 1] = ttl
end
return out`;

const PEEK = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
return {tonumber(count), math.max(redis.call('PTTL', KEYS[1]), 0)}`;

/** Counters in Redis (REDIS_URL); they expire by themselves. `prefix` keeps apps or test runs apart. */
export async function createRedisLimitStore(opts: {
  url: string;
  prefix?: string;
  logger: Logger;
  /** Told of each connection error instead of the log (the fallback store logs them, throttled). */
  onError?: (err: Error) => void;
}): Promise<LimitStore & { ready(): boolean }> {
  const prefix = opts.prefix ?? 'escaparate:limit:';
  const client = createClient({
    url: opts.url,
    // A Redis that is down must not hold requests for long: fail the call, the caller decides.
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(retries * 200, 2_000) },
    disableOfflineQueue: true,
  });
  let lastError = 0;
  client.on('error', (err: Error) => {
    if (opts.onError) return opts.onError(err);
    // Reconnection errors repeat every few hundred ms while Redis is down: one line per minute.
    if (Date.now() - lastError > 60_000) opts.logger.error({ err }, 'redis connection error');
    lastError = Date.now();
  });
  // Not awaited past the first attempt: a Redis that is down at start must not keep the server from
  // listening. Until it answers, calls fail at once (no offline queue) and the callers decide.
  await Promise.race([client.connect().catch(() => {}), new Promise((r) => setTimeout(r, 2_000).unref())]);
  const redisKey = (key: string) => prefix + hashKey(key);
  return {
    kind: 'redis',
    /** Connected and answering commands (no offline queue: a call now would fail at once otherwise). */
    ready: () => client.isReady,
    async hit(list) {
      if (!list.length) return [];
      const reply = (await client.eval(HIT, {
        keys: list.map((h) => redisKey(h.key)),
        arguments: list.map((h) => String(Math.max(1, Math.round(h.windowMs)))),
      })) as number[];
      return list.map((_, i) => ({ count: Number(reply[2 * i]), resetMs: Number(reply[2 * i + 1]) }));
    },
    async peek(key) {
      const [count, resetMs] = (await client.eval(PEEK, { keys: [redisKey(key)] })) as number[];
      return { count: Number(count), resetMs: Number(resetMs) };
    },
    async clear(keys) {
      if (keys.length) await client.del(keys.map(redisKey));
    },
    async close() {
      if (client.isReady) await client.close();
      else if (client.isOpen) client.destroy();
    },
  };
}
