import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { paths } from '../../../shared/paths';
import type { AppDeps } from '../../context';
import { cacheControl, matchesEtag } from '../../http/cache';
import { loadSitemapEntries } from './load-sitemap-entries';
import { robotsTxt } from './robots-txt';
import { type SitemapSource, sitemapXml } from './sitemap-xml';

/**
 * /sitemap.xml, built from the database on each request (so a listing published or withdrawn
 * is there or gone at once) and answered with a 304 when nothing changed; /robots.txt pointing
 * at it. `extraEntries`: pages other modules add (the blog's articles).
 */
export function seoRoutes(deps: AppDeps, opts: { extraEntries: readonly SitemapSource[] }) {
  const origin = new URL(deps.env.PUBLIC_URL).origin;
  const robots = robotsTxt(origin);
  const app = new Hono();

  app.get(paths.robots, (c) => {
    c.header('Cache-Control', cacheControl.robots);
    return c.text(robots);
  });

  app.get(paths.sitemap, async (c) => {
    const entries = await loadSitemapEntries({ db: deps.database.db, extraEntries: opts.extraEntries });
    const xml = sitemapXml(origin, entries);
    const etag = `"${createHash('sha1').update(xml).digest('base64url')}"`;
    c.header('Cache-Control', cacheControl.revalidate);
    c.header('ETag', etag);
    if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304);
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });

  return app;
}
