import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from '../support/app-server';

// The real built server under steady traffic when SIGTERM comes (no browser needed), as behind a
// load balancer: clients go on sending for 1 s after the signal, then stop. Every request gets a
// whole answer (served, or 503 with `Connection: close`), or its connection is refused once the
// listener is closed. Never a reset or a connection closed under a request.

type Outcome = { path: string; sentAt: number } & (
  | { status: number; close: boolean; body: string }
  | { error: string }
);

/** One GET; resolves once its answer has been read to the end, or with the error that ended it. */
function get(baseURL: string, path: string, agent: Agent): Promise<Outcome> {
  const sentAt = Date.now();
  return new Promise((resolve) => {
    const req = request(`${baseURL}${path}`, { agent, headers: { 'accept-encoding': 'gzip' } });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', (err: Error & { code?: string }) =>
        resolve({ path, sentAt, error: err.code ?? err.message }),
      );
      res.on('end', () => {
        if (!res.complete) return resolve({ path, sentAt, error: 'incomplete answer' });
        resolve({
          path,
          sentAt,
          status: res.statusCode ?? 0,
          close: res.headers.connection === 'close',
          body: Buffer.concat(chunks).toString('latin1').slice(0, 200),
        });
      });
    });
    req.on('error', (err: Error & { code?: string }) =>
      resolve({ path, sentAt, error: err.code ?? err.message }),
    );
    req.end();
  });
}

/** Requests one after the other on `agent` until `until()`, each outcome kept. */
async function loop(server: AppServer, paths: string[], agent: Agent, until: () => boolean, out: Outcome[]) {
  for (let i = 0; !until(); i++) out.push(await get(server.baseURL, paths[i % paths.length]!, agent));
}

/**
 * What is wrong with an outcome, or null for a whole answer, or a connection refused after the
 * signal (the listener closed).
 */
function fault(o: Outcome, signalledAt: number): string | null {
  if ('error' in o)
    return o.error === 'ECONNREFUSED' && o.sentAt >= signalledAt ? null : `${o.path}: ${o.error}`;
  if (o.status >= 200 && o.status < 300) return null;
  if (o.status === 503 && o.close) return null;
  return `${o.path}: ${o.status}${o.close ? ' (close)' : ''} ${o.body}`;
}

describe('graceful shutdown under steady traffic', () => {
  it('answers every request sent until 1 s after SIGTERM (or refuses its connection), never resets one', async () => {
    const server = await startAppServer();
    // Stored microsite pages (answered on the socket), the API, a site page and the probes.
    const sitemap = await (await fetch(`${server.baseURL}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>[^<]*?(\/l\/[a-z0-9-]+)<\/loc>/g)].map((m) => m[1]!);
    expect(pages.length).toBeGreaterThan(0);
    const paths = [
      ...pages,
      '/api/plans',
      `/api/public/listings${pages[0]!.slice(2)}`,
      '/healthz',
      '/readyz',
      '/pricing',
    ];

    const outcomes: Outcome[] = [];
    let signalledAt = Number.POSITIVE_INFINITY;
    // Load balancers stop sending a while after the signal (once /readyz fails, or at the 503s).
    const until = () => Date.now() - signalledAt > 1_000;
    const loops = [
      // A new connection per request.
      ...Array.from({ length: 40 }, () => new Agent({ keepAlive: false })),
      // Keep-alive connections, reused for as long as the server keeps them open.
      ...Array.from({ length: 8 }, () => new Agent({ keepAlive: true, maxSockets: 1 })),
    ].map((agent, i) =>
      loop(server, i % 2 ? paths : [...paths].reverse(), agent, until, outcomes).finally(() =>
        agent.destroy(),
      ),
    );
    // Traffic first, then the signal in the middle of it.
    await new Promise((r) => setTimeout(r, 1_500));
    const before = outcomes.length;
    signalledAt = Date.now();
    process.kill(server.pid, 'SIGTERM');
    // When the server has logged that it is shutting down, its drain has begun.
    let exited = false;
    void server.exited.then(() => (exited = true));
    while (!exited && !server.logs.join('').includes('shutting down'))
      await new Promise((r) => setTimeout(r, 10));
    // Once the drain has begun, /readyz says so: a load balancer stops sending here.
    const ready = await get(server.baseURL, '/readyz', new Agent({ keepAlive: false }));
    await Promise.all(loops);
    const { code } = await server.exited;

    const after = outcomes.filter((o) => o.sentAt >= signalledAt);
    const faults = outcomes.map((o) => fault(o, signalledAt)).filter((f) => f !== null);
    // The signal came under traffic, and requests sent after it were still answered.
    expect(before).toBeGreaterThan(20);
    expect(after.filter((o) => 'status' in o && o.status === 200).length).toBeGreaterThan(0);
    expect(faults).toEqual([]);
    expect(ready).toMatchObject({ status: 503, close: true });
    expect(code).toBe(0);
  }, 120_000);
});
