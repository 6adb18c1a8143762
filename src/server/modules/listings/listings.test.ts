import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { listingTexts } from '../../../shared/listings';
import { leads, listings } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const owner = (plan: 'smart' | 'plus' | 'pro' | null = 'pro') => signedInOwner(t, plan);

const piso = {
  energyStatus: 'in_progress',
  title: '  Piso luminoso en Chamberí ',
  price: '245.000',
  address: 'Calle de Fuencarral 120',
  city: 'Madrid',
  sqm: '98',
  beds: '3',
  baths: '2',
  floor: '4º',
  exterior: true,
  lat: '40.4321',
  lng: '-3.7012',
};

describe('listings CRUD', () => {
  it('creates with parsed integers, a slug and an 8-character QR code', async () => {
    const { client } = await owner();
    const res = await client.post('/api/listings', piso);
    expect(res.status).toBe(201);
    const { listing } = await res.json();
    expect(listing).toMatchObject({
      title: 'Piso luminoso en Chamberí',
      price: 245000,
      city: 'Madrid',
      published: true,
      specs: { sqm: 98, beds: 3, baths: 2, floor: '4º', exterior: true },
      lat: 40.4321,
      lng: -3.7012,
      photoCount: 0,
      kpis: { views: 0, leads: 0, conversionPct: 0 },
    });
    expect(listing.slug).toMatch(/^piso-luminoso-en-chamberi-[0-9a-z]{6}$/);
    expect(listing.qrCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);

    const list = await (await client.get('/api/listings')).json();
    expect(list.listings.map((l: { id: string }) => l.id)).toEqual([listing.id]);
    expect(list.limit).toEqual({ published: 1, max: 15, planName: 'Pro' });
  });

  it('turns empties into null and edits, including unpublishing', async () => {
    const { client } = await owner();
    const { listing } = await (await client.post('/api/listings', piso)).json();
    const res = await client.request(`/api/listings/${listing.id}`, {
      method: 'PUT',
      json: { ...piso, price: '', sqm: '', address: '  ', floor: '', lat: '', lng: '', published: false },
    });
    expect(res.status).toBe(200);
    const edited = (await res.json()).listing;
    expect(edited).toMatchObject({
      price: null,
      address: null,
      published: false,
      lat: null,
      specs: { sqm: null, floor: null },
    });
    expect(edited.slug).toBe(listing.slug);
  });

  it('never multiplies a decimal: 85.5 and 85,5 m² are stored as 86; a decimal price or bedroom count is refused', async () => {
    const { client } = await owner();
    for (const sqm of ['85.5', '85,5', 85.5]) {
      const res = await client.post('/api/listings', {
        energyStatus: 'in_progress',
        title: 'Piso',
        price: '245.000',
        sqm,
        published: false,
      });
      expect(res.status).toBe(201);
      const { listing } = await res.json();
      expect([listing.price, listing.specs.sqm]).toEqual([245000, 86]);
      const shown = await (await client.get(`/api/listings/${listing.id}`)).json();
      expect(shown.listing.specs.sqm).toBe(86);
    }
    const refused: [Record<string, unknown>, string][] = [
      [{ price: '245.000,50' }, listingTexts.priceNoDecimals],
      [{ price: '245,000' }, listingTexts.priceNoDecimals],
      [{ beds: '2.5' }, listingTexts.noDecimals],
      [{ baths: 1.5 }, listingTexts.noDecimals],
    ];
    for (const [fields, message] of refused) {
      const res = await client.post('/api/listings', {
        energyStatus: 'in_progress',
        title: 'Piso',
        published: false,
        ...fields,
      });
      expect(res.status).toBe(422);
      expect((await res.json()).error.message).toBe(message);
    }
  });

  it('refuses bad input in Spanish and stores nothing', async () => {
    const { client, agencyId } = await owner();
    const cases: [unknown, string][] = [
      [{ title: '   ' }, listingTexts.titleRequired],
      [{ title: 'Ático', price: 'mucho' }, listingTexts.notANumber],
      [{ title: 'Ático', beds: '-2' }, listingTexts.notNegative],
      [{ title: 'Ático', lat: '40.1' }, listingTexts.latLngTogether],
      [{ title: 'Ático', lat: '140', lng: '3' }, listingTexts.invalidLat],
      [{ title: 42 }, listingTexts.titleRequired],
    ];
    for (const [body, message] of cases) {
      const res = await client.post('/api/listings', body);
      expect(res.status).toBe(422);
      expect((await res.json()).error.message).toBe(message);
    }
    const wrongType = await client.post('/api/listings', {
      energyStatus: 'in_progress',
      title: 'Ático',
      price: { n: 1 },
    });
    expect(wrongType.status).toBe(422);
    const malformed = await client.request('/api/listings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"title": ',
    });
    expect(malformed.status).toBe(400);
    expect(await t.db.select().from(listings).where(eq(listings.agencyId, agencyId))).toHaveLength(0);
  });

  it('keeps leads when a listing is deleted', async () => {
    const { client, agencyId } = await owner();
    const { listing } = await (await client.post('/api/listings', piso)).json();
    const [lead] = await t.db
      .insert(leads)
      .values({
        agencyId,
        listingId: listing.id,
        firstName: 'Ana',
        lastName: 'García',
        email: 'ana@example.es',
        consentGdpr: true,
        payload: {
          listing_title: listing.title,
          listing_address: listing.address,
          user_agent: 'test',
          contact_method: 'email',
          timestamp: new Date().toISOString(),
        },
      })
      .returning();
    expect((await client.request(`/api/listings/${listing.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await client.get(`/api/listings/${listing.id}`)).status).toBe(404);
    const [kept] = await t.db.select().from(leads).where(eq(leads.id, lead!.id));
    expect(kept).toMatchObject({ listingId: null, payload: { listing_title: 'Piso luminoso en Chamberí' } });
  });
});

describe('plan limit on published listings', () => {
  it('refuses creating or publishing past the plan cap, with the spec message', async () => {
    const { client } = await owner('smart');
    expect(
      (await client.post('/api/listings', { energyStatus: 'in_progress', title: 'Primero' })).status,
    ).toBe(201);
    const second = await client.post('/api/listings', { energyStatus: 'in_progress', title: 'Segundo' });
    expect(second.status).toBe(403);
    expect((await second.json()).error).toEqual({
      code: 'plan_limit',
      message: 'Tu plan Smart permite hasta 1 inmuebles publicados. Actualiza tu plan para publicar más.',
    });
    const draft = await client.post('/api/listings', {
      energyStatus: 'in_progress',
      title: 'Borrador',
      published: false,
    });
    expect(draft.status).toBe(201);
    const { listing } = await draft.json();
    const publish = await client.request(`/api/listings/${listing.id}`, {
      method: 'PUT',
      json: { energyStatus: 'in_progress', title: 'Borrador', published: true },
    });
    expect(publish.status).toBe(403);
    const list = await (await client.get('/api/listings')).json();
    expect(list.limit).toEqual({ published: 1, max: 1, planName: 'Smart' });
  });

  it('lets only one of two concurrent publishes through', async () => {
    const { client } = await owner('smart');
    const results = await Promise.all([
      client.post('/api/listings', { energyStatus: 'in_progress', title: 'A' }),
      client.post('/api/listings', { energyStatus: 'in_progress', title: 'B' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 403]);
  });
});

describe('tenant isolation', () => {
  it('another agency’s listing ids are not found and nothing changes', async () => {
    const a = await owner();
    const b = await owner();
    const { listing } = await (await a.client.post('/api/listings', piso)).json();
    const id = listing.id;
    const attempts = [
      b.client.get(`/api/listings/${id}`),
      b.client.request(`/api/listings/${id}`, {
        method: 'PUT',
        json: { energyStatus: 'in_progress', title: 'Robado' },
      }),
      b.client.request(`/api/listings/${id}`, { method: 'DELETE' }),
      b.client.get(`/api/listings/${id}/photos`),
      b.client.request(`/api/listings/${id}/photos/order`, {
        method: 'PUT',
        json: { photoIds: [crypto.randomUUID()] },
      }),
      b.client.request(`/api/listings/${id}/cover`, {
        method: 'PUT',
        json: { photoId: crypto.randomUUID() },
      }),
      b.client.request(`/api/listings/${id}/photos/${crypto.randomUUID()}`, { method: 'DELETE' }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(404);
    expect((await b.client.get('/api/listings')).status).toBe(200);
    expect((await (await b.client.get('/api/listings')).json()).listings).toEqual([]);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, id));
    expect(row?.title).toBe('Piso luminoso en Chamberí');
  });

  it('needs a session', async () => {
    expect((await t.client().get('/api/listings')).status).toBe(401);
    expect((await t.client().post('/api/listings', piso)).status).toBe(401);
  });
});
