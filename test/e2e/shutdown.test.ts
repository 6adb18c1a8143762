import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { leads, listings } from '../../src/server/db/schema';
import { DEMO_ACCOUNT } from '../../src/server/demo/demo-account';
import { type AppServer, startAppServer } from '../support/app-server';

// The real built server, stopped with SIGTERM as a process manager would (no browser needed).

async function signIn(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify(DEMO_ACCOUNT),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

type Outcome = { kind: 'lead' | 'listing'; i: number; status: number | null; error?: string };

/** One write: a lead from a visitor (the first 10, the per-address limit) or a draft listing. */
function write(server: AppServer, cookie: string, slug: string, i: number): Promise<Outcome> {
  const kind = i < 10 ? 'lead' : 'listing';
  const [url, body, headers] =
    kind === 'lead'
      ? [
          `/api/public/listings/${slug}/leads`,
          { firstName: 'Ana', lastName: `Apagado ${i}`, email: `apagado-${i}@example.es`, consent: true },
          {},
        ]
      : [
          '/api/listings',
          { title: `Apagado ${i}`, address: 'Calle Mayor 1', city: 'Madrid', published: false },
          { cookie },
        ];
  return fetch(`${server.baseURL}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseURL, ...headers },
    body: JSON.stringify(body),
  }).then(
    (res) => ({ kind, i, status: res.status }),
    (err: Error & { cause?: { code?: string } }) => ({
      kind,
      i,
      status: null,
      error: err.cause?.code ?? err.message,
    }),
  );
}

/** What the server said it was answering when the signal came (its "shutting down" log line). */
function inFlightAtSignal(logs: string[]): number {
  const line = logs
    .join('')
    .split('\n')
    .find((l) => l.includes('"shutting down"'));
  if (!line) throw new Error(`no "shutting down" line in the logs:\n${logs.join('')}`);
  return JSON.parse(line).inFlight;
}

describe('graceful shutdown (SIGTERM)', () => {
  it('answers every request already received, stores every one it acknowledged, exits 0 within 10 s', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'escaparate-shutdown-'));
    try {
      const server = await startAppServer({ DATA_DIR: dataDir });
      const cookie = await signIn(server.baseURL);
      const { listings: own } = await (
        await fetch(`${server.baseURL}/api/listings`, { headers: { cookie } })
      ).json();
      const slug = own.find((l: { published: boolean }) => l.published).slug;

      const writes = Array.from({ length: 50 }, (_, i) => write(server, cookie, slug, i));
      // SIGTERM as soon as the first answer is back: the others are being worked on or wait in
      // their sockets, already sent.
      await Promise.race(writes);
      const t0 = Date.now();
      await server.stop(); // throws unless the process exited with 0 within 10 s
      expect(Date.now() - t0).toBeLessThan(10_000);
      const outcomes = await Promise.all(writes);

      // Never a server error; a request the server had not yet received may be refused.
      for (const o of outcomes) if (o.status !== null) expect([200, 201]).toContain(o.status);
      const acknowledged = outcomes.filter((o) => o.status !== null);
      const inFlight = inFlightAtSignal(server.logs);
      expect(inFlight).toBeGreaterThan(0);
      // Every request the server was answering when the signal came got its answer.
      expect(acknowledged.length).toBeGreaterThanOrEqual(inFlight + 1);

      const database = await openDatabase({ dataDir });
      try {
        const storedLeads = await database.db
          .select({ lastName: leads.lastName })
          .from(leads)
          .where(like(leads.lastName, 'Apagado %'));
        const storedListings = await database.db
          .select({ title: listings.title })
          .from(listings)
          .where(like(listings.title, 'Apagado %'));
        const stored = new Set([
          ...storedLeads.map((r) => r.lastName),
          ...storedListings.map((r) => r.title),
        ]);
        for (const o of acknowledged) expect(stored, `${o.kind} ${o.i}`).toContain(`Apagado ${o.i}`);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('exits 0 within 10 s when its stdout pipe has been closed (the log reader is gone)', async () => {
    const server = await startAppServer({ SEED_DEMO: 'false' }, { stdout: 'closed' });
    // Log lines after the reader left (a 404 page is logged): each write fails with EPIPE.
    for (let i = 0; i < 20; i++)
      expect((await fetch(`${server.baseURL}/no-such-page-${i}`)).status).toBe(404);
    const t0 = Date.now();
    await server.stop();
    expect(Date.now() - t0).toBeLessThan(10_000);
  });

  it('keeps answering and exits 0 within 10 s when nobody reads its stdout any more', async () => {
    const server = await startAppServer({ SEED_DEMO: 'false' }, { stdout: 'stalled' });
    // About 250 kB of log lines: far more than the pipe and the reading side's buffer hold.
    const path = `/no-such-page-${'x'.repeat(100)}`;
    for (let batch = 0; batch < 100; batch++) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.baseURL}${path}`)));
      for (const res of answers) expect(res.status).toBe(404);
    }
    const t0 = Date.now();
    await server.stop();
    expect(Date.now() - t0).toBeLessThan(10_000);
  });
});
