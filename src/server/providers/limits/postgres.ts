import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import type { Logger } from '../../logger';
import { hashKey, type LimitCount, type LimitHit, type LimitStore } from './limit-store';

/** Every this many hits, this process deletes a batch of dead counters (no timer to stop, no scan per hit). */
const SWEEP_EVERY = 500;
const SWEEP_BATCH = 5_000;

const t = sql.raw('rate_limits');
/** Milliseconds left in a row's window, by the database's clock (the same for every instance). */
const resetMs = sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.resetAt} - now())) * 1000))::int`;

/**
 * Counters in the app's database: one `insert … on conflict do update … returning` per turn of
 * the event loop, whatever the number of calls and keys (a burst of leads counts together). A
 * window that has passed starts again at 1. Works on PGlite too.
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
  type Waiting = {
    list: LimitHit[];
    resolve: (counts: LimitCount[]) => void;
    reject: (err: unknown) => void;
  };
  /** The calls of this turn of the event loop: counted together in one statement. */
  let waiting: Waiting[] | null = null;

  /**
   * One upsert for every hit asked for in this turn, each key once with its number of hits (a
   * statement may not update a row twice), in key order (so two instances' statements lock rows in
   * the same order). Each hit then gets the count it would have had on its own, in call order:
   * the key's new count minus the hits after it.
   */
  async function flush() {
    const calls = waiting ?? [];
    waiting = null;
    try {
      const perKey = new Map<string, { n: number; windowMs: number }>();
      const keyed = calls.map(({ list }) =>
        list.map((h) => {
          const key = hashKey(h.key);
          const k = perKey.get(key);
          if (k) k.n += 1;
          else perKey.set(key, { n: 1, windowMs: Math.max(1, Math.round(h.windowMs)) });
          return key;
        }),
      );
      // Every SWEEP_EVERY hits (calls), whatever their number per turn.
      const before = hits;
      hits += calls.length;
      if (Math.floor(hits / SWEEP_EVERY) > Math.floor(before / SWEEP_EVERY)) sweep();
      const input = [...perKey]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => ({ k, ...v }));
      const { rows } = await db.execute<{ key: string; count: number; reset_ms: number }>(sql`
        insert into ${t} (key, count, reset_at)
        select x.k, x.n, now() + x."windowMs" * interval '1 millisecond'
        from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as x(k text, n integer, "windowMs" integer)
        order by x.k
        on conflict (key) do update set
          count = case when ${t}.reset_at <= now() then excluded.count else ${t}.count + excluded.count end,
          reset_at = case when ${t}.reset_at <= now() then excluded.reset_at else ${t}.reset_at end
        returning key, count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as reset_ms`);
      const next = new Map(
        rows.map((r) => [r.key, { count: r.count - perKey.get(r.key)!.n + 1, resetMs: Number(r.reset_ms) }]),
      );
      for (const [i, call] of calls.entries())
        call.resolve(
          keyed[i]!.map((key) => {
            const k = next.get(key)!;
            return { count: k.count++, resetMs: k.resetMs };
          }),
        );
    } catch (err) {
      for (const call of calls) call.reject(err);
    }
  }

  return {
    kind: 'postgres',
    hit(list) {
      if (!list.length) return Promise.resolve([]);
      return new Promise<LimitCount[]>((resolve, reject) => {
        if (!waiting) {
          waiting = [];
          setImmediate(flush);
        }
        waiting.push({ list, resolve, reject });
      });
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
