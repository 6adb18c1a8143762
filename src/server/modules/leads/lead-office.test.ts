import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { agencies, leads, mailOutbox } from '../../db/schema';

// Issue 25 item 5: different people writing from one connection (an office Wi-Fi, an open day, a
// carrier's shared address) are real buyers, each told to the agency at once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

const people = [
  { firstName: 'Lucía', lastName: 'Martín Ortega', email: 'lucia.martin@correo.example' },
  { firstName: 'Javier', lastName: 'Gómez', phone: '612 345 678' },
  { firstName: 'Carmen', lastName: 'Ruiz Blanco', email: 'carmen.ruiz@empresa.example' },
  { firstName: 'Pablo', lastName: 'Sánchez', email: 'psanchez@correo.example' },
  { firstName: 'Elena', lastName: 'Torres Vidal', phone: '+34 633 111 222' },
  { firstName: 'Diego', lastName: 'Navarro', email: 'diego.navarro@empresa.example' },
  { firstName: 'Marta', lastName: 'Iglesias', email: 'marta.iglesias@correo.example' },
  { firstName: 'Sergio', lastName: 'Romero Gil', phone: '699 000 111' },
].map((p) => ({ ...p, contactMethod: p.phone ? 'whatsapp' : 'email', consent: true }));

let lastOffice = 0;

describe('different people writing from one address within 10 minutes', () => {
  it.each([
    [4, 1],
    [8, 1],
    [4, 4],
    [8, 4],
  ])('%i people to %i listing(s): none flagged, each gets its alert at once', async (count, listingCount) => {
    const owner = await signedInOwner(t);
    const inbox = `avisos-oficina-${++lastOffice}@inmobiliaria.es`;
    await t.db.update(agencies).set({ email: inbox }).where(eq(agencies.id, owner.agencyId));
    const listings: { id: string; slug: string; title: string }[] = [];
    for (let i = 0; i < listingCount; i++) {
      const title = `Piso ${i + 1} en Chamberí`;
      const res = await owner.client.post('/api/listings', {
        energyStatus: 'in_progress',
        title,
        city: 'Madrid',
      });
      const { listing } = (await res.json()) as { listing: { id: string; slug: string } };
      listings.push({ ...listing, title });
    }
    const office = `198.51.100.${lastOffice}`;
    for (const [i, person] of people.slice(0, count).entries()) {
      const res = await t
        .client()
        .post(`/api/public/listings/${listings[i % listingCount]!.slug}/leads`, person, {
          'x-forwarded-for': office,
        });
      expect(res.status).toBe(201);
    }
    const stored = await t.db
      .select()
      .from(leads)
      .where(
        inArray(
          leads.listingId,
          listings.map((l) => l.id),
        ),
      );
    expect(stored).toHaveLength(count);
    expect(stored.map((l) => l.suspicion)).toEqual(Array(count).fill(null));

    await t.deps.jobs.drain();
    const alerts = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, inbox))).map(
      (m) => m.subject,
    );
    expect(alerts.sort()).toEqual(
      people
        .slice(0, count)
        .map((p, i) => `Nuevo lead: ${p.firstName} ${p.lastName} · ${listings[i % listingCount]!.title}`)
        .sort(),
    );
    const told = await t.db
      .select({ alertSentAt: leads.alertSentAt })
      .from(leads)
      .where(eq(leads.agencyId, owner.agencyId));
    expect(told.every((l) => l.alertSentAt)).toBe(true);
  });
});
