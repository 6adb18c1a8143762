import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { listingTexts } from '../../../shared/listings';
import { migrationsUpTo, removeDir } from '../../backup/migrations';
import { openDatabase } from '../../db/client';
import { migrate } from '../../db/migrate';
import { listings } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rental = {
  operation: 'rent',
  propertyType: 'atico',
  reference: 'MAD-0042',
  title: 'Ático con terraza en Chamberí',
  price: '1.200',
  address: 'Calle de Ponzano 12, 5º B',
  city: 'Madrid',
  sqm: '85',
  usableSqm: '74',
  beds: '2',
  baths: '1',
  description: 'Ático luminoso.\n\nTerraza de 20 m² con vistas.',
  descriptionEn: 'A bright penthouse.\n\nA 20 m² terrace with views.',
  features: ['terraza', 'ascensor', 'aire'],
  yearBuilt: '1968',
  condition: 'good',
  orientation: 's',
  communityFees: '90',
  ibi: '420',
  depositMonths: '2',
  availableFrom: '2027-01-01',
  addressPrivacy: 'street',
  lat: '40.438912',
  lng: '-3.701234',
  energyStatus: 'in_progress',
};

const count = async (agencyId: string) =>
  (await t.db.select({ id: listings.id }).from(listings).where(eq(listings.agencyId, agencyId))).length;

describe('the complete ad through the API', () => {
  it('stores and returns a rental with every field', async () => {
    const { client } = await signedInOwner(t);
    const res = await client.post('/api/listings', rental);
    expect(res.status).toBe(201);
    const { listing } = await res.json();
    expect(listing).toMatchObject({
      operation: 'rent',
      propertyType: 'atico',
      reference: 'MAD-0042',
      price: 1200,
      description: 'Ático luminoso.\n\nTerraza de 20 m² con vistas.',
      descriptionEn: 'A bright penthouse.\n\nA 20 m² terrace with views.',
      features: ['ascensor', 'terraza', 'aire'],
      addressPrivacy: 'street',
      specs: { sqm: 85, beds: 2, baths: 1 },
      facts: {
        usableSqm: 74,
        plotSqm: null,
        yearBuilt: 1968,
        condition: 'good',
        orientation: 's',
        communityFees: 90,
        ibi: 420,
        depositMonths: 2,
        availableFrom: '2027-01-01',
      },
    });
    // The dashboard keeps the exact address and point.
    const again = await (await client.get(`/api/listings/${listing.id}`)).json();
    expect(again.listing).toMatchObject({ address: 'Calle de Ponzano 12, 5º B', lat: 40.438912 });
  });

  it('switching a rent to a sale drops fianza and "disponible desde" only when the client leaves them out', async () => {
    const { client } = await signedInOwner(t);
    const { listing } = await (await client.post('/api/listings', rental)).json();
    const { depositMonths: _d, availableFrom: _a, ...sale } = rental;
    const res = await client.request(`/api/listings/${listing.id}`, {
      method: 'PUT',
      json: { ...sale, operation: 'sale', price: '320000' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).listing.facts).toMatchObject({ depositMonths: null, availableFrom: null });
    const refused = await client.request(`/api/listings/${listing.id}`, {
      method: 'PUT',
      json: { ...rental, operation: 'sale' },
    });
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.message).toBe(listingTexts.rentOnly);
  });

  it('a reference is unique within the agency (case aside), free across agencies', async () => {
    const a = await signedInOwner(t);
    const b = await signedInOwner(t);
    const first = await (await a.client.post('/api/listings', { ...rental, reference: 'REF-1' })).json();
    const dup = await a.client.post('/api/listings', { ...rental, reference: 'ref-1' });
    expect(dup.status).toBe(422);
    expect(await dup.json()).toEqual({
      error: {
        code: 'validation',
        message: listingTexts.referenceTaken,
        fields: { reference: listingTexts.referenceTaken },
      },
    });
    expect(await count(a.agencyId)).toBe(1);
    // Another agency may use the same reference.
    expect((await b.client.post('/api/listings', { ...rental, reference: 'REF-1' })).status).toBe(201);
    // An edit onto a taken reference is refused and changes nothing; keeping its own is fine.
    const second = await (await a.client.post('/api/listings', { ...rental, reference: 'REF-2' })).json();
    const clash = await a.client.request(`/api/listings/${second.listing.id}`, {
      method: 'PUT',
      json: { ...rental, reference: 'Ref-1', title: 'Cambiado' },
    });
    expect(clash.status).toBe(422);
    expect((await clash.json()).error.fields).toEqual({ reference: listingTexts.referenceTaken });
    const [row] = await t.db.select().from(listings).where(eq(listings.id, second.listing.id));
    expect(row).toMatchObject({ reference: 'REF-2', title: rental.title });
    const keep = await a.client.request(`/api/listings/${first.listing.id}`, {
      method: 'PUT',
      json: { ...rental, reference: 'REF-1', title: 'Sigue siendo REF-1' },
    });
    expect(keep.status).toBe(200);
  });

  it('refuses bad input with a Spanish message and stores nothing', async () => {
    const { client, agencyId } = await signedInOwner(t);
    const bad: [Record<string, unknown>, string | RegExp][] = [
      [{ description: 'a'.repeat(4001) }, 'Máximo 4.000 caracteres.'],
      [{ descriptionEn: 'a'.repeat(4001) }, 'Máximo 4.000 caracteres.'],
      [{ communityFees: '-10' }, listingTexts.notNegative],
      [{ ibi: -1 }, listingTexts.notNegative],
      [{ description: 'Hola\u0000mundo' }, /caracteres no permitidos/],
      [{ reference: 'A\u0000' }, /caracteres no permitidos/],
      [{ features: ['ascensor', 'helipuerto'] }, listingTexts.badFeature],
      [{ propertyType: 'local' }, listingTexts.typeOfOtherUse],
      [{ operation: 'traspaso' }, listingTexts.badOperation],
      [{ availableFrom: '31/01/2027' }, listingTexts.badDate],
      [{ energyStatus: '' }, listingTexts.energyToPublish],
    ];
    for (const [fields, message] of bad) {
      const res = await client.post('/api/listings', { ...rental, ...fields });
      expect(res.status, JSON.stringify(fields).slice(0, 80)).toBe(422);
      const body = await res.json();
      if (typeof message === 'string') expect(body.error.message).toBe(message);
      else expect(body.error.message).toMatch(message);
    }
    expect(await count(agencyId)).toBe(0);
    // The same dwelling without its energy state is fine as a draft.
    expect(
      (await client.post('/api/listings', { ...rental, energyStatus: '', published: false })).status,
    ).toBe(201);
  });

  it('another agency’s listing cannot be read, edited or have its reference probed', async () => {
    const a = await signedInOwner(t);
    const b = await signedInOwner(t);
    const { listing } = await (
      await a.client.post('/api/listings', { ...rental, reference: 'SECRET-9' })
    ).json();
    expect((await b.client.get(`/api/listings/${listing.id}`)).status).toBe(404);
    const put = await b.client.request(`/api/listings/${listing.id}`, { method: 'PUT', json: rental });
    expect(put.status).toBe(404);
    expect((await (await b.client.get('/api/listings')).json()).listings).toEqual([]);
  });

  it('the public page shows the street without number and never the exact point', async () => {
    const { client } = await signedInOwner(t);
    const { listing } = await (await client.post('/api/listings', rental)).json();
    const html = await (await t.app.request(`/l/${listing.slug}`)).text();
    expect(html).toContain('Calle de Ponzano');
    expect(html).not.toContain('Ponzano 12');
    expect(html).not.toContain('40.438912');
    expect(html).not.toContain('-3.701234');
    await client.request(`/api/listings/${listing.id}`, {
      method: 'PUT',
      json: { ...rental, addressPrivacy: 'zone' },
    });
    const zone = await (await t.app.request(`/l/${listing.slug}`)).text();
    expect(zone).not.toContain('Ponzano');
    await client.request(`/api/listings/${listing.id}`, {
      method: 'PUT',
      json: { ...rental, addressPrivacy: 'exact' },
    });
    expect(await (await t.app.request(`/l/${listing.slug}`)).text()).toContain('Calle de Ponzano 12, 5º B');
  });
});

describe('migration 0021', () => {
  it('carries existing listings over: Venta, piso or local from their use, street-only address', async () => {
    const database = await openDatabase({ pglite: await PGlite.create() });
    try {
      const folder = migrationsUpTo(1795496787547); // 0020, the schema before the complete ad
      try {
        await migrate(database, folder);
      } finally {
        removeDir(folder);
      }
      const agency = '00000000-0000-0000-0000-0000000000a1';
      await database.db.execute(
        sql`insert into uses (code, label) values ('residencial', 'Residencial'), ('comercial', 'Comercial')`,
      );
      await database.db.execute(sql`insert into users (id, email) values ('u1', 'dueno@example.com')`);
      await database.db.execute(
        sql`insert into agencies (id, name, slug, owner_user_id) values (${agency}, 'Agencia', 'agencia', 'u1')`,
      );
      await database.db.execute(sql`
        insert into listings (agency_id, slug, title, qr_code, use_code, price, address)
        values (${agency}, 'piso-1', 'Piso', 'AAAA2222', 'residencial', 200000, 'Calle Mayor 1'),
               (${agency}, 'local-1', 'Local', 'BBBB3333', 'comercial', 90000, null)`);
      await migrate(database);
      const rows = await database.db
        .select({
          slug: listings.slug,
          operation: listings.operation,
          propertyType: listings.propertyType,
          addressPrivacy: listings.addressPrivacy,
          features: listings.features,
          price: listings.price,
          address: listings.address,
        })
        .from(listings)
        .orderBy(listings.slug);
      expect(rows).toEqual([
        {
          slug: 'local-1',
          operation: 'sale',
          propertyType: 'local',
          addressPrivacy: 'street',
          features: [],
          price: 90000,
          address: null,
        },
        {
          slug: 'piso-1',
          operation: 'sale',
          propertyType: 'piso',
          addressPrivacy: 'street',
          features: [],
          price: 200000,
          address: 'Calle Mayor 1',
        },
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
