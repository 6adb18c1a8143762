import { Hono } from 'hono';
import { paths } from '../../../shared/paths';
import { cacheControl, matchesEtag } from '../../http/cache';
import { errorBody } from '../../http/errors';
import { isPrivateKey } from './keys';
import { isSafeKey, type Storage } from './storage';

/**
 * How a stored file may be served to this request: to everyone (cached for good), to this caller
 * only (a member's file not yet public: never cached), or not at all (the 404 of a missing file).
 */
export type FileAccess = (key: string, headers: Headers) => Promise<'public' | 'private' | 'none'>;

/** GET/HEAD /uploads/<key>: serves stored objects (photos) when publicBase is `/uploads`. */
export function uploadsRoutes(storage: Storage, access: FileAccess) {
  // Hono answers HEAD with the GET handler minus the body.
  return new Hono().get(`${paths.uploads}/*`, async (c) => {
    const key = c.req.path.slice(paths.uploads.length + 1);
    const servable = isSafeKey(key) && !isPrivateKey(key);
    const allowed = servable ? await access(key, c.req.raw.headers) : 'none';
    const object = allowed === 'none' ? null : await storage.get(key);
    // Never kept: a file missing now (or not public yet) may be there for everyone a moment later.
    if (!object) return c.json(errorBody('not_found'), 404, { 'Cache-Control': cacheControl.never });

    c.header('X-Content-Type-Options', 'nosniff');
    if (allowed === 'private') c.header('Cache-Control', cacheControl.private);
    else {
      c.header('Cache-Control', cacheControl.immutable);
      if (object.etag) {
        c.header('ETag', object.etag);
        if (matchesEtag(c.req.header('if-none-match'), object.etag)) return c.body(null, 304);
      }
    }
    c.header('Content-Type', object.contentType);
    c.header('Content-Length', String(object.size));
    // A copy typed Uint8Array<ArrayBuffer>, the body type fetch accepts; photos are small.
    return c.body(new Uint8Array(object.body), 200);
  });
}
