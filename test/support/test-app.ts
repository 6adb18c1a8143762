import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { createApp } from '../../src/server/app';
import { bootstrap } from '../../src/server/bootstrap';
import type { AppDeps } from '../../src/server/context';
import { type Database, openDatabase } from '../../src/server/db/client';
import { agencies } from '../../src/server/db/schema';
import { companyEnv, loadEnv } from '../../src/server/env';
import { loggerOptions } from '../../src/server/logger';
import type { StagingProvider } from '../../src/server/providers/staging/staging-provider';
import { micrositeRenderer } from '../../src/web/microsite/entry-server';
import { siteRenderer } from '../../src/web/site/entry-server';
import { createUser } from './factories';
import { createTestDatabase } from './test-db';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  db: Database['db'];
  /** Log lines the server wrote (JSON objects). */
  logs: Record<string, unknown>[];
  client(): TestClient;
  close(): Promise<void>;
}

/** The real app on a fresh database, built the way the server builds it. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    /** Another test app whose database this one shares: a second instance of the same deployment. */
    sameDatabaseAs?: TestApp;
    staging?: StagingProvider | null;
    /** A database to use instead of a fresh one (closed with the app). */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const database =
    options.database ??
    (options.sameDatabaseAs
      ? await secondConnection(options.sameDatabaseAs.deps.database)
      : await createTestDatabase());
  const logs: Record<string, unknown>[] = [];
  // The server's own options (redaction, error serializer): tests see what production would log.
  const logger = pino(loggerOptions('info'), { write: (line: string) => void logs.push(JSON.parse(line)) });
  const env = loadEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'escaparate-test-')),
    SEED_DEMO: 'false',
    // Tests edit a listing and look at its page at once.
    MICROSITE_CACHE_MS: '0',
    // Tests sign in and up many times from one (unknown) address; the limit tests set their own.
    AUTH_LIMIT_PER_IP: '1000',
    AUTH_LIMIT_PER_EMAIL: '1000',
    // Production refuses to start without the company identity (legal pages).
    ...companyEnv(),
    // ...and without SMTP_URL unless told that mail stays in the outbox.
    MAIL_OUTBOX: 'true',
    ...options.env,
  });
  const deps = await bootstrap({
    env,
    logger,
    database,
    skipMigrate: true,
    // No provider unless a test brings one (a fake, the local one, Replicate on its fake server).
    staging: options.staging ?? null,
    // No polling: tests run queued jobs with `deps.jobs.drain()`.
    workers: false,
    // The microsite renders from source here; the server loads the same code from the build.
    microsite: {
      renderer: micrositeRenderer,
      assets: { css: '', scriptUrl: '/assets/microsite-test.js' },
      site: { renderer: siteRenderer, css: '' },
    },
  });
  const app = createApp(deps, { webDist: join(tmpdir(), 'escaparate-no-web') });
  return {
    app,
    deps,
    db: database.db,
    logs,
    client: () => new TestClient(app),
    // Once: a later afterEach may close an app a test file already closed (PostgreSQL pools refuse a second end).
    close: (() => {
      let closing: Promise<void> | undefined;
      return () => {
        closing ??= (async () => {
          await deps.jobs.stop();
          await deps.pages.stop();
          await deps.limits.close();
          await database.close();
        })();
        return closing;
      };
    })(),
  };
}

/**
 * The same database through a connection of its own, as a second server would open it: a new pool on
 * PostgreSQL; on PGlite (one instance per process) the same one, which only the first app closes.
 */
async function secondConnection(first: Database): Promise<Database> {
  if (first.url) return openDatabase({ url: first.url, poolSize: 4 });
  return { ...first, close: async () => {} };
}

/** A browser-like caller: same-origin Origin header and a cookie jar. */
export class TestClient {
  private cookies = new Map<string, string>();
  constructor(private readonly app: TestApp['app']) {}

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', TEST_ORIGIN);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const res = await this.app.request(path, { ...init, headers, body });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (/max-age=0/i.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  post(path: string, json: unknown, headers?: Record<string, string>) {
    return this.request(path, { method: 'POST', json, headers });
  }

  get(path: string) {
    return this.request(path);
  }

  hasSession(): boolean {
    return [...this.cookies.keys()].some((k) => k.endsWith('session_token'));
  }
}

/** Serves the test app over real HTTP on loopback (for callers such as webhooks). */
export async function listen(t: TestApp): Promise<{ url: string; close(): Promise<void> }> {
  const { serve } = await import('@hono/node-server');
  return new Promise((resolve) => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

/** A signed-in owner; with a plan, granted on the agency (no billing); `null` leaves the agency without one. */
export async function signedInOwner(t: TestApp, plan: 'smart' | 'plus' | 'pro' | null = 'pro') {
  const user = await createUser(t.db);
  const client = t.client();
  const res = await client.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
  if (res.status !== 200) throw new Error(`sign-in failed with ${res.status}`);
  const { agency } = await (await client.get('/api/me')).json();
  if (plan) await t.db.update(agencies).set({ currentPlan: plan }).where(eq(agencies.id, agency.id));
  return { client, agencyId: agency.id as string, user };
}
