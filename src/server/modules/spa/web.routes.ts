import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { normalizePagePath, pageMetaByPath } from '../../../shared/page-meta';
import { isSpaRoute } from '../../../shared/paths';
import type { AppDeps } from '../../context';
import { cacheControl } from '../../http/cache';
import { errorBody } from '../../http/errors';
import { send } from '../microsite/send-page';
import { marketingKind } from './marketing-document';
import { createMarketingPages } from './marketing-pages';
import { withPageMeta } from './page-shell';

/** A signed-in visitor (or one who was): /pricing then needs the app, which knows their plan. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * The built web app: hashed assets with long cache headers, index.html for the app's
 * routes (with the page's own title and description when it has them). The marketing pages
 * (/, /features, /about, /pricing) and the 404 for any other path (logged) are server-rendered
 * when built (marketing-pages.ts); a signed-in visitor's /pricing is the app's.
 */
export function webRoutes(deps: AppDeps, distDir: string) {
  const indexPath = join(distDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  // Each page with its own title and description, written into the shell once here, not per request.
  const shells = new Map(
    indexHtml ? [...pageMetaByPath].map(([path, meta]) => [path, withPageMeta(indexHtml, meta)]) : [],
  );
  const marketing = createMarketingPages(deps, distDir);
  const app = new Hono();

  if (indexHtml) {
    // Source maps stay on the server's disk (for reading a stack trace), never public in
    // production: they would hand out the whole client source with its comments.
    if (deps.env?.NODE_ENV === 'production')
      app.get('/assets/*', (c, next) => (c.req.path.endsWith('.map') ? c.notFound() : next()));
    app.use(
      '/assets/*',
      serveStatic({
        root: distDir,
        onFound: (_path, c) => {
          c.header('Cache-Control', cacheControl.immutable);
        },
      }),
    );
    // Files at the root (favicon, robots.txt): only paths that name a file.
    const rootFiles = serveStatic({ root: distDir });
    app.use('*', (c, next) => (/\/[^/]+\.[a-z0-9]+$/i.test(c.req.path) ? rootFiles(c, next) : next()));
  }

  app.all('/api/*', (c) => c.json(errorBody('not_found'), 404));

  app.get('*', async (c) => {
    const known = isSpaRoute(c.req.path);
    if (!known) deps.logger.warn({ path: c.req.path }, 'page not found');
    if (!indexHtml) {
      return c.text('La aplicación web no está compilada: ejecuta `npm run build`.', known ? 503 : 404);
    }
    const kind = known ? marketingKind(c.req.path) : 'not-found';
    if (kind === 'pricing') c.header('Vary', 'Cookie');
    const signedIn = kind === 'pricing' && SESSION_COOKIE.test(c.req.header('cookie') ?? '');
    const page = kind && !signedIn ? await marketing.get(kind) : null;
    if (page) return send(c, page);
    c.header('Cache-Control', cacheControl.revalidate);
    const shell = known ? shells.get(normalizePagePath(c.req.path)) : undefined;
    return c.html(shell ?? indexHtml, known ? 200 : 404);
  });
  return app;
}
