import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  logs: string[];
  /** SIGTERM, then waits; throws unless the server shut down cleanly (exit 0) within 10 s. */
  stop(): Promise<void>;
}

/** The built server (`dist/server/index.js`) on a free port, a fresh PGlite and the demo seeded. */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'escaparate-e2e-'));
  const logs: string[] = [];
  const server: ChildProcess = spawn(process.execPath, ['dist/server/index.js'], {
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
      // Long enough for a browser to see a render's stages and to reload while one runs.
      STAGING_LOCAL_DELAY_MS: '3000',
      // Production refuses to start without the company identity (legal pages).
      ...companyEnv(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => logs.push(String(d)));
  server.stderr?.on('data', (d) => logs.push(String(d)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`Server exited early:\n${logs.join('')}`);
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`Server did not become ready:\n${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseURL,
    pid: server.pid!,
    logs,
    async stop() {
      try {
        if (server.exitCode !== null) return;
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (server.exitCode === null) {
          server.kill('SIGKILL');
          throw new Error('The server did not shut down within 10 s of SIGTERM');
        }
        // Graceful shutdown: SIGTERM closes the server and the database, then exits 0.
        if (server.exitCode !== 0) throw new Error(`The server exited with ${server.exitCode} after SIGTERM`);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
