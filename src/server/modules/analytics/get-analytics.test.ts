import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListingRow, insertLeads, insertScanVisits } from '../../../../test/support/activity';
import { createAgency } from '../../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { getAnalytics } from './get-analytics';

// Sunday 15 June 2025, 12:00 in Madrid.
const NOW = new Date('2025-06-15T10:00:00Z');
const at = (iso: string) => new Date(iso);

let t: TestApp;
let agencyId: string;
let l1: { id: string; agencyId: string; title: string };
let l2: typeof l1;
let l3: typeof l1;

/** Known activity of one agency (figures worked out by hand in the expectations). */
beforeAll(async () => {
  t = await createTestApp();
  const { agency } = await createAgency(t.db, { name: 'Inmobiliaria Norte' });
  agencyId = agency.id;
  l1 = await createListingRow(t.db, agencyId, { title: 'Ático en Chamberí' });
  l2 = await createListingRow(t.db, agencyId, { title: 'Bajo con patio' });
  l3 = await createListingRow(t.db, agencyId, { title: 'Chalet en la sierra', published: false });
  await createListingRow(t.db, agencyId, { title: 'Local sin visitas' });

  await insertScanVisits(t, l1, 5, { at: at('2025-06-14T12:00:00Z'), device: 'mobile' });
  await insertScanVisits(t, l1, 3, { at: at('2025-06-01T12:00:00Z'), device: 'desktop' });
  await insertScanVisits(t, l1, 10, { at: at('2025-02-10T12:00:00Z'), device: 'tablet' });
  await insertScanVisits(t, l1, 7, { at: at('2024-05-01T12:00:00Z'), device: 'mobile' });
  await insertLeads(t.db, l1, 2, { at: at('2025-06-14T12:00:00Z'), device: 'mobile', style: 'nordic' });
  await insertLeads(t.db, l1, 1, { at: at('2025-06-01T12:00:00Z'), device: 'desktop', style: 'boho' });
  await insertLeads(t.db, l1, 1, { at: at('2025-02-10T12:00:00Z'), device: 'tablet', style: 'nordic' });
  await insertLeads(t.db, l1, 2, { at: at('2024-12-01T12:00:00Z'), style: 'minimalist' });
  await insertLeads(t.db, l1, 1, { at: at('2024-12-01T12:00:00Z'), style: 'classic' });

  await insertScanVisits(t, l2, 4, { at: at('2025-06-13T12:00:00Z'), device: 'mobile' });
  // 00:30 on 1 April in Madrid, still 31 March in UTC.
  await insertScanVisits(t, l2, 1, { at: at('2025-03-31T22:30:00Z'), device: 'desktop' });
  // 00:30 on 9 June in Madrid: the first day of the week; 23:30 on 8 June: the day before.
  await insertScanVisits(t, l2, 1, { at: at('2025-06-08T22:30:00Z'), device: 'desktop' });
  await insertScanVisits(t, l2, 1, { at: at('2025-06-08T21:30:00Z'), device: 'desktop' });
  await insertLeads(t.db, l2, 3, {
    at: at('2025-06-13T12:00:00Z'),
    style: 'industrial',
    useCode: 'comercial',
  });
  await insertLeads(t.db, l2, 1, { at: at('2025-06-14T12:00:00Z') });

  await insertScanVisits(t, l3, 2, { at: at('2025-05-20T12:00:00Z'), device: 'other' });

  // Another agency's activity, on the same days, is never counted.
  const other = await createAgency(t.db, { name: 'Otra Agencia' });
  const theirs = await createListingRow(t.db, other.agency.id, { title: 'Piso de otra agencia' });
  await insertScanVisits(t, theirs, 50, { at: at('2025-06-14T12:00:00Z') });
  await insertLeads(t.db, theirs, 20, { at: at('2025-06-14T12:00:00Z'), style: 'boho' });
});
afterAll(() => t.close());

const report = (range: 'week' | 'month' | 'year', now = NOW) =>
  getAnalytics({ db: t.db, agencyId, range, now });
const device = (deviceClass: string, views: number, leads: number, conversionPct: number) => ({
  deviceClass,
  views,
  leads,
  conversionPct,
});

describe('getAnalytics', () => {
  it('Semana: the last 7 days in Madrid, today included', async () => {
    const r = await report('week');
    expect(r.range).toEqual({ key: 'week', from: '2025-06-09', to: '2025-06-15' });
    expect(r.kpis).toEqual({ views: 10, qrSharePct: 100, leads: 6, conversionPct: 60, publishedListings: 3 });
    expect(r.topListings).toEqual([
      { id: l2.id, title: 'Bajo con patio', published: true, views: 5, leads: 4, conversionPct: 80 },
      { id: l1.id, title: 'Ático en Chamberí', published: true, views: 5, leads: 2, conversionPct: 40 },
    ]);
    expect(r.topStyles!).toEqual([
      { code: 'industrial', label: 'Industrial', leads: 3, renders: 0, sharePct: 60 },
      { code: 'nordic', label: 'Nórdico', leads: 2, renders: 0, sharePct: 40 },
    ]);
    expect(r.devices!).toEqual([
      device('mobile', 9, 6, 66.7),
      device('tablet', 0, 0, 0),
      device('desktop', 1, 0, 0),
      device('other', 0, 0, 0),
    ]);
  });

  it('Mes: the last 30 days', async () => {
    const r = await report('month');
    expect(r.range).toEqual({ key: 'month', from: '2025-05-17', to: '2025-06-15' });
    expect(r.kpis).toEqual({
      views: 16,
      qrSharePct: 100,
      leads: 7,
      conversionPct: 43.8,
      publishedListings: 3,
    });
    expect(r.topListings.map((l) => [l.title, l.leads, l.views])).toEqual([
      ['Bajo con patio', 4, 6],
      ['Ático en Chamberí', 3, 8],
      ['Chalet en la sierra', 0, 2],
    ]);
    expect(r.topListings[2]?.published).toBe(false);
    expect(r.topStyles!.map((s) => [s.label, s.leads, s.sharePct])).toEqual([
      ['Industrial', 3, 50],
      ['Nórdico', 2, 33.3],
      ['Boho', 1, 16.7],
    ]);
    expect(r.devices!).toEqual([
      device('mobile', 9, 6, 66.7),
      device('tablet', 0, 0, 0),
      device('desktop', 5, 1, 20),
      device('other', 2, 0, 0),
    ]);
  });

  it('Año: the last 365 days; top 3 listings by leads then views, top 4 styles', async () => {
    const r = await report('year');
    expect(r.range).toEqual({ key: 'year', from: '2024-06-16', to: '2025-06-15' });
    expect(r.kpis).toEqual({
      views: 27,
      qrSharePct: 100,
      leads: 11,
      conversionPct: 40.7,
      publishedListings: 3,
    });
    expect(r.topListings.map((l) => [l.title, l.leads, l.views, l.conversionPct])).toEqual([
      ['Ático en Chamberí', 7, 18, 38.9],
      ['Bajo con patio', 4, 7, 57.1],
      ['Chalet en la sierra', 0, 2, 0],
    ]);
    // Ties by label; 'Clásico' (1) is the fifth and left out.
    expect(r.topStyles!.map((s) => [s.label, s.leads, s.sharePct])).toEqual([
      ['Industrial', 3, 30],
      ['Nórdico', 3, 30],
      ['Minimalista', 2, 20],
      ['Boho', 1, 10],
    ]);
    expect(r.devices!).toEqual([
      device('mobile', 9, 9, 100),
      device('tablet', 10, 1, 10),
      device('desktop', 6, 1, 16.7),
      device('other', 2, 0, 0),
    ]);
  });

  it('the chart: the last 6 months by Madrid month, empty months as zeros, whatever the range', async () => {
    const expected = [
      { month: '2025-01', views: 0, leads: 0 },
      { month: '2025-02', views: 10, leads: 1 },
      { month: '2025-03', views: 0, leads: 0 },
      { month: '2025-04', views: 1, leads: 0 },
      { month: '2025-05', views: 2, leads: 0 },
      { month: '2025-06', views: 14, leads: 7 },
    ];
    for (const range of ['week', 'month', 'year'] as const) {
      expect((await report(range)).monthly).toEqual(expected);
    }
  });

  it('follows the calendar in Spain: past 22:00 UTC in summer it is already tomorrow', async () => {
    const r = await report('week', new Date('2025-06-15T22:30:00Z'));
    expect(r.range).toEqual({ key: 'week', from: '2025-06-10', to: '2025-06-16' });
    // The scan of 00:30 on 9 June has left the week.
    expect(r.kpis.views).toBe(9);
  });

  it('a month later, the chart moves on and older months drop out', async () => {
    const r = await report('year', new Date('2025-08-01T10:00:00Z'));
    expect(r.monthly.map((m) => m.month)).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
    ]);
    expect(r.monthly.map((m) => m.views)).toEqual([0, 1, 2, 14, 0, 0]);
  });

  it('a new agency: zeros everywhere, the four device classes, no top lists', async () => {
    const { agency } = await createAgency(t.db);
    const r = await getAnalytics({ db: t.db, agencyId: agency.id, range: 'year', now: NOW });
    expect(r.kpis).toEqual({ views: 0, qrSharePct: 0, leads: 0, conversionPct: 0, publishedListings: 0 });
    expect(r.monthly).toHaveLength(6);
    expect(r.monthly.every((m) => m.views === 0 && m.leads === 0)).toBe(true);
    expect(r.topListings).toEqual([]);
    expect(r.topStyles!).toEqual([]);
    expect(r.devices!.map((d) => [d.deviceClass, d.views, d.leads])).toEqual([
      ['mobile', 0, 0],
      ['tablet', 0, 0],
      ['desktop', 0, 0],
      ['other', 0, 0],
    ]);
  });
});
