import { eq } from 'drizzle-orm';
import { paths } from '../../../shared/paths';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import { agencies, listings } from '../../db/schema';

/**
 * Renders every published listing's page (the address a QR code opens, in the default language)
 * and every agency page with one, through the app itself, so a fresh instance has them stored
 * before the first scans arrive. One at a time, after the server listens: requests meanwhile are
 * answered as usual (a page not stored yet is rendered on demand).
 */
const WARMER = 'Escaparate-PageWarmer/1.0 (bot)';

export async function warmPages(
  app: Pick<App, 'request'>,
  deps: Pick<AppDeps, 'database' | 'env' | 'pages' | 'logger'>,
) {
  if (deps.env.MICROSITE_CACHE_MS === 0) return 0;
  const { db } = deps.database;
  const rows = await db
    .select({ listing: listings.slug, agency: agencies.slug })
    .from(listings)
    .innerJoin(agencies, eq(agencies.id, listings.agencyId))
    .where(eq(listings.published, true));
  const pathsToWarm = [
    ...rows.map((r) => paths.listing(r.listing)),
    ...new Set(rows.map((r) => paths.agency(r.agency))),
  ];
  const host = new URL(deps.env.PUBLIC_URL).host;
  const started = performance.now();
  for (const path of pathsToWarm) {
    // A robot's user agent: warming a page is no view of it (analytics/view-counter.ts).
    const res = await app.request(path, { headers: { host, 'user-agent': WARMER } });
    await res.arrayBuffer();
    // A turn of the event loop between pages: PGlite answers in microtasks, so without it the
    // whole warm-up ran before the server accepted a single connection.
    await new Promise((resolve) => setImmediate(resolve));
  }
  deps.logger.info(
    { pages: pathsToWarm.length, ms: Math.round(performance.now() - started) },
    'microsite pages stored',
  );
  return pathsToWarm.length;
}
