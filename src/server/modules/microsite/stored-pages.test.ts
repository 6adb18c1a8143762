import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOwner, TEST_ORIGIN, type TestApp } from '../../../../test/support/test-app';
import { serveApp } from '../../http-server';
import { warmPages } from './warm-pages';

// Two instances of one deployment on one database (PostgreSQL with TEST_DB=postgres, else PGlite):
// each keeps its own stored pages and follows the change log every 100 ms.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp({ env: { MICROSITE_CACHE_MS: '100' } });
  b = await createTestApp({ env: { MICROSITE_CACHE_MS: '100' }, database: a.deps.database });
});
afterAll(async () => {
  // b shares a's database: stopped without closing it (a.close() does).
  await b?.deps.jobs.stop();
  await b?.deps.pages.stop();
  await a?.close();
});

const LISTING = {
  energyStatus: 'in_progress',
  title: 'Piso luminoso en Chamberí',
  price: '350000',
  address: 'Calle de Fuencarral 120',
  city: 'Madrid',
  published: true,
};

async function ownerWithListing() {
  const owner = await signedInOwner(a);
  await owner.client.request('/api/agency', {
    method: 'PUT',
    json: { name: 'Inmobiliaria Sol', phone: '612 345 678', email: 'hola@sol.es', city: 'Madrid' },
  });
  const me = (await (await owner.client.get('/api/me')).json()) as { agency: { slug: string } };
  const res = await owner.client.post('/api/listings', LISTING);
  expect(res.status).toBe(201);
  const { listing } = (await res.json()) as { listing: { id: string; slug: string } };
  return { ...owner, agencySlug: me.agency.slug, listing };
}

const page = async (t: TestApp, path: string) => {
  const res = await t.app.request(path);
  return { status: res.status, html: await res.text() };
};

/** Asks again and again (no fixed sleep) until the page shows `expected`, for at most `withinMs`. */
async function eventually(
  t: TestApp,
  path: string,
  expected: (p: { status: number; html: string }) => boolean,
  withinMs: number,
) {
  const start = Date.now();
  let last = await page(t, path);
  while (!expected(last) && Date.now() - start < withinMs) {
    await new Promise((r) => setTimeout(r, 20));
    last = await page(t, path);
  }
  return expected(last);
}

describe('stored microsite pages', () => {
  it('show an edit made through the API at once on its instance, and within 1 s on another', async () => {
    const { client, listing, agencySlug } = await ownerWithListing();
    const path = `/l/${listing.slug}`;
    // Both instances have it stored.
    expect((await page(a, path)).html).toContain('Piso luminoso en Chamberí');
    expect((await page(b, path)).html).toContain('Piso luminoso en Chamberí');
    // Stored on both (a change logged by the listing's own creation may drop a copy a moment, and
    // the page is rendered again in the background).
    await expect.poll(() => a.deps.pages.store.peek(`es ${path}`)).toBeDefined();
    await expect.poll(() => b.deps.pages.store.peek(`es ${path}`)).toBeDefined();
    expect((await page(b, `/agency/${agencySlug}`)).html).toContain('Piso luminoso en Chamberí');

    const edit = await client.request(`/api/listings/${listing.id}`, {
      method: 'PUT',
      json: { ...LISTING, title: 'Ático reformado con terraza' },
    });
    expect(edit.status).toBe(200);
    // The instance that took the edit read the change log before answering.
    expect((await page(a, path)).html).toContain('Ático reformado con terraza');
    expect(await eventually(b, path, (p) => p.html.includes('Ático reformado con terraza'), 1000)).toBe(true);
    // The agency page lists it: it changed too.
    expect(
      await eventually(
        b,
        `/agency/${agencySlug}`,
        (p) => p.html.includes('Ático reformado con terraza'),
        1000,
      ),
    ).toBe(true);

    // Unpublished: gone from both.
    const draft = await client.request(`/api/listings/${listing.id}`, {
      method: 'PUT',
      json: { ...LISTING, title: 'Ático reformado con terraza', published: false },
    });
    expect(draft.status).toBe(200);
    expect((await page(a, path)).status).toBe(404);
    expect(await eventually(b, path, (p) => p.status === 404, 1000)).toBe(true);
  });

  it('show a change made straight in the database (a job, a plan change) on every instance', async () => {
    const { listing, agencyId } = await ownerWithListing();
    const path = `/l/${listing.slug}`;
    expect((await page(a, path)).html).toContain('Inmobiliaria Sol');
    expect((await page(b, path)).html).toContain('Inmobiliaria Sol');
    const { agencies } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await a.db.update(agencies).set({ name: 'Fincas Luna' }).where(eq(agencies.id, agencyId));
    for (const t of [a, b]) {
      expect(await eventually(t, path, (p) => p.html.includes('Fincas Luna'), 1000)).toBe(true);
    }
  });
});

describe('a fresh instance', () => {
  it('stores every published listing and agency page ahead, drafts left out', async () => {
    const { client, listing, agencySlug } = await ownerWithListing();
    const draft = (await (await client.post('/api/listings', { ...LISTING, published: false })).json()) as {
      listing: { slug: string };
    };
    b.deps.pages.store.clearAll();
    expect(await warmPages(b.app, b.deps)).toBeGreaterThanOrEqual(2);
    // (A change logged by the draft's creation, read meanwhile, drops them a moment: rendered again.)
    await expect.poll(() => b.deps.pages.store.peek(`es /l/${listing.slug}`)).toMatchObject({ status: 200 });
    await expect
      .poll(() => b.deps.pages.store.peek(`es /agency/${agencySlug}`))
      .toMatchObject({ status: 200 });
    expect(b.deps.pages.store.peek(`es /l/${draft.listing.slug}`)).toBeUndefined();
  });
});

describe('the fast path in front of the app', () => {
  let server: { url: string; close(): Promise<void> };
  let appCalls = 0;
  beforeAll(async () => {
    const http = await serveApp(
      {
        fetch: (req: Request, ...rest: unknown[]) => {
          appCalls++;
          return (a.app.fetch as (r: Request, ...x: unknown[]) => Response | Promise<Response>)(req, ...rest);
        },
      } as Pick<TestApp['app'], 'fetch'>,
      a.deps,
      { port: 0, hostname: '127.0.0.1' },
    );
    await new Promise<void>((resolve) =>
      http.listening ? resolve() : http.once('listening', () => resolve()),
    );
    const { port } = http.address() as AddressInfo;
    server = {
      url: `http://127.0.0.1:${port}`,
      close: () => new Promise((resolve) => http.close(() => resolve())),
    };
  });
  afterAll(() => server?.close());

  interface Answer {
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }
  /** A request as a browser on the canonical host sends it (node:http: fetch would not send our Host). */
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const req = request(`${server.url}${path}`, {
        method,
        headers: { host: new URL(TEST_ORIGIN).host, ...headers },
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  /** Every header but the two that differ per answer. */
  const headersOf = (res: Answer) => {
    const { date: _date, 'x-request-id': _id, ...rest } = res.headers;
    return rest;
  };

  it('answers a stored page with the same bytes and the very same headers as the app', async () => {
    const { client, listing } = await ownerWithListing();
    const cases: [string, Record<string, string>][] = [
      [`/l/${listing.slug}`, {}],
      [`/l/${listing.slug}`, { 'accept-encoding': 'gzip' }],
      [`/l/${listing.slug}`, { 'accept-encoding': 'gzip, deflate, br' }],
      [`/l/${listing.slug}`, { 'accept-encoding': 'br', 'accept-language': 'en-GB,en;q=0.9' }],
      [`/l/${listing.slug}?lang=en&utm_source=qr`, { 'accept-encoding': 'br' }],
      ['/l/no-existe-aqui', { 'accept-encoding': 'gzip' }],
    ];
    for (const [path, headers] of cases) {
      a.deps.pages.store.clearAll();
      const before = appCalls;
      const fromApp = await get(path, headers);
      expect(appCalls, `${path} first asked: the app renders and stores it`).toBe(before + 1);
      const fromStore = await get(path, headers);
      expect(appCalls, `${path} asked again: answered before the app`).toBe(before + 1);
      expect(fromStore.status).toBe(fromApp.status);
      expect(headersOf(fromStore), path).toEqual(headersOf(fromApp));
      expect(fromStore.body.equals(fromApp.body), path).toBe(true);
      expect(fromStore.headers['x-request-id']).toMatch(/^[\w-]+$/);
    }
    // Security headers included (read from the app's own middleware, never copied).
    const res = await get(`/l/${listing.slug}`);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    // A returning visitor: 304 from the store, with the headers of the app's 304.
    const etag = res.headers.etag as string;
    const appNotModified = await get(`/l/${listing.slug}`, { 'if-none-match': etag, host: '127.0.0.1:9' });
    expect(appNotModified.status).toBe(302);
    const before = appCalls;
    const notModified = await get(`/l/${listing.slug}`, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(appCalls).toBe(before);
    const viaApp = await a.app.request(`/l/${listing.slug}`, { headers: { 'if-none-match': etag } });
    expect(viaApp.status).toBe(304);
    for (const name of ['etag', 'cache-control', 'vary', 'content-security-policy', 'x-frame-options'])
      expect(notModified.headers[name], name).toBe(viaApp.headers.get(name));

    // An edit replaces the stored page: the headers made for the old one are not sent with the new.
    const gzip = { 'accept-encoding': 'gzip' };
    const old = await get(`/l/${listing.slug}`, gzip);
    const edit = await client.request(`/api/listings/${listing.id}`, {
      method: 'PUT',
      json: { ...LISTING, title: 'Ático reformado con terraza y trastero' },
    });
    expect(edit.status).toBe(200);
    await get(`/l/${listing.slug}`, gzip);
    const before2 = appCalls;
    const edited = await get(`/l/${listing.slug}`, gzip);
    expect(appCalls).toBe(before2);
    expect(edited.headers.etag).not.toBe(old.headers.etag);
    expect(Number(edited.headers['content-length'])).toBe(edited.body.length);
    expect(gunzipSync(edited.body).toString()).toContain('Ático reformado con terraza y trastero');
  });

  it('leaves every other request to the app: other hosts, trailing slashes, escapes, HEAD', async () => {
    const { listing } = await ownerWithListing();
    await get(`/l/${listing.slug}`);
    for (const [path, headers, method] of [
      [`/l/${listing.slug}`, { host: '127.0.0.1:9' }, 'GET'],
      [`/l/${listing.slug}/`, {}, 'GET'],
      [`/l/${listing.slug.replace('-', '%2D')}`, {}, 'GET'],
      [`/l/${listing.slug}`, {}, 'HEAD'],
    ] as [string, Record<string, string>, string][]) {
      const before = appCalls;
      const res = await get(path, headers, method);
      expect(appCalls, path).toBe(before + 1);
      expect(res.status, path).toBeLessThan(500);
    }
    // The other host is sent to the canonical one, as the app does.
    expect((await get(`/l/${listing.slug}`, { host: '127.0.0.1:9' })).status).toBe(302);
  });
});

describe('Cache-Control', () => {
  it('never lets a shared cache keep a member’s API answers; public data keeps its own', async () => {
    const { client } = await ownerWithListing();
    for (const path of ['/api/me', '/api/listings']) {
      const res = await client.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
    const plans = await a.app.request('/api/plans');
    expect(plans.headers.get('cache-control')).toBe('public, max-age=60');
  });
});
