import { Hono } from 'hono';
import { paths } from '../../../shared/paths';
import { cacheControl, matchesEtag } from '../../http/cache';
import { errorBody } from '../../http/errors';
import { isPrivateKey } from './keys';
import { isSafeKey, type Storage } from './storage';

/** GET/HEAD /uploads/<key>: serves stored objects (photos) when publicBase is `/uploads`. */
export function uploadsRoutes(storage: Storage) {
  // Hono answers HEAD with the GET handler minus the body.
  return new Hono().get(`${paths.uploads}/*`, async (c) => {
    const key = c.req.path.slice(paths.uploads.length + 1);
    const servable = isSafeKey(key) && !isPrivateKey(key);
    const object = servable ? await storage.get(key) : null;
    if (!object) return c.json(errorBody('not_found'), 404);

    c.header('Cache-Control', cacheControl.immutable);
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
