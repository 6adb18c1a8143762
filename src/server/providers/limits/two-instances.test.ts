import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/support/factories';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
async function redisAnswers(): Promise<boolean> {
  const client = createClient({ url: redisUrl, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.close();
    return true;
  } catch {
    return false;
  }
}
const hasRedis = await redisAnswers();
if (!hasRedis) process.stdout.write(`Redis two-instance test skipped: no Redis answers at ${redisUrl}.\n`);

/** Two servers of one deployment: same database (and Redis, when given), each with its own store client. */
function twoInstances(env: () => Record<string, string>) {
  const apps: { a?: TestApp; b?: TestApp } = {};
  beforeAll(async () => {
    const common = { TRUST_PROXY: 'true', LEAD_LIMIT_PER_IP: '4', AUTH_LIMIT_PER_EMAIL: '3', ...env() };
    apps.a = await createTestApp({ env: common });
    apps.b = await createTestApp({ env: common, sameDatabaseAs: apps.a });
  });
  afterAll(async () => {
    await apps.b?.close();
    await apps.a?.close();
  });

  it('count a visitor’s leads across both', async () => {
    const { a, b } = apps as Required<typeof apps>;
    expect(a.deps.limits).not.toBe(b.deps.limits);
    const { client } = await signedInOwner(a);
    const { listing } = await (
      await client.post('/api/listings', {
        energyStatus: 'in_progress',
        title: 'Piso compartido',
        city: 'Bilbao',
      })
    ).json();
    const send = (app: TestApp, i: number) =>
      app.client().post(
        `/api/public/listings/${listing.slug}/leads`,
        {
          firstName: `Ana${i}`,
          lastName: 'Gil',
          contactMethod: 'email',
          email: `ana${i}@example.es`,
          consent: true,
        },
        { 'x-forwarded-for': '198.51.100.42' },
      );
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await send(i % 2 ? b : a, i)).status);
    expect(statuses).toEqual([201, 201, 201, 201]);
    expect((await send(a, 4)).status).toBe(429);
    expect((await send(b, 5)).status).toBe(429);
  });

  it('slow sign-in down on one after failures made on the other', async () => {
    const { a, b } = apps as Required<typeof apps>;
    const { email } = await createUser(a.db);
    const attempt = (app: TestApp) =>
      app
        .client()
        .post(
          '/api/auth/sign-in/email',
          { email, password: 'adivinando-1' },
          { 'x-forwarded-for': '203.0.113.5' },
        );
    expect([(await attempt(a)).status, (await attempt(b)).status, (await attempt(a)).status]).toEqual([
      401, 401, 401,
    ]);
    expect((await attempt(b)).status).toBe(429);
  });
}

describe('two instances on one database (PostgreSQL store)', () => {
  twoInstances(() => ({}));
});

describe.skipIf(!hasRedis)('two instances with REDIS_URL', () => {
  const prefix = `escaparate-test:${randomBytes(6).toString('hex')}:`;
  twoInstances(() => ({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix }));
  afterAll(async () => {
    const admin = createClient({ url: redisUrl });
    await admin.connect();
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length) await admin.del(keys);
    await admin.close();
  });
  it('keeps the counters in Redis, not in the database', async () => {
    const admin = createClient({ url: redisUrl });
    await admin.connect();
    expect((await admin.keys(`${prefix}*`)).length).toBeGreaterThan(0);
    await admin.close();
  });
});
