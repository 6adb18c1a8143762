import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** A rendered page ready to send: the HTML, its gzip and a strong ETag. */
export interface RenderedPage {
  status: 200 | 404 | 422 | 429 | 503;
  html: string;
  gzip: Buffer;
  etag: string;
}

export function toRenderedPage(html: string, status: RenderedPage['status']): RenderedPage {
  return {
    status,
    html,
    gzip: gzipSync(html, { level: 6 }),
    etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
  };
}

/**
 * A micro-cache of rendered pages: a poster in a busy shop window means many phones asking for
 * the same page at once. Within `ttlMs` they share one render (and concurrent misses share one
 * database round), so an edit shows up at most `ttlMs` later. 0 turns it off.
 */
export function createPageCache<T = RenderedPage>(ttlMs: number, maxEntries = 1000) {
  const entries = new Map<string, { page: T; expires: number }>();
  const inflight = new Map<string, Promise<T>>();
  // Bumped by clear(): a render that began before it must not be stored (nor shared) after it.
  let generation = 0;

  const cached = async (key: string, build: () => Promise<T>): Promise<T> => {
    if (ttlMs <= 0) return build();
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.page;
    let pending = inflight.get(key);
    if (!pending) {
      const started = generation;
      pending = build()
        .then((page) => {
          if (started !== generation) return page;
          entries.delete(key);
          entries.set(key, { page, expires: Date.now() + ttlMs });
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
          return page;
        })
        .finally(() => {
          if (inflight.get(key) === pending) inflight.delete(key);
        });
      inflight.set(key, pending);
    }
    return pending;
  };
  const clear = () => {
    generation++;
    entries.clear();
    inflight.clear();
  };
  return Object.assign(cached, { clear });
}

export type PageCache<T> = ReturnType<typeof createPageCache<T>>;

/**
 * The app's page caches, so a change that moves pages (an agency's new address) can drop them all
 * at once rather than letting the old address serve its page until the entries expire.
 */
export function createPageCaches(ttlMs: number) {
  const all: PageCache<unknown>[] = [];
  return {
    create<T>(): PageCache<T> {
      const cache = createPageCache<T>(ttlMs);
      all.push(cache as PageCache<unknown>);
      return cache;
    },
    clearAll: () => {
      for (const cache of all) cache.clear();
    },
  };
}

export type PageCaches = ReturnType<typeof createPageCaches>;
