import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { ViewedListing } from '../analytics/view-counter';

/**
 * A rendered page ready to send: its gzip (and brotli, when stored) bytes and a strong ETag. A
 * stored microsite page keeps no HTML: the rare client that takes no compression gets it unpacked.
 */
export interface RenderedPage {
  status: 200 | 404 | 422 | 429 | 503;
  gzip: Buffer;
  br: Buffer | null;
  html: string | null;
  etag: string;
  /** A listing's microsite: its requests count as views of it. */
  view?: ViewedListing;
}

const etagOf = (html: string) => `"${createHash('sha1').update(html).digest('base64url')}"`;

/** A page rendered for one answer (a form's reply, a site page): HTML and gzip, made at once. */
export function toRenderedPage(html: string, status: RenderedPage['status']): RenderedPage {
  return { status, html, gzip: gzipSync(html, { level: 6 }), br: null, etag: etagOf(html) };
}

/**
 * A page to store: compressed once, when rendered, so every request sends stored bytes. On the
 * main thread, on purpose: on libuv's small thread pool a render waited behind photo work (sharp)
 * and every other page's compression, and a poster's crowd with it. Brotli quality 6 costs a few
 * ms for a page and is within a few per cent of 11's size on this HTML.
 */
export async function toStoredPage(html: string, status: RenderedPage['status']): Promise<RenderedPage> {
  const gz = gzipSync(html, { level: 9 });
  const br = brotliCompressSync(html, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 6,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  return { status, gzip: gz, br, html: null, etag: etagOf(html) };
}

/** The HTML of a rendered page. */
export const plainHtml = (page: RenderedPage): Buffer =>
  page.html !== null ? Buffer.from(page.html) : gunzipSync(page.gzip);

/** A stored value and the agency whose changes make it stale (null: any change may, e.g. a 404). */
export interface Owned<T> {
  value: T;
  agencyId: string | null;
}

interface Entry {
  value: unknown;
  agencyId: string | null;
  build: () => Promise<Owned<unknown>>;
}

/**
 * An agency that changes again within this time of its last change (an import writing its listings
 * and photos, an agent reordering photos) is in a burst: its pages are rendered again once it has
 * been quiet this long, or every RERENDER_MAX_WAIT_MS while it lasts, not after every change (each
 * pass renders all its stored pages). Meanwhile a visitor's request renders the page it asks for.
 */
export const RERENDER_QUIET_MS = 1000;
export const RERENDER_MAX_WAIT_MS = 5000;

/**
 * The pages this instance has rendered, kept until something they show changes (the change feed
 * calls `invalidate`), not for a fixed time. Concurrent misses share one render. A dropped page
 * that really was one (it has an agency) is rendered again in the background, one at a time, so a
 * busy page is back before the next visitor asks (after a burst of changes: once it is over).
 * `enabled: false` renders every request.
 */
export function createPageStore(opts: { enabled: boolean; maxEntries?: number }) {
  const maxEntries = opts.maxEntries ?? 10_000;
  const lastChangeAt = new Map<string, number>();
  const bursts = new Map<
    string,
    { firstAt: number; timer?: NodeJS.Timeout; done: Promise<void>; fire: () => void }
  >();
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<unknown>>();
  // Bumped by every invalidation. A render begun before its agency's pages were last dropped (or
  // before everything was) must not be stored after it; one of another agency may (on a busy
  // change log, a global check would throw away every background re-render).
  let generation = 0;
  let clearedAt = 0;
  const agencyChangedAt = new Map<string, number>();
  // Pages dropped by a change and not stored again yet: each later change of their agency
  // re-renders them too (a re-render cut short by a newer change is not lost).
  const dropped = new Map<string, Entry>();
  let rerender: Promise<void> = Promise.resolve();

  async function get<T>(key: string, build: () => Promise<Owned<T>>): Promise<T> {
    if (!opts.enabled) return (await build()).value;
    const hit = entries.get(key);
    if (hit) return hit.value as T;
    let pending = inflight.get(key) as Promise<T> | undefined;
    if (!pending) {
      const started = generation;
      const task = build().then((owned) => {
        const changedAt =
          owned.agencyId === null
            ? generation
            : Math.max(clearedAt, agencyChangedAt.get(owned.agencyId) ?? 0);
        if (changedAt <= started) {
          entries.set(key, { value: owned.value, agencyId: owned.agencyId, build });
          dropped.delete(key);
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        } else if (owned.agencyId !== null) {
          // Stale before it was stored (its agency changed meanwhile): rendered again in the background.
          const entry = { value: owned.value, agencyId: owned.agencyId, build };
          dropped.set(key, entry);
          rerenderLater([[key, entry]]);
        }
        return owned.value;
      });
      pending = task.finally(() => {
        if (inflight.get(key) === pending) inflight.delete(key);
      });
      inflight.set(key, pending);
    }
    return pending;
  }

  /** Drops the pages of these agencies and every page without one; re-renders the former. */
  function invalidate(agencyIds: Iterable<string>) {
    const changed = new Set(agencyIds);
    if (changed.size === 0) return;
    generation++;
    for (const id of changed) agencyChangedAt.set(id, generation);
    inflight.clear();
    for (const [key, entry] of entries) {
      if (entry.agencyId !== null && !changed.has(entry.agencyId)) continue;
      entries.delete(key);
      if (entry.agencyId !== null) dropped.set(key, entry);
    }
    const now = Date.now();
    const atOnce = new Set<string>();
    for (const id of changed) {
      const last = lastChangeAt.get(id);
      lastChangeAt.set(id, now);
      if (bursts.has(id) || (last !== undefined && now - last < RERENDER_QUIET_MS)) postpone(id, now);
      else atOnce.add(id);
    }
    if (lastChangeAt.size > maxEntries) lastChangeAt.delete(lastChangeAt.keys().next().value as string);
    rerenderLater(droppedOf(atOnce));
  }

  const droppedOf = (agencyIds: Set<string>) =>
    [...dropped].filter(([, entry]) => agencyIds.has(entry.agencyId!));

  /** An agency in a burst: its re-render waits until it is quiet (or has waited the longest). */
  function postpone(agencyId: string, now: number) {
    let burst = bursts.get(agencyId);
    if (!burst) {
      let resolve: () => void = () => {};
      const done = new Promise<void>((r) => (resolve = r));
      const fire = () => {
        bursts.delete(agencyId);
        rerenderLater(droppedOf(new Set([agencyId])));
        rerender.then(resolve, resolve);
      };
      burst = { firstAt: now, done, fire };
      bursts.set(agencyId, burst);
    }
    clearTimeout(burst.timer);
    const wait = Math.max(0, Math.min(RERENDER_QUIET_MS, burst.firstAt + RERENDER_MAX_WAIT_MS - now));
    burst.timer = setTimeout(burst.fire, wait);
    burst.timer.unref();
  }

  /** Renders dropped pages again, one at a time, in the background. */
  function rerenderLater(again: [string, Entry][]) {
    rerender = rerender.then(async () => {
      for (const [key, entry] of again) {
        if (entries.has(key) || !dropped.has(key)) continue;
        await get(key, entry.build).catch(() => undefined);
        // Requests get their turn between two renders (PGlite answers in microtasks).
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
  }

  return {
    get,
    /** The stored value of a key, without rendering (the fast path in front of the app). */
    peek: (key: string): unknown => entries.get(key)?.value,
    invalidate,
    clearAll: () => {
      generation++;
      clearedAt = generation;
      entries.clear();
      dropped.clear();
      inflight.clear();
    },
    /** Resolves when the background renders queued so far (and those a burst holds back) are done. */
    settled: async () => {
      while (bursts.size) await Promise.all([...bursts.values()].map((b) => b.done));
      await rerender;
    },
    get size() {
      return entries.size;
    },
  };
}

export type PageStore = ReturnType<typeof createPageStore>;
