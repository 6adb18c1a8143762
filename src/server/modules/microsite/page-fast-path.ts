import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono } from 'hono';
import { choosePageLang } from '../../../shared/lang';
import { matchesEtag } from '../../http/cache';
import { forwardedClient, forwardedHost, type TrustProxy } from '../../http/proxy-trust';
import { securityHeaders } from '../../http/security';
import type { PageStore, RenderedPage } from './page-cache';
import { chooseEncoding, PAGE_CONTENT_TYPE, pageBody, pageHeaders, pageKey, publicCache } from './send-page';

/** Paths the fast path may answer: plain slugs only (an escape, a dot or a trailing slash goes to the app). */
const PLAIN_PATH = /^(?:\/[a-z0-9][a-z0-9-]*)+$/;
/** hono's requestId: a caller's own id is echoed when it looks like one. */
const REQUEST_ID = /^[\w\-=]{1,255}$/;

/** The headers the app's security middleware sets, read from the middleware itself (never a copy). */
export async function securityHeaderValues(opts: {
  imageOrigins: string[];
}): Promise<Record<string, string>> {
  const probe = new Hono();
  probe.use(securityHeaders(opts));
  probe.get('/', (c) => c.body(null, 204));
  const res = await probe.request('/');
  return Object.fromEntries(res.headers);
}

const isRendered = (value: unknown): value is RenderedPage =>
  typeof value === 'object' && value !== null && 'etag' in value;

/**
 * Answers a GET for a stored public page straight from node:http, before the app: one Map lookup,
 * the stored bytes, the same headers the app sends (security headers, ETag, Vary, Cache-Control,
 * a request id). Anything else, or a page not stored yet, returns false and the app answers it
 * (and stores the page for the next request). Only the canonical host: any other host is the
 * app's to redirect.
 */
export function createPageFastPath(opts: {
  store: PageStore;
  publicUrl: string;
  trustProxy: TrustProxy;
  security: Record<string, string>;
}) {
  const canonicalHost = new URL(opts.publicUrl).host;
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET') return false;
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    if (!PLAIN_PATH.test(path)) return false;
    // Read like canonical-host.ts does: from the right, past the trusted proxies.
    const forwarded = opts.trustProxy
      ? forwardedHost(
          forwardedClient(
            opts.trustProxy,
            req.socket.remoteAddress ?? 'unknown',
            headerText(req.headers['x-forwarded-for']),
          ).hops,
          headerText(req.headers['x-forwarded-host']),
        )
      : undefined;
    if ((forwarded || req.headers.host) !== canonicalHost) return false;
    const lang = q < 0 ? undefined : (new URLSearchParams(url.slice(q + 1)).get('lang') ?? undefined);
    const pageLang = choosePageLang(lang, req.headers['accept-language']);
    const page = opts.store.peek(pageKey(path, pageLang));
    if (!isRendered(page)) return false;

    const given = firstHeader(req.headers['x-request-id']);
    const headers: Record<string, string | number> = {
      ...opts.security,
      'X-Request-Id': given && REQUEST_ID.test(given) ? given : randomUUID(),
      ...pageHeaders(page, pageLang, publicCache(page)),
    };
    if (page.status === 200 && matchesEtag(req.headers['if-none-match'], page.etag)) {
      res.writeHead(304, headers).end();
      return true;
    }
    const encoding = chooseEncoding(req.headers['accept-encoding'], page);
    const body = pageBody(page, encoding);
    headers['Content-Type'] = PAGE_CONTENT_TYPE;
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = body.length;
    res.writeHead(page.status, headers).end(body);
    return true;
  };
}

/** A header's value as one string (repeated headers joined like a comma list). */
const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);

function firstHeader(value: string | string[] | undefined): string | undefined {
  const one = Array.isArray(value) ? value[0] : value;
  return one?.split(',')[0]?.trim();
}
