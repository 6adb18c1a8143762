import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type ServerType, serve } from '@hono/node-server';
import type { App } from './app';
import type { AppDeps } from './context';
import { countInFlight } from './http/in-flight';
import { createPageAnswers, createPageFastPath, securityHeaderValues } from './http/page-fast-path';
import { answerPagesOnSockets } from './http/page-sockets';
import { pageImageOrigins } from './modules/geocoding/map-config';

/**
 * The app on node:http, with stored microsite pages answered before it: on the socket while a
 * connection asks only for them (page-sockets.ts), else from node:http's request before the app
 * (page-fast-path.ts). A poster's crowd costs a Map lookup per request, not a trip through every
 * middleware. `draining()` true (at shutdown) leaves every request to node:http.
 */
export async function serveApp(
  app: Pick<App, 'fetch'>,
  deps: Pick<AppDeps, 'env' | 'pages'>,
  opts: {
    port: number;
    hostname?: string;
    onListening?: (info: { port: number }) => void;
    draining?: () => boolean;
  },
): Promise<ServerType> {
  const pages = {
    store: deps.pages.store,
    publicUrl: deps.env.PUBLIC_URL,
    trustProxy: deps.env.TRUST_PROXY,
    security: await securityHeaderValues({ imageOrigins: pageImageOrigins(deps.env) }),
    views: deps.pages.views,
  };
  const fast = createPageFastPath(pages);
  const answer = createPageAnswers(pages);
  const draining = opts.draining ?? (() => false);
  return serve(
    {
      fetch: app.fetch,
      port: opts.port,
      hostname: opts.hostname,
      createServer: ((options: object, listener: (req: IncomingMessage, res: ServerResponse) => void) => {
        const server = createServer(options, (req, res) => {
          if (fast(req, res)) return;
          countInFlight(res);
          listener(req, res);
        });
        answerPagesOnSockets(server, { answer, handOverAll: draining });
        return server;
      }) as unknown as typeof createServer,
    },
    opts.onListening,
  );
}

export type { Server };
