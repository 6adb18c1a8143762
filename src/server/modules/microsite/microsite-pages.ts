import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import { createChangeFeed } from './change-feed';
import { createPageStore } from './page-cache';

/**
 * The stored public pages of this instance and the change feed that keeps them current
 * (docs/decisions/020-stored-microsite-pages.md). `intervalMs` 0: nothing stored, every request renders.
 */
export function createMicrositePages(opts: { db: Db; intervalMs: number; logger: Logger }) {
  const enabled = opts.intervalMs > 0;
  const store = createPageStore({ enabled });
  const feed = enabled
    ? createChangeFeed({ ...opts, onChange: (agencyIds) => store.invalidate(agencyIds) })
    : null;
  return {
    store,
    start: async () => feed?.start(),
    /** Reads the change log now: after a write through the API its pages are current on return. */
    sync: async () => feed?.sync(),
    stop: async () => feed?.stop(),
  };
}

export type MicrositePages = ReturnType<typeof createMicrositePages>;
