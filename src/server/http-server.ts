import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type ServerType, serve } from '@hono/node-server';
import type { App } from './app';
import type { AppDeps } from './context';
import { imageOriginsOf } from './http/security';
import { createPageFastPath, securityHeaderValues } from './modules/microsite/page-fast-path';

/**
 * The app on node:http, with stored microsite pages answered before the app (page-fast-path.ts):
 * a poster's crowd costs a Map lookup per request, not a trip through every middleware.
 */
export async function serveApp(
  app: Pick<App, 'fetch'>,
  deps: Pick<AppDeps, 'env' | 'pages'>,
  opts: { port: number; hostname?: string; onListening?: (info: { port: number }) => void },
): Promise<ServerType> {
  const fast = createPageFastPath({
    store: deps.pages.store,
    publicUrl: deps.env.PUBLIC_URL,
    trustProxy: deps.env.TRUST_PROXY,
    security: await securityHeaderValues({ imageOrigins: imageOriginsOf(deps.env.UPLOADS_PUBLIC_URL) }),
  });
  return serve(
    {
      fetch: app.fetch,
      port: opts.port,
      hostname: opts.hostname,
      createServer: ((options: object, listener: (req: IncomingMessage, res: ServerResponse) => void) =>
        createServer(options, (req, res) => {
          if (!fast(req, res)) listener(req, res);
        })) as unknown as typeof createServer,
    },
    opts.onListening,
  );
}

export type { Server };
