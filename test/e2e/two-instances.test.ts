import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../src/server/demo/demo-account';
import { type AppServer, demoSessionCookie, startAppServer } from '../support/app-server';
import { withDatabase } from '../support/db-snapshot';

// Two instances of the built server on one PostgreSQL database and one shared file store, as a
// deployment behind a load balancer runs them (issue 12). They start at the same moment (the
// start-up lock keeps their migrations and seeds apart) and must behave as one service.

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `escaparate_test_two_${randomBytes(5).toString('hex')}`;
const dataDir = mkdtempSync(join(tmpdir(), 'escaparate-two-'));
let one: AppServer;
let two: AppServer;
let sql: pg.Client;
const LEAD_LIMIT = 5;
/** Leads this file has sent from 127.0.0.1 so far (they count against LEAD_LIMIT). */
let leadsSent = 0;

async function sendLead(server: AppServer, slug: string, lastName: string): Promise<number> {
  const res = await fetch(`${server.baseURL}/api/public/listings/${slug}/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseURL },
    body: JSON.stringify({
      firstName: 'Eva',
      lastName,
      email: `${lastName.toLowerCase()}@example.es`,
      consent: true,
    }),
  });
  await res.arrayBuffer();
  if (res.status < 300) leadsSent += 1;
  return res.status;
}

async function publishedSlug(server: AppServer, cookie: string): Promise<string> {
  const list = (await (await fetch(`${server.baseURL}/api/listings`, { headers: { cookie } })).json()) as {
    listings: { slug: string; published: boolean }[];
  };
  return list.listings.find((l) => l.published)!.slug;
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = withDatabase(adminUrl, name);
  const env = {
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    // Leads per visitor address, counted in the shared limit store (the database here).
    LEAD_LIMIT_PER_IP: String(LEAD_LIMIT),
  };
  [one, two] = await Promise.all([startAppServer(env), startAppServer(env)]);
  sql = new pg.Client({ connectionString: url });
  await sql.connect();
}, 120_000);

afterAll(async () => {
  await sql?.end();
  await Promise.allSettled([one?.stop(), two?.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}, 60_000);

describe('two instances on one PostgreSQL database', () => {
  it('started together, they migrated and seeded once', async () => {
    const { rows } = await sql.query<{ n: number }>('select count(*)::int as n from users where email = $1', [
      DEMO_ACCOUNT.email,
    ]);
    expect(rows[0]!.n).toBe(1);
    for (const server of [one, two]) expect((await fetch(`${server.baseURL}/readyz`)).status).toBe(200);
  });

  it('a session made on one instance works on the other, and signing out there ends it on both', async () => {
    const cookie = await demoSessionCookie(one.baseURL);
    const me = await fetch(`${two.baseURL}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(DEMO_ACCOUNT.email);
    const out = await fetch(`${two.baseURL}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, origin: two.baseURL, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect((await fetch(`${one.baseURL}/api/me`, { headers: { cookie } })).status).toBe(401);
  });

  it('a job queued through one instance runs once: one lead, one alert e-mail', async () => {
    const slug = await publishedSlug(two, await demoSessionCookie(two.baseURL));
    const surname = `Doble${randomBytes(3).toString('hex')}`;
    expect(await sendLead(one, slug, surname)).toBe(201);
    const alerts = async () =>
      (
        await sql.query<{ n: number }>('select count(*)::int as n from mail_outbox where subject like $1', [
          `Nuevo lead: Eva ${surname}%`,
        ])
      ).rows[0]!.n;
    await expect.poll(alerts, { timeout: 20_000 }).toBe(1);
    // Both instances poll the queue every 2 s: after a few more polls of each, still one.
    await new Promise((r) => setTimeout(r, 5_000));
    expect(await alerts()).toBe(1);
  });

  it('limits are shared: one visitor address gets LEAD_LIMIT leads in all, whichever instance it reaches', async () => {
    const slug = await publishedSlug(one, await demoSessionCookie(one.baseURL));
    const statuses: number[] = [];
    // Alternating instances: each on its own (in-memory limits) would take LEAD_LIMIT.
    for (let i = 0; leadsSent < LEAD_LIMIT && i < 2 * LEAD_LIMIT; i++)
      statuses.push(await sendLead(i % 2 ? two : one, slug, `Limite${i}`));
    expect(leadsSent).toBe(LEAD_LIMIT);
    expect(await sendLead(one, slug, 'LimiteUno')).toBe(429);
    expect(await sendLead(two, slug, 'LimiteDos')).toBe(429);
    expect(statuses.every((s) => s === 201)).toBe(true);
  });

  it('a microsite edit made through one instance shows on the other within 1 s', async () => {
    const cookie = await demoSessionCookie(one.baseURL);
    const body = {
      title: 'Ático con vistas en Lavapiés',
      address: 'Calle del Ave María 20',
      city: 'Madrid',
      published: true,
      energyStatus: 'in_progress',
    };
    const created = await fetch(`${one.baseURL}/api/listings`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: one.baseURL },
      body: JSON.stringify(body),
    });
    expect(created.status).toBe(201);
    const { listing } = (await created.json()) as { listing: { id: string; slug: string } };
    const page = `${two.baseURL}/l/${listing.slug}`;
    const title = async () => /<h1[^>]*>([^<]*)</.exec(await (await fetch(page)).text())?.[1];
    // The other instance has the page (and stores it) before the edit.
    await expect.poll(title, { timeout: 10_000 }).toBe(body.title);
    const edited = await fetch(`${one.baseURL}/api/listings/${listing.id}`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json', origin: one.baseURL },
      body: JSON.stringify({ ...body, title: 'Ático reformado con vistas en Lavapiés' }),
    });
    expect(edited.status).toBe(200);
    await expect.poll(title, { timeout: 1_000, interval: 50 }).toBe('Ático reformado con vistas en Lavapiés');
  });
});
