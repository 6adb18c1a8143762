import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { everyDay } from '../../../../test/support/visits';
import {
  type BookingResponse,
  type VisitView,
  visitMailTexts,
  visitManageTexts,
  visitPaths,
  visitsApi,
  visitTexts,
} from '../../../shared/visits';
import { mailOutbox, visits } from '../../db/schema';
import { sendVisitMail } from './visit-mail';
import { sweepVisitReminders } from './visit-reminders';

/**
 * The reminders (24 h and 2 h before a confirmed visit) and the opinion request an hour after it:
 * each sent once at its time, whoever sweeps and however often, across the clock changes; the
 * opinion stored once, a bad one refused in Spanish.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true', LEAD_LIMIT_PER_IP: '1000' } });
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const TITLE = 'Piso en Chamberí';
let n = 0;
let email = '';
let ip = '';
beforeEach(() => {
  email = `recordatorio${++n}@example.es`;
  ip = `198.51.100.${n % 250}`;
});

/** A visit booked from the microsite, confirmed by the agency, then moved (in the database) to `start`. */
async function confirmedVisitAt(start: Date, opts: { confirm?: boolean } = {}) {
  const owner = await signedInOwner(t);
  const res = await owner.client.post('/api/listings', {
    energyStatus: 'in_progress',
    title: TITLE,
    address: 'Calle de Fuencarral 100',
    city: 'Madrid',
    published: true,
  });
  const { listing } = (await res.json()) as { listing: { id: string; slug: string } };
  await owner.client.request(visitsApi.settings, {
    method: 'PUT',
    json: { scope: 'agency', weeklyHours: everyDay('09:00', '20:00'), lengthMinutes: 30 },
  });
  const { slots } = (await (await t.client().get(visitsApi.slotsOf(listing.slug))).json()) as {
    slots: string[];
  };
  const booked = (await (
    await t
      .client()
      .post(
        visitsApi.bookOf(listing.slug),
        { name: 'Lucía Pérez', email, consent: true, slot: slots[0] },
        { 'x-forwarded-for': ip },
      )
  ).json()) as BookingResponse;
  if (opts.confirm ?? true)
    expect((await owner.client.post(visitsApi.action(booked.visit.id, 'confirm'), {})).status).toBe(200);
  await t.db
    .update(visits)
    .set({ startAt: start, endAt: new Date(start.getTime() + 30 * 60_000) })
    .where(eq(visits.id, booked.visit.id));
  await t.deps.jobs.drain();
  return { ...booked, owner, listing };
}

const row = async (id: string) => (await t.db.select().from(visits).where(eq(visits.id, id)))[0]!;
/** The visitor's e-mails with this subject, after the queued jobs ran. */
async function mailsWith(subject: string) {
  await t.deps.jobs.drain();
  return t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.subject, subject)));
}
const sweep = (now: Date) => sweepVisitReminders(t.db, t.deps.jobs, now);

describe('reminders before a confirmed visit', () => {
  // Sunday 31 October 2027, 10:00 in Madrid (CET, UTC+1): the clocks went back at 03:00 that night.
  const october = new Date('2027-10-31T09:00:00Z');
  // Sunday 28 March 2027, 10:00 in Madrid (CEST, UTC+2): the clocks went forward at 02:00 that night.
  const march = new Date('2027-03-28T08:00:00Z');

  for (const [name, start] of [
    ['October', october],
    ['March', march],
  ] as const) {
    it(`sends each once, 24 real hours and 2 hours before, across the ${name} clock change`, async () => {
      const visit = await confirmedVisitAt(start);
      const at = (h: number, m = 0) => new Date(start.getTime() - h * HOUR - m * 60_000);
      // In October the day before at the same wall-clock time is 25 real hours before: not yet.
      if (name === 'October') expect((await sweep(at(25))).reminder24h).toBe(0);
      expect((await sweep(at(24, 1))).reminder24h).toBe(0);
      expect(await mailsWith(visitMailTexts.subject.reminder24h(TITLE))).toHaveLength(0);
      expect((await sweep(at(24))).reminder24h).toBe(1);
      const [first] = await mailsWith(visitMailTexts.subject.reminder24h(TITLE));
      expect(first).toBeDefined();
      expect(first!.links).toContain(t.deps.env.PUBLIC_URL + visitPaths.manageOf(visit.manageToken));
      // Swept again (later, and by two instances at once): nothing more.
      await Promise.all([sweep(at(23)), sweep(at(23)), sweep(at(3))]);
      expect(await mailsWith(visitMailTexts.subject.reminder24h(TITLE))).toHaveLength(1);
      expect(await mailsWith(visitMailTexts.subject.reminder2h(TITLE))).toHaveLength(0);
      expect((await sweep(at(2, 1))).reminder2h).toBe(0);
      await Promise.all([sweep(at(2)), sweep(at(2))]);
      await sweep(at(1));
      expect(await mailsWith(visitMailTexts.subject.reminder2h(TITLE))).toHaveLength(1);
      expect(await mailsWith(visitMailTexts.subject.reminder24h(TITLE))).toHaveLength(1);
      const after = await row(visit.visit.id);
      expect(after.reminded24hAt).not.toBeNull();
      expect(after.reminded2hAt).not.toBeNull();
      expect(after.status).toBe('confirmed');
    });
  }

  it('reminds only confirmed visits; a new time clears the reminders; a failed send is given back', async () => {
    const start = new Date(Date.now() + 30 * 24 * HOUR);
    const requested = await confirmedVisitAt(start, { confirm: false });
    expect((await sweep(new Date(start.getTime() - 23 * HOUR))).reminder24h).toBe(0);
    expect((await row(requested.visit.id)).reminded24hAt).toBeNull();

    email = `fallo-${email}`;
    const visit = await confirmedVisitAt(start);
    const send = vi.spyOn(t.deps.mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    await sweep(new Date(start.getTime() - 23 * HOUR));
    await expect(t.deps.jobs.drain()).rejects.toThrow('SMTP down');
    send.mockRestore();
    // The claim was given back: the retry (here run by hand) sends it, once.
    expect((await row(visit.visit.id)).reminded24hAt).toBeNull();
    const current = await row(visit.visit.id);
    const job = { visitId: visit.visit.id, kind: 'reminder24h' as const, sequence: current.sequence };
    const deps = { db: t.db, mailer: t.deps.mailer, secret: t.deps.secret, publicUrl: t.deps.env.PUBLIC_URL };
    const outcomes = await Promise.all([sendVisitMail(deps, job), sendVisitMail(deps, job)]);
    expect(outcomes.sort()).toEqual(['already_sent', 'sent']);
    expect(await mailsWith(visitMailTexts.subject.reminder24h(TITLE))).toHaveLength(1);

    // The agency proposes another time: the reminders start over for it.
    const later = new Date(start.getTime() + 24 * HOUR).toISOString();
    const moved = await visit.owner.client.post(visitsApi.action(visit.visit.id, 'propose'), {
      start: later,
    });
    expect(moved.status).toBe(200);
    expect((await row(visit.visit.id)).reminded24hAt).toBeNull();
    // A reminder job of the old time finds a new sequence and sends nothing.
    expect(await sendVisitMail(deps, job)).toBe('superseded');
  });
});

describe('the opinion after the visit', () => {
  it('marks the visit done and asks once an hour after its end; stores the opinion once; refuses a bad one', async () => {
    const start = new Date(Date.now() + 40 * 24 * HOUR);
    const end = new Date(start.getTime() + 30 * 60_000);
    const visit = await confirmedVisitAt(start);
    const form = visitPaths.feedbackOf(visit.manageToken);
    // Before the visit: nothing to answer yet.
    const early = await t.client().get(form);
    expect(early.status).toBe(200);
    expect(await early.text()).toContain(visitManageTexts.feedbackNotYet);

    expect(await sweep(new Date(end.getTime() + HOUR - 60_000))).toMatchObject({ done: 0, feedback: 0 });
    expect((await row(visit.visit.id)).status).toBe('confirmed');
    await Promise.all([sweep(new Date(end.getTime() + HOUR)), sweep(new Date(end.getTime() + HOUR))]);
    await sweep(new Date(end.getTime() + 2 * HOUR));
    const asked = await mailsWith(visitMailTexts.subject.feedback(TITLE));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.links).toContain(t.deps.env.PUBLIC_URL + form);
    expect(await row(visit.visit.id)).toMatchObject({ status: 'done' });
    expect((await row(visit.visit.id)).feedbackAskedAt).not.toBeNull();

    const page = await t.client().get(form);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(visitManageTexts.ratingLabel);
    expect(html).not.toContain('<script');

    const post = (fields: Record<string, string>) =>
      t.client().request(form, {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      });
    const bad: [Record<string, string>, string][] = [
      [{ rating: '6' }, visitManageTexts.ratingRequired],
      [{ rating: '0' }, visitManageTexts.ratingRequired],
      [{ rating: '4.5' }, visitManageTexts.ratingRequired],
      [{}, visitManageTexts.ratingRequired],
      [{ rating: '4', comment: 'Muy bien\u0007' }, visitTexts.notAllowed],
      [{ rating: '4', comment: 'a'.repeat(1001) }, visitManageTexts.commentTooLong],
    ];
    for (const [fields, message] of bad) {
      const res = await post(fields);
      expect(res.status, JSON.stringify(fields).slice(0, 40)).toBe(422);
      expect(await res.text()).toContain(message);
    }
    expect((await row(visit.visit.id)).feedbackAt).toBeNull();

    const saved = await post({ rating: '4', comment: 'Muy luminoso.\nLa cocina, pequeña.' });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain(visitManageTexts.feedbackThanks);
    const again = await post({ rating: '1', comment: 'Cambio de opinión' });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(visitManageTexts.feedbackAlready);
    expect(await row(visit.visit.id)).toMatchObject({
      feedbackRating: 4,
      feedbackComment: 'Muy luminoso.\nLa cocina, pequeña.',
    });

    // The agency sees it on the visit.
    const list = await visit.owner.client.get(`${visitsApi.list}?when=upcoming`);
    const { visits: shown } = (await list.json()) as { visits: VisitView[] };
    expect(shown.find((v) => v.id === visit.visit.id)).toMatchObject({
      status: 'done',
      feedbackRating: 4,
      feedbackComment: 'Muy luminoso.\nLa cocina, pequeña.',
    });
  });

  it('a visit that was not confirmed is not done and is not asked about', async () => {
    const start = new Date(Date.now() + 50 * 24 * HOUR);
    const visit = await confirmedVisitAt(start, { confirm: false });
    await sweep(new Date(start.getTime() + 3 * HOUR));
    expect(await row(visit.visit.id)).toMatchObject({ status: 'requested', feedbackAskedAt: null });
    const res = await t.client().request(visitPaths.feedbackOf(visit.manageToken), {
      method: 'POST',
      body: new URLSearchParams({ rating: '5' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    });
    expect(res.status).toBe(409);
    expect((await row(visit.visit.id)).feedbackAt).toBeNull();
  });
});
