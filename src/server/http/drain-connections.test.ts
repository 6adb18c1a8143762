import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { IDLE_GRACE_MS, trackConnections } from './drain-connections';

type Answer = { status: number | null; connection?: string; error?: string };

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** An HTTP server whose every answer takes `delayMs` (never, when null), tracked from its start. */
async function start(delayMs: number | null) {
  server = createServer((_req, res) => {
    if (delayMs !== null) setTimeout(() => res.end('ok'), delayMs);
  });
  const tracker = trackConnections(server);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return {
    drain: (deadline: number) => tracker.drain(deadline),
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
  };
}

/** A POST; `sent` once it is all written. */
function post(url: string, agent: Agent) {
  let sent: () => void = () => {};
  const flushed = new Promise<void>((resolve) => (sent = resolve));
  const answer = new Promise<Answer>((resolve) => {
    const req = request(url, { method: 'POST', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? null, connection: res.headers.connection }));
    });
    req.on('error', (err: Error & { code?: string }) => {
      sent();
      resolve({ status: null, error: err.code });
    });
    req.on('finish', () => sent());
    req.end('x');
  });
  return { flushed, answer };
}

describe('trackConnections().drain', () => {
  it('answers every request already sent, telling each client to close, then stops listening', async () => {
    const { drain, url } = await start(200);
    const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
    const calls = Array.from({ length: 20 }, () => post(url, agent));
    await Promise.all(calls.map((c) => c.flushed));
    const report = await drain(Date.now() + 5_000);
    const answers = await Promise.all(calls.map((c) => c.answer));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.every((a) => a.connection === 'close')).toBe(true);
    expect(report).toMatchObject({ clean: true, answered: 20, cut: 0 });
    // Nothing listens any more.
    expect((await post(url, new Agent()).answer).error).toBe('ECONNREFUSED');
  });

  it('closes an idle keep-alive connection after the grace period', async () => {
    const { drain, url } = await start(0);
    const agent = new Agent({ keepAlive: true });
    expect((await post(url, agent).answer).status).toBe(200);
    const t0 = Date.now();
    const report = await drain(Date.now() + 5_000);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(IDLE_GRACE_MS);
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect(report).toMatchObject({ clean: true, closedIdle: 1, cut: 0 });
    agent.destroy();
  });

  it('cuts what is still running at the deadline', async () => {
    const { drain, url } = await start(null);
    const call = post(url, new Agent());
    await call.flushed;
    await new Promise((r) => setTimeout(r, 50));
    const report = await drain(Date.now() + 300);
    expect(report).toMatchObject({ clean: false, cut: 1 });
    expect((await call.answer).error).toBe('ECONNRESET');
  });
});
