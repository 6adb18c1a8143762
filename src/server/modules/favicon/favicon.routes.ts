import { Hono } from 'hono';
import { paths } from '../../../shared/paths';
import type { AppEnv } from '../../context';
import { cacheControl, matchesEtag } from '../../http/cache';
import { faviconIco } from './favicon-ico';

/**
 * GET /favicon.ico: browsers, feed readers and crawlers ask for it whatever the page links
 * (`/favicon.svg`). The same logo mark, as PNGs in an ICO.
 */
export function faviconRoutes() {
  return new Hono<AppEnv>().get(paths.faviconIco, async (c) => {
    const { body, etag } = await faviconIco();
    c.header('Cache-Control', cacheControl.favicon);
    c.header('ETag', etag);
    if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304);
    c.header('Content-Type', 'image/x-icon');
    c.header('Content-Length', String(body.length));
    return c.body(new Uint8Array(body), 200);
  });
}
