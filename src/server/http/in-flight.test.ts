import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { serveApp } from '../http-server';
import { alertSlots, BUSY_REQUESTS } from '../jobs/workers';
import { PEAK_WINDOW_MS, recentPeakInFlight, requestsInFlight } from './in-flight';

let t: TestApp;
let url = '';
let close: () => Promise<void>;
/** Requests to /slow wait here until released. */
const held: (() => void)[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const server = await serveApp(
    {
      fetch: async (req: Request) => {
        if (new URL(req.url).pathname === '/slow') await new Promise<void>((r) => held.push(r));
        return new Response('ok');
      },
    },
    t.deps,
    { port: 0, hostname: '127.0.0.1' },
  );
  await new Promise<void>((r) => (server.listening ? r() : server.once('listening', () => r())));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () =>
    new Promise((r) => {
      (server as unknown as { closeAllConnections(): void }).closeAllConnections();
      server.close(() => r());
    });
});
afterAll(async () => {
  await close?.();
  await t?.close();
});

const get = (path: string) =>
  new Promise<{ status: number }>((resolve, reject) => {
    const req = request(`${url}${path}`, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode! }));
    });
    req.on('error', reject);
    req.end();
  });
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('requests in flight', () => {
  it('counts the requests the app is answering, until each answer is sent or its client is gone', async () => {
    const before = requestsInFlight();
    const answers = [get('/slow'), get('/slow'), get('/slow')];
    // A client that gives up before its answer.
    const gone = request(`${url}/slow`);
    gone.on('error', () => {});
    gone.end();
    await until(() => held.length === 4);
    expect(requestsInFlight()).toBe(before + 4);
    gone.destroy();
    await until(() => requestsInFlight() === before + 3);

    expect(await get('/quick')).toMatchObject({ status: 200 });
    expect(requestsInFlight()).toBe(before + 3);
    for (const release of held.splice(0)) release();
    expect((await Promise.all(answers)).map((a) => a.status)).toEqual([200, 200, 200]);
    await until(() => requestsInFlight() === before);
  });

  it('remembers the busiest moment of the last second or two: a burst does not end at its first gap', async () => {
    const before = requestsInFlight();
    const answers = [get('/slow'), get('/slow'), get('/slow')];
    await until(() => held.length === 3);
    const busy = recentPeakInFlight();
    expect(busy).toBeGreaterThanOrEqual(before + 3);
    for (const release of held.splice(0)) release();
    await Promise.all(answers);
    await until(() => requestsInFlight() === before);
    // All answered, still counted as busy for a while...
    expect(recentPeakInFlight()).toBe(busy);
    expect(recentPeakInFlight(Date.now() + PEAK_WINDOW_MS / 2)).toBe(busy);
    // ...and no longer once two windows have passed.
    expect(recentPeakInFlight(Date.now() + 3 * PEAK_WINDOW_MS)).toBe(before);
  });

  it('has lead alerts give way while requests wait', () => {
    expect(alertSlots(0, 10)).toBe(20);
    expect(alertSlots(BUSY_REQUESTS - 1, 10)).toBe(20);
    expect(alertSlots(BUSY_REQUESTS, 10)).toBe(0);
    expect(alertSlots(200, 10)).toBe(0);
  });
});
