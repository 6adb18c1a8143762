import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListingRow, insertLeads } from '../../../../test/support/activity';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import type { AnalyticsReport } from '../../../shared/analytics';
import type { VisitStatus } from '../../../shared/visits';
import { visits } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

type Owner = Awaited<ReturnType<typeof signedInOwner>>;
const funnelOf = async (o: Owner, range = 'week') => {
  const res = await o.client.get(`/api/analytics?range=${range}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as AnalyticsReport).visitFunnel;
};

/** An agency with one listing, one lead of it, and visits of that lead. */
async function agencyWithVisits(rows: { status: VisitStatus; createdAt: Date; start: Date }[]) {
  const owner = await signedInOwner(t);
  const listing = await createListingRow(t.db, owner.agencyId, { title: 'Piso en Ruzafa' });
  const [lead] = await insertLeads(t.db, { ...listing, agencyId: owner.agencyId }, 1);
  if (rows.length)
    await t.db.insert(visits).values(
      rows.map((r) => ({
        agencyId: owner.agencyId,
        listingId: listing.id,
        leadId: lead!.id,
        startAt: r.start,
        endAt: new Date(r.start.getTime() + HOUR / 2),
        status: r.status,
        uid: `visit-${randomUUID()}@test`,
        visitorName: 'Lucía García',
        manageTokenHash: randomUUID(),
        createdAt: r.createdAt,
      })),
    );
  return owner;
}

describe('Analíticas: from the microsite to the property', () => {
  it('counts visits booked in the range (not declined ones) and visits held in it (done, or confirmed and over)', async () => {
    const owner = await agencyWithVisits([
      // Booked 2 days ago, held yesterday and confirmed: booked and done.
      { status: 'confirmed', createdAt: ago(2 * DAY), start: ago(DAY) },
      // Marked done: booked and done.
      { status: 'done', createdAt: ago(3 * DAY), start: ago(2 * DAY) },
      // Confirmed for tomorrow: booked, not done yet.
      { status: 'confirmed', createdAt: ago(HOUR), start: new Date(Date.now() + DAY) },
      // Asked for and still waiting: booked.
      { status: 'requested', createdAt: ago(HOUR), start: new Date(Date.now() + 2 * DAY) },
      // Canceled by the visitor after booking: booked, never done.
      { status: 'canceled', createdAt: ago(DAY), start: new Date(Date.now() + DAY) },
      // Declined by the agency: not a booked visit.
      { status: 'declined', createdAt: ago(DAY), start: new Date(Date.now() + DAY) },
      // Booked two months ago and done then: outside the week, inside the year.
      { status: 'done', createdAt: ago(62 * DAY), start: ago(60 * DAY) },
    ]);
    const week = await funnelOf(owner);
    expect(week).toMatchObject({ booked: 5, done: 2 });
    expect(week.leads).toBeGreaterThanOrEqual(0);
    expect(await funnelOf(owner, 'year')).toMatchObject({ booked: 6, done: 3 });
  });

  it("never counts another agency's visits", async () => {
    await agencyWithVisits([{ status: 'done', createdAt: ago(DAY), start: ago(DAY) }]);
    const quiet = await agencyWithVisits([]);
    // Its own lead counts; none of the other agency's visits do.
    expect(await funnelOf(quiet)).toEqual({ views: 0, leads: 1, booked: 0, done: 0 });
  });
});
