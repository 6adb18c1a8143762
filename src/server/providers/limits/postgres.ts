import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import type { Logger } from '../../logger';
import { hashKey, type LimitStore } from './limit-store';

/** Every this many hits, this process deletes a batch of dead counters (no timer to stop, no scan per hit). */
const SWEEP_EVERY = 500;
const SWEEP_BATCH = 5_000;

const t = sql.raw('rate_limits');
/** Milliseconds left in a row's window, by the database's clock (the same for every instance). */
const resetMs = sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.resetAt} - now())) * 1000))::int`;

/**
 * Counters in the app's database: one `insert … on conflict do update … returning` per call,
 * whatever the number of keys. A window that has passed starts again at 1. Works on PGlite too.
 */
export function createPostgresLimitStore(
  db: Db,
  logger: Logger,
  /** Closes the connections the store was given for itself (none: the app's database, closed by the app). */
  closeOwn: () => Promise<void> = async () => {},
): LimitStore {
  let hits = 0;
  const sweep = () => {
    const dead = db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(sql`${rateLimits.resetAt} < now()`)
      .limit(SWEEP_BATCH);
    db.delete(rateLimits)
      .where(inArray(rateLimits.key, dead))
      .catch((err) => logger.warn({ err }, 'rate-limit sweep failed'));
  };
  return {
    kind: 'postgres',
    async hit(list) {
      if (!list.length) return [];
      hits += 1;
      if (hits % SWEEP_EVERY === 0) sweep();
      const keys = list.map((h) => hashKey(h.key));
      const rows = await db
        .insert(rateLimits)
        .values(
          list.map((h, i) => ({
            key: keys[i]!,
            count: 1,
            resetAt: sql`now() + ${Math.max(1, Math.round(h.windowMs))}::integer * interval '1 millisecond'`,
          })),
        )
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${t}.reset_at <= now() then 1 else ${t}.count + 1 end`,
            resetAt: sql`case when ${t}.reset_at <= now() then excluded.reset_at else ${t}.reset_at end`,
          },
        })
        .returning({ key: rateLimits.key, count: rateLimits.count, resetMs });
      const byKey = new Map(rows.map((r) => [r.key, { count: r.count, resetMs: Number(r.resetMs) }]));
      return keys.map((k) => byKey.get(k)!);
    },
    async peek(key) {
      const [row] = await db
        .select({ count: rateLimits.count, resetMs })
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${hashKey(key)} and ${rateLimits.resetAt} > now()`);
      return row ? { count: row.count, resetMs: Number(row.resetMs) } : { count: 0, resetMs: 0 };
    },
    async clear(keys) {
      if (keys.length) await db.delete(rateLimits).where(inArray(rateLimits.key, keys.map(hashKey)));
    },
    close: closeOwn,
  };
}
