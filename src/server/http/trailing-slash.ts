import type { MiddlewareHandler } from 'hono';

/**
 * One address per page: `/pricing/`, `/l/{slug}/` and `/agency/{slug}/` answer 301 with the same
 * path without its trailing slashes, the query kept, so links shared with a slash neither split
 * the page's ranking nor show a 404. Only GET and HEAD (a redirected POST would lose its body);
 * never the API (clients call exact paths) nor the root `/`. Built from the raw path, and a target
 * that would start with `//` (read by a browser as another host) is left alone: never an open redirect.
 */
export function trailingSlashRedirect(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    // The cheap test first: every page request comes through here.
    if ((method !== 'GET' && method !== 'HEAD') || !c.req.path.endsWith('/')) return next();
    const url = new URL(c.req.url);
    // The raw path: `/x%2F` ends with a slash only once decoded, and is no trailing slash.
    if (!url.pathname.endsWith('/')) return next();
    const path = url.pathname.replace(/\/+$/, '');
    if (path === '' || path.startsWith('//') || path === '/api' || path.startsWith('/api/')) return next();
    return c.redirect(`${path}${url.search}`, 301);
  };
}
