import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono } from 'hono';
import { choosePageLang, type PageLang } from '../../../shared/lang';
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
  const headersOf = headerLists(opts.security);
  const langOf = langMemo();
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
    const pageLang =
      q < 0
        ? langOf(req.headers['accept-language'])
        : choosePageLang(new URLSearchParams(url.slice(q + 1)).get('lang'), req.headers['accept-language']);
    const page = opts.store.peek(pageKey(path, pageLang));
    if (!isRendered(page)) return false;

    const given = firstHeader(req.headers['x-request-id']);
    const requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
    if (page.status === 200 && matchesEtag(req.headers['if-none-match'], page.etag)) {
      res.writeHead(304, [...headersOf(page, pageLang, NOT_MODIFIED), 'X-Request-Id', requestId]).end();
      return true;
    }
    const encoding = chooseEncoding(req.headers['accept-encoding'], page);
    res.writeHead(page.status, [...headersOf(page, pageLang, encoding), 'X-Request-Id', requestId]);
    res.end(pageBody(page, encoding));
    return true;
  };
}

/** The variant of a page's headers for a 304 (no body, so no Content-*). */
const NOT_MODIFIED = '304';
type Variant = 'br' | 'gzip' | null | typeof NOT_MODIFIED;

/**
 * A stored page's response headers, built once per page, Vary and encoding (a flat name/value list,
 * what node:http takes as is) and kept with the page: a hot poster's crowd then costs no header
 * building per request. The page object is replaced when it changes, so the list goes with it.
 */
function headerLists(security: Record<string, string>) {
  const made = new WeakMap<RenderedPage, Map<string, string[]>>();
  return (page: RenderedPage, pageLang: PageLang, variant: Variant): string[] => {
    let lists = made.get(page);
    if (!lists) {
      lists = new Map();
      made.set(page, lists);
    }
    const key = `${variant}${pageLang.pinned ? '!' : ''}`;
    let list = lists.get(key);
    if (!list) {
      const headers: Record<string, string | number> = {
        ...security,
        ...pageHeaders(page, pageLang, publicCache(page)),
      };
      if (variant !== NOT_MODIFIED) {
        const body = pageBody(page, variant);
        headers['Content-Type'] = PAGE_CONTENT_TYPE;
        if (variant) headers['Content-Encoding'] = variant;
        headers['Content-Length'] = body.length;
      }
      list = Object.entries(headers).flatMap(([name, value]) => [name, String(value)]);
      lists.set(key, list);
    }
    return list;
  };
}

/** The language an Accept-Language header picks, remembered for the few headers browsers send. */
function langMemo(max = 256) {
  const seen = new Map<string, PageLang>();
  return (acceptLanguage: string | undefined): PageLang => {
    const key = acceptLanguage ?? '';
    let lang = seen.get(key);
    if (!lang) {
      lang = choosePageLang(undefined, acceptLanguage);
      if (seen.size >= max) seen.clear();
      seen.set(key, lang);
    }
    return lang;
  };
}

/** A header's value as one string (repeated headers joined like a comma list). */
const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);

function firstHeader(value: string | string[] | undefined): string | undefined {
  const one = Array.isArray(value) ? value[0] : value;
  return one?.split(',')[0]?.trim();
}
