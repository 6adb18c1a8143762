import type { Context } from 'hono';
import type { PageLang } from '../../../shared/lang';
import { cacheControl, matchesEtag } from '../../http/cache';
import { plainHtml, type RenderedPage } from './page-cache';

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

/** A stored page is one path in one language (and whether its links carry ?lang). */
export const pageKey = (path: string, l: PageLang) => `${l.lang}${l.pinned ? '!' : ''} ${path}`;

/** A page found may be kept by a CDN for a minute; a 404 is revalidated (it may be published any time). */
export const publicCache = (rendered: RenderedPage | Moved) =>
  'status' in rendered && rendered.status === 200 ? cacheControl.page : cacheControl.revalidate;

/** The bytes a client takes: brotli (when stored), else gzip, else none (the HTML). */
export function chooseEncoding(
  acceptEncoding: string | undefined | null,
  rendered: RenderedPage,
): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  if (rendered.br && /\bbr\b/.test(acceptEncoding)) return 'br';
  return /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
}

/**
 * The headers of a page, the same from the app and from the fast path in front of it
 * (page-fast-path.ts). A page whose language came from Accept-Language (no `?lang=`) says so in Vary.
 */
export function pageHeaders(
  rendered: RenderedPage,
  pageLang: PageLang | undefined,
  cache: string,
): Record<string, string> {
  return {
    'Cache-Control': cache,
    ETag: rendered.etag,
    Vary: pageLang && !pageLang.pinned ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding',
  };
}

/** The body to send for an encoding, with its Content-Encoding (none for plain HTML). */
export function pageBody(rendered: RenderedPage, encoding: 'br' | 'gzip' | null): Buffer {
  if (encoding === 'br' && rendered.br) return rendered.br;
  if (encoding === 'gzip') return rendered.gzip;
  return plainHtml(rendered);
}

/**
 * Sends a rendered page: brotli or gzip when the browser takes it, 304 for a returning visitor.
 * Revalidated by default; a public microsite page passes cacheControl.page (a CDN may keep it).
 */
export function send(
  c: Context,
  rendered: RenderedPage | Moved,
  pageLang?: PageLang,
  cache: string = cacheControl.revalidate,
) {
  if (pageLang && !pageLang.pinned) c.header('Vary', 'Accept-Language');
  if ('location' in rendered) return sendMoved(c, rendered);
  for (const [name, value] of Object.entries(pageHeaders(rendered, pageLang, cache))) c.header(name, value);
  if (rendered.status === 200 && matchesEtag(c.req.header('if-none-match'), rendered.etag))
    return c.body(null, 304);
  c.header('Content-Type', PAGE_CONTENT_TYPE);
  const encoding = chooseEncoding(c.req.header('accept-encoding'), rendered);
  if (encoding) c.header('Content-Encoding', encoding);
  return c.body(new Uint8Array(pageBody(rendered, encoding)), rendered.status);
}

export const PAGE_CONTENT_TYPE = 'text/html; charset=UTF-8';
