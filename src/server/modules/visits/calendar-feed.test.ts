import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentMember } from '../../../../test/support/agents';
import { addLeads, ownerWithListings } from '../../../../test/support/leads';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/support/test-app';
import { calendarFeedTexts, type VisitLinkResponse, visitLinksApi } from '../../../shared/visit-links';
import { agencies, agencyMembers, visits } from '../../db/schema';
import { keyedLinkToken } from './calendar-feed-token';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
/** Whole minutes, as visits are booked (an .ics instant has no milliseconds). */
const at = (days: number, hour = 0) =>
  new Date(Math.floor((Date.now() + days * DAY + hour * 3_600_000) / 60_000) * 60_000);

type VisitSeed = Partial<typeof visits.$inferInsert> & { name: string };

/** An agency (owner and one agent), a listing, one lead, and visits inserted as given. */
async function agencyWithVisits() {
  const owner = await ownerWithListings(t, 'Ático en Chamberí, con terraza');
  const agent = await createAgentMember(t.db, owner.agencyId);
  const agentClient = t.client();
  const signIn = await agentClient.post('/api/auth/sign-in/email', {
    email: agent.user.email,
    password: agent.user.password,
  });
  expect(signIn.status).toBe(200);
  const listing = owner.listings[0]!;
  const [lead] = await addLeads(t, owner.agencyId, listing, [{}]);
  const add = async (s: VisitSeed) => {
    const id = randomUUID();
    const [row] = await t.db
      .insert(visits)
      .values({
        id,
        agencyId: owner.agencyId,
        listingId: listing.id,
        leadId: lead!.id,
        startAt: at(3),
        endAt: at(3, 0.5),
        uid: `visit-${id}@localhost:3000`,
        visitorName: s.name,
        visitorEmail: `${s.name.toLowerCase().replace(/\W/g, '')}@example.es`,
        visitorPhone: '+34 611 222 333',
        manageTokenHash: randomUUID(),
        ...s,
      })
      .returning();
    return row!;
  };
  return { owner, agent: { client: agentClient, memberId: agent.memberId }, listing, add };
}

async function linkOf(client: TestClient) {
  const res = await client.get(visitLinksApi.calendar);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toContain('private');
  return ((await res.json()) as VisitLinkResponse).url;
}

/** The feed behind a URL, as a real iCalendar parser reads it. */
async function feed(url: string) {
  const res = await t.client().get(new URL(url).pathname);
  if (res.status !== 200) return { status: res.status, res, events: new Map<string, ICAL.Event>() };
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  const events = new Map(
    calendar.getAllSubcomponents('vevent').map((v) => {
      const e = new ICAL.Event(v);
      return [e.uid, e] as const;
    }),
  );
  return { status: res.status, res, calendar, events };
}

const statusOf = (e: ICAL.Event | undefined) => e?.component.getFirstPropertyValue('status');

describe('the member calendar feed', () => {
  it('lists the member visits of the window with UID, SEQUENCE and STATUS, privately', {
    timeout: 60_000,
  }, async () => {
    const { owner, agent, add } = await agencyWithVisits();
    const mine = agent.memberId;
    const confirmed = await add({
      name: 'Carmen Confirmada',
      memberId: mine,
      status: 'confirmed',
      sequence: 2,
    });
    const requested = await add({
      name: 'Rafa Pendiente',
      memberId: mine,
      status: 'requested',
      startAt: at(4),
      endAt: at(4, 0.5),
    });
    const canceled = await add({
      name: 'Celia Cancelada',
      memberId: mine,
      status: 'canceled',
      sequence: 3,
      startAt: at(5),
      endAt: at(5, 0.5),
    });
    const declined = await add({
      name: 'Diego Rechazado',
      memberId: mine,
      status: 'declined',
      sequence: 1,
      startAt: at(6),
      endAt: at(6, 0.5),
    });
    const done = await add({
      name: 'Dora Hecha',
      memberId: mine,
      status: 'done',
      startAt: at(-10),
      endAt: at(-10, 0.5),
    });
    const old = await add({
      name: 'Olga Antigua',
      memberId: mine,
      status: 'done',
      startAt: at(-40),
      endAt: at(-40, 0.5),
    });
    const proposal = await add({
      name: 'Pablo Propone',
      memberId: mine,
      status: 'requested',
      proposed: true,
      proposedBy: 'visitor',
      startAt: at(7),
      endAt: at(7, 0.5),
    });
    const agencyOwn = await add({
      name: 'Ana Agencia',
      memberId: null,
      status: 'confirmed',
      startAt: at(8),
      endAt: at(8, 0.5),
    });
    const other = await agencyWithVisits();
    const elsewhere = await other.add({
      name: 'Otra Agencia',
      memberId: other.agent.memberId,
      status: 'confirmed',
    });

    const url = await linkOf(agent.client);
    expect(url).toMatch(
      new RegExp(`^${t.deps.env.PUBLIC_URL}/calendario/${mine}\\.[A-Za-z0-9_-]{43}\\.ics$`),
    );
    const { res, calendar, events } = await feed(url);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/^private/);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const [agency] = await t.db.select().from(agencies).where(eq(agencies.id, owner.agencyId));
    expect(calendar!.getFirstPropertyValue('x-wr-calname')).toBe(
      calendarFeedTexts.calendarName(agency!.name),
    );
    expect(String(calendar!.getFirstPropertyValue('refresh-interval'))).toBe('PT1H');
    expect(calendar!.getFirstPropertyValue('x-published-ttl')).toBe('PT1H');
    expect(calendar!.getFirstPropertyValue('method')).toBe('PUBLISH');

    expect([...events.keys()].sort()).toEqual(
      [confirmed, requested, canceled, declined, done].map((v) => v.uid).sort(),
    );
    expect(events.has(old.uid) || events.has(proposal.uid) || events.has(agencyOwn.uid)).toBe(false);
    expect(events.has(elsewhere.uid)).toBe(false);
    expect(statusOf(events.get(confirmed.uid))).toBe('CONFIRMED');
    expect(statusOf(events.get(requested.uid))).toBe('TENTATIVE');
    expect(statusOf(events.get(canceled.uid))).toBe('CANCELLED');
    expect(statusOf(events.get(declined.uid))).toBe('CANCELLED');
    expect(statusOf(events.get(done.uid))).toBe('CONFIRMED');
    expect(events.get(confirmed.uid)!.sequence).toBe(2);
    expect(events.get(canceled.uid)!.sequence).toBe(3);

    const e = events.get(confirmed.uid)!;
    expect(e.summary).toBe('Visita: Ático en Chamberí, con terraza');
    expect(e.location).toBe('Calle Mayor 1, Madrid');
    expect(e.startDate.toJSDate().getTime()).toBe(confirmed.startAt.getTime());
    expect(e.endDate.toJSDate().getTime()).toBe(confirmed.endAt.getTime());
    expect(e.description).toContain('Visitante: Carmen Confirmada');
    expect(e.description).toContain('E-mail: carmenconfirmada@example.es');
    expect(e.description).toContain('Teléfono: +34 611 222 333');
    expect(e.description).toContain(`${t.deps.env.PUBLIC_URL}/dashboard/visits`);

    // The owner's feed: the agency's own calendar (no agent), not the agent's visits.
    const ownerFeed = await feed(await linkOf(owner.client));
    expect([...ownerFeed.events.keys()]).toEqual([agencyOwn.uid]);
  });

  it('changes the link on rotate: the old URL answers 404 from then on', async () => {
    const { agent, add } = await agencyWithVisits();
    const v = await add({ name: 'Rita Rotación', memberId: agent.memberId, status: 'confirmed' });
    const before = await linkOf(agent.client);
    expect((await feed(before)).events.has(v.uid)).toBe(true);
    const rotated = await agent.client.post(visitLinksApi.calendarRotate, {});
    expect(rotated.status).toBe(200);
    const { url } = (await rotated.json()) as VisitLinkResponse;
    expect(url).not.toBe(before);
    expect(await linkOf(agent.client)).toBe(url);
    expect((await feed(before)).status).toBe(404);
    expect((await feed(url)).events.has(v.uid)).toBe(true);
  });

  it('answers 404 to every token but the member current one', async () => {
    const a = await agencyWithVisits();
    const b = await agencyWithVisits();
    const good = new URL(await linkOf(a.agent.client)).pathname;
    const [, , token] = good.split('/');
    const [, sig] = token!.replace(/\.ics$/, '').split('.');
    const [key] = await t.db
      .select({ key: agencyMembers.calendarKey })
      .from(agencyMembers)
      .where(eq(agencyMembers.id, a.agent.memberId));
    const bad = [
      // Another member's id (another agency's) under this signature.
      `/calendario/${b.agent.memberId}.${sig}.ics`,
      `/calendario/${a.owner.agencyId}.${sig}.ics`,
      // The signature changed, cut, or the extension missing.
      `/calendario/${a.agent.memberId}.${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}.ics`,
      `/calendario/${a.agent.memberId}.${sig!.slice(0, 20)}.ics`,
      good.replace(/\.ics$/, ''),
      '/calendario/nada.ics',
      // A visit-log token made with the member's own key: another purpose, never a calendar.
      `/calendario/${keyedLinkToken(t.deps.secret, 'visit-log', a.agent.memberId, key!.key)}.ics`,
    ];
    for (const path of bad) {
      const res = await t.client().get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type') ?? '', path).not.toContain('text/calendar');
    }
    expect((await t.client().get(good)).status).toBe(200);
  });
});
