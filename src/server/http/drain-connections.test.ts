import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { IDLE_GRACE_MS, QUIET_MS, trackConnections } from './drain-connections';

type Answer = { status: number | null; connection?: string; error?: string };

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** Keeps this thread busy (its event loop stopped) for `ms`, or until `until()` holds. */
function busyWait(ms: number, until: () => boolean = () => false) {
  const end = Date.now() + ms;
  while (Date.now() < end && !until()) {}
}

/**
 * A POST in its own process: `marker` is written once the request is all handed to the kernel;
 * the process prints the outcome and exits.
 */
const CLIENT = `
const http = require('node:http');
const fs = require('node:fs');
const [url, marker] = process.argv.slice(1);
const req = http.request(url, { method: 'POST', agent: new http.Agent({ keepAlive: false }) }, (res) => {
  res.resume();
  res.on('end', () => console.log(JSON.stringify({ status: res.statusCode })));
});
req.on('error', (err) => { fs.writeFileSync(marker, ''); console.log(JSON.stringify({ status: null, error: err.code })); });
req.on('finish', () => fs.writeFileSync(marker, ''));
req.end('x');
`;

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

  it('answers a request accepted in a long poll phase after the sweeps began (not taken for idle)', async () => {
    const { drain, url } = await start(0);
    // An idle keep-alive connection, so the drain's sweeps have a socket to look at.
    const agent = new Agent({ keepAlive: true });
    expect((await post(url, agent).answer).status).toBe(200);
    const waiting = requestInBacklog(url);
    try {
      const drained = drain(Date.now() + 5_000);
      // The first sweep is due before the loop polls again; the poll phase that accepts the
      // request's socket then runs long (300 ms of other work) before the sweep's check.
      busyWait(100);
      server!.once('connection', (_socket: Socket) => busyWait(300));
      const report = await drained;
      expect(await waiting.answer).toEqual({ status: 200 });
      expect(report).toMatchObject({ clean: true, accepted: 1, answered: 1, closedIdle: 1, cut: 0 });
    } finally {
      agent.destroy();
      waiting.cleanUp();
    }
  });

  it('keeps listening, and answers, while new connections keep coming; closes once they stop', async () => {
    const { drain, url } = await start(0);
    const t0 = Date.now();
    const drained = drain(Date.now() + 10_000);
    // A client connecting anew every 100 ms for 1.2 s: never a quiet QUIET_MS, so never refused.
    const answers: Answer[] = [];
    while (Date.now() - t0 < 1_200) {
      answers.push(await post(url, new Agent({ keepAlive: false })).answer);
      await new Promise((r) => setTimeout(r, 100));
    }
    const report = await drained;
    expect(answers.length).toBeGreaterThan(5);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(answers.every((a) => a.connection === 'close')).toBe(true);
    expect(report).toMatchObject({ clean: true, accepted: answers.length, answered: answers.length, cut: 0 });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1_200 + QUIET_MS - 100);
    expect((await post(url, new Agent()).answer).error).toBe('ECONNREFUSED');
  });

  it('with no socket open yet, still waits for the connections in the backlog', async () => {
    const { drain, url } = await start(0);
    const waiting = requestInBacklog(url);
    try {
      const drained = drain(Date.now() + 5_000);
      busyWait(100); // the first sweep is due before the loop polls (and accepts) again
      const report = await drained;
      expect(report).toMatchObject({ clean: true, accepted: 1, answered: 1, cut: 0 });
      expect(await waiting.answer).toEqual({ status: 200 });
    } finally {
      waiting.cleanUp();
    }
  });
});

/**
 * A POST sent by another process while this one's event loop stands still: it returns once the
 * request is in the listener's backlog, all of it handed to the kernel, not accepted yet.
 */
function requestInBacklog(url: string) {
  const dir = mkdtempSync(join(tmpdir(), 'drain-'));
  const marker = join(dir, 'sent');
  const client = spawn(process.execPath, ['-e', CLIENT, url, marker], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  client.stdout.on('data', (d) => (out += d));
  const answer = new Promise<Answer>((resolve) => client.on('exit', () => resolve(JSON.parse(out))));
  busyWait(10_000, () => existsSync(marker));
  if (!existsSync(marker)) throw new Error('the client process did not send its request within 10 s');
  return { answer, cleanUp: () => rmSync(dir, { recursive: true, force: true }) };
}
