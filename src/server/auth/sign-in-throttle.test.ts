import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, lastMailTo } from '../../../test/support/factories';
import { createTestApp, type TestApp, type TestClient } from '../../../test/support/test-app';
import { KNOWN_DEVICE_COOKIE } from './known-device';
import { delayAfter, MAX_DELAY_S } from './sign-in-throttle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { TRUST_PROXY: 'true', AUTH_LIMIT_PER_EMAIL: '5', AUTH_LIMIT_PER_IP: '12' },
  });
});
afterAll(() => t.close());

const ATTACKER = '203.0.113.66';
const signIn = (client: TestClient, email: string, password: string, ip: string) =>
  client.post('/api/auth/sign-in/email', { email, password }, { 'x-forwarded-for': ip });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/**
 * An attacker who keeps guessing from one address, waiting out each delay, until the delay has grown
 * to 4 s or more: the assertions that follow then run well within it, however loaded the machine.
 */
async function slowDown(ip: string, emailFor: (i: number) => string) {
  for (let i = 0; i < 100; i++) {
    const res = await signIn(t.client(), emailFor(i), 'adivinando-123', ip);
    if (res.status === 429) {
      const wait = Number(res.headers.get('retry-after'));
      if (wait >= 4) return;
      await sleep(wait * 1000 + 50);
    }
  }
  throw new Error('the attacker was never slowed down');
}

/** Wrong passwords from one address, as fast as it is let: returns the statuses. */
async function failures(email: string, ip: string, n: number) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await signIn(t.client(), email, 'adivinando-123', ip)).status);
  return statuses;
}

describe('sign-in throttling', () => {
  it('waits 1 s, 2 s, 4 s… after the threshold, up to a cap', () => {
    expect([4, 5, 6, 7, 8].map((n) => delayAfter(n, 5))).toEqual([0, 1, 2, 4, 8]);
    expect(delayAfter(40, 5)).toBe(MAX_DELAY_S);
  });

  it('slows the e-mail + address after 5 wrong passwords, with Retry-After and a Spanish message', async () => {
    const { email } = await createUser(t.db);
    expect(await failures(email, ATTACKER, 5)).toEqual([401, 401, 401, 401, 401]);
    const res = await signIn(t.client(), email, 'adivinando-123', ATTACKER);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('1');
    expect((await res.json()).error).toEqual({
      code: 'rate_limited',
      message: 'Demasiados intentos fallidos. Espera 1 segundo e inténtalo de nuevo.',
    });
    // Once the wait is over the next attempt is heard; one more failure doubles the wait.
    await sleep(1100);
    expect(await failures(email, ATTACKER, 1)).toEqual([401]);
    const after = await signIn(t.client(), email, 'adivinando-123', ATTACKER);
    expect(after.status).toBe(429);
    // 2 s from the failure (1 if the machine took a second between the two requests).
    expect(Number(after.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(after.headers.get('retry-after'))).toBeLessThanOrEqual(2);
  });

  it('never locks the owner out from another address', async () => {
    const { email, password } = await createUser(t.db);
    await failures(email, ATTACKER, 12);
    expect((await signIn(t.client(), email, password, '198.51.100.5')).status).toBe(200);
  });

  it('lets a known device through on the attacked address itself; a forged cookie does not', async () => {
    const { email, password } = await createUser(t.db);
    const shared = '192.0.2.44'; // one carrier-grade NAT for the owner and the attacker
    const device = t.client();
    expect((await signIn(device, email, password, shared)).status).toBe(200);
    await slowDown(shared, () => email);
    expect((await signIn(t.client(), email, password, shared)).status).toBe(429);
    expect((await signIn(device, email, password, shared)).status).toBe(200);
    // The device's own mistakes count on their own, and its success starts them over.
    expect((await signIn(device, email, 'me-equivoque-1', shared)).status).toBe(401);
    expect((await signIn(device, email, password, shared)).status).toBe(200);

    const forged = await t.client().request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password },
      headers: { 'x-forwarded-for': shared, cookie: `${KNOWN_DEVICE_COOKIE}=abc.def` },
    });
    expect(forged.status).toBe(429);
  });

  it('lets the owner in after a completed password reset, from the attacked address', async () => {
    const { email } = await createUser(t.db);
    const shared = '192.0.2.45';
    await slowDown(shared, () => email);
    expect((await signIn(t.client(), email, 'nueva-clave-segura', shared)).status).toBe(429);
    const browser = t.client();
    const asked = await browser.post(
      '/api/auth/request-password-reset',
      { email, redirectTo: '/auth/reset-password' },
      { 'x-forwarded-for': shared },
    );
    expect(asked.status).toBe(200);
    const link = (await lastMailTo(t.db, email))!.links.find((l) => l.includes('/auth/reset-password'))!;
    const token = new URL(link).searchParams.get('token')!;
    const reset = await browser.post(
      '/api/auth/reset-password',
      { token, newPassword: 'nueva-clave-segura' },
      { 'x-forwarded-for': shared },
    );
    expect(reset.status).toBe(200);
    expect((await signIn(browser, email, 'nueva-clave-segura', shared)).status).toBe(200);
  });

  it('slows one address that tries many e-mails, but only that address', async () => {
    const emails = await Promise.all(Array.from({ length: 12 }, () => createUser(t.db)));
    await slowDown('203.0.113.99', (i) => emails[i % emails.length]!.email);
    const victim = emails[0]!;
    expect((await signIn(t.client(), victim.email, victim.password, '203.0.113.99')).status).toBe(429);
    expect((await signIn(t.client(), victim.email, victim.password, '198.51.100.6')).status).toBe(200);
  });

  it('forgets the failures of an e-mail + address after a successful sign-in', async () => {
    const { email, password } = await createUser(t.db);
    const ip = '198.51.100.7';
    expect(await failures(email, ip, 4)).toEqual([401, 401, 401, 401]);
    expect((await signIn(t.client(), email, password, ip)).status).toBe(200);
    expect(await failures(email, ip, 4)).toEqual([401, 401, 401, 401]);
  });
});
