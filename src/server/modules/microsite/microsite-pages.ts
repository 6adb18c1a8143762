import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import { createViewCounter } from '../analytics/view-counter';
import { createChangeFeed } from './change-feed';
import { createPageStore } from './page-cache';

/**
 * The stored public pages of this instance and the change feed that keeps them current
 * (docs/decisions/020-stored-microsite-pages.md), and the count of their views (written in
 * batches every `viewsFlushMs`, 0: only on `views.flush()` and at stop). `intervalMs` 0: nothing
 * stored, every request renders.
 */
export function createMicrositePages(opts: {
  db: Db;
  intervalMs: number;
  logger: Logger;
  viewsFlushMs?: number;
}) {
  const enabled = opts.intervalMs > 0;
  const store = createPageStore({ enabled });
  // Others kept current by the same feed (the stored files' visibility, modules/media).
  const watchers: ((agencyIds: Set<string>) => void)[] = [];
  const feed = enabled
    ? createChangeFeed({
        ...opts,
        onChange: (agencyIds) => {
          store.invalidate(agencyIds);
          for (const watch of watchers) watch(agencyIds);
        },
      })
    : null;
  const views = createViewCounter({ db: opts.db, logger: opts.logger, flushMs: opts.viewsFlushMs });
  return {
    store,
    views,
    start: async () => {
      await views.start();
      await feed?.start();
    },
    /** Whether changes are followed (MICROSITE_CACHE_MS > 0): only then may what they change be kept. */
    following: enabled,
    /** Calls `listener` with the agencies of each change the feed reports, after the pages'. */
    watch: (listener: (agencyIds: Set<string>) => void) => {
      watchers.push(listener);
    },
    /** Reads the change log now: after a write through the API its pages are current on return. */
    sync: async () => feed?.sync(),
    stop: async () => {
      await feed?.stop();
      await views.stop();
    },
  };
}

export type MicrositePages = ReturnType<typeof createMicrositePages>;
