import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListingRow,
  insertLeads,
  insertScanVisits,
  USER_AGENTS,
} from '../../../../test/support/activity';
import { makeJpeg } from '../../../../test/support/images';
import { uploadPhoto } from '../../../../test/support/listings';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import type { AnalyticsReport, DashboardSummary } from '../../../shared/analytics';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 3600_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

type Owner = Awaited<ReturnType<typeof signedInOwner>>;
const summaryOf = async (o: Owner) => {
  await t.deps.pages.views.flush();
  const res = await o.client.get('/api/dashboard/summary');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return (await res.json()) as DashboardSummary;
};
const reportOf = async (o: Owner, range?: string) => {
  await t.deps.pages.views.flush();
  const res = await o.client.get(`/api/analytics${range ? `?range=${range}` : ''}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AnalyticsReport;
};

describe('GET /api/dashboard/summary and /api/analytics', () => {
  it('need a session', async () => {
    for (const path of ['/api/dashboard/summary', '/api/analytics?range=week']) {
      const res = await t.client().get(path);
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe('unauthorized');
    }
  });

  it('refuse an unknown range, and default to Mes', async () => {
    const owner = await signedInOwner(t);
    const res = await owner.client.get('/api/analytics?range=decade');
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe('Periodo no válido: usa week, month o year.');
    expect((await reportOf(owner)).range.key).toBe('month');
  });

  it('a new agency: zeros, no listings, six empty months', async () => {
    const owner = await signedInOwner(t);
    expect(await summaryOf(owner)).toEqual({
      kpis: { activeListings: 0, totalViews: 0, qrSharePct: 0, totalLeads: 0, conversionPct: 0 },
      listingCount: 0,
      recentListings: [],
    });
    const r = await reportOf(owner, 'year');
    expect(r.kpis).toEqual({ views: 0, qrSharePct: 0, leads: 0, conversionPct: 0, publishedListings: 0 });
    expect(r.monthly.map((m) => m.views + m.leads)).toEqual([0, 0, 0, 0, 0, 0]);
    expect([r.topListings, r.topStyles!]).toEqual([[], []]);
  });

  it('count real scans (/q/…) and leads (the microsite form) as they happen', async () => {
    const owner = await signedInOwner(t);
    const created = await owner.client.post('/api/listings', {
      energyStatus: 'in_progress',
      title: 'Piso en Lavapiés',
      city: 'Madrid',
    });
    const { listing } = (await created.json()) as { listing: { id: string; slug: string; qrCode: string } };
    await uploadPhoto(owner.client, listing.id, await makeJpeg(800, 600, 200));
    const scan = (ua: string) => t.app.request(`/q/${listing.qrCode}`, { headers: { 'user-agent': ua } });
    await scan(USER_AGENTS.mobile);
    await scan(USER_AGENTS.mobile);
    await scan(USER_AGENTS.desktop);
    await scan('WhatsApp/2.24.8.85 A'); // a link preview, not a scan
    const lead = await t.client().post(
      `/api/public/listings/${listing.slug}/leads`,
      {
        firstName: 'Lucía',
        lastName: 'García',
        email: 'lucia@example.es',
        consent: true,
        useCode: 'residencial',
        styleCode: 'nordic',
      },
      { 'user-agent': USER_AGENTS.mobile },
    );
    expect(lead.status).toBe(201);

    // Three scans by two people (the same phone twice) are two views, both through the code; the
    // lead comes from one of them.
    const summary = await summaryOf(owner);
    expect(summary.kpis).toEqual({
      activeListings: 1,
      totalViews: 2,
      qrSharePct: 100,
      totalLeads: 1,
      conversionPct: 50,
    });
    expect(summary.listingCount).toBe(1);
    expect(summary.recentListings).toHaveLength(1);
    expect(summary.recentListings[0]).toMatchObject({
      id: listing.id,
      title: 'Piso en Lavapiés',
      published: true,
      photoCount: 1,
      kpis: { views: 2, leads: 1, conversionPct: 50 },
    });
    expect(summary.recentListings[0]?.coverPhotoUrl).toMatch(/^\/uploads\/.+\.webp$/);

    const week = await reportOf(owner, 'week');
    expect(week.kpis).toEqual({
      views: 2,
      qrSharePct: 100,
      leads: 1,
      conversionPct: 50,
      publishedListings: 1,
    });
    expect(week.devices!.slice(0, 3)).toEqual([
      { deviceClass: 'mobile', views: 1, leads: 1, conversionPct: 100 },
      { deviceClass: 'tablet', views: 0, leads: 0, conversionPct: 0 },
      { deviceClass: 'desktop', views: 1, leads: 0, conversionPct: 0 },
    ]);
    expect(week.topStyles).toEqual([
      { code: 'nordic', label: 'Nórdico', leads: 1, renders: 0, sharePct: 100 },
    ]);
    expect(week.topListings).toEqual([
      { id: listing.id, title: 'Piso en Lavapiés', published: true, views: 2, leads: 1, conversionPct: 50 },
    ]);
    expect(week.monthly.at(-1)).toMatchObject({ views: 2, leads: 1 });
  });

  it('Semana, Mes and Año give different figures; Home counts all time', async () => {
    const owner = await signedInOwner(t);
    const listing = await createListingRow(t.db, owner.agencyId, { title: 'Casa con jardín' });
    // 1 scan this week, 2 earlier this month, 4 earlier this year, 8 over a year ago.
    for (const [age, n] of [
      [2, 1],
      [15, 2],
      [100, 4],
      [400, 8],
    ] as const) {
      await insertScanVisits(t, listing, n, { at: daysAgo(age) });
      await insertLeads(t.db, listing, n, { at: daysAgo(age), style: 'boho' });
    }
    const figures = async (range: string) => {
      const r = await reportOf(owner, range);
      return [r.kpis.views, r.kpis.leads, r.topListings[0]?.views, r.topStyles![0]?.leads];
    };
    expect(await figures('week')).toEqual([1, 1, 1, 1]);
    expect(await figures('month')).toEqual([3, 3, 3, 3]);
    expect(await figures('year')).toEqual([7, 7, 7, 7]);
    expect((await summaryOf(owner)).kpis).toEqual({
      activeListings: 1,
      totalViews: 15,
      qrSharePct: 100,
      totalLeads: 15,
      conversionPct: 100,
    });
  });

  it('Home: active = published; the three newest listings, drafts included, with their figures', async () => {
    const owner = await signedInOwner(t);
    const titles = ['Primero', 'Segundo', 'Tercero', 'Cuarto'];
    for (const [i, title] of titles.entries()) {
      const l = await createListingRow(t.db, owner.agencyId, {
        title,
        published: i !== 2,
        createdAt: daysAgo(10 - i),
      });
      await insertScanVisits(t, l, i + 1);
    }
    const s = await summaryOf(owner);
    expect(s.kpis).toEqual({
      activeListings: 3,
      totalViews: 10,
      qrSharePct: 100,
      totalLeads: 0,
      conversionPct: 0,
    });
    expect(s.listingCount).toBe(4);
    expect(s.recentListings.map((l) => [l.title, l.published, l.kpis.views])).toEqual([
      ['Cuarto', true, 4],
      ['Tercero', false, 3],
      ['Segundo', true, 2],
    ]);
  });

  it('each agency sees only its own figures', async () => {
    const a = await signedInOwner(t);
    const b = await signedInOwner(t);
    const la = await createListingRow(t.db, a.agencyId, { title: 'Piso de A' });
    const lb = await createListingRow(t.db, b.agencyId, { title: 'Piso de B' });
    await insertScanVisits(t, la, 4, { device: 'tablet' });
    await insertLeads(t.db, la, 1, { style: 'industrial' });
    await insertScanVisits(t, lb, 30, { device: 'desktop' });
    await insertLeads(t.db, lb, 10, { style: 'boho', device: 'desktop' });

    for (const [owner, own, views, leads, style] of [
      [a, 'Piso de A', 4, 1, 'industrial'],
      [b, 'Piso de B', 30, 10, 'boho'],
    ] as const) {
      const s = await summaryOf(owner);
      expect(s.kpis).toMatchObject({ activeListings: 1, totalViews: views, totalLeads: leads });
      expect(s.recentListings.map((l) => l.title)).toEqual([own]);
      for (const range of ['week', 'month', 'year']) {
        const r = await reportOf(owner, range);
        expect(r.kpis).toMatchObject({ views, leads, publishedListings: 1 });
        expect(r.topListings.map((l) => l.title)).toEqual([own]);
        expect(r.topStyles!.map((x) => x.code)).toEqual([style]);
        expect(r.devices!.reduce((n, d) => n + d.views, 0)).toBe(views);
        expect(r.monthly.reduce((n, m) => n + m.leads, 0)).toBe(leads);
      }
    }
  });
});
