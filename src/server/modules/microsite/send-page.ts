import type { Context } from 'hono';
import type { PageLang } from '../../../shared/lang';
import { cacheControl, matchesEtag } from '../../http/cache';
import type { RenderedPage } from './page-cache';

/** An old agency address: where its page lives now (without the query, which is per request). */
export interface Moved {
  location: string;
}

/**
 * 301 to the agency's current address, the query kept. Revalidated rather than cached for ever by
 * the browser: an agency may take an old address back, and a remembered 301 would then loop.
 */
function sendMoved(c: Context, moved: Moved) {
  c.header('Cache-Control', cacheControl.revalidate);
  return c.redirect(`${moved.location}${new URL(c.req.url).search}`, 301);
}

/**
 * Sends a rendered page: gzip when the browser takes it, 304 for a returning visitor. A page whose
 * language came from Accept-Language (no `?lang=`) says so in Vary, for caches between.
 */
export function send(c: Context, rendered: RenderedPage | Moved, pageLang?: PageLang) {
  if (pageLang && !pageLang.pinned) c.header('Vary', 'Accept-Language');
  if ('location' in rendered) return sendMoved(c, rendered);
  c.header('Cache-Control', cacheControl.revalidate);
  c.header('ETag', rendered.etag);
  c.header('Vary', pageLang && !pageLang.pinned ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding');
  if (rendered.status === 200 && matchesEtag(c.req.header('if-none-match'), rendered.etag))
    return c.body(null, 304);
  c.header('Content-Type', 'text/html; charset=UTF-8');
  if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
    c.header('Content-Encoding', 'gzip');
    return c.body(new Uint8Array(rendered.gzip), rendered.status);
  }
  return c.body(rendered.html, rendered.status);
}
