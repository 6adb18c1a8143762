import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerName } from '../../../../test/support/leads';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import type { LeadsPage } from '../../../shared/leads-dashboard';
import { agencies, leads, mailOutbox, rateLimits } from '../../db/schema';
import { ruleHit } from '../../providers/limits/limit-store';
import { floodDigestTexts } from '../notifications/flood-digest-message';
import { floodThresholds, leadRules } from './lead-suspicion';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

const lead = (i: number) => ({
  firstName: `Comprador${i}`,
  lastName: 'Prueba',
  contactMethod: 'email',
  email: `comprador${i}@correo.example`,
  consent: true,
});
const send = (slug: string, body: unknown, ip: string) =>
  t.client().post(`/api/public/listings/${slug}/leads`, body, { 'x-forwarded-for': ip });
/** Runs the queued jobs, the digest's delayed one included. */
async function runJobs() {
  await t.db.execute(sql`update pgboss.job set start_after = now() where name = 'lead-flood-digest'`);
  await t.deps.jobs.drain();
}

describe('a lead flood on one listing', () => {
  it('is stored flagged with one digest, and the next real buyer still gets through with an alert', async () => {
    const owner = await signedInOwner(t);
    const agencyEmail = 'avisos-flood@inmobiliaria.es';
    await t.db.update(agencies).set({ email: agencyEmail }).where(eq(agencies.id, owner.agencyId));
    const created = await owner.client.post('/api/listings', {
      energyStatus: 'in_progress',
      title: 'Piso en Ruzafa',
      city: 'Valencia',
    });
    const { listing } = (await created.json()) as { listing: { id: string; slug: string } };
    await t.deps.jobs.drain();

    // 60 junk leads from six addresses, ten each: the per-address limit is not even reached.
    const statuses: number[] = [];
    for (let a = 1; a <= 6; a++)
      for (let i = 0; i < 10; i++)
        statuses.push((await send(listing.slug, lead(a * 100 + i), `203.0.113.${a}`)).status);
    expect(statuses.every((s) => s === 201)).toBe(true);

    // A real buyer from a new address: accepted, and not flagged.
    const buyer = { ...lead(0), firstName: 'Lucía', lastName: 'Martín', email: 'lucia@example.es' };
    const res = await send(listing.slug, buyer, '198.51.100.77');
    expect(res.status).toBe(201);
    const { id: buyerLeadId } = await res.json();

    const stored = await t.db.select().from(leads).where(eq(leads.listingId, listing.id));
    expect(stored).toHaveLength(61);
    expect(stored.find((l) => l.id === buyerLeadId)!.suspicion).toBeNull();
    const flagged = stored.filter((l) => l.suspicion);
    // The same name but for its digits: the first few cannot be told from a buyer's; everything after is flagged.
    expect(flagged.length).toBeGreaterThanOrEqual(50);
    expect(new Set(flagged.map((l) => l.suspicion))).toEqual(new Set(['repeated_content']));

    // More junk in the same window: still flagged, still no second digest.
    for (let i = 0; i < 5; i++)
      expect((await send(listing.slug, lead(700 + i), '203.0.113.7')).status).toBe(201);
    await runJobs();

    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, agencyEmail));
    const digests = mails.filter((m) => m.subject.includes('sospechosa'));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toContain('/dashboard/leads?suspicious=only');
    const alerts = mails.filter((m) => m.subject.startsWith('Nuevo lead: '));
    // Exactly one alert per unflagged lead, the buyer's among them; none for a flagged one.
    const unflagged = await t.db
      .select({ id: leads.id, alertSentAt: leads.alertSentAt })
      .from(leads)
      .where(sql`${leads.listingId} = ${listing.id} and ${leads.suspicion} is null`);
    expect(alerts).toHaveLength(unflagged.length);
    expect(unflagged.every((l) => l.alertSentAt)).toBe(true);
    expect(alerts.filter((m) => m.subject === 'Nuevo lead: Lucía Martín · Piso en Ruzafa')).toHaveLength(1);
    const flaggedNow = await t.db
      .select({ firstName: leads.firstName, alertSentAt: leads.alertSentAt })
      .from(leads)
      .where(sql`${leads.listingId} = ${listing.id} and ${isNotNull(leads.suspicion)}`);
    expect(flaggedNow.length).toBeGreaterThanOrEqual(54);
    expect(
      alerts.filter((m) => flaggedNow.some((l) => m.subject.startsWith(`Nuevo lead: ${l.firstName} `))),
    ).toEqual([]);
    // The digest told every flagged lead (stamped as told: a second digest has nothing left to say).
    expect(flaggedNow.every((l) => l.alertSentAt)).toBe(true);
    expect(digests[0]!.subject).toBe(floodDigestTexts.subject(flaggedNow.length, floodDigestTexts.lastHour));
    expect(digests[0]!.text).toContain(
      `${flaggedNow.length} solicitudes marcadas como sospechosas en la última hora`,
    );

    // The dashboard shows the flag and filters on it.
    const only = (await (await owner.client.get('/api/leads?suspicious=only&limit=100')).json()) as LeadsPage;
    expect(only.leads).toHaveLength(flaggedNow.length);
    expect(only.leads.every((l) => l.suspicion)).toBe(true);
    const hidden = (await (
      await owner.client.get('/api/leads?suspicious=hide&limit=100')
    ).json()) as LeadsPage;
    expect(hidden.leads.map((l) => l.id)).toContain(buyerLeadId);
    expect(hidden.leads.every((l) => l.suspicion === null)).toBe(true);
    const bad = await owner.client.get('/api/leads?suspicious=quizas');
    expect(bad.status).toBe(422);
  });

  it('flags a link in a name and the same e-mail again and again, even from new addresses', async () => {
    const owner = await signedInOwner(t);
    const created = await owner.client.post('/api/listings', {
      energyStatus: 'in_progress',
      title: 'Casa en Teruel',
      city: 'Teruel',
    });
    const { listing } = (await created.json()) as { listing: { id: string; slug: string } };
    const spam = { ...lead(1), firstName: 'Visita www.spam.example' };
    expect((await send(listing.slug, spam, '192.0.2.1')).status).toBe(201);
    for (let i = 0; i < 5; i++)
      expect(
        (await send(listing.slug, { ...lead(1), lastName: `Otro${i}` }, `192.0.2.${10 + i}`)).status,
      ).toBe(201);
    const rows = await t.db
      .select({ suspicion: leads.suspicion })
      .from(leads)
      .where(eq(leads.listingId, listing.id))
      .orderBy(leads.createdAt);
    expect(rows.map((r) => r.suspicion)).toEqual([
      'link_in_name',
      null,
      null,
      'repeated_contact',
      'repeated_contact',
      'repeated_contact',
    ]);
  });
});

/** A published listing of a new agency. */
async function newListing(title: string) {
  const owner = await signedInOwner(t);
  const created = await owner.client.post('/api/listings', {
    energyStatus: 'in_progress',
    title,
    city: 'Madrid',
  });
  const { listing } = (await created.json()) as { listing: { id: string; slug: string } };
  return { owner, listing };
}
const suspicionsOf = async (listingId: string) =>
  (
    await t.db
      .select({ suspicion: leads.suspicion })
      .from(leads)
      .where(eq(leads.listingId, listingId))
      .orderBy(leads.createdAt)
  ).map((r) => r.suspicion);

describe('what looks like a flood is flagged from its threshold on', () => {
  it('the same e-mail again and again from one address', async () => {
    const { listing } = await newListing('Ático en Lavapiés');
    const names = ['Ana', 'Bea', 'Clara', 'Dora', 'Eva', 'Fe'];
    for (const firstName of names)
      expect((await send(listing.slug, { ...lead(9), firstName }, '192.0.2.101')).status).toBe(201);
    expect(await suspicionsOf(listing.id)).toEqual([
      null,
      null,
      null,
      'repeated_contact',
      'repeated_contact',
      'repeated_contact',
    ]);
  });

  it('nearly the same lead (one name, its digits changed) from one address, and from many', async () => {
    const { listing } = await newListing('Dúplex en Triana');
    for (let i = 1; i <= 6; i++) expect((await send(listing.slug, lead(i), '192.0.2.102')).status).toBe(201);
    const oneAddress = ['repeated_content', 'repeated_content', 'repeated_content'];
    expect(await suspicionsOf(listing.id)).toEqual([null, null, null, ...oneAddress]);

    const { listing: other } = await newListing('Loft en Poblenou');
    for (let i = 1; i <= 5; i++)
      expect(
        (await send(other.slug, { ...lead(i), firstName: `Compradór ${i}` }, `192.0.2.${110 + i}`)).status,
      ).toBe(201);
    expect(await suspicionsOf(other.id)).toEqual([null, null, null, 'repeated_content', 'repeated_content']);
  });

  it('a filled honeypot: the lead is kept, flagged, and its sender answered as anyone', async () => {
    const { listing } = await newListing('Estudio en Malasaña');
    const res = await send(listing.slug, { ...lead(1), website: 'http://spam.example' }, '192.0.2.120');
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['id', 'message', 'ok']);
    const [row] = await t.db.select().from(leads).where(eq(leads.listingId, listing.id));
    expect(row).toMatchObject({ id: body.id, suspicion: 'honeypot', firstName: 'Comprador1' });
    await runJobs();
    const alerts = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Nuevo lead: Comprador1 Prueba · Estudio en Malasaña`));
    expect(alerts).toHaveLength(0);
  });

  it('more than the hourly limit from one address, even different people', async () => {
    const { listing } = await newListing('Casa en Chamartín');
    const address = '192.0.2.130';
    // More than 10 in the hour with the default LEAD_LIMIT_PER_IP (README → Limits and abuse).
    const perAddress = 10;
    expect(floodThresholds(t.deps.env).perAddress).toBe(perAddress);
    const person = (i: number) => ({
      ...buyerName(i),
      contactMethod: 'email',
      email: `persona-${i}@dominio${i}.example`,
      consent: true,
    });
    for (let i = 0; i < perAddress + 2; i++) {
      // The 10-minute refusal (LEAD_LIMIT_PER_IP) is reached first: ten minutes later it has passed,
      // while the hour goes on counting.
      if (i > 0 && i % t.deps.env.LEAD_LIMIT_PER_IP === 0)
        await t.deps.limits.clear([
          ruleHit(leadRules(t.deps.env, floodThresholds(t.deps.env)).byAddress, address).key,
        ]);
      expect((await send(listing.slug, person(i), address)).status).toBe(201);
    }
    expect(await suspicionsOf(listing.id)).toEqual([
      ...Array(perAddress).fill(null),
      'address_burst',
      'address_burst',
    ]);
  });
});

describe('when the limit store cannot be reached', () => {
  /** An owner makes a listing and a buyer sends it a lead, which is taken (201). */
  async function leadTaken(app: TestApp, title: string) {
    const owner = await signedInOwner(app);
    const created = await owner.client.post('/api/listings', {
      energyStatus: 'in_progress',
      title,
      city: 'Soria',
    });
    const { listing } = (await created.json()) as { listing: { id: string; slug: string } };
    const res = await app
      .client()
      .post(`/api/public/listings/${listing.slug}/leads`, lead(1), { 'x-forwarded-for': '198.51.100.9' });
    expect(res.status).toBe(201);
    return listing;
  }

  it('Redis down: the lead is taken and the limits count in the database meanwhile', async () => {
    // Nothing listens on port 1: the server starts anyway and Redis's calls go to the database.
    const down = await createTestApp({ env: { TRUST_PROXY: 'true', REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      await leadTaken(down, 'Piso sin Redis');
      expect(down.logs.some((l) => String(l.msg).startsWith('redis unreachable'))).toBe(true);
      expect(down.logs.some((l) => String(l.msg).includes('unchecked'))).toBe(false);
      // Counted: the address's counter is in the database's table.
      const counted = await down.db.select({ key: rateLimits.key }).from(rateLimits);
      expect(counted.length).toBeGreaterThan(0);
    } finally {
      await down.close();
    }
  });

  it('no store at all: still takes the lead (unchecked, logged): a buyer never pays for an outage', async () => {
    const down = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      // Every counter call fails from here on, as with the database's counters unreachable.
      down.deps.limits.hit = () => Promise.reject(new Error('counters unreachable'));
      const listing = await leadTaken(down, 'Piso sin contadores');
      const [row] = await down.db.select().from(leads).where(eq(leads.listingId, listing.id));
      expect(row!.suspicion).toBeNull();
      expect(down.logs.some((l) => l.msg === 'lead limits unavailable: lead taken unchecked')).toBe(true);
      // Signing in went on too (signedInOwner above), logged the same way.
      expect(down.logs.some((l) => l.msg === 'auth limits unavailable: request taken unchecked')).toBe(true);
    } finally {
      await down.close();
    }
  });
});
