import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buyerName } from '../../../../test/support/leads';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { leadTexts } from '../../../shared/leads';
import { leads } from '../../db/schema';
import { JOBS } from '../../jobs/job-types';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

async function publishedListing(published = true) {
  const { client, agencyId } = await signedInOwner(t);
  const res = await client.post('/api/listings', {
    energyStatus: 'in_progress',
    title: 'Piso en Gràcia',
    address: 'Carrer de Verdi 10',
    city: 'Barcelona',
    published,
  });
  const { listing } = await res.json();
  return { agencyId, listing: listing as { id: string; slug: string } };
}

const ana = {
  firstName: 'Ana',
  lastName: 'García López',
  contactMethod: 'email',
  email: 'Ana@Example.es',
  consent: true,
  useCode: 'residencial',
  roomCode: 'salon',
  styleCode: 'nordic',
};
let lastIp = 0;
/** Each test is its own visitor (its own IP, as seen through the proxy). */
let ip = '';
beforeEach(() => {
  ip = `203.0.113.${++lastIp}`;
});
const send = (slug: string, body: unknown) =>
  t.client().post(`/api/public/listings/${slug}/leads`, body, {
    'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
    'x-forwarded-for': ip,
  });
const leadsOf = (listingId: string) => t.db.select().from(leads).where(eq(leads.listingId, listingId));

describe('a visitor sends an interest request', () => {
  it('stores it as new, direct, with consent and the spec payload', async () => {
    const { agencyId, listing } = await publishedListing();
    const res = await send(listing.slug, ana);
    expect(res.status).toBe(201);
    expect((await res.json()).message).toBe('¡Solicitud enviada! Nos pondremos en contacto contigo pronto.');
    const [lead] = await leadsOf(listing.id);
    expect(lead).toMatchObject({
      agencyId,
      firstName: 'Ana',
      lastName: 'García López',
      email: 'ana@example.es',
      phone: null,
      status: 'new',
      source: 'direct',
      consentGdpr: true,
      useCode: 'residencial',
      roomCode: 'salon',
      styleCode: 'nordic',
      payload: {
        listing_title: 'Piso en Gràcia',
        listing_address: 'Carrer de Verdi 10, Barcelona',
        contact_method: 'email',
        user_agent: expect.stringContaining('iPhone'),
        listing_operation: 'sale',
        listing_type: 'piso',
        listing_reference: null,
        listing_price: null,
      },
    });
    expect(Date.parse(lead!.payload.timestamp)).not.toBeNaN();
  });

  it("keeps the listing's ad as it was: sale or rent, type, reference and price", async () => {
    const { client } = await signedInOwner(t);
    const res = await client.post('/api/listings', {
      energyStatus: 'in_progress',
      title: 'Ático en alquiler',
      operation: 'rent',
      propertyType: 'atico',
      reference: 'AT-7',
      price: 1200,
      published: true,
    });
    expect(res.status).toBe(201);
    const { listing } = await res.json();
    expect((await send(listing.slug, ana)).status).toBe(201);
    const [lead] = await leadsOf(listing.id);
    expect(lead!.payload).toMatchObject({
      listing_operation: 'rent',
      listing_type: 'atico',
      listing_reference: 'AT-7',
      listing_price: 1200,
    });
  });

  it('accepts WhatsApp with a phone and drops unknown room or style tags instead of failing', async () => {
    const { listing } = await publishedListing();
    const res = await send(listing.slug, {
      firstName: 'Luis',
      lastName: 'Pérez',
      contactMethod: 'whatsapp',
      phone: '+34 600 12 34 56',
      consent: true,
      useCode: 'residencial',
      roomCode: 'hangar',
      styleCode: 'barroco',
    });
    expect(res.status).toBe(201);
    const [lead] = await leadsOf(listing.id);
    expect(lead).toMatchObject({
      phone: '+34600123456',
      email: null,
      roomCode: null,
      styleCode: null,
      payload: { contact_method: 'whatsapp' },
    });
  });

  it('stores only the chosen channel: an e-mail typed before switching to WhatsApp is not kept, nor judged', async () => {
    const { listing } = await publishedListing();
    const whatsapp = { ...ana, contactMethod: 'whatsapp', email: 'no-es-email', phone: '612 345 678' };
    expect((await send(listing.slug, whatsapp)).status).toBe(201);
    const byEmail = { ...ana, firstName: 'Eva', email: 'eva@example.es', phone: 'llámame' };
    expect((await send(listing.slug, byEmail)).status).toBe(201);
    const stored = (await leadsOf(listing.id)).map((l) => [l.firstName, l.email, l.phone]);
    expect(stored.sort()).toEqual([
      ['Ana', null, '612345678'],
      ['Eva', 'eva@example.es', null],
    ]);
  });

  it('a double click gives one lead', async () => {
    const { listing } = await publishedListing();
    const results = await Promise.all([
      send(listing.slug, ana),
      send(listing.slug, ana),
      send(listing.slug, ana),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(await leadsOf(listing.id)).toHaveLength(1);
    const other = await send(listing.slug, { ...ana, styleCode: 'boho' });
    expect(other.status).toBe(201);
    expect(await leadsOf(listing.id)).toHaveLength(2);
  });
});

describe('a burst of leads', () => {
  it('is stored in a few transactions (group commit), each lead once, an unknown listing refused alone', async () => {
    const { listing } = await publishedListing();
    const transaction = vi.spyOn(t.deps.database.db, 'transaction');
    const sendJob = vi.spyOn(t.deps.jobs, 'send');
    try {
      const people = Array.from({ length: 40 }, (_, i) => ({
        ...ana,
        ...buyerName(i),
        email: `persona-${i}@example.es`,
      }));
      const [unknown, ...results] = await Promise.all([
        send('no-existe', ana),
        ...people.map((person, i) =>
          t.client().post(`/api/public/listings/${listing.slug}/leads`, person, {
            'x-forwarded-for': `198.51.100.${i + 1}`,
          }),
        ),
        // The first person again, at the same moment: a double click inside the burst.
        t.client().post(`/api/public/listings/${listing.slug}/leads`, people[0], {
          'x-forwarded-for': '198.51.100.1',
        }),
      ]);
      expect(unknown!.status).toBe(404);
      expect((await unknown!.json()).error.message).toBe(leadTexts.listingUnknown);
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(40);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      const stored = await leadsOf(listing.id);
      expect(stored).toHaveLength(40);
      expect(new Set(stored.map((l) => l.email)).size).toBe(40);
      // Far fewer transactions than leads, and their alerts queued a batch to a job.
      expect(transaction.mock.calls.length).toBeLessThan(10);
      const alertJobs = sendJob.mock.calls.filter(([name]) => name === JOBS.leadAlert);
      expect(alertJobs.length).toBeLessThan(10);
      const queued = alertJobs.flatMap(([, data]) => (data as { leadIds: string[] }).leadIds);
      expect(queued.sort()).toEqual(stored.map((l) => l.id).sort());
    } finally {
      transaction.mockRestore();
      sendJob.mockRestore();
    }
  });
});

describe('validation and abuse', () => {
  it('says what is missing, in Spanish, and stores nothing', async () => {
    const { listing } = await publishedListing();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ana, firstName: ' ' }, leadTexts.firstNameRequired],
      [{ ...ana, lastName: '' }, leadTexts.lastNameRequired],
      [{ ...ana, email: '' }, leadTexts.emailRequired],
      [{ ...ana, email: 'ana@' }, leadTexts.invalidEmail],
      [{ ...ana, contactMethod: 'whatsapp', phone: '' }, leadTexts.phoneRequired],
      [{ ...ana, contactMethod: 'whatsapp', phone: '12' }, leadTexts.invalidPhone],
      [{ ...ana, consent: false }, leadTexts.consentRequired],
      [{ ...ana, consent: undefined }, leadTexts.consentRequired],
      [{ ...ana, firstName: 'x'.repeat(500) }, leadTexts.tooLong],
    ];
    for (const [body, message] of cases) {
      const res = await send(listing.slug, body);
      expect(res.status).toBe(422);
      expect((await res.json()).error.message).toBe(message);
    }
    expect(await leadsOf(listing.id)).toHaveLength(0);
  });

  it('refuses unknown and unpublished listings', async () => {
    const { listing } = await publishedListing(false);
    for (const slug of [listing.slug, 'no-existe']) {
      const res = await send(slug, ana);
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe(leadTexts.listingUnknown);
    }
  });

  it('answers a filled honeypot as sent, and stores the lead flagged', async () => {
    const { listing } = await publishedListing();
    const res = await send(listing.slug, { ...ana, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    const [lead] = await leadsOf(listing.id);
    expect(await res.json()).toEqual({ ok: true, id: lead!.id, message: leadTexts.sent });
    expect(lead!.suspicion).toBe('honeypot');
  });

  it('limits requests per visitor', async () => {
    const { listing } = await publishedListing();
    const statuses: number[] = [];
    for (let i = 0; i <= t.deps.env.LEAD_LIMIT_PER_IP; i++) {
      statuses.push((await send(listing.slug, { ...ana, firstName: `Ana${i}` })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(await leadsOf(listing.id)).toHaveLength(t.deps.env.LEAD_LIMIT_PER_IP);
  });
});
