import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { leads, listings } from '../../src/server/db/schema';
import { projectRoot } from '../../src/server/paths';
import { type AppServer, demoSessionCookie, freePort, startAppServer } from '../support/app-server';

// The real built server, stopped with SIGTERM as a process manager would (no browser needed).

type Outcome = { kind: 'lead' | 'listing'; i: number; status: number | null; error?: string };

/** A connection per request, all opened at once. */
const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

/**
 * One write: a lead from a visitor (the first 10: the per-address limit) or a draft listing.
 * `flushed` resolves once the whole request has been handed to the kernel.
 */
function write(server: AppServer, cookie: string, slug: string, i: number) {
  const kind = i < 10 ? 'lead' : 'listing';
  const [path, payload] =
    kind === 'lead'
      ? [
          `/api/public/listings/${slug}/leads`,
          { firstName: 'Ana', lastName: `Apagado ${i}`, email: `apagado-${i}@example.es`, consent: true },
        ]
      : [
          '/api/listings',
          { title: `Apagado ${i}`, address: 'Calle Mayor 1', city: 'Madrid', published: false },
        ];
  const body = JSON.stringify(payload);
  let sent: () => void = () => {};
  const flushed = new Promise<void>((resolve) => (sent = resolve));
  const answer = new Promise<Outcome>((resolve) => {
    const req = request(`${server.baseURL}${path}`, {
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        origin: server.baseURL,
        ...(kind === 'listing' ? { cookie } : {}),
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ kind, i, status: res.statusCode ?? null }));
    });
    req.on('error', (err: Error & { code?: string }) => {
      sent();
      resolve({ kind, i, status: null, error: err.code ?? err.message });
    });
    req.on('finish', () => sent());
    req.end(body);
  });
  return { flushed, answer };
}

describe('graceful shutdown (SIGTERM)', () => {
  it('answers every request sent before the signal, stores each one, exits 0 within 10 s', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'escaparate-shutdown-'));
    try {
      const server = await startAppServer({ DATA_DIR: dataDir });
      const cookie = await demoSessionCookie(server.baseURL);
      const { listings: own } = await (
        await fetch(`${server.baseURL}/api/listings`, { headers: { cookie } })
      ).json();
      const slug = own.find((l: { published: boolean }) => l.published).slug;

      const writes = Array.from({ length: 50 }, (_, i) => write(server, cookie, slug, i));
      let answered = 0;
      for (const w of writes) void w.answer.then(() => answered++);
      // SIGTERM once every request has been sent: most still wait in the listener's backlog.
      await Promise.all(writes.map((w) => w.flushed));
      const answeredBefore = answered;
      const t0 = Date.now();
      await server.stop(); // throws unless the process exited with 0 within 10 s
      expect(Date.now() - t0).toBeLessThan(10_000);
      const outcomes = await Promise.all(writes.map((w) => w.answer));

      // The signal came mid-flight, and every request sent before it was answered.
      expect(answeredBefore).toBeLessThan(50);
      expect(outcomes.filter((o) => o.status !== 201)).toEqual([]);

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
        for (const o of outcomes) expect(stored, `${o.kind} ${o.i}`).toContain(`Apagado ${o.i}`);
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

  it('cuts a request that never completes and still exits within 10 s (code 1)', async () => {
    const server = await startAppServer({ SEED_DEMO: 'false' });
    const stuck = await unfinishedRequest(server);
    const t0 = Date.now();
    process.kill(server.pid, 'SIGTERM');
    expect((await server.exited).code).toBe(1);
    // Given its 6 s to finish, then cut.
    expect(Date.now() - t0).toBeGreaterThan(5_000);
    expect(Date.now() - t0).toBeLessThan(10_000);
    stuck.destroy();
  });

  it('exits at once on a second SIGTERM', async () => {
    const server = await startAppServer({ SEED_DEMO: 'false' });
    const stuck = await unfinishedRequest(server);
    process.kill(server.pid, 'SIGTERM');
    const first = await Promise.race([
      server.exited,
      new Promise((r) => setTimeout(() => r('running'), 1_500)),
    ]);
    expect(first).toBe('running'); // still waiting for that request
    const t0 = Date.now();
    process.kill(server.pid, 'SIGTERM');
    expect((await server.exited).code).toBe(1);
    expect(Date.now() - t0).toBeLessThan(1_000);
    stuck.destroy();
  });

  it('shuts the server down when `npm start` is signalled (Docker, systemd, a process manager)', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'escaparate-npm-start-'));
    // Its own process group, so that whatever is left of it can be found and killed afterwards.
    const npm = spawn('npm', ['start'], {
      cwd: projectRoot(),
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        DATABASE_URL: '',
      },
    });
    const group = npm.pid!;
    const alive = () => {
      try {
        process.kill(-group, 0);
        return true;
      } catch {
        return false;
      }
    };
    const answers = async () => {
      try {
        return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
      } catch {
        return false;
      }
    };
    try {
      const ready = Date.now() + 100_000;
      while (!(await answers())) {
        if (Date.now() > ready || npm.exitCode !== null) throw new Error('npm start did not become ready');
        await new Promise((r) => setTimeout(r, 250));
      }
      const exited = new Promise((resolve) => npm.once('exit', resolve));
      // The signal goes to npm only, as a supervisor sends it to its main process.
      npm.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      expect(npm.exitCode ?? npm.signalCode).not.toBeNull();
      // Nothing of it is left running or answering: no orphaned server.
      const gone = Date.now() + 2_000;
      while (alive() && Date.now() < gone) await new Promise((r) => setTimeout(r, 100));
      expect(alive()).toBe(false);
      expect(await answers()).toBe(false);
    } finally {
      if (alive()) process.kill(-group, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 130_000);
});

/** A lead whose body never comes: received (its headers are), never answerable. */
async function unfinishedRequest(server: AppServer): Promise<Socket> {
  const { hostname, port } = new URL(server.baseURL);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    'POST /api/public/listings/no-such-listing/leads HTTP/1.1\r\n' +
      `Host: ${hostname}:${port}\r\nOrigin: ${server.baseURL}\r\n` +
      'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"firstName":',
  );
  // Parsed by the server before the signal comes.
  await new Promise((r) => setTimeout(r, 300));
  return socket;
}
