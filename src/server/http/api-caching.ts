import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { cacheControl } from './cache';
import { setAnswerHeader } from './compress';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Two things every API answer needs. One: nothing of the API is kept by a CDN or a browser unless
 * its route says so (plans, the catalogue, the microsite's data): `private, no-store` otherwise,
 * so a member's data never lands in a shared cache. Two: after a member's change, this instance
 * reads the microsite change log before answering, so the edit already shows on its own pages when
 * the dashboard reloads them (other instances poll it). Anonymous posts (leads) pay nothing.
 */
export function memberApiCaching(deps: Pick<AppDeps, 'pages'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) setAnswerHeader(c, 'Cache-Control', cacheControl.private);
    if (unsafeMethods.has(c.req.method) && c.res.status < 400 && c.get('user')) await deps.pages.sync();
  };
}
