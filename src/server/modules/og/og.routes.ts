import { Hono } from 'hono';
import { paths } from '../../../shared/paths';
import type { AppDeps, AppEnv } from '../../context';
import { cacheControl, matchesEtag } from '../../http/cache';
import { getOgImage } from './get-og-image';
import { loadOgInput } from './load-og-input';
import { ogTexts } from './og-card-svg';
import { ogVersion } from './og-version';

/** `{slug}.jpg` with a listing slug (lowercase letters, digits, dashes); nothing else. */
const OG_FILE = /^([a-z0-9-]{1,80})\.jpg$/;

/** GET /og/{slug}.jpg: the link-preview (Open Graph) card of a published listing. Public. */
export function ogRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const { storage, logger } = deps;

  return new Hono<AppEnv>().get(paths.ogImage.pattern, async (c) => {
    const slug = OG_FILE.exec(c.req.param('file'))?.[1];
    const og = slug ? await loadOgInput({ db, storage, slug }) : null;
    if (!og) {
      c.header('Cache-Control', cacheControl.never);
      return c.text(ogTexts.notFound, 404);
    }
    const version = ogVersion(og.input);
    const etag = `"${version}"`;
    c.header('Cache-Control', cacheControl.ogImage);
    c.header('ETag', etag);
    // Made to be shown on other sites (chat apps, social networks), unlike the rest of the app.
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    c.header('X-Content-Type-Options', 'nosniff');
    if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304);

    const body = await getOgImage({ storage, logger, og, version });
    c.header('Content-Type', 'image/jpeg');
    c.header('Content-Length', String(body.length));
    return c.body(new Uint8Array(body), 200);
  });
}
