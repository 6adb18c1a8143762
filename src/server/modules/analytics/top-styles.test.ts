import { afterEach, describe, expect, it } from 'vitest';
import { createListingRow, insertLeads, insertRender } from '../../../../test/support/activity';
import { createAgency } from '../../../../test/support/factories';
import { generate, ownerWithPhotos, renderBody, stagingApp } from '../../../../test/support/staging';
import type { TestApp } from '../../../../test/support/test-app';
import type { AnalyticsRange, AnalyticsReport } from '../../../shared/analytics';
import type { RenderStatus } from '../../../shared/staging';
import { getAnalytics } from './get-analytics';

// Sunday 15 June 2025, 12:00 in Madrid: the week is 9–15 June.
const NOW = new Date('2025-06-15T10:00:00Z');

let t: TestApp;
afterEach(() => t?.close());

/** One render row of a listing, ended at `completedAt`. */
const render = (
  listing: { id: string; agencyId: string },
  style: string,
  completedAt: string | null,
  status?: RenderStatus,
) => insertRender(t.db, listing, { style, completedAt: completedAt ? new Date(completedAt) : null, status });

const rows = (r: AnalyticsReport) => r.topStyles!.map((s) => [s.code, s.leads, s.renders, s.sharePct]);

describe('Estilos más populares: leads and completed renders', () => {
  it("counts the agency's renders completed in the range by Madrid day, beside the leads", async () => {
    t = await (await import('../../../../test/support/test-app')).createTestApp();
    const { agency } = await createAgency(t.db, { name: 'Inmobiliaria Norte' });
    const listing = await createListingRow(t.db, agency.id);
    await insertLeads(t.db, listing, 2, { at: new Date('2025-06-14T12:00:00Z'), style: 'nordic' });
    await insertLeads(t.db, listing, 1, { at: new Date('2025-06-10T12:00:00Z'), style: 'boho' });
    await render(listing, 'nordic', '2025-06-14T12:00:00Z');
    await render(listing, 'industrial', '2025-06-12T12:00:00Z');
    await render(listing, 'industrial', '2025-06-13T12:00:00Z');
    await render(listing, 'industrial', '2025-06-15T09:00:00Z');
    // 00:30 on 9 June in Madrid (in the week); 23:30 on 8 June (the day before: out).
    await render(listing, 'minimalist', '2025-06-08T22:30:00Z');
    await render(listing, 'classic', '2025-06-08T21:30:00Z');
    // Not completed, or completed and then deleted: not counted.
    await render(listing, 'boho', null, 'failed');
    await render(listing, 'boho', null, 'processing');
    await render(listing, 'boho', '2025-06-14T12:00:00Z', 'discarded');
    // Another agency's renders and leads, the same days, are never counted.
    const other = await createAgency(t.db, { name: 'Otra Agencia' });
    const theirs = await createListingRow(t.db, other.agency.id);
    for (let i = 0; i < 5; i++) await render(theirs, 'boho', '2025-06-14T12:00:00Z');
    await render(theirs, 'mediterranean', '2025-06-14T12:00:00Z');
    await insertLeads(t.db, theirs, 4, { at: new Date('2025-06-14T12:00:00Z'), style: 'mediterranean' });

    const report = (range: AnalyticsRange) =>
      getAnalytics({ db: t.db, agencyId: agency.id, range, now: NOW });
    // By leads, then renders: a style with renders only comes after those with leads.
    expect(rows(await report('week'))).toEqual([
      ['nordic', 2, 1, 66.7],
      ['boho', 1, 0, 33.3],
      ['industrial', 0, 3, 0],
      ['minimalist', 0, 1, 0],
    ]);
    expect((await report('week')).topStyles![2]).toMatchObject({ label: 'Industrial' });
    // The month also holds 8 June's render; the top stays at four.
    const month = await report('month');
    expect(month.topStyles!.map((s) => s.code)).toEqual(['nordic', 'boho', 'industrial', 'classic']);
    expect(month.topStyles!.at(-1)).toMatchObject({ leads: 0, renders: 1 });
  });

  it('GET /api/analytics shows a render made through the API, only to its own agency', async () => {
    const s = await stagingApp();
    t = s.t;
    const mine = await ownerWithPhotos(t);
    await generate(mine.client, mine.listing.id, renderBody(mine.photoIds[0]!));
    const theirs = await ownerWithPhotos(t);
    await generate(theirs.client, theirs.listing.id, renderBody(theirs.photoIds[0]!, { style: 'boho' }));
    await t.deps.jobs.drain();

    const week = await (await mine.client.get('/api/analytics?range=week')).json();
    expect(week.topStyles).toEqual([{ code: 'nordic', label: 'Nórdico', leads: 0, renders: 1, sharePct: 0 }]);
    const other = await (await theirs.client.get('/api/analytics?range=week')).json();
    expect(other.topStyles!.map((x: { code: string }) => x.code)).toEqual(['boho']);
  });
});
