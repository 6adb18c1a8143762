import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNT } from '../../src/server/demo/demo-account';
import { companyEnv } from '../../src/server/env';
import { projectRoot } from '../../src/server/paths';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface AppServer {
  baseURL: string;
  pid: number;
  /** The server's stdout (unless `stdout` said otherwise) and stderr, as they come. */
  logs: string[];
  /** The server's data directory (removed by `stop` unless the caller gave DATA_DIR). */
  dataDir: string;
  /** Resolves when the process has exited (its code, or the signal that ended it). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then waits; throws unless the server shut down cleanly (exit 0) within 10 s. */
  stop(): Promise<void>;
}

export interface AppServerOptions {
  /**
   * What becomes of the server's stdout once it is ready: read into `logs` (default), 'closed'
   * (the reader is gone: writes fail with EPIPE) or 'stalled' (never read again: the pipe fills up).
   */
  stdout?: 'read' | 'closed' | 'stalled';
}

/** Servers of this test process still running: killed when it exits, whatever ends it. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
const exitWithParent = join(projectRoot(), 'test/support/exit-with-parent.mjs');

/** The built server (`dist/server/index.js`) on a free port, a fresh PGlite and the demo seeded. */
export async function startAppServer(
  env: Record<string, string> = {},
  opts: AppServerOptions = {},
): Promise<AppServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'escaparate-e2e-'));
  const dataDir = env.DATA_DIR ?? ownDataDir!;
  const logs: string[] = [];
  const server: ChildProcess = spawn(process.execPath, ['--import', exitWithParent, 'dist/server/index.js'], {
    cwd: projectRoot(),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      DATABASE_URL: '',
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      LOG_LEVEL: 'info',
      // Every browser test signs in from 127.0.0.1, most of them as the demo account.
      AUTH_LIMIT_PER_IP: '1000',
      AUTH_LIMIT_PER_EMAIL: '1000',
      // ...and every lead comes from 127.0.0.1 too: without these, the later tests' leads would be
      // refused, or flagged as a flood (no alert). Tests of the limits set their own.
      LEAD_LIMIT_PER_IP: '1000',
      // A scan alert (only for agencies that switched "Escaneos por e-mail" on) seconds, not an hour, after the scan.
      SCAN_ALERT_DELAY_S: '2',
      // Long enough for a browser to see a render's stages and to reload while one runs.
      STAGING_LOCAL_DELAY_MS: '3000',
      // Lead webhooks reach the tests' receivers on 127.0.0.1 (never allowed in production: a
      // server started in production mode keeps the default).
      ...(env.NODE_ENV === 'production' ? {} : { OUTBOUND_ALLOW_PRIVATE_TARGETS: 'true' }),
      // Production refuses to start without the company identity (legal pages).
      ...companyEnv(),
      // ...and without SMTP_URL unless told that mail stays in the outbox.
      MAIL_OUTBOX: 'true',
      ...env,
    },
    // stdin: the pipe exit-with-parent.mjs watches.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  running.add(server);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    server.once('exit', (code, signal) => {
      running.delete(server);
      resolve({ code, signal });
    }),
  );
  const onStdout = (d: Buffer) => logs.push(String(d));
  server.stdout?.on('data', onStdout);
  server.stderr?.on('data', (d) => logs.push(String(d)));

  async function stop() {
    try {
      if (server.exitCode !== null || server.signalCode !== null) return;
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (server.exitCode === null && server.signalCode === null) {
        server.kill('SIGKILL');
        await exited;
        throw new Error('The server did not shut down within 10 s of SIGTERM');
      }
      // Graceful shutdown: SIGTERM closes the server and the database, then exits 0.
      if (server.exitCode !== 0) throw new Error(`The server exited with ${server.exitCode} after SIGTERM`);
    } finally {
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    }
  }

  const deadline = Date.now() + 60_000;
  for (;;) {
    const failure =
      server.exitCode !== null ? 'exited early' : Date.now() > deadline ? 'did not become ready' : null;
    if (failure) {
      // Never left behind: a server that failed to start is stopped (killed if need be).
      await stop().catch(() => {});
      throw new Error(`The server ${failure}:\n${logs.join('')}`);
    }
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  if (opts.stdout === 'closed') server.stdout?.destroy();
  if (opts.stdout === 'stalled') {
    server.stdout?.off('data', onStdout);
    server.stdout?.pause();
  }
  return { baseURL, pid: server.pid!, logs, dataDir, exited, stop };
}

/** Signs the demo account in through the API of a running server; returns the Cookie header to send. */
export async function demoSessionCookie(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify(DEMO_ACCOUNT),
  });
  if (res.status !== 200) throw new Error(`Demo sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
