import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono } from 'hono';
import { namesAgencyQuery } from '../../shared/agency-filters';
import { choosePageLang, type PageLang } from '../../shared/lang';
import { isMemberCookie, type ViewCounter } from '../modules/analytics/view-counter';
import type { PageStore, RenderedPage } from '../modules/microsite/page-cache';
import {
  chooseEncoding,
  PAGE_CONTENT_TYPE,
  pageBody,
  pageHeaders,
  pageKey,
  publicCache,
} from '../modules/microsite/send-page';
import { matchesEtag } from './cache';
import { forwardedClient, forwardedHost, type TrustProxy } from './proxy-trust';
import { securityHeaders } from './security';

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

/** What a stored page's answer depends on: a GET's target, a few of its headers and its peer. */
export interface PageRequest {
  method: string | undefined;
  url: string;
  remoteAddress: string | undefined;
  host?: string | string[];
  forwardedFor?: string | string[];
  forwardedHost?: string | string[];
  acceptLanguage?: string | string[];
  acceptEncoding?: string | string[];
  ifNoneMatch?: string | string[];
  requestId?: string | string[];
  userAgent?: string | string[];
  cookie?: string | string[];
}

/** A stored page's answer: `headers` is a flat name/value list kept with the page (never changed). */
export interface PageAnswer {
  status: number;
  headers: readonly string[];
  requestId: string;
  body: Buffer | null;
}

/**
 * The answer to a GET for a stored public page: the stored bytes and the same headers the app
 * sends (security headers, ETag, Vary, Cache-Control, a request id). Null for anything else, or a
 * page not stored yet: the app answers it (and stores the page for the next request). Only the
 * canonical host: any other host is the app's to redirect.
 */
export function createPageAnswers(opts: {
  store: PageStore;
  publicUrl: string;
  trustProxy: TrustProxy;
  security: Record<string, string>;
  /** Counts the views of listing pages (in memory; written in batches). */
  views?: Pick<ViewCounter, 'record'>;
}) {
  const canonicalHost = new URL(opts.publicUrl).host;
  const headersOf = headerLists(opts.security);
  const langOf = langMemo();
  return (req: PageRequest): PageAnswer | null => {
    if (req.method !== 'GET') return null;
    const url = req.url;
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    if (!PLAIN_PATH.test(path)) return null;
    // A filtered agency page, or one past the first, is not the stored one of its path: the app knows.
    if (q >= 0 && namesAgencyQuery(url.slice(q + 1))) return null;
    // Read like canonical-host.ts does: from the right, past the trusted proxies.
    const forwarded = opts.trustProxy
      ? forwardedHost(
          forwardedClient(opts.trustProxy, req.remoteAddress ?? 'unknown', headerText(req.forwardedFor)).hops,
          headerText(req.forwardedHost),
        )
      : undefined;
    if ((forwarded || req.host) !== canonicalHost) return null;
    const acceptLanguage = headerText(req.acceptLanguage);
    const pageLang =
      q < 0
        ? langOf(acceptLanguage)
        : choosePageLang(new URLSearchParams(url.slice(q + 1)).get('lang'), acceptLanguage);
    const page = opts.store.peek(pageKey(path, pageLang));
    if (!isRendered(page)) return null;
    if (page.view && opts.views) {
      const address = forwardedClient(
        opts.trustProxy,
        req.remoteAddress ?? 'unknown',
        headerText(req.forwardedFor),
      ).address;
      opts.views.record(page.view, {
        address,
        userAgent: headerText(req.userAgent),
        member: isMemberCookie(headerText(req.cookie)),
      });
    }

    const given = firstHeader(req.requestId);
    const requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
    if (page.status === 200 && matchesEtag(headerText(req.ifNoneMatch), page.etag))
      return { status: 304, headers: headersOf(page, pageLang, NOT_MODIFIED), requestId, body: null };
    const encoding = chooseEncoding(headerText(req.acceptEncoding), page);
    return {
      status: page.status,
      headers: headersOf(page, pageLang, encoding),
      requestId,
      body: pageBody(page, encoding),
    };
  };
}

/**
 * Answers a GET for a stored public page straight from node:http, before the app (see
 * createPageAnswers); false leaves the request to the app. Requests on a connection that
 * page-sockets.ts handed over to node:http come this way.
 */
export function createPageFastPath(opts: Parameters<typeof createPageAnswers>[0]) {
  const answerFor = createPageAnswers(opts);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const h = req.headers;
    const answer = answerFor({
      method: req.method,
      url: req.url ?? '',
      remoteAddress: req.socket.remoteAddress,
      host: h.host,
      forwardedFor: h['x-forwarded-for'],
      forwardedHost: h['x-forwarded-host'],
      acceptLanguage: h['accept-language'],
      acceptEncoding: h['accept-encoding'],
      ifNoneMatch: h['if-none-match'],
      requestId: h['x-request-id'],
      userAgent: h['user-agent'],
      cookie: h.cookie,
    });
    if (!answer) return false;
    res.writeHead(answer.status, [...answer.headers, 'X-Request-Id', answer.requestId]);
    if (answer.body) res.end(answer.body);
    else res.end();
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
  return (page: RenderedPage, pageLang: PageLang, variant: Variant): readonly string[] => {
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
