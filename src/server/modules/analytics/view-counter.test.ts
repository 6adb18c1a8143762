import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_AGENTS } from '../../../../test/support/activity';
import { createTestApp, signedInOwner, TEST_ORIGIN, type TestApp } from '../../../../test/support/test-app';
import type { DashboardSummary } from '../../../shared/analytics';
import { serveApp } from '../../http-server';
import { warmPages } from '../microsite/warm-pages';
import { createViewCounter } from './view-counter';

// One instance stores pages (so the fast path in front of the app answers them); the other, on the
// same database, is a second instance of the same deployment.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp({ env: { MICROSITE_CACHE_MS: '60000' } });
  b = await createTestApp({ sameDatabaseAs: a });
});
afterAll(async () => {
  await b?.deps.jobs.stop();
  await b?.deps.pages.stop();
  await a?.close();
});

const PHONE_2 =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

async function ownerWithListing(title = 'Piso reformado con terraza en Chamberí') {
  const owner = await signedInOwner(a);
  const res = await owner.client.post('/api/listings', {
    energyStatus: 'in_progress',
    title,
    price: '350000',
    city: 'Madrid',
    published: true,
  });
  expect(res.status).toBe(201);
  const { listing } = (await res.json()) as { listing: { id: string; slug: string; qrCode: string } };
  return { ...owner, listing };
}

const get = (t: TestApp, path: string, headers: Record<string, string>) =>
  t.app.request(`${TEST_ORIGIN}${path}`, { headers });

async function summaryOf(owner: Awaited<ReturnType<typeof ownerWithListing>>) {
  await a.deps.pages.views.flush();
  await b.deps.pages.views.flush();
  const res = await owner.client.get('/api/dashboard/summary');
  return ((await res.json()) as DashboardSummary).kpis;
}

describe('microsite views', () => {
  it('one per visitor, listing and day; bots and the agency’s own members are not visitors', async () => {
    const owner = await ownerWithListing();
    const path = `/l/${owner.listing.slug}`;
    for (let i = 0; i < 3; i++)
      expect((await get(a, path, { 'user-agent': USER_AGENTS.mobile })).status).toBe(200);
    await get(a, path, { 'user-agent': USER_AGENTS.desktop });
    // The same person on the second instance, and asking for the page's data: still one view each.
    await get(b, path, { 'user-agent': USER_AGENTS.mobile });
    await get(b, `/api/public/listings/${owner.listing.slug}?lang=es`, { 'user-agent': USER_AGENTS.desktop });
    await get(a, path, { 'user-agent': 'WhatsApp/2.24.8.85 A' });
    await get(a, path, {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    await get(a, path, {
      'user-agent': PHONE_2,
      cookie: 'theme=light; __Secure-better-auth.session_token=abc.def',
    });
    // Nor is the server warming its stored pages at start.
    await warmPages(a.app, a.deps);
    const kpis = await summaryOf(owner);
    expect(kpis.totalViews).toBe(2);
    expect(kpis.qrSharePct).toBe(0);

    // The listing's card counts the same.
    const cards = (await (await owner.client.get('/api/listings')).json()) as {
      listings: { id: string; kpis: { views: number } }[];
    };
    expect(cards.listings.find((l) => l.id === owner.listing.id)?.kpis.views).toBe(2);
  });

  it('the office case: 3 scans and 4 leads give 4 views, 75 % from the QR, conversion 100 % (not 133 %)', async () => {
    const owner = await ownerWithListing('Ático en Malasaña');
    const people = [USER_AGENTS.mobile, USER_AGENTS.tablet, USER_AGENTS.desktop, PHONE_2];
    for (const ua of people.slice(0, 3)) {
      const scan = await get(a, `/q/${owner.listing.qrCode}`, { 'user-agent': ua });
      expect(scan.status).toBe(302);
      // The page the code opens: the same visitor, one view.
      expect((await get(a, `/l/${owner.listing.slug}`, { 'user-agent': ua })).status).toBe(200);
    }
    // Four people send the form, one of them without having scanned (a page kept by the browser).
    for (const [i, ua] of people.entries()) {
      const res = await a.app.request(`${TEST_ORIGIN}/api/public/listings/${owner.listing.slug}/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': ua, origin: TEST_ORIGIN },
        body: JSON.stringify({
          firstName: `Persona ${i}`,
          lastName: 'García',
          email: `persona-${i}@example.es`,
          consent: true,
        }),
      });
      expect(res.status).toBe(201);
    }
    const kpis = await summaryOf(owner);
    expect(kpis).toMatchObject({ totalViews: 4, totalLeads: 4, conversionPct: 100, qrSharePct: 75 });

    const report = (await (await owner.client.get('/api/analytics?range=week')).json()) as {
      kpis: { views: number; leads: number; conversionPct: number; qrSharePct: number };
    };
    expect(report.kpis).toMatchObject({ views: 4, leads: 4, conversionPct: 100, qrSharePct: 75 });
  });

  it('the fast path in front of the app counts the pages it answers', async () => {
    const owner = await ownerWithListing('Estudio en Lavapiés');
    const http = await serveApp(a.app, a.deps, { port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) =>
      http.listening ? resolve() : http.once('listening', () => resolve()),
    );
    const { port } = http.address() as AddressInfo;
    try {
      const fetchPage = (ua: string) =>
        new Promise<number>((resolve, reject) => {
          const req = request(
            {
              port,
              host: '127.0.0.1',
              path: `/l/${owner.listing.slug}`,
              headers: { 'user-agent': ua, host: new URL(TEST_ORIGIN).host },
            },
            (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode ?? 0));
            },
          );
          req.on('error', reject);
          req.end();
        });
      // The first is rendered by the app and stored; the others come from the store.
      expect(await fetchPage(USER_AGENTS.mobile)).toBe(200);
      await fetchPage(USER_AGENTS.desktop);
      await fetchPage(USER_AGENTS.desktop);
      await fetchPage(PHONE_2);
      expect((await summaryOf(owner)).totalViews).toBe(3);
    } finally {
      await new Promise((resolve) => http.close(resolve));
    }
  });

  it('keeps no address: a daily salt, forgotten with the day’s visitor hashes once the day is over', async () => {
    const owner = await ownerWithListing('Local en Chamberí');
    const listing = { listingId: owner.listing.id, agencyId: owner.agencyId };
    let clock = Date.now();
    const counter = createViewCounter({ db: a.db, logger: a.deps.logger, flushMs: 0, now: () => clock });
    const viewer = { address: '203.0.113.77', userAgent: USER_AGENTS.mobile };
    const rows = async () =>
      (
        (await a.db.execute(
          sql`select day::text, visitor, qr from view_visitors where listing_id = ${owner.listing.id}`,
        )) as unknown as { rows: { day: string; visitor: string }[] }
      ).rows;
    counter.record(listing, viewer);
    await counter.flush();
    const today = await rows();
    expect(today).toHaveLength(1);
    // A hash: neither the address nor the browser can be read back, and no other column holds them.
    expect(JSON.stringify(today)).not.toMatch(/203\.0|iPhone|Mozilla/);

    // Tomorrow the same person is a new visitor (another salt); the first write of the day forgets
    // yesterday's hashes and salt, and both days keep their view in the figures.
    clock += 24 * 3600_000;
    counter.record(listing, viewer);
    await counter.flush();
    const tomorrow = await rows();
    expect(tomorrow).toHaveLength(1);
    expect(tomorrow[0]!.day > today[0]!.day).toBe(true);
    expect(tomorrow[0]!.visitor).not.toBe(today[0]!.visitor);
    const salts = (await a.db.execute(sql`select day::text as day from view_salts`)) as unknown as {
      rows: { day: string }[];
    };
    expect(salts.rows.map((r) => r.day)).toEqual([tomorrow[0]!.day]);
    await counter.stop();
    const stats = (await a.db.execute(
      sql`select sum(views)::int as views from daily_listing_stats where listing_id = ${owner.listing.id}`,
    )) as unknown as { rows: { views: number }[] };
    expect(stats.rows[0]!.views).toBe(2);
  });

  it('a restarted instance does not count today’s visitors again', async () => {
    const owner = await ownerWithListing('Chalet en Pozuelo');
    const listing = { listingId: owner.listing.id, agencyId: owner.agencyId };
    const viewer = { address: '203.0.113.9', userAgent: PHONE_2 };
    const first = createViewCounter({ db: a.db, logger: a.deps.logger, flushMs: 0 });
    first.record(listing, viewer);
    await first.stop();
    const second = createViewCounter({ db: a.db, logger: a.deps.logger, flushMs: 0 });
    second.record(listing, viewer);
    second.record(listing, { ...viewer, address: '203.0.113.10' });
    await second.stop();
    expect((await summaryOf(owner)).totalViews).toBe(2);
  });
});
