import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import type { LeadsPage } from '../../../shared/leads-dashboard';
import { agencies, leads, mailOutbox } from '../../db/schema';
import { floodDigestTexts } from '../notifications/send-flood-digest';

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
    // The first lead or two of each address cannot be told from a buyer's; everything after is flagged.
    expect(flagged.length).toBeGreaterThanOrEqual(50);
    expect(new Set(flagged.map((l) => l.suspicion))).toEqual(new Set(['address_burst', 'listing_flood']));

    // More junk in the same window: still flagged, still no second digest.
    for (let i = 0; i < 5; i++)
      expect((await send(listing.slug, lead(700 + i), '203.0.113.7')).status).toBe(201);
    await runJobs();

    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, agencyEmail));
    const digests = mails.filter((m) => m.subject === floodDigestTexts.subject('Piso en Ruzafa'));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toContain('/dashboard/leads?listingId=');
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
      .select({ alertSentAt: leads.alertSentAt })
      .from(leads)
      .where(sql`${leads.listingId} = ${listing.id} and ${isNotNull(leads.suspicion)}`);
    expect(flaggedNow.length).toBeGreaterThanOrEqual(54);
    expect(flaggedNow.every((l) => l.alertSentAt === null)).toBe(true);
    expect(digests[0]!.text).toContain(`${flaggedNow.length} parecen automáticas`);

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

describe('when the limit store cannot be reached', () => {
  it('still takes the lead (unchecked, logged): a buyer never pays for a Redis outage', async () => {
    // Nothing listens on port 1: the server starts anyway and every counter call fails.
    const down = await createTestApp({ env: { TRUST_PROXY: 'true', REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const owner = await signedInOwner(down);
      const created = await owner.client.post('/api/listings', {
        energyStatus: 'in_progress',
        title: 'Piso sin Redis',
        city: 'Soria',
      });
      const { listing } = (await created.json()) as { listing: { id: string; slug: string } };
      const res = await down
        .client()
        .post(`/api/public/listings/${listing.slug}/leads`, lead(1), { 'x-forwarded-for': '198.51.100.9' });
      expect(res.status).toBe(201);
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
