import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAgentMember } from '../../../../test/support/agents';
import {
  createTestApp,
  signedInOwner,
  type TestApp,
  type TestClient,
} from '../../../../test/support/test-app';
import { everyDay } from '../../../../test/support/visits';
import { teamTexts } from '../../../shared/team';
import { bookingMessageIn } from '../../../shared/visit-booking';
import {
  type BookingResponse,
  type VisitView,
  visitApiTexts,
  visitsApi,
  visitTexts,
} from '../../../shared/visits';
import { leads, listings, visits } from '../../db/schema';
import { JOBS } from '../../jobs/job-types';
import { hashManageToken } from './visit-store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true', LEAD_LIMIT_PER_IP: '1000' } });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** An owner whose agency offers visits every day between `start` and `end`, and one published listing. */
async function agencyWithListing(opts: { start?: string; end?: string; published?: boolean } = {}) {
  const owner = await signedInOwner(t);
  const res = await owner.client.post('/api/listings', {
    energyStatus: 'in_progress',
    title: 'Piso en Chamberí',
    address: 'Calle de Fuencarral 100',
    city: 'Madrid',
    published: opts.published ?? true,
  });
  expect(res.status).toBe(201);
  const { listing } = (await res.json()) as { listing: { id: string; slug: string } };
  const saved = await owner.client.request(visitsApi.settings, {
    method: 'PUT',
    json: {
      scope: 'agency',
      weeklyHours: everyDay(opts.start ?? '09:00', opts.end ?? '20:00'),
      lengthMinutes: 30,
    },
  });
  expect(saved.status).toBe(200);
  return { ...owner, listing };
}

let lastIp = 0;
let ip = '';
beforeEach(() => {
  ip = `198.51.100.${++lastIp % 250}`;
});
const book = (slug: string, body: Record<string, unknown>, from = ip) =>
  t.client().post(visitsApi.bookOf(slug), body, { 'x-forwarded-for': from });
const slotsOf = async (slug: string) => {
  const res = await t.client().get(visitsApi.slotsOf(slug));
  expect(res.status).toBe(200);
  return (await res.json()) as { slots: string[]; lengthMinutes: number };
};
const visitor = { name: 'Lucía Pérez Gómez', email: 'Lucia@Example.es', phone: '', consent: true };
const visitsOf = (listingId: string) => t.db.select().from(visits).where(eq(visits.listingId, listingId));
const leadsOf = (listingId: string) => t.db.select().from(leads).where(eq(leads.listingId, listingId));

describe('booking a visit from the microsite', () => {
  it('books a free slot: one new lead and one visit, the token only as a hash, the slot no longer offered', async () => {
    const { listing } = await agencyWithListing();
    const sendJobs = vi.spyOn(t.deps.jobs, 'sendMany');
    const { slots, lengthMinutes } = await slotsOf(listing.slug);
    expect(lengthMinutes).toBe(30);
    expect(slots.length).toBeGreaterThan(100);
    const res = await book(listing.slug, { ...visitor, slot: slots[0] });
    expect(res.status).toBe(201);
    const body = (await res.json()) as BookingResponse;
    expect(body.visit).toMatchObject({ status: 'requested', start: slots[0], proposed: false });
    expect(new Date(body.visit.end).getTime() - new Date(body.visit.start).getTime()).toBe(30 * 60_000);
    expect(body.message).toBe(visitTexts.requested);
    const [lead] = await leadsOf(listing.id);
    expect(lead).toMatchObject({ firstName: 'Lucía', lastName: 'Pérez Gómez', email: 'lucia@example.es' });
    const [visit] = await visitsOf(listing.id);
    expect(visit).toMatchObject({ leadId: lead!.id, memberId: null, sequence: 0, status: 'requested' });
    expect(visit!.uid).toBe(`visit-${visit!.id}@localhost:3000`);
    expect(visit!.manageTokenHash).toBe(hashManageToken(body.manageToken));
    expect(visit!.manageTokenHash).not.toContain(body.manageToken);
    expect((await slotsOf(listing.slug)).slots).not.toContain(slots[0]);
    // Its lead is alerted as a lead form's is, with its e-mail and the reminders' sweep in one statement.
    expect(sendJobs).toHaveBeenCalledTimes(1);
    const [jobs] = sendJobs.mock.calls[0]!;
    expect(jobs.filter((j) => j.name === JOBS.leadAlert).map((j) => j.data)).toEqual([
      { leadIds: [lead!.id] },
    ]);
    expect(jobs.map((j) => j.name).sort()).toEqual(
      [JOBS.leadAlert, JOBS.visitMail, JOBS.visitReminders].sort(),
    );
    sendJobs.mockRestore();

    // The same person again (by phone this time, plus the e-mail): the same lead, a second visit.
    const again = await book(listing.slug, { ...visitor, phone: '600 111 222', slot: slots[1] });
    expect(again.status).toBe(201);
    expect(await leadsOf(listing.id)).toHaveLength(1);
    expect(await visitsOf(listing.id)).toHaveLength(2);
  });

  it('proposes a time outside the slots: stored as proposed by the visitor, holding no slot', async () => {
    const { listing } = await agencyWithListing({ start: '09:00', end: '10:00' });
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const res = await book(listing.slug, {
      ...visitor,
      email: '',
      phone: '+34 600 000 001',
      slot: 'other',
      proposed: `${inAWeek}T21:15`,
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as BookingResponse;
    expect(body.visit).toMatchObject({ status: 'requested', proposed: true });
    const [visit] = await visitsOf(listing.id);
    expect(visit).toMatchObject({ proposed: true, proposedBy: 'visitor', visitorPhone: '+34 600 000 001' });
    const [lead] = await leadsOf(listing.id);
    expect(lead).toMatchObject({ email: null, phone: '+34600000001' });
  });

  it('refuses each bad request with its Spanish message and stores nothing', async () => {
    const { listing } = await agencyWithListing({ start: '09:00', end: '14:00' });
    const other = await agencyWithListing({ start: '20:00', end: '22:00' });
    const { slots } = await slotsOf(listing.slug);
    const otherSlots = (await slotsOf(other.listing.slug)).slots;
    const first = new Date(slots[0]!);
    const cases: [Record<string, unknown>, number, string, string][] = [
      [
        { ...visitor, slot: new Date(first.getTime() - 7 * 86_400_000).toISOString() },
        422,
        'slot',
        visitTexts.slotPast,
      ],
      [
        { ...visitor, slot: new Date(first.getTime() + 60_000).toISOString() },
        422,
        'slot',
        visitTexts.slotInvalid,
      ],
      [{ ...visitor, slot: otherSlots[0] }, 422, 'slot', visitTexts.slotInvalid],
      [
        { ...visitor, slot: new Date(first.getTime() + 30 * 86_400_000).toISOString() },
        422,
        'slot',
        visitTexts.slotInvalid,
      ],
      [{ ...visitor, slot: 'mañana' }, 422, 'slot', visitTexts.slotInvalid],
      [{ ...visitor, slot: '' }, 422, 'slot', visitTexts.slotRequired],
      [{ ...visitor, slot: 'other', proposed: '2020-01-01T10:00' }, 422, 'proposed', visitTexts.proposedPast],
      [
        { ...visitor, slot: 'other', proposed: '2030-13-01T10:00' },
        422,
        'proposed',
        visitTexts.proposedInvalid,
      ],
      [
        { ...visitor, slot: 'other', proposed: '2099-01-01T10:00' },
        422,
        'proposed',
        visitApiTexts.proposedTooFar,
      ],
      [{ ...visitor, slot: slots[0], name: ' ' }, 422, 'name', visitTexts.nameRequired],
      [{ ...visitor, slot: slots[0], email: '' }, 422, 'email', visitTexts.contactRequired],
      [{ ...visitor, slot: slots[0], email: 'lucia@' }, 422, 'email', visitTexts.invalidEmail],
      [{ ...visitor, slot: slots[0], phone: '12' }, 422, 'phone', visitTexts.invalidPhone],
      [{ ...visitor, slot: slots[0], consent: false }, 422, 'consent', visitTexts.consentRequired],
    ];
    for (const [body, status, field, message] of cases) {
      const res = await book(listing.slug, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect((await res.json()).error.fields[field], JSON.stringify(body)).toBe(message);
    }
    // A taken slot: 409 with its message.
    expect((await book(listing.slug, { ...visitor, slot: slots[0] })).status).toBe(201);
    const taken = await book(listing.slug, { ...visitor, email: 'otra@example.es', slot: slots[0] });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.message).toBe(visitTexts.slotTaken);
    expect(await visitsOf(listing.id)).toHaveLength(1);
    expect(await leadsOf(listing.id)).toHaveLength(1);
    expect(await visitsOf(other.listing.id)).toHaveLength(0);
  });

  it('answers a booking from the English page in English, its refusals too', async () => {
    const { listing } = await agencyWithListing();
    const { slots } = await slotsOf(listing.slug);
    const res = await book(listing.slug, { ...visitor, slot: slots[1], lang: 'en' });
    expect(res.status).toBe(201);
    expect(((await res.json()) as BookingResponse).message).toBe(
      bookingMessageIn('en', visitTexts.requested),
    );
    expect(bookingMessageIn('en', visitTexts.requested)).toMatch(/^Request sent/);
    const taken = await book(listing.slug, {
      ...visitor,
      email: 'otro@example.es',
      slot: slots[1],
      lang: 'en',
    });
    expect(taken.status).toBe(409);
    const { error } = (await taken.json()) as { error: { message: string; fields: Record<string, string> } };
    expect(error.message).toBe(bookingMessageIn('en', visitTexts.slotTaken));
    expect(error.message).not.toBe(visitTexts.slotTaken);
    expect(error.fields.slot).toBe(error.message);
  });

  it('answers a honeypot request like a real one and stores nothing', async () => {
    const { listing } = await agencyWithListing();
    const { slots } = await slotsOf(listing.slug);
    const res = await book(listing.slug, { ...visitor, slot: slots[0], website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect((await res.json()).message).toBe(visitTexts.requested);
    expect(await visitsOf(listing.id)).toHaveLength(0);
    expect(await leadsOf(listing.id)).toHaveLength(0);
  });

  it('lets exactly one of ten simultaneous requests take a slot', async () => {
    const { listing } = await agencyWithListing();
    const { slots } = await slotsOf(listing.slug);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        book(listing.slug, { ...visitor, email: `v${i}@example.es`, slot: slots[3] }, `192.0.2.${i + 1}`),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    expect(await visitsOf(listing.id)).toHaveLength(1);
    // The refused ones left no lead behind.
    expect(await leadsOf(listing.id)).toHaveLength(1);
  });

  it('stores simultaneous requests together, each decided as if alone and in another agency as its own', async () => {
    const a = await agencyWithListing();
    const b = await agencyWithListing();
    const { slots } = await slotsOf(a.listing.slug);
    const sendJobs = vi.spyOn(t.deps.jobs, 'sendMany');
    const other = { ...visitor, email: 'otra@example.es' };
    const results = await Promise.all([
      // First, so it goes alone and the others meet in one batch (a slot taken within the batch).
      book('no-existe-este-inmueble', { ...visitor, slot: slots[5] }, '192.0.2.65'),
      book(a.listing.slug, { ...visitor, slot: slots[5] }, '192.0.2.61'),
      // The same person (same e-mail, a phone too) for another slot: their one lead on this listing.
      book(a.listing.slug, { ...visitor, phone: '600 11 22 33', slot: slots[6] }, '192.0.2.62'),
      // The first request's slot: whichever comes second is refused.
      book(a.listing.slug, { ...other, slot: slots[5] }, '192.0.2.63'),
      // Another agency's calendar: the same instant is free there.
      book(b.listing.slug, { ...visitor, slot: slots[5] }, '192.0.2.64'),
    ]);
    const statuses = results.map((r) => r.status);
    expect([statuses[1], statuses[3]].sort()).toEqual([201, 409]);
    expect([statuses[0], statuses[2], statuses[4]]).toEqual([404, 201, 201]);
    // Fewer job statements than stored bookings: they went in batches, their jobs with them.
    expect(sendJobs.mock.calls.length).toBeLessThan(3);
    sendJobs.mockRestore();

    const aVisits = await visitsOf(a.listing.id);
    expect(aVisits.map((v) => v.startAt.toISOString()).sort()).toEqual([slots[5], slots[6]]);
    const aLeads = await leadsOf(a.listing.id);
    // One lead per person stored; the refused request left none.
    const stored = aVisits.map((v) => v.visitorEmail).sort();
    expect(aLeads.map((l) => l.email).sort()).toEqual([...new Set(stored)]);
    for (const v of aVisits) expect(aLeads.find((l) => l.id === v.leadId)?.email).toBe(v.visitorEmail);
    const [bVisit] = await visitsOf(b.listing.id);
    expect(bVisit!.startAt.toISOString()).toBe(slots[5]);
    expect((await leadsOf(b.listing.id)).map((l) => l.id)).toEqual([bVisit!.leadId]);
  });

  it('offers and books the right instants on the October clock change (Madrid)', async () => {
    const { listing } = await agencyWithListing({ start: '00:00', end: '04:00' });
    vi.useFakeTimers({ toFake: ['Date'] });
    // Saturday 30 October 2027, 08:00 UTC; the clocks go back at 03:00 CEST on Sunday the 31st.
    vi.setSystemTime(new Date('2027-10-30T08:00:00Z'));
    const { slots } = await slotsOf(listing.slug);
    const sunday = slots.filter((s) => s >= '2027-10-30T22:00:00.000Z' && s < '2027-10-31T23:00:00.000Z');
    // Every half hour from 00:00 to 02:30 summer time, then 03:00 and 03:30 winter time: the
    // repeated 02:00–02:59 is offered once, and the last slot ends at 04:00.
    expect(sunday).toEqual([
      '2027-10-30T22:00:00.000Z',
      '2027-10-30T22:30:00.000Z',
      '2027-10-30T23:00:00.000Z',
      '2027-10-30T23:30:00.000Z',
      '2027-10-31T00:00:00.000Z',
      '2027-10-31T00:30:00.000Z',
      '2027-10-31T02:00:00.000Z',
      '2027-10-31T02:30:00.000Z',
    ]);
    // 02:00 winter time (the repeated hour) is no slot; 03:00 winter time is.
    const repeated = await book(listing.slug, { ...visitor, slot: '2027-10-31T01:00:00.000Z' });
    expect(repeated.status).toBe(422);
    const ok = await book(listing.slug, { ...visitor, slot: '2027-10-31T02:00:00.000Z' });
    expect(ok.status).toBe(201);
    const [visit] = await visitsOf(listing.id);
    expect(visit!.startAt.toISOString()).toBe('2027-10-31T02:00:00.000Z');
    expect(visit!.endAt.toISOString()).toBe('2027-10-31T02:30:00.000Z');
  });

  it('serves only published listings', async () => {
    const { listing } = await agencyWithListing({ published: false });
    expect((await t.client().get(visitsApi.slotsOf(listing.slug))).status).toBe(404);
    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const res = await book(listing.slug, { ...visitor, slot: 'other', proposed: `${inTenDays}T10:00` });
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe(visitApiTexts.listingUnknown);
    expect(await visitsOf(listing.id)).toHaveLength(0);
    expect((await t.client().get(visitsApi.slotsOf('no-existe'))).status).toBe(404);
  });

  it('uses the assigned agent’s own hours and calendar when they set them', async () => {
    const owner = await agencyWithListing({ start: '09:00', end: '10:00' });
    const agent = await createAgentMember(t.db, owner.agencyId, { name: 'Pablo Agente' });
    await t.db
      .update(listings)
      .set({ assignedMemberId: agent.memberId })
      .where(eq(listings.id, owner.listing.id));
    // Without hours of their own the agency default applies.
    const defaultSlots = (await slotsOf(owner.listing.slug)).slots;
    expect(defaultSlots.every((s) => new Date(s).getUTCHours() < 10)).toBe(true);
    const { client } = await signIn(agent.user);
    const saved = await client.request(visitsApi.settings, {
      method: 'PUT',
      json: { weeklyHours: { ...everyDay('18:00', '19:00') }, lengthMinutes: '60', autoConfirm: true },
    });
    expect(saved.status).toBe(200);
    expect((await saved.json()).settings).toMatchObject({ scope: 'member', lengthMinutes: 60, saved: true });
    const { slots, lengthMinutes } = await slotsOf(owner.listing.slug);
    expect(lengthMinutes).toBe(60);
    expect(slots.every((s) => new Date(s).getUTCHours() >= 16)).toBe(true);
    const res = await book(owner.listing.slug, { ...visitor, slot: slots[0] });
    expect(res.status).toBe(201);
    expect((await res.json()).visit.status).toBe('confirmed');
    const [visit] = await visitsOf(owner.listing.id);
    expect(visit).toMatchObject({ memberId: agent.memberId, status: 'confirmed' });
    // An agent may not change the agency's default.
    const refused = await client.request(visitsApi.settings, {
      method: 'PUT',
      json: { scope: 'agency', weeklyHours: everyDay('09:00', '10:00'), lengthMinutes: 30 },
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(teamTexts.ownerOnly);
    expect((await client.get(`${visitsApi.settings}?scope=agency`)).status).toBe(403);
  });
});

async function signIn(user: { email: string; password: string }) {
  const client = t.client();
  const res = await client.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
  expect(res.status).toBe(200);
  return { client };
}

describe('visit settings', () => {
  it('starts without hours and refuses bad hours with the form’s messages', async () => {
    const { client } = await signedInOwner(t);
    const empty = await (await client.get(visitsApi.settings)).json();
    expect(empty.settings).toMatchObject({
      scope: 'member',
      saved: false,
      lengthMinutes: 30,
      autoConfirm: false,
    });
    expect(empty.settings.weeklyHours.mon).toEqual([]);
    const bad = await client.request(visitsApi.settings, {
      method: 'PUT',
      json: { weeklyHours: { mon: [{ start: '14:00', end: '10:00' }] }, lengthMinutes: 33 },
    });
    expect(bad.status).toBe(422);
    const fields = (await bad.json()).error.fields;
    expect(Object.values(fields)).toEqual(
      expect.arrayContaining([visitTexts.endAfterStart, visitTexts.lengthStep]),
    );
    // Saving twice keeps one row (the default row is unique too, member_id null).
    for (const end of ['12:00', '13:00']) {
      const res = await client.request(visitsApi.settings, {
        method: 'PUT',
        json: { scope: 'agency', weeklyHours: { mon: [{ start: '9:00', end }] }, lengthMinutes: 45 },
      });
      expect(res.status).toBe(200);
    }
    const agencyView = (await (await client.get(`${visitsApi.settings}?scope=agency`)).json()).settings;
    expect(agencyView).toMatchObject({ scope: 'agency', saved: true, lengthMinutes: 45 });
    expect(agencyView.weeklyHours.mon).toEqual([{ start: '09:00', end: '13:00' }]);
  });
});

describe('the agency’s visits', () => {
  async function bookedVisit(owner: Awaited<ReturnType<typeof agencyWithListing>>, index = 0) {
    const { slots } = await slotsOf(owner.listing.slug);
    const res = await book(owner.listing.slug, {
      ...visitor,
      email: `v${index}@example.es`,
      slot: slots[index],
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as BookingResponse).visit.id;
  }
  const act = (
    client: TestClient,
    id: string,
    action: 'confirm' | 'decline' | 'propose',
    body: unknown = {},
  ) => client.post(visitsApi.action(id, action), body);

  it('lists, confirms, declines and proposes another time; each change raises the sequence', async () => {
    const owner = await agencyWithListing();
    const a = await bookedVisit(owner, 0);
    const b = await bookedVisit(owner, 2);
    const list = (await (await owner.client.get(visitsApi.list)).json()).visits as VisitView[];
    expect(list.map((v) => v.id)).toEqual([a, b]);
    expect((await (await owner.client.get(`${visitsApi.list}?when=past`)).json()).visits).toEqual([]);
    expect(
      (
        await (
          await owner.client.get(`${visitsApi.list}?listingId=${owner.listing.id}&memberId=agency`)
        ).json()
      ).visits,
    ).toHaveLength(2);

    const confirmed = await act(owner.client, a, 'confirm');
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).visit).toMatchObject({ status: 'confirmed', sequence: 1 });
    // A confirmed visit cannot be confirmed or declined again.
    const again = await act(owner.client, a, 'decline');
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(visitApiTexts.badTransition);

    // Another time over visit a's: refused; a free time: the visit waits for the visitor.
    const [va] = await t.db.select().from(visits).where(eq(visits.id, a));
    const clash = await act(owner.client, b, 'propose', { start: va!.startAt.toISOString() });
    expect(clash.status).toBe(409);
    expect((await clash.json()).error.message).toBe(visitApiTexts.agencyTimeTaken);
    const later = new Date(va!.startAt.getTime() + 3 * 86_400_000).toISOString();
    const proposed = await act(owner.client, b, 'propose', { start: later });
    expect(proposed.status).toBe(200);
    expect((await proposed.json()).visit).toMatchObject({
      status: 'requested',
      proposed: true,
      proposedBy: 'agency',
      start: later,
      sequence: 1,
    });
    // The agency's proposal holds its time: the slot is no longer offered.
    expect((await slotsOf(owner.listing.slug)).slots).not.toContain(later);
    const bad = await act(owner.client, b, 'propose', { start: 'mañana' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields.start).toBe(visitTexts.proposedInvalid);
    const declined = await act(owner.client, b, 'decline');
    expect((await declined.json()).visit).toMatchObject({ status: 'declined', sequence: 2 });
  });

  it('another agency’s visits are not found and not listed', async () => {
    const a = await agencyWithListing();
    const id = await bookedVisit(a);
    const b = await signedInOwner(t);
    for (const action of ['confirm', 'decline', 'propose'] as const) {
      const res = await act(b.client, id, action, { start: '2030-01-01T10:00' });
      expect(res.status, action).toBe(404);
    }
    expect((await act(b.client, 'not-a-uuid', 'confirm')).status).toBe(404);
    expect((await (await b.client.get(visitsApi.list)).json()).visits).toEqual([]);
    expect((await (await b.client.get(`${visitsApi.list}?listingId=${a.listing.id}`)).json()).visits).toEqual(
      [],
    );
    const [visit] = await t.db.select().from(visits).where(eq(visits.id, id));
    expect(visit).toMatchObject({ status: 'requested', sequence: 0 });
  });
});

describe('the per-address limit', () => {
  it('refuses an address past LEAD_LIMIT_PER_IP well-formed requests; mistakes do not count', async () => {
    const limited = await createTestApp({ env: { TRUST_PROXY: 'true', LEAD_LIMIT_PER_IP: '2' } });
    try {
      const previous = t;
      t = limited;
      const { listing } = await agencyWithListing();
      const { slots } = await slotsOf(listing.slug);
      for (let i = 0; i < 3; i++)
        expect(
          (await book(listing.slug, { ...visitor, email: 'mal', slot: slots[0] }, '203.0.113.9')).status,
        ).toBe(422);
      for (let i = 0; i < 2; i++)
        expect((await book(listing.slug, { ...visitor, slot: slots[i] }, '203.0.113.9')).status).toBe(201);
      const third = await book(listing.slug, { ...visitor, slot: slots[2] }, '203.0.113.9');
      expect(third.status).toBe(429);
      expect((await third.json()).error.message).toBe(visitApiTexts.tooMany);
      // Another visitor is not affected.
      expect((await book(listing.slug, { ...visitor, slot: slots[2] }, '203.0.113.10')).status).toBe(201);
      t = previous;
    } finally {
      await limited.close();
    }
  });
});
