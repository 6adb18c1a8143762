import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addLeads as add,
  type LeadSeed,
  listLeadsAs as list,
  ownerWithListings,
  type TestListing,
} from '../../../../test/support/leads';
import {
  createTestApp,
  signedInOwner,
  type TestApp,
  type TestClient,
} from '../../../../test/support/test-app';
import {
  FOLD_FROM,
  FOLD_TO,
  type LeadStats,
  type LeadStatus,
  type LeadsPage,
} from '../../../shared/leads-dashboard';
import { leads, listings as listingsTable } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

const ownerWith = (...titles: string[]) => ownerWithListings(t, ...titles);
const addLeads = (agencyId: string, listing: TestListing, seeds: LeadSeed[]) =>
  add(t, agencyId, listing, seeds);
const names = (page: LeadsPage) => page.leads.map((l) => l.firstName);
const patch = (client: TestClient, id: string, body: unknown) =>
  client.request(`/api/leads/${id}`, { method: 'PATCH', json: body });

describe('GET /api/leads', () => {
  it('lists newest first with listing, labels, channel and the stats', async () => {
    const { client, agencyId, listings } = await ownerWith('Ático en Málaga');
    await addLeads(agencyId, listings[0]!, [
      { firstName: 'Primera', useCode: 'residencial', roomCode: 'salon', styleCode: 'nordic' },
      { firstName: 'Segunda', channel: 'whatsapp', phone: '+34612345678', email: null },
    ]);
    const page = await list(client);
    expect(names(page)).toEqual(['Segunda', 'Primera']);
    expect(page.nextCursor).toBeNull();
    const primera = page.leads[1]!;
    expect(primera).toMatchObject({
      status: 'new',
      channel: 'email',
      listing: { id: listings[0]!.id, title: 'Ático en Málaga', slug: listings[0]!.slug, city: 'Madrid' },
      use: { code: 'residencial', label: 'Residencial' },
      room: { code: 'salon', label: 'Salón' },
      style: { code: 'nordic', label: 'Nórdico' },
    });
    expect(page.leads[0]).toMatchObject({ channel: 'whatsapp', phone: '+34612345678', room: null });
    expect(page.stats).toEqual({ total: 2, tests: 0, new: 2, contacted: 0, closed: 0, closedPct: 0 });
  });

  it('searches name, e-mail, phone and listing title, ignoring case and accents', async () => {
    const { client, agencyId, listings } = await ownerWith('Piso en Chamberí', 'Local en Gràcia');
    const [chamberi, gracia] = listings as [TestListing, TestListing];
    await addLeads(agencyId, chamberi, [
      { firstName: 'José', lastName: 'Núñez Ruiz', email: 'jose@correo.es' },
      { firstName: 'María', lastName: 'López', email: 'MARIA.LOPEZ@Example.es', phone: '+34600111222' },
    ]);
    await addLeads(agencyId, gracia, [{ firstName: 'Íñigo', lastName: 'Sáez', email: 'i100%@x.es' }]);
    const search = async (q: string) => names(await list(client, `?q=${encodeURIComponent(q)}`));

    expect(await search('jose')).toEqual(['José']);
    expect(await search('JOSÉ')).toEqual(['José']);
    expect(await search('nunez')).toEqual(['José']);
    expect(await search('ÑÚÑEZ')).toEqual(['José']);
    expect(await search('maria.lopez@example')).toEqual(['María']);
    expect(await search('600 111 222')).toEqual(['María']);
    expect(await search('+34 600111')).toEqual(['María']);
    expect(await search('chamberi')).toEqual(['María', 'José']);
    expect(await search('gracia inigo')).toEqual(['Íñigo']);
    expect(await search('jose lopez')).toEqual([]);
    expect(await search('%')).toEqual(['Íñigo']);
    expect(await search('_')).toEqual([]);
    expect(await search('   ')).toEqual(['Íñigo', 'María', 'José']);

    // A renamed listing is found by its new title, and by the one the lead kept.
    const renamed = await client.request(`/api/listings/${gracia.id}`, {
      method: 'PUT',
      json: {
        energyStatus: 'in_progress',
        title: 'Local reformado en Sants',
        address: 'Calle Mayor 1',
        city: 'Madrid',
      },
    });
    expect(renamed.status).toBe(200);
    expect(await search('SANTS')).toEqual(['Íñigo']);
    expect(await search('gràcia')).toEqual(['Íñigo']);
  });

  it("finds leads by their listing's reference, the current one and, once deleted, the one they kept", async () => {
    const { client, agencyId, listings } = await ownerWith('Piso en Chamberí', 'Local en Ruzafa');
    const [chamberi, ruzafa] = listings as [TestListing, TestListing];
    const setRef = (id: string, reference: string) =>
      t.db.update(listingsTable).set({ reference }).where(eq(listingsTable.id, id));
    await setRef(chamberi.id, 'CH-204');
    await addLeads(agencyId, chamberi, [{ firstName: 'José' }, { firstName: 'María' }]);
    // Another agency's listing with the same reference: never found from this one.
    const other = await ownerWith('Piso ajeno');
    await t.db
      .update(listingsTable)
      .set({ reference: 'CH-204' })
      .where(eq(listingsTable.id, other.listings[0]!.id));
    await addLeads(other.agencyId, other.listings[0]!, [{ firstName: 'Ajena' }]);
    const search = async (q: string) => names(await list(client, `?q=${encodeURIComponent(q)}`));

    expect(await search('CH-204')).toEqual(['María', 'José']);
    expect(await search('ch-204')).toEqual(['María', 'José']);
    expect(await search('204 maria')).toEqual(['María']);
    expect(await search('CH-205')).toEqual([]);
    const page = await list(client, '?q=ch-204');
    expect(page.leads[0]!.listing).toMatchObject({
      reference: 'CH-204',
      operation: 'sale',
      propertyType: 'piso',
    });
    // The reference changed: the leads follow the listing.
    await setRef(chamberi.id, 'MAD-1');
    expect(await search('mad-1')).toEqual(['María', 'José']);
    expect(await search('ch-204')).toEqual([]);

    // A lead sent from the microsite keeps the reference: found by it after the listing is deleted.
    await setRef(ruzafa.id, 'VAL-9ñ');
    const sent = await t.client().post(
      `/api/public/listings/${ruzafa.slug}/leads`,
      {
        firstName: 'Íñigo',
        lastName: 'Sáez',
        contactMethod: 'email',
        email: 'inigo@example.es',
        consent: true,
      },
      { 'x-forwarded-for': '198.51.100.40' },
    );
    expect(sent.status).toBe(201);
    expect(await search('val-9n')).toEqual(['Íñigo']);
    expect((await client.request(`/api/listings/${ruzafa.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await search('VAL-9Ñ')).toEqual(['Íñigo']);
    const kept = await list(client, '?q=val-9');
    expect(kept.leads[0]!.listing).toMatchObject({ deleted: true, reference: 'VAL-9ñ', operation: 'sale' });
  });

  it('filters by status and listing, and the stats follow the search and listing but not the status', async () => {
    const { client, agencyId, listings } = await ownerWith('Uno', 'Dos');
    const [uno, dos] = listings as [TestListing, TestListing];
    const statuses: LeadStatus[] = ['new', 'contacted', 'qualified', 'closed', 'closed', 'lost', 'new'];
    await addLeads(
      agencyId,
      uno,
      statuses.map((status, i) => ({ status, firstName: `U${i}` })),
    );
    await addLeads(agencyId, dos, [{ firstName: 'D0', status: 'closed' }]);

    const all = await list(client);
    expect(all.stats).toEqual({ total: 8, tests: 0, new: 2, contacted: 1, closed: 3, closedPct: 37.5 });
    const closed = await list(client, '?status=closed');
    expect(names(closed)).toEqual(['D0', 'U4', 'U3']);
    expect(closed.stats).toEqual(all.stats);
    const ofDos = await list(client, `?listingId=${dos.id}`);
    expect(names(ofDos)).toEqual(['D0']);
    expect(ofDos.stats).toEqual({ total: 1, tests: 0, new: 0, contacted: 0, closed: 1, closedPct: 100 });
    const both = await list(client, `?listingId=${uno.id}&status=new&q=u6`);
    expect(names(both)).toEqual(['U6']);
    expect(both.stats).toMatchObject({ total: 1, new: 1 });
    expect(names(await list(client, '?status=&listingId=&q='))).toHaveLength(8);
  });

  it('pages by cursor without repeating or missing a lead, even with equal timestamps', async () => {
    const { client, agencyId, listings } = await ownerWith('Muchos');
    const same = new Date(Date.UTC(2025, 1, 1));
    await addLeads(
      agencyId,
      listings[0]!,
      Array.from({ length: 45 }, (_, i) => ({ firstName: `L${i}`, ...(i % 3 ? {} : { createdAt: same }) })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: LeadsPage = await list(client, `?limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      if (pages === 0) expect(page.stats?.total).toBe(45);
      else expect(page.stats).toBeUndefined();
      seen.push(...page.leads.map((l) => l.id));
      // A lead arriving meanwhile goes to the top, never into the next page.
      if (pages === 1)
        await addLeads(agencyId, listings[0]!, [{ firstName: 'Nueva', createdAt: new Date() }]);
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(5);
    expect(new Set(seen).size).toBe(45);
    const everything = await list(client, '?limit=100');
    expect(everything.leads.slice(1).map((l) => l.id)).toEqual(seen);
    expect((await list(client)).leads).toHaveLength(30);
  });

  it('refuses a bad cursor, limit, status or listing id', async () => {
    const { client } = await signedInOwner(t);
    for (const query of ['?cursor=nope', '?limit=101', '?limit=0', '?status=won', '?listingId=12']) {
      const res = await client.get(`/api/leads${query}`);
      expect(res.status).toBe(422);
    }
  });
});

describe('PATCH /api/leads/:id', () => {
  it('changes the status both ways and answers the lead', async () => {
    const { client, agencyId, listings } = await ownerWith('Estado');
    const [lead] = await addLeads(agencyId, listings[0]!, [{}]);
    for (const status of ['closed', 'contacted', 'lost', 'new', 'qualified'] as const) {
      const res = await patch(client, lead!.id, { status });
      expect(res.status).toBe(200);
      expect((await res.json()).lead).toMatchObject({ id: lead!.id, status, listing: { title: 'Estado' } });
    }
    const [row] = await t.db.select().from(leads).where(eq(leads.id, lead!.id));
    expect(row!.status).toBe('qualified');
    expect((await patch(client, lead!.id, { status: 'won' })).status).toBe(422);
    expect((await patch(client, crypto.randomUUID(), { status: 'new' })).status).toBe(404);
    expect((await patch(client, 'not-a-uuid', { status: 'new' })).status).toBe(404);
  });
});

describe('tenant isolation', () => {
  it("never shows, changes or exports another agency's leads", async () => {
    const a = await ownerWith('De la agencia A');
    const b = await ownerWith('De la agencia B');
    const [leadA] = await addLeads(a.agencyId, a.listings[0]!, [{ firstName: 'Secreta', status: 'new' }]);
    await addLeads(b.agencyId, b.listings[0]!, [{ firstName: 'Propia' }]);

    const page = await list(b.client);
    expect(names(page)).toEqual(['Propia']);
    expect(page.stats).toMatchObject<Partial<LeadStats>>({ total: 1 });
    expect(names(await list(b.client, '?q=secreta'))).toEqual([]);
    expect((await list(b.client, `?listingId=${a.listings[0]!.id}`)).leads).toEqual([]);

    const res = await patch(b.client, leadA!.id, { status: 'lost' });
    expect(res.status).toBe(404);
    const [row] = await t.db.select().from(leads).where(eq(leads.id, leadA!.id));
    expect(row!.status).toBe('new');

    const csv = await (await b.client.get('/api/leads/export.csv')).text();
    expect(csv).toContain('Propia');
    expect(csv).not.toContain('Secreta');
    const csvOfA = await (await b.client.get(`/api/leads/export.csv?listingId=${a.listings[0]!.id}`)).text();
    expect(csvOfA.split('\r\n')).toHaveLength(2);
  });

  it('asks for a session on every endpoint', async () => {
    const anonymous = t.client();
    expect((await anonymous.get('/api/leads')).status).toBe(401);
    expect((await anonymous.get('/api/leads/export.csv')).status).toBe(401);
    expect((await patch(anonymous, crypto.randomUUID(), { status: 'new' })).status).toBe(401);
  });
});

describe('from the microsite to the dashboard', () => {
  it('a lead sent on the public page is listed with its labels', async () => {
    const { client, listings } = await ownerWith('Dúplex con jardín');
    const res = await t.client().post(
      `/api/public/listings/${listings[0]!.slug}/leads`,
      {
        firstName: 'Lucía',
        lastName: 'Fernández',
        contactMethod: 'whatsapp',
        phone: '612 345 678',
        consent: true,
        useCode: 'residencial',
        roomCode: 'terraza',
        styleCode: 'boho',
      },
      { 'x-forwarded-for': '198.51.100.7' },
    );
    expect(res.status).toBe(201);
    const page = await list(client, '?q=lucia fernandez');
    expect(page.leads[0]).toMatchObject({
      firstName: 'Lucía',
      phone: '612345678',
      channel: 'whatsapp',
      listing: { title: 'Dúplex con jardín', deleted: false },
      room: { label: 'Terraza' },
      style: { label: 'Boho' },
    });
  });

  it('folds the same characters in SQL and in JavaScript', () => {
    expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length);
  });
});
