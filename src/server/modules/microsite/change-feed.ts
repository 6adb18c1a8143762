import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';

/**
 * A row committed late (its transaction began before a newer row's and ended after it) is still
 * seen: every poll reads this window again besides what is past the cursor; ids seen are skipped.
 */
const LATE_WINDOW_S = 10;
/** The change log holds an hour; pruned about once a minute by whichever instance gets there. */
const PRUNE_EVERY_MS = 60_000;

type Row = { id: string | number; agency_id: string };

/**
 * Follows `microsite_changes` (written by triggers, migration 0011) and reports the agencies whose
 * pages changed. Polls every `intervalMs` (PGlite and PostgreSQL alike; one indexed query, never
 * on a request's path); `sync()` polls at once, so an edit shows on its own instance immediately.
 */
export function createChangeFeed(opts: {
  db: Db;
  intervalMs: number;
  logger: Logger;
  onChange: (agencyIds: Set<string>) => void;
}) {
  let cursor = 0;
  const seen = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let lastPrune = 0;
  let failing = false;

  async function pollOnce() {
    const result = await opts.db.execute(sql`
      select id, agency_id from microsite_changes
      where id > ${cursor} or created_at > now() - make_interval(secs => ${LATE_WINDOW_S})`);
    const rows = (result as unknown as { rows: Row[] }).rows;
    const changed = new Set<string>();
    for (const row of rows) {
      const id = Number(row.id);
      if (seen.has(id) || id <= 0) continue;
      seen.set(id, Date.now());
      if (id > cursor) cursor = id;
      changed.add(row.agency_id);
    }
    const forgetBefore = Date.now() - 2 * LATE_WINDOW_S * 1000;
    for (const [id, at] of seen) if (at < forgetBefore) seen.delete(id);
    if (changed.size) opts.onChange(changed);
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await opts.db.execute(sql`delete from microsite_changes where created_at < now() - interval '1 hour'`);
    }
  }

  /** One poll, shared by concurrent callers; a call during a poll gets one more after it. */
  function sync(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await pollOnce();
          if (failing) opts.logger.info('microsite change feed reading again');
          failing = false;
        } catch (err) {
          if (!stopped && !failing) opts.logger.warn({ err }, 'microsite change feed failed; retrying');
          failing = true;
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    /** Starts from the newest change: what this instance renders from now on is current. */
    async start() {
      const result = await opts.db.execute(sql`select coalesce(max(id), 0) as id from microsite_changes`);
      cursor = Number((result as unknown as { rows: { id: string | number }[] }).rows[0]?.id ?? 0);
      const tick = () => {
        void sync().finally(() => {
          if (!stopped) timer = setTimeout(tick, opts.intervalMs).unref();
        });
      };
      timer = setTimeout(tick, opts.intervalMs).unref();
    },
    sync,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type ChangeFeed = ReturnType<typeof createChangeFeed>;
