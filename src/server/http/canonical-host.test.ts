import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/support/factories';
import { createTestApp, signedInOwner, TEST_ORIGIN, type TestApp } from '../../../test/support/test-app';
import { authTexts } from '../../shared/auth-texts';
import { qrSessions } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOOPBACK = '127.0.0.1:3000';
const LAN = '192.168.1.20:3000';

/** A browser's request as it reaches the server at `host`. */
const at = (host: string, path: string, init: RequestInit = {}) =>
  t.app.request(path, { ...init, headers: { host, ...(init.headers as Record<string, string>) } });

describe('pages opened at another address than PUBLIC_URL', () => {
  it('redirect to the same path and query on PUBLIC_URL', async () => {
    expect(TEST_ORIGIN).toBe('http://localhost:3000');
    for (const [host, path] of [
      [LOOPBACK, '/auth/login?from=%2Fdashboard%2Fsettings'],
      [LAN, '/dashboard/settings'],
      [LAN, '/'],
      ['escaparate.example', '/pricing'],
      [LOOPBACK, '/una-agencia/un-piso'],
      [LOOPBACK, '/no-existe'],
    ]) {
      for (const method of ['GET', 'HEAD']) {
        const res = await at(host!, path!, { method });
        expect(res.status, `${method} ${host}${path}`).toBe(302);
        expect(res.headers.get('location')).toBe(`${TEST_ORIGIN}${path}`);
      }
    }
  });

  it('send a QR scan and a microsite to PUBLIC_URL first, where the scan is counted once', async () => {
    const { client, agencyId } = await signedInOwner(t);
    const created = await client.post('/api/listings', {
      energyStatus: 'in_progress',
      title: 'Local en el centro',
      city: 'Bilbao',
    });
    const { listing } = (await created.json()) as { listing: { id: string; slug: string; qrCode: string } };
    const slug = (await (await client.get('/api/me')).json()).agency.slug;
    for (const path of [`/q/${listing.qrCode}`, `/l/${listing.slug}`, `/agency/${slug}`]) {
      const res = await at(LAN, path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location')).toBe(`${TEST_ORIGIN}${path}`);
    }
    expect(await t.db.select().from(qrSessions).where(eq(qrSessions.agencyId, agencyId))).toHaveLength(0);
    const scan = await at('localhost:3000', `/q/${listing.qrCode}`);
    expect(scan.status).toBe(302);
    expect(scan.headers.get('location')).toBe(`/l/${listing.slug}`);
    expect(await t.db.select().from(qrSessions).where(eq(qrSessions.listingId, listing.id))).toHaveLength(1);
  });

  it('never redirect anywhere but PUBLIC_URL', async () => {
    for (const path of ['//evil.example/x', '/\\evil.example', '/%2F%2Fevil.example']) {
      const res = await at('evil.example', path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location')!.startsWith(`${TEST_ORIGIN}/`), path).toBe(true);
      expect(new URL(res.headers.get('location')!).origin).toBe(TEST_ORIGIN);
    }
  });

  it('leave health checks, the API, files and form posts alone', async () => {
    expect((await at(LAN, '/healthz')).status).toBe(200);
    expect((await at(LAN, '/readyz')).status).toBe(200);
    expect((await at(LAN, '/api/me')).status).toBe(401);
    expect((await at(LAN, '/api/plans')).status).toBe(200);
    for (const path of ['/qr-generator/00000000', '/uploads/nada.webp', '/assets/nada.js', '/og/nada.jpg']) {
      expect((await at(LAN, path)).status, path).toBe(404);
    }
    const post = await at(LAN, '/l/nada/solicitud', {
      method: 'POST',
      body: new URLSearchParams({ a: 'b' }),
    });
    expect(post.status).not.toBe(302);
  });

  it('answer as before at PUBLIC_URL itself, and without a Host header', async () => {
    expect((await at('localhost:3000', '/pricing')).status).not.toBe(302);
    expect((await t.app.request('/pricing')).status).not.toBe(302);
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  it('reads the host the visitor used from X-Forwarded-Host', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const req = (headers: Record<string, string>) => proxied.app.request('/pricing', { headers });
      expect((await req({ host: 'app:3000', 'x-forwarded-host': 'localhost:3000' })).status).not.toBe(302);
      const other = await req({ host: 'app:3000', 'x-forwarded-host': LAN });
      expect(other.status).toBe(302);
      expect(other.headers.get('location')).toBe(`${TEST_ORIGIN}/pricing`);
      // The proxy appends what it was asked for: a left-most entry the client wrote decides nothing.
      const spoofed = await req({ host: 'app:3000', 'x-forwarded-host': `localhost:3000, ${LAN}` });
      expect(spoofed.status).toBe(302);
      const appended = await req({ host: 'app:3000', 'x-forwarded-host': `${LAN}, localhost:3000` });
      expect(appended.status).not.toBe(302);
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY the header is anyone's to send: the Host decides.
    expect(
      (await at('app:3000', '/pricing', { headers: { 'x-forwarded-host': 'localhost:3000' } })).status,
    ).toBe(302);
  });
});

describe('signing in from a page at another address', () => {
  it('says in Spanish to open the app at PUBLIC_URL, instead of "Invalid origin"', async () => {
    const user = await createUser(t.db);
    // The page stayed on another host (a tab opened before, a proxy): the browser posts to that host.
    for (const host of [LOOPBACK, LAN]) {
      const headers = { host, origin: `http://${host}` };
      const res = await t
        .client()
        .post('/api/auth/sign-in/email', { email: user.email, password: user.password }, headers);
      expect(res.status).toBe(403);
      const body = await res.json();
      expect(body.error.message).toBe(authTexts.wrongAddress(TEST_ORIGIN));
      expect(body.error.message).toContain('Ábrelo en http://localhost:3000');
    }
    expect(t.logs.some((l) => l.msg === 'auth request from another origin')).toBe(true);
    // The same request from PUBLIC_URL signs in.
    const ok = await t
      .client()
      .post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(ok.status).toBe(200);
  });
});
