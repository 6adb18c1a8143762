import { asc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { everyDay } from '../../../../test/support/visits';
import {
  type BookingResponse,
  formatVisitTime,
  visitApiTexts,
  visitMailTexts,
  visitManageTexts,
  visitPaths,
  visitsApi,
  visitTexts,
} from '../../../shared/visits';
import { mailOutbox, visits } from '../../db/schema';
import { outboxCalendar } from '../../providers/mail/outbox';
import { visitManageToken } from './manage-token';

/**
 * The visitor's side of a visit (issue 30): an e-mail with the .ics on every change, the manage
 * link (derived, so every e-mail carries it), the no-JavaScript manage page (cancel, accept the
 * agency's time, another slot) and what it refuses.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true', LEAD_LIMIT_PER_IP: '1000' } });
});
afterAll(() => t.close());

async function agencyWithListing(opts: { start?: string; end?: string; autoConfirm?: boolean } = {}) {
  const owner = await signedInOwner(t);
  const res = await owner.client.post('/api/listings', {
    energyStatus: 'in_progress',
    title: 'Piso en Chamberí',
    address: 'Calle de Fuencarral 100',
    city: 'Madrid',
    published: true,
  });
  expect(res.status).toBe(201);
  const { listing } = (await res.json()) as { listing: { id: string; slug: string } };
  const saved = await owner.client.request(visitsApi.settings, {
    method: 'PUT',
    json: {
      scope: 'agency',
      weeklyHours: everyDay(opts.start ?? '09:00', opts.end ?? '20:00'),
      lengthMinutes: 30,
      autoConfirm: opts.autoConfirm ?? false,
    },
  });
  expect(saved.status).toBe(200);
  return { ...owner, listing };
}

let lastIp = 0;
let ip = '';
let lastMail = 0;
let email = '';
beforeEach(() => {
  ip = `203.0.113.${++lastIp % 250}`;
  email = `visitante${++lastMail}@example.es`;
});

const slotsOf = async (slug: string) =>
  ((await (await t.client().get(visitsApi.slotsOf(slug))).json()) as { slots: string[] }).slots;
async function book(slug: string, slot: string, to = email, lang?: string) {
  const res = await t
    .client()
    .post(
      visitsApi.bookOf(slug),
      { name: 'Lucía Pérez', email: to, consent: true, slot, ...(lang && { lang }) },
      { 'x-forwarded-for': ip },
    );
  expect(res.status).toBe(201);
  return (await res.json()) as BookingResponse;
}
const visitRow = async (id: string) => (await t.db.select().from(visits).where(eq(visits.id, id)))[0]!;

/** A plain HTML form post, as a browser without JavaScript sends it. */
const post = (path: string, fields: Record<string, string>, from = ip) =>
  t.client().request(path, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
  });

/** The visitor's e-mails so far (after running the queued jobs), oldest first. */
async function mailsTo(to: string) {
  await t.deps.jobs.drain();
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt));
}

/** The calendar part of a stored e-mail, read by ical.js (a real RFC 5545 parser). */
function calendarOf(mail: typeof mailOutbox.$inferSelect) {
  const cal = outboxCalendar(mail);
  expect(cal, `calendar part of "${mail.subject}"`).not.toBeNull();
  const root = new ICAL.Component(ICAL.parse(cal!.content));
  const event = new ICAL.Event(root.getFirstSubcomponent('vevent')!);
  return {
    partMethod: cal!.method,
    method: root.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    status: root.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status'),
    start: event.startDate.toJSDate().toISOString(),
    summary: event.summary,
    description: event.description,
  };
}

describe('the manage token', () => {
  it('is an HMAC of the visit’s UID: the booking’s answer gives it, only its hash is stored', async () => {
    const { listing } = await agencyWithListing();
    const [slot] = await slotsOf(listing.slug);
    const booked = await book(listing.slug, slot!);
    const row = await visitRow(booked.visit.id);
    expect(booked.manageToken).toBe(visitManageToken(t.deps.secret, row.uid));
    expect(row.manageTokenHash).not.toContain(booked.manageToken);
    expect(Object.keys(booked).sort()).toEqual(['manageToken', 'message', 'visit']);
  });
});

describe('the visitor’s e-mails, each with its .ics', () => {
  it('sends one per change: requested, confirmed, proposed, accepted, rescheduled, canceled; one UID, rising SEQUENCE', async () => {
    const { listing, client } = await agencyWithListing();
    const slots = await slotsOf(listing.slug);
    const booked = await book(listing.slug, slots[0]!);
    const id = booked.visit.id;
    const manage = visitPaths.manageOf(booked.manageToken);

    expect((await client.post(visitsApi.action(id, 'confirm'), {})).status).toBe(200);
    const proposed = new Date(slots[6]!).toISOString();
    expect((await client.post(visitsApi.action(id, 'propose'), { start: proposed })).status).toBe(200);
    const accepted = await post(manage, { action: 'accept' });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe(`${manage}?hecho=aceptado`);
    const moved = await post(manage, { action: 'reschedule', slot: slots[10]! });
    expect(moved.status).toBe(303);
    const canceled = await post(manage, { action: 'cancel' });
    expect(canceled.status).toBe(303);

    const mails = await mailsTo(email);
    const title = 'Piso en Chamberí';
    expect(mails.map((m) => m.subject)).toEqual([
      visitMailTexts.subject.requested(title),
      visitMailTexts.subject.confirmed(title),
      visitMailTexts.subject.proposed(title),
      visitMailTexts.subject.confirmed(title),
      visitMailTexts.subject.rescheduled(title),
      visitMailTexts.subject.canceled(title),
    ]);
    const cals = mails.map(calendarOf);
    const row = await visitRow(id);
    expect(new Set(cals.map((c) => c.uid))).toEqual(new Set([row.uid]));
    expect(cals.map((c) => c.sequence)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(cals.map((c) => c.method)).toEqual([
      'REQUEST',
      'REQUEST',
      'REQUEST',
      'REQUEST',
      'REQUEST',
      'CANCEL',
    ]);
    expect(cals.map((c) => c.partMethod)).toEqual(cals.map((c) => c.method));
    expect(cals.map((c) => c.status)).toEqual([
      'TENTATIVE',
      'CONFIRMED',
      'TENTATIVE',
      'CONFIRMED',
      'TENTATIVE',
      'CANCELLED',
    ]);
    expect(cals[2]!.start).toBe(proposed);
    expect(cals[4]!.start).toBe(slots[10]);
    expect(row).toMatchObject({ status: 'canceled', sequence: 5 });
    // Every e-mail carries the manage link, and it opens the visitor's page.
    for (const m of mails) expect(m.links).toContain(`${t.deps.env.PUBLIC_URL}${manage}`);
    const page = await t.client().get(manage);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(visitTexts.status.canceled);
    expect(html).toContain(visitManageTexts.closed);
    expect(html).not.toContain('<script');
  });

  it('tells an auto-confirmed booking, a decline and the agency’s cancel; no e-mail without an address', async () => {
    const auto = await agencyWithListing({ autoConfirm: true });
    const [slot] = await slotsOf(auto.listing.slug);
    await book(auto.listing.slug, slot!);
    const [confirmed] = await mailsTo(email);
    expect(confirmed!.subject).toBe(visitMailTexts.subject.confirmed('Piso en Chamberí'));
    expect(calendarOf(confirmed!)).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED', sequence: 0 });

    const { listing, client } = await agencyWithListing();
    const slots = await slotsOf(listing.slug);
    const a = await book(listing.slug, slots[0]!, `a-${email}`);
    const b = await book(listing.slug, slots[1]!, `b-${email}`);
    expect((await client.post(visitsApi.action(a.visit.id, 'decline'), {})).status).toBe(200);
    expect((await client.post(visitsApi.action(b.visit.id, 'confirm'), {})).status).toBe(200);
    expect((await client.post(visitsApi.action(b.visit.id, 'cancel'), {})).status).toBe(200);
    const toA = await mailsTo(`a-${email}`);
    expect(toA.map((m) => calendarOf(m).method)).toEqual(['REQUEST', 'CANCEL']);
    expect(toA[1]!.subject).toBe(visitMailTexts.subject.declined('Piso en Chamberí'));
    const toB = await mailsTo(`b-${email}`);
    expect(toB.map((m) => [calendarOf(m).method, calendarOf(m).sequence])).toEqual([
      ['REQUEST', 0],
      ['REQUEST', 1],
      ['CANCEL', 2],
    ]);
    // A canceled visit cannot be canceled again.
    const again = await client.post(visitsApi.action(b.visit.id, 'cancel'), {});
    expect(again.status).toBe(409);
    // Another agency cannot cancel it: not found, nothing changed.
    const c = await book(listing.slug, slots[3]!, `c-${email}`);
    const stranger = await agencyWithListing();
    expect((await stranger.client.post(visitsApi.action(c.visit.id, 'cancel'), {})).status).toBe(404);
    expect(await visitRow(c.visit.id)).toMatchObject({ status: 'requested', sequence: 0 });

    // Booked by phone only: no e-mail is queued.
    await t.deps.jobs.drain();
    const before = await t.db.select().from(mailOutbox);
    const res = await t
      .client()
      .post(
        visitsApi.bookOf(listing.slug),
        { name: 'Sin Correo', phone: '600 123 456', consent: true, slot: slots[2] },
        { 'x-forwarded-for': ip },
      );
    expect(res.status).toBe(201);
    await t.deps.jobs.drain();
    const after = await t.db.select().from(mailOutbox);
    const fresh = after.filter((m) => !before.some((b) => b.id === m.id));
    expect(fresh.filter((m) => m.subject === visitMailTexts.subject.requested('Piso en Chamberí'))).toEqual(
      [],
    );
  });

  it('speaks English to a visit booked on the English microsite: subjects, bodies, dates, .ics, page', async () => {
    const { listing, client } = await agencyWithListing();
    const slots = await slotsOf(listing.slug);
    const booked = await book(listing.slug, slots[0]!, email, 'en');
    expect(await visitRow(booked.visit.id)).toMatchObject({ locale: 'en' });
    const manage = visitPaths.manageOf(booked.manageToken);
    const manageUrl = `${t.deps.env.PUBLIC_URL}${manage}`;
    expect((await client.post(visitsApi.action(booked.visit.id, 'confirm'), {})).status).toBe(200);
    expect((await client.post(visitsApi.action(booked.visit.id, 'cancel'), {})).status).toBe(200);

    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Visit request received: Piso en Chamberí',
      'Visit confirmed: Piso en Chamberí',
      'Visit cancelled: Piso en Chamberí',
    ]);
    const when = formatVisitTime(slots[0]!, 'en');
    expect(when).toMatch(/^[A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4}, \d\d:\d\d \(Madrid time\)$/);
    const [requested, confirmed] = mails;
    expect(requested!.text).toContain('We have received your visit request.');
    expect(requested!.text).toContain(`Day and time: ${when}`);
    expect(requested!.text).toContain('Status: Awaiting confirmation');
    expect(requested!.text).toContain(`See or change my visit:\n${manageUrl}`);
    expect(requested!.text).toContain('The Escaparate team');
    expect(confirmed!.text).toContain('has confirmed your visit.');
    expect(confirmed!.html).toContain('<html lang="en">');
    expect(confirmed!.html).toContain('Add the visit to your calendar with the attached invitation.');
    for (const m of mails) {
      expect(`${m.subject}\n${m.text}\n${m.html}`).not.toMatch(
        /Día y hora|Estado|Petición|El equipo|Ver o cambiar|Añade la visita/,
      );
      expect(calendarOf(m)).toMatchObject({
        summary: 'Visit: Piso en Chamberí',
        description: `See or change my visit: ${manageUrl}`,
      });
    }
    expect(outboxCalendar(confirmed!)!.filename).toBe('visit.ics');

    // The visitor's page follows the visit's language, whatever the browser asks for.
    const page = await t.client().request(manage, { headers: { 'accept-language': 'es-ES' } });
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Your visit</title>');
    expect(html).toContain('Day and time');
    expect(html).toContain(`<dd>${when}</dd>`);
    expect(html).toContain('<dd>Cancelled</dd>');
    expect(html).toContain('This visit can no longer be changed here.');
    expect(html).not.toContain(visitManageTexts.title);
  });

  it('a mailer that fails never undoes the booking', async () => {
    const { listing } = await agencyWithListing();
    const [slot] = await slotsOf(listing.slug);
    const send = vi.spyOn(t.deps.mailer, 'send').mockRejectedValue(new Error('SMTP down'));
    const booked = await book(listing.slug, slot!);
    await expect(t.deps.jobs.drain()).rejects.toThrow('SMTP down');
    send.mockRestore();
    expect(await visitRow(booked.visit.id)).toMatchObject({ status: 'requested', sequence: 0 });
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toEqual([]);
  });
});

describe('the manage page', () => {
  it('shows the visit without JavaScript; a forged or altered token is a Spanish 404 and changes nothing', async () => {
    const { listing } = await agencyWithListing();
    const slots = await slotsOf(listing.slug);
    const booked = await book(listing.slug, slots[0]!);
    const page = await t.client().get(visitPaths.manageOf(booked.manageToken));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('Piso en Chamberí');
    expect(html).toContain(visitTexts.status.requested);
    expect(html).toContain(visitManageTexts.cancel);
    expect(html).toContain(`value="${slots[1]}"`);
    expect(html).not.toContain(`value="${slots[0]}"`);

    const last = booked.manageToken.at(-1) === 'A' ? 'B' : 'A';
    const altered = booked.manageToken.slice(0, -1) + last;
    const forged = visitManageToken('not-the-server-secret', (await visitRow(booked.visit.id)).uid);
    for (const token of [altered, forged, 'x', 'a'.repeat(300), '%00']) {
      const get = await t.client().get(visitPaths.manageOf(token));
      expect(get.status, token).toBe(404);
      expect(await get.text()).toContain(visitManageTexts.notFound);
      const cancel = await post(visitPaths.manageOf(token), { action: 'cancel' });
      expect(cancel.status).toBe(404);
      const feedback = await post(visitPaths.feedbackOf(token), { rating: '5' });
      expect(feedback.status).toBe(404);
    }
    expect(await visitRow(booked.visit.id)).toMatchObject({ status: 'requested', sequence: 0 });
  });

  it('shows an English visit’s page, slots, refusals, done messages and opinion form in English', async () => {
    const { listing, client } = await agencyWithListing();
    const slots = await slotsOf(listing.slug);
    const mine = await book(listing.slug, slots[0]!, email, 'en');
    await book(listing.slug, slots[1]!, `otro-${email}`);
    const manage = visitPaths.manageOf(mine.manageToken);
    const html = await (await t.client().get(manage)).text();
    expect(html).toContain('<html lang="en">');
    for (const text of [
      'Property',
      'Agency',
      'Awaiting confirmation',
      'Cancel the visit',
      'Choose another day and time',
    ])
      expect(html).toContain(text);
    // The slots grouped by their English Madrid day, e.g. "Friday 14 May, 17:30".
    expect(html).toMatch(/<optgroup label="[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+">/);
    expect(html).not.toContain(visitTexts.status.requested);

    const taken = await post(manage, { action: 'reschedule', slot: slots[1]! });
    expect(taken.status).toBe(409);
    const refused = await taken.text();
    expect(refused).toContain('That slot is no longer free. Choose another one.');
    expect(refused).not.toContain(visitTexts.slotTaken);
    const accept = await post(manage, { action: 'accept' });
    expect(accept.status).toBe(409);
    expect(await accept.text()).toContain('This visit can no longer be changed this way');

    const moved = await post(manage, { action: 'reschedule', slot: slots[4]! });
    expect(moved.status).toBe(303);
    const after = await (await t.client().get(moved.headers.get('location')!)).text();
    expect(after).toContain('We have changed the time of your visit.');
    expect(after).toContain(formatVisitTime(slots[4]!, 'en'));

    // The opinion form after the visit, and its refusal, in English.
    expect((await client.post(visitsApi.action(mine.visit.id, 'confirm'), {})).status).toBe(200);
    await t.db.update(visits).set({ status: 'done' }).where(eq(visits.id, mine.visit.id));
    const feedback = visitPaths.feedbackOf(mine.manageToken);
    const form = await (await t.client().get(feedback)).text();
    expect(form).toContain('<html lang="en">');
    expect(form).toContain('What did you think of the visit?');
    expect(form).toContain('Your rating (1 = not at all, 5 = very much)');
    const bad = await post(feedback, { rating: '9' });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('Choose a rating from 1 to 5.');
    const saved = await post(feedback, { rating: '5', comment: 'Lovely flat' });
    expect(await saved.text()).toContain('Thank you! We have saved your opinion.');

    // A link naming no visit: Spanish, or English when its address asks for it.
    const unknown = await t.client().get(`${visitPaths.manageOf('x')}?lang=en`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Invalid link');
  });

  it('refuses a taken, past or other agency’s slot with the booking’s Spanish messages, changing nothing', async () => {
    const { listing } = await agencyWithListing({ start: '09:00', end: '14:00' });
    const other = await agencyWithListing({ start: '20:00', end: '22:00' });
    const slots = await slotsOf(listing.slug);
    const otherSlots = await slotsOf(other.listing.slug);
    const mine = await book(listing.slug, slots[0]!);
    await book(listing.slug, slots[1]!, `otro-${email}`);
    const manage = visitPaths.manageOf(mine.manageToken);
    const cases: [string, number, string][] = [
      [slots[1]!, 409, visitTexts.slotTaken],
      [new Date(new Date(slots[0]!).getTime() - 7 * 86_400_000).toISOString(), 422, visitTexts.slotPast],
      [otherSlots[0]!, 422, visitTexts.slotInvalid],
      [new Date(new Date(slots[2]!).getTime() + 60_000).toISOString(), 422, visitTexts.slotInvalid],
      ['mañana', 422, visitTexts.slotInvalid],
    ];
    for (const [slot, status, message] of cases) {
      const res = await post(manage, { action: 'reschedule', slot });
      expect(res.status, slot).toBe(status);
      expect(await res.text()).toContain(message);
    }
    const unknown = await post(manage, { action: 'borrar' });
    expect(unknown.status).toBe(422);
    expect(await visitRow(mine.visit.id)).toMatchObject({ startAt: new Date(slots[0]!), sequence: 0 });
  });

  it('two visitors moving to the same slot at once: one gets it, the other is told it is taken', async () => {
    const { listing } = await agencyWithListing();
    const slots = await slotsOf(listing.slug);
    const a = await book(listing.slug, slots[0]!, `a-${email}`);
    const b = await book(listing.slug, slots[1]!, `b-${email}`);
    const target = slots[5]!;
    const results = await Promise.all(
      [a, b].map((v) => post(visitPaths.manageOf(v.manageToken), { action: 'reschedule', slot: target })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([303, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(await loser.text()).toContain(visitTexts.slotTaken);
    const rows = await Promise.all([visitRow(a.visit.id), visitRow(b.visit.id)]);
    expect(rows.filter((r) => r.startAt.toISOString() === target)).toHaveLength(1);
    expect(rows.map((r) => r.sequence).sort()).toEqual([0, 1]);
  });

  it('refuses a change the visit no longer allows, and limits each address like bookings', async () => {
    const { listing, client } = await agencyWithListing();
    const slots = await slotsOf(listing.slug);
    const booked = await book(listing.slug, slots[0]!);
    const manage = visitPaths.manageOf(booked.manageToken);
    // Nothing to accept: the agency proposed nothing.
    const accept = await post(manage, { action: 'accept' });
    expect(accept.status).toBe(409);
    expect(await accept.text()).toContain(visitApiTexts.badTransition);
    expect((await client.post(visitsApi.action(booked.visit.id, 'decline'), {})).status).toBe(200);
    const cancel = await post(manage, { action: 'cancel' });
    expect(cancel.status).toBe(409);

    const limited = await createTestApp({ env: { TRUST_PROXY: 'true', LEAD_LIMIT_PER_IP: '2' } });
    const previous = t;
    try {
      t = limited;
      const other = await agencyWithListing();
      const free = await slotsOf(other.listing.slug);
      const visit = await book(other.listing.slug, free[0]!);
      const path = visitPaths.manageOf(visit.manageToken);
      const send = (slot: string, from = '192.0.2.77') => post(path, { action: 'reschedule', slot }, from);
      // A mistake does not count.
      expect((await post(path, { action: 'borrar' }, '192.0.2.77')).status).toBe(422);
      expect((await send(free[4]!)).status).toBe(303);
      expect((await send(free[5]!)).status).toBe(303);
      const third = await send(free[6]!);
      expect(third.status).toBe(429);
      expect(await third.text()).toContain(visitApiTexts.tooMany);
      // Another address is not affected.
      expect((await send(free[6]!, '192.0.2.78')).status).toBe(303);
    } finally {
      t = previous;
      await limited.close();
    }
  });
});
