import { portalFeedPaths } from '../../../shared/portal-feed';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import { agencyFeeds } from '../../db/schema';

/**
 * Builds every agency's Kyero feed through the app itself, after the stored pages (warm-pages.ts),
 * so the first portal to fetch a feed after a restart gets it built: the first build of a process
 * also loads the gazetteer (the listings' provinces, ~150 ms and ~20 MB, only on a server whose
 * agencies publish feeds). One at a time; requests meanwhile are answered as usual.
 */
export async function warmFeeds(
  app: Pick<App, 'request'>,
  deps: Pick<AppDeps, 'database' | 'env' | 'logger'>,
) {
  const rows = await deps.database.db.select({ token: agencyFeeds.token }).from(agencyFeeds);
  if (!rows.length) return 0;
  const host = new URL(deps.env.PUBLIC_URL).host;
  const started = performance.now();
  let built = 0;
  for (const { token } of rows) {
    const res = await app.request(portalFeedPaths.kyero(token), { headers: { host } });
    await res.arrayBuffer();
    if (res.status === 200) built++; // 404: the agency's plan has no feed now
    await new Promise((resolve) => setImmediate(resolve));
  }
  deps.logger.info({ feeds: built, ms: Math.round(performance.now() - started) }, 'portal feeds built');
  return built;
}
