import { Hono } from 'hono';
import { paths } from '../../../shared/paths';
import { errorBody } from '../../http/errors';
import { isSafeKey, type Storage } from './storage';

/** Keys are content-hashed, so the bytes behind a URL never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** True when an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Keys under this prefix (the originals kept for AI staging) are stored but never served. */
export const PRIVATE_PREFIX = 'private/';

/** GET/HEAD /uploads/<key>: serves stored objects (photos) when publicBase is `/uploads`. */
export function uploadsRoutes(storage: Storage) {
  // Hono answers HEAD with the GET handler minus the body.
  return new Hono().get(`${paths.uploads}/*`, async (c) => {
    const key = c.req.path.slice(paths.uploads.length + 1);
    const servable = isSafeKey(key) && !key.startsWith(PRIVATE_PREFIX);
    const object = servable ? await storage.get(key) : null;
    if (!object) return c.json(errorBody('not_found'), 404);

    c.header('Cache-Control', IMMUTABLE);
    c.header('X-Content-Type-Options', 'nosniff');
    if (object.etag) {
      c.header('ETag', object.etag);
      if (matchesEtag(c.req.header('if-none-match'), object.etag)) return c.body(null, 304);
    }
    c.header('Content-Type', object.contentType);
    c.header('Content-Length', String(object.size));
    // A copy typed Uint8Array<ArrayBuffer>, the body type fetch accepts; photos are small.
    return c.body(new Uint8Array(object.body), 200);
  });
}
