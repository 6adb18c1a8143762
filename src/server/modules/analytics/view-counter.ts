import { hash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { SPAIN_TIME_ZONE } from '../../../shared/time-zone';
import type { Db } from '../../db/client';
import { clientIp } from '../../http/client-ip';
import type { TrustProxy } from '../../http/proxy-trust';
import { type DeviceClass, deviceClass, isLinkPreviewBot } from '../../lib/device-class';
import type { Logger } from '../../logger';

/** The listing a microsite page shows, as a view is counted for it. */
export interface ViewedListing {
  listingId: string;
  agencyId: string;
}

/** Who looked: the client's address and user agent, hashed at once and never kept. */
export interface Viewer {
  address: string;
  userAgent: string | undefined;
  /** A signed-in member of some agency looking at a page: not a visitor. */
  member?: boolean;
}

interface Pending extends ViewedListing {
  day: string;
  visitor: string;
  device: DeviceClass;
  qr: boolean;
}

const MAX_SEEN = 200_000;

/** better-auth's session cookie (`__Secure-` in production): a member previewing a page. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;
export const isMemberCookie = (cookie: string | undefined) =>
  cookie !== undefined && SESSION_COOKIE.test(cookie);

/** The viewer of an app request (the fast path reads the same from its parsed head). */
export const viewerOf = (c: Context, trust: TrustProxy): Viewer => ({
  address: clientIp(c, trust),
  userAgent: c.req.header('user-agent'),
  member: isMemberCookie(c.req.header('cookie')),
});

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SPAIN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Memo of small per-string answers (user agents repeat): cleared when it grows. */
function memo<T>(fn: (key: string) => T, max = 512) {
  const seen = new Map<string, T>();
  return (key: string): T => {
    let value = seen.get(key);
    if (value === undefined) {
      if (seen.size >= max) seen.clear();
      value = fn(key);
      seen.set(key, value);
    }
    return value;
  };
}

/**
 * Microsite views, counted on the server: one per visitor, listing and Europe/Madrid day, bots
 * (link previews, crawlers) and signed-in members left out, with no cookie and no stored
 * address. A visitor is a hash of the day's salt, the address, the user agent and the listing;
 * the salt is random, shared by every instance through the database and deleted with the day's
 * visitor hashes once the day is over, so no hash can be tied to an address afterwards.
 *
 * A page view costs a hash and a Map lookup: new visitors wait in memory and are written in
 * batches (`flush`, every `flushMs` and at shutdown) into `view_visitors` (the other instances'
 * visitors of the day) and the daily rollup (`daily_listing_stats.views`, `qr_views`: the views
 * that came through a poster's code).
 */
export function createViewCounter(opts: {
  db: Db;
  logger: Logger;
  flushMs?: number;
  maxPending?: number;
  /** The clock (tests). */
  now?: () => number;
}) {
  const { db, logger } = opts;
  const clock = opts.now ?? Date.now;
  const maxPending = opts.maxPending ?? 5000;
  let minute = -1;
  let today = '';
  const dayOf = (now: number) => {
    const m = Math.floor(now / 60_000);
    if (m !== minute) {
      minute = m;
      today = dayFormat.format(now);
    }
    return today;
  };
  const isBot = memo((ua) => isLinkPreviewBot(ua));
  const deviceOf = memo((ua) => deviceClass(ua));

  /** The salts of the days being counted (today, and yesterday until its last views are written). */
  const salts = new Map<string, string>();
  const loading = new Map<string, Promise<void>>();
  /** Views seen before their day's salt arrived (seconds, at start or just after midnight). */
  let unsalted: { day: string; listing: ViewedListing; viewer: Viewer; qr: boolean }[] = [];
  /** This instance's visitors of the day, with whether their visit came through a code. */
  let seenDay = '';
  let seen = new Map<string, boolean>();
  let pending = new Map<string, Pending>();
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  async function loadSalt(day: string) {
    const fresh = randomBytes(16).toString('base64');
    const result = await db.execute(sql`
      with made as (
        insert into view_salts (day, salt) values (${day}::date, ${fresh})
        on conflict (day) do nothing returning salt)
      select salt from made union all select salt from view_salts where day = ${day}::date limit 1`);
    const row = (result as unknown as { rows: { salt: string }[] }).rows[0];
    if (!row) throw new Error(`view counter: no salt for ${day}`);
    salts.set(day, row.salt);
    const waiting = unsalted.filter((u) => u.day === day);
    unsalted = unsalted.filter((u) => u.day !== day);
    for (const u of waiting) count(u.day, u.listing, u.viewer, u.qr);
  }

  function saltFor(day: string): string | undefined {
    const salt = salts.get(day);
    if (salt || loading.has(day)) return salt;
    const load = loadSalt(day)
      .catch((error) => logger.warn({ err: error, day }, 'view counter: salt not loaded'))
      .finally(() => loading.delete(day));
    loading.set(day, load);
    return undefined;
  }

  function count(day: string, listing: ViewedListing, viewer: Viewer, qr: boolean) {
    const salt = saltFor(day);
    if (!salt) {
      if (unsalted.length < maxPending) unsalted.push({ day, listing, viewer, qr });
      return;
    }
    // A new day, or a crowd too big to remember here (view_visitors still counts each once).
    if (day !== seenDay || seen.size >= MAX_SEEN) {
      seenDay = day;
      seen = new Map();
    }
    const ua = viewer.userAgent ?? '';
    // One-shot hashing: a third of createHash's cost, on every page view.
    const visitor = hash(
      'sha256',
      `${salt}\n${viewer.address}\n${ua}\n${listing.listingId}`,
      'base64url',
    ).slice(0, 22);
    // The hash holds the day's salt and the listing: it is the key of this visitor of this listing today.
    const before = seen.get(visitor);
    // Already counted today, and a code adds nothing new.
    if (before === true || (before === false && !qr)) return;
    seen.set(visitor, qr);
    const queued = pending.get(visitor);
    pending.set(visitor, {
      ...listing,
      day,
      visitor,
      device: deviceOf(ua),
      qr: qr || (queued?.qr ?? false),
    });
    if (pending.size >= maxPending) void flush();
  }

  /** Counts a view of a listing's microsite (a page, its data, a lead sent from it, a scan). */
  function record(listing: ViewedListing, viewer: Viewer, opts2: { qr?: boolean; now?: number } = {}) {
    if (viewer.member) return;
    if (viewer.userAgent && isBot(viewer.userAgent)) return;
    count(dayOf(opts2.now ?? clock()), listing, viewer, opts2.qr ?? false);
  }

  async function write(batch: Pending[]) {
    const rows = batch.map((p) => ({
      day: p.day,
      agency_id: p.agencyId,
      listing_id: p.listingId,
      visitor: p.visitor,
      device_class: p.device,
      qr: p.qr,
    }));
    await db.execute(sql`
      with input as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as t(day date, agency_id uuid, listing_id uuid, visitor text, device_class text, qr boolean)
      ), counted as (
        insert into view_visitors as v (day, listing_id, visitor, qr)
        select day, listing_id, visitor, qr from input
        on conflict (day, listing_id, visitor) do update set qr = true
          where not v.qr and excluded.qr
        returning v.day, v.listing_id, v.visitor, v.qr, (v.xmax = 0) as inserted
      ), delta as (
        select i.agency_id, c.day, c.listing_id, i.device_class,
          (count(*) filter (where c.inserted))::int as views,
          (count(*) filter (where c.qr))::int as qr_views
        from counted c join input i using (day, listing_id, visitor)
        group by 1, 2, 3, 4
      )
      insert into daily_listing_stats as d (agency_id, day, listing_id, device_class, views, qr_views)
      select agency_id, day, listing_id, device_class, views, qr_views from delta
      where exists (select 1 from agencies a where a.id = delta.agency_id)
      on conflict (agency_id, day, listing_id, device_class) do update
        set views = d.views + excluded.views, qr_views = d.qr_views + excluded.qr_views, updated_at = now()`);
  }

  /** Forgets the salts and visitor hashes of the days before `day` (every instance may: idempotent). */
  async function forgetBefore(day: string) {
    await db.execute(sql`delete from view_visitors where day < ${day}::date`);
    await db.execute(sql`delete from view_salts where day < ${day}::date`);
    for (const d of salts.keys()) if (d < day) salts.delete(d);
  }

  /** Writes the views waiting in memory (a failed write keeps them for the next try). */
  function flush(): Promise<void> {
    flushing = flushing.then(async () => {
      // Views that waited for their day's salt join this batch.
      await Promise.all(loading.values());
      if (pending.size === 0) return;
      const batch = [...pending.values()];
      pending = new Map();
      try {
        await write(batch);
      } catch (error) {
        logger.warn(
          { err: error, views: batch.length },
          'view counter: views not written, kept for the next try',
        );
        for (const p of batch) {
          const queued = pending.get(p.visitor);
          pending.set(p.visitor, queued ? { ...p, qr: p.qr || queued.qr } : p);
        }
        return;
      }
      // The first write of a new day forgets the days before (their views are all written).
      const day = dayOf(clock());
      if ([...salts.keys()].some((d) => d < day))
        await forgetBefore(day).catch((error) =>
          logger.warn({ err: error }, 'view counter: old days not forgotten'),
        );
    });
    return flushing;
  }

  return {
    record,
    flush,
    /** Writes batches every `flushMs` (default 2 s); the day's salt is made at its first view. */
    async start() {
      if (!timer && (opts.flushMs ?? 2000) > 0) {
        timer = setInterval(() => void flush(), opts.flushMs ?? 2000);
        timer.unref();
      }
    },
    /** Stops the timer and writes what is waiting. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.all(loading.values());
      await flush();
    },
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
