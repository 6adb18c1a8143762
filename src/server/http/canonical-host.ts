import type { MiddlewareHandler } from 'hono';
import { paths } from '../../shared/paths';
import { trustedHops } from './client-ip';
import { forwardedHost, type TrustProxy } from './proxy-trust';

/** `/qr-generator/:code` → `/qr-generator/`. */
const folderOf = (pattern: string) => pattern.slice(0, pattern.indexOf(':'));

/**
 * Paths that are no page: machines (health checks, the API, webhooks) and files a page on the
 * canonical host asks for (hashed assets, photos, link previews, QR images). They answer on any
 * host; redirecting a POST would drop its body anyway.
 */
const notPages = [
  '/api/',
  paths.health.live,
  paths.health.ready,
  '/assets/',
  `${paths.uploads}/`,
  folderOf(paths.ogImage.pattern),
  folderOf(paths.qrImage.pattern),
];
/** Each of them, also without its trailing slash (`/api` itself). */
const notPageRoots = notPages.map((p) => p.replace(/\/$/, ''));

/**
 * Sends a page opened at another address (`http://127.0.0.1:3000` while PUBLIC_URL is
 * `http://localhost:3000`, the machine's LAN address, a second domain) to the same path on
 * PUBLIC_URL, so sign-in, cookies and QR codes all work against one origin. The target is always
 * PUBLIC_URL's origin plus the request's own path and query: never an open redirect. A 302, not a
 * 301: the canonical address is configuration, and a browser would remember a 301 after it changes.
 * Behind a proxy that rewrites Host, set TRUST_PROXY so X-Forwarded-Host is read instead (from the
 * right, past the trusted hops: what a client writes on the left is ignored).
 */
export function canonicalHost(opts: { publicUrl: string; trustProxy: TrustProxy }): MiddlewareHandler {
  const canonical = new URL(opts.publicUrl);
  return async (c, next) => {
    const method = c.req.method;
    const forwarded = opts.trustProxy
      ? forwardedHost(trustedHops(c, opts.trustProxy), c.req.header('x-forwarded-host'))
      : undefined;
    const host = forwarded || c.req.header('host');
    // No Host header: not a browser (in-process requests), nothing to line up. The common case,
    // a request on the canonical host, costs one string comparison (every microsite hit comes here).
    if ((method !== 'GET' && method !== 'HEAD') || !host || host === canonical.host) return next();
    const path = c.req.path;
    if (notPageRoots.includes(path) || notPages.some((p) => path.startsWith(p))) return next();
    if (sameHost(host, canonical)) return next();
    const url = new URL(c.req.url);
    return c.redirect(`${canonical.origin}${url.pathname}${url.search}`, 302);
  };
}

/** Compares hosts with the default port of PUBLIC_URL's scheme left out (`x.es:443` is `x.es`). */
function sameHost(host: string, canonical: URL): boolean {
  try {
    return new URL(`${canonical.protocol}//${host}`).host === canonical.host;
  } catch {
    return false;
  }
}
