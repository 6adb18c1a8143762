import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, lastMailTo } from '../../../test/support/factories';
import { createTestApp, type TestApp, type TestClient } from '../../../test/support/test-app';
import { authTexts } from '../../shared/auth-texts';
import { KNOWN_DEVICE_COOKIE } from './known-device';
import { ACCOUNT_MAX_DELAY_S, delayAfter, MAX_DELAY_S } from './sign-in-throttle';

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

  it('holds an account 1 s, 2 s, 4 s… after its free attempts, up to a longer cap', () => {
    expect([9, 10, 11, 12].map((n) => delayAfter(n, 10, ACCOUNT_MAX_DELAY_S))).toEqual([0, 1, 2, 4]);
    expect(delayAfter(5000, 10, ACCOUNT_MAX_DELAY_S)).toBe(ACCOUNT_MAX_DELAY_S);
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
    // Twelve accounts and some twenty password checks: slow on a loaded machine.
  }, 60_000);

  it('forgets the failures of an e-mail + address after a successful sign-in', async () => {
    const { email, password } = await createUser(t.db);
    const ip = '198.51.100.7';
    expect(await failures(email, ip, 4)).toEqual([401, 401, 401, 401]);
    expect((await signIn(t.client(), email, password, ip)).status).toBe(200);
    expect(await failures(email, ip, 4)).toEqual([401, 401, 401, 401]);
  });
});

/** A password reset completed from this browser and address. */
async function resetPassword(browser: TestClient, email: string, newPassword: string, ip: string) {
  const asked = await browser.post(
    '/api/auth/request-password-reset',
    { email, redirectTo: '/auth/reset-password' },
    { 'x-forwarded-for': ip },
  );
  expect(asked.status).toBe(200);
  const link = (await lastMailTo(t.db, email))!.links.find((l) => l.includes('/auth/reset-password'))!;
  const token = new URL(link).searchParams.get('token')!;
  const reset = await browser.post(
    '/api/auth/reset-password',
    { token, newPassword },
    { 'x-forwarded-for': ip },
  );
  expect(reset.status).toBe(200);
}

describe('one account attacked from many addresses', () => {
  // Ten addresses, five wrong passwords each: within every per-address allowance (5 per e-mail +
  // address, 12 per address). perAccount is 2 × AUTH_LIMIT_PER_EMAIL = 10.
  /** 50 password checks at once: on a loaded machine (or today's code, which checks them all) they take a while. */
  const BURST_MS = 90_000;
  const rotating = (i: number) => `203.0.113.${10 + (i % 10)}`;
  let fresh = 0;
  /** An address no other attempt in this file used. */
  const freshAddress = () => `198.51.100.${100 + fresh++}`;

  /** 50 wrong passwords at once from 10 rotating addresses, each a browser the account does not know. */
  const burst = (email: string) =>
    Promise.all(
      Array.from({ length: 50 }, (_, i) => signIn(t.client(), email, `adivinando-${i}`, rotating(i))),
    );

  /** Waits out the account's short holds until one of 4 s or more is on (the next attempts meet it). */
  async function holdAccount(email: string) {
    for (let i = 0; i < 20; i++) {
      const res = await signIn(t.client(), email, 'adivinando-otra', freshAddress());
      if (res.status === 429) {
        const wait = Number(res.headers.get('retry-after'));
        if (wait >= 4) return;
        await sleep(wait * 1000 + 50);
      }
    }
    throw new Error('the account was never held');
  }

  it(
    'hears at most 10 of 50 wrong passwords from 10 addresses; the rest wait, in Spanish',
    async () => {
      const { email } = await createUser(t.db);
      const responses = await burst(email);
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40);
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
      const refused = responses.find((r) => r.status === 429)!;
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect((await refused.json()).error).toEqual({
        code: 'rate_limited',
        message: authTexts.accountSignInWait(wait),
      });
      expect(authTexts.accountSignInWait(1)).toBe(
        'Demasiados intentos fallidos en esta cuenta. Espera 1 segundo o restablece tu contraseña.',
      );
      // From a new address the attempts still wait: the account is held, not the addresses.
      await holdAccount(email);
      const late = await signIn(t.client(), email, 'adivinando-mas', freshAddress());
      expect(late.status).toBe(429);
      expect(Number(late.headers.get('retry-after'))).toBeGreaterThanOrEqual(4);
    },
    BURST_MS,
  );

  it(
    'lets the known device sign in during the attack; its success frees the account',
    async () => {
      const { email, password } = await createUser(t.db);
      const device = t.client();
      expect((await signIn(device, email, password, '192.0.2.60')).status).toBe(200);
      await burst(email);
      await holdAccount(email);
      // A browser the account does not know waits, right password or not...
      expect((await signIn(t.client(), email, password, freshAddress())).status).toBe(429);
      // ...the owner's known device does not, at home or on one of the attacker's addresses.
      expect((await signIn(device, email, password, rotating(3))).status).toBe(200);
      expect((await signIn(device, email, password, '192.0.2.60')).status).toBe(200);
      // The right password proved the owner: the account starts over for new browsers too.
      expect((await signIn(t.client(), email, password, freshAddress())).status).toBe(200);
    },
    BURST_MS,
  );

  it(
    'is free again after a completed password reset',
    async () => {
      const { email, password } = await createUser(t.db);
      await burst(email);
      await holdAccount(email);
      expect((await signIn(t.client(), email, password, freshAddress())).status).toBe(429);
      await resetPassword(t.client(), email, 'clave-nueva-segura', freshAddress());
      // Another new browser, at another address: nothing of the attack is left.
      expect((await signIn(t.client(), email, 'clave-nueva-segura', freshAddress())).status).toBe(200);
    },
    BURST_MS,
  );
});
