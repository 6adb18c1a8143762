import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { energyTexts } from '../../../shared/energy-certificate';
import { listingTexts } from '../../../shared/listings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const piso = { energyStatus: 'in_progress', title: 'Piso con certificado', price: '210000', city: 'Madrid' };

describe('energy certificate of a listing (Real Decreto 390/2021)', () => {
  it('creates with letters and figures, and reads them back', async () => {
    const { client } = await signedInOwner(t, 'pro');
    const res = await client.post('/api/listings', {
      ...piso,
      energyStatus: 'certified',
      energyConsumption: 'd',
      energyEmissions: 'E',
      energyConsumptionKwh: '112,5',
      energyEmissionsKg: 23.46,
    });
    expect(res.status).toBe(201);
    const { listing } = await res.json();
    expect(listing.energy).toEqual({
      status: 'certified',
      consumption: 'D',
      emissions: 'E',
      consumptionKwh: 112.5,
      emissionsKg: 23.46,
    });
    const again = await (await client.get(`/api/listings/${listing.id}`)).json();
    expect(again.listing.energy).toEqual(listing.energy);
  });

  it('a dwelling is published only with its state (Real Decreto 390/2021); a draft or a shop may wait', async () => {
    const { client } = await signedInOwner(t, 'pro');
    const refused = await client.post('/api/listings', { ...piso, energyStatus: '' });
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.fields).toEqual({ energyStatus: listingTexts.energyToPublish });
    const draft = await client.post('/api/listings', { ...piso, energyStatus: '', published: false });
    expect(draft.status).toBe(201);
    const { listing } = await draft.json();
    expect(listing).toMatchObject({ published: false, energy: null });
    const publish = await client.request(`/api/listings/${listing.id}`, {
      method: 'PUT',
      json: { ...piso, energyStatus: '', published: true },
    });
    expect(publish.status).toBe(422);
    const shop = await client.post('/api/listings', { ...piso, useCode: 'comercial', energyStatus: '' });
    expect(shop.status).toBe(201);
    expect((await shop.json()).listing).toMatchObject({ published: true, energy: null });
  });

  it('updates to "En trámite" and drops the letters and figures', async () => {
    const { client } = await signedInOwner(t, 'pro');
    const created = await client.post('/api/listings', {
      ...piso,
      energyStatus: 'certified',
      energyConsumption: 'A',
      energyEmissions: 'B',
      energyConsumptionKwh: '30',
    });
    const { listing } = await created.json();
    const res = await client.request(`/api/listings/${listing.id}`, {
      method: 'PUT',
      json: { ...piso, energyStatus: 'in_progress', energyConsumption: 'A', energyEmissions: 'B' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).listing.energy).toEqual({ status: 'in_progress' });
    const [row] = (
      await t.db.execute(
        sql`select energy_consumption, energy_emissions, energy_consumption_kwh from listings where id = ${listing.id}`,
      )
    ).rows;
    expect(row).toEqual({ energy_consumption: null, energy_emissions: null, energy_consumption_kwh: null });

    const exempt = await client.request(`/api/listings/${listing.id}`, {
      method: 'PUT',
      json: { ...piso, energyStatus: 'exempt' },
    });
    expect((await exempt.json()).listing.energy).toEqual({ status: 'exempt' });
  });

  it('answers in Spanish, per field, when the certificate is incomplete or wrong', async () => {
    const { client } = await signedInOwner(t, 'pro');
    const missing = await client.post('/api/listings', {
      ...piso,
      energyStatus: 'certified',
    });
    expect(missing.status).toBe(422);
    const body = await missing.json();
    expect(body.error.code).toBe('validation');
    expect(body.error.fields).toEqual({
      energyConsumption: energyTexts.consumptionRequired,
      energyEmissions: energyTexts.emissionsRequired,
    });
    expect(body.error.fields.energyConsumption).toBe('Elige la letra de consumo (de la A a la G).');

    const wrong = await client.post('/api/listings', {
      ...piso,
      energyStatus: 'certified',
      energyConsumption: 'H',
      energyEmissions: 'B',
      energyConsumptionKwh: 'mucho',
      energyEmissionsKg: '-3',
    });
    expect((await wrong.json()).error.fields).toEqual({
      energyConsumption: 'La letra debe ser de la A a la G.',
      energyConsumptionKwh: 'Introduce un número, por ejemplo 112,5.',
      energyEmissionsKg: 'El número no puede ser negativo.',
    });

    const noStatus = await client.post('/api/listings', {
      ...piso,
      energyStatus: '',
      energyConsumption: 'C',
    });
    expect((await noStatus.json()).error.fields).toEqual({ energyStatus: energyTexts.statusRequired });

    const badStatus = await client.post('/api/listings', {
      ...piso,
      energyStatus: 'pendiente',
    });
    expect((await badStatus.json()).error.fields).toEqual({ energyStatus: energyTexts.badStatus });
  });

  it('the database refuses a letter outside A–G even past the API', async () => {
    const { client } = await signedInOwner(t, 'pro');
    const { listing } = await (await client.post('/api/listings', piso)).json();
    await expect(
      t.db.execute(
        sql`update listings set energy_status = 'certified', energy_consumption = 'Z', energy_emissions = 'A' where id = ${listing.id}`,
      ),
    ).rejects.toThrow();
  });
});
