import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { everyDay } from '../../../../test/support/visits';
import { visitBookingPath } from '../../../shared/visit-booking';
import { visitsApi, visitTexts } from '../../../shared/visits';
import { visits } from '../../db/schema';
import { slotDays } from './booking-page';

const ORIGIN = 'http://localhost:3000';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true', LEAD_LIMIT_PER_IP: '3' } });
});
afterAll(() => t.close());

async function listingWithHours(hours = true) {
  const owner = await signedInOwner(t);
  const res = await owner.client.post('/api/listings', {
    energyStatus: 'in_progress',
    title: 'Ático en Malasaña',
    address: 'Calle del Espíritu Santo 5',
    city: 'Madrid',
    published: true,
  });
  expect(res.status).toBe(201);
  const { listing } = (await res.json()) as { listing: { id: string; slug: string } };
  if (hours) {
    const saved = await owner.client.request(visitsApi.settings, {
      method: 'PUT',
      json: { scope: 'agency', weeklyHours: everyDay('10:00', '12:00'), lengthMinutes: 30 },
    });
    expect(saved.status).toBe(200);
  }
  return listing;
}

let lastIp = 0;
const post = (slug: string, fields: Record<string, string>, ip = `203.0.113.${++lastIp}`) =>
  t.app.request(visitBookingPath(slug), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'x-forwarded-for': ip },
    body: new URLSearchParams(fields).toString(),
  });
const visitor = { name: 'Nuria Vidal', email: 'nuria@example.es', phone: '', consent: 'on' };
const slotValues = (html: string) => [...html.matchAll(/name="slot" value="([^"]+Z)"/g)].map((m) => m[1]!);

describe('"Pedir visita" without JavaScript', () => {
  it('draws the free slots by Madrid day in a plain form, with no script, never cached', async () => {
    const listing = await listingWithHours();
    const res = await t.app.request(visitBookingPath(listing.slug));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<h1');
    expect(html).toContain(visitTexts.bookTitle);
    expect(html).toContain(`action="/l/${listing.slug}/visita"`);
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    expect(html).toContain('noindex');
    const slots = slotValues(html);
    // 10:00–12:00 every day: four 30-minute slots a day (fewer today), over 14 days.
    expect(slots.length).toBeGreaterThanOrEqual(13 * 4);
    expect(html).toContain('>10:00<');
    expect(html).toContain('>11:30<');
    expect(html).not.toContain('>12:00<');
  });

  it('books the chosen slot and sends the visitor on (303) to their page of the visit', async () => {
    const listing = await listingWithHours();
    const [slot] = slotValues(await (await t.app.request(visitBookingPath(listing.slug))).text());
    const res = await post(listing.slug, { ...visitor, slot: slot! });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/visita\/[\w-]{20,}$/);
    const stored = await t.db.select().from(visits).where(eq(visits.listingId, listing.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.startAt.toISOString()).toBe(slot);
    // The slot is no longer offered; asking for it again is refused, what was typed is kept.
    const html = await (await t.app.request(visitBookingPath(listing.slug))).text();
    expect(slotValues(html)).not.toContain(slot);
    const again = await post(listing.slug, { ...visitor, name: 'Otra Persona', slot: slot! });
    expect(again.status).toBe(422);
    const page = await again.text();
    expect(page).toContain(visitTexts.slotTaken);
    expect(page).toContain('value="Otra Persona"');
    expect(await t.db.select().from(visits).where(eq(visits.listingId, listing.id))).toHaveLength(1);
  });

  it('answers bad input in Spanish, keeps what was typed and stores nothing', async () => {
    const listing = await listingWithHours();
    const res = await post(listing.slug, {
      name: 'Nuria',
      email: 'nuria@',
      phone: '12',
      slot: '',
      consent: 'on',
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    for (const message of [visitTexts.slotRequired, visitTexts.invalidEmail, visitTexts.invalidPhone])
      expect(html).toContain(message);
    expect(html).toContain('value="nuria@"');
    expect(html).toContain('aria-invalid="true"');
    const noConsent = await post(listing.slug, { ...visitor, consent: '' });
    expect(noConsent.status).toBe(422);
    expect(await noConsent.text()).toContain(visitTexts.consentRequired);
    // Consent unticked, no slot, no contact: the three errors in one go, not one per try.
    const empty = await post(listing.slug, { name: 'Nuria', email: '', phone: '', slot: '', consent: '' });
    expect(empty.status).toBe(422);
    const all = await empty.text();
    for (const message of [visitTexts.slotRequired, visitTexts.contactRequired, visitTexts.consentRequired])
      expect(all).toContain(message);
    expect(await t.db.select().from(visits).where(eq(visits.listingId, listing.id))).toHaveLength(0);
  });

  it('takes a proposed time when there are no hours, and answers in English on the English page', async () => {
    const listing = await listingWithHours(false);
    const en = await t.app.request(`${visitBookingPath(listing.slug)}?lang=en`);
    const enHtml = await en.text();
    expect(enHtml).toContain('Book a visit');
    expect(enHtml).toContain('There are no free slots in the next 14 days.');
    const bad = await post(listing.slug, {
      ...visitor,
      lang: 'en',
      slot: 'other',
      proposed: '2020-01-01T10:00',
    });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('The time you propose has passed or is too soon.');
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const res = await post(listing.slug, { ...visitor, slot: 'other', proposed: `${inAWeek}T18:30` });
    expect(res.status).toBe(303);
    const [visit] = await t.db.select().from(visits).where(eq(visits.listingId, listing.id));
    expect(visit).toMatchObject({ proposed: true, proposedBy: 'visitor', status: 'requested', locale: 'es' });
    // Booked on the English page: the visit keeps its language, and its page speaks it.
    const english = await post(listing.slug, {
      ...visitor,
      email: 'john@example.com',
      lang: 'en',
      slot: 'other',
      proposed: `${inAWeek}T19:30`,
    });
    expect(english.status).toBe(303);
    const to = english.headers.get('location')!;
    expect(to).toMatch(/^\/visita\/[\w-]{20,}\?lang=en$/);
    const [enVisit] = await t.db.select().from(visits).where(eq(visits.visitorEmail, 'john@example.com'));
    expect(enVisit).toMatchObject({ locale: 'en', proposed: true });
    const enPage = await (await t.app.request(to)).text();
    expect(enPage).toContain('<html lang="en">');
    expect(enPage).toContain('Your visit');
    expect(enPage).toContain('(Madrid time)');
  });

  it('refuses a form from another site, an unknown listing, and too many requests from one address', async () => {
    const listing = await listingWithHours(false);
    const forged = await t.app.request(visitBookingPath(listing.slug), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams(visitor).toString(),
    });
    expect(forged.status).toBe(403);
    expect((await t.app.request(visitBookingPath('no-existe-este-piso'))).status).toBe(404);
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const form = { ...visitor, slot: 'other', proposed: `${inAWeek}T18:30` };
    for (let i = 0; i < 3; i++) expect((await post(listing.slug, form, '192.0.2.9')).status).toBe(303);
    const limited = await post(listing.slug, form, '192.0.2.9');
    expect(limited.status).toBe(422);
    expect(await limited.text()).toContain('Has enviado muchas peticiones seguidas.');
    // Another address is not locked out.
    expect((await post(listing.slug, form, '192.0.2.10')).status).toBe(303);
  });
});

describe('slotDays', () => {
  it('groups instants by their Madrid day across the change to winter time', () => {
    // 25 Oct 2026, the last Sunday of October: 22:30 UTC the night before is 00:30 summer time, 08:00 UTC is 09:00 winter time.
    const days = slotDays(
      ['2026-10-24T22:30:00.000Z', '2026-10-25T08:00:00.000Z', '2026-10-25T23:30:00.000Z'],
      'es',
    );
    expect(days.map((d) => [d.label, d.slots.map((s) => s.time)])).toEqual([
      ['domingo, 25 de octubre', ['00:30', '09:00']],
      ['lunes, 26 de octubre', ['00:30']],
    ]);
  });
});
