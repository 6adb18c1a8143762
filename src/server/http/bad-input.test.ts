import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerWithListings } from '../../../test/support/leads';
import { createTestApp, type TestApp, type TestClient } from '../../../test/support/test-app';
import { controlCharsText } from '../../shared/control-chars';
import { leads, listings, users } from '../db/schema';
import { guardTexts } from './input-guard';
import { nestsDeeperThan } from './validate';

// Inputs that answered 500, or were stored silently changed (issue 27, item 2).

let t: TestApp;
let owner: TestClient;
let listing: { id: string; slug: string };
beforeAll(async () => {
  t = await createTestApp();
  const o = await ownerWithListings(t, 'Piso luminoso');
  owner = o.client;
  listing = o.listings[0]!;
});
afterAll(() => t.close());

const lead = { lastName: 'Pérez', contactMethod: 'email', email: 'ana@example.es', consent: true };

/** Sends `text` as the JSON body as is (JSON.stringify would not write a lone surrogate's escape twice). */
function postRaw(client: TestClient, path: string, text: string) {
  return client.request(path, {
    method: 'POST',
    body: text,
    headers: { 'content-type': 'application/json' },
  });
}

async function expect422(res: Response, message?: string) {
  expect(res.status).toBe(422);
  const { error } = await res.json();
  expect(error.code).toBe('validation');
  if (message) expect(error.message).toBe(message);
  return error as { message: string; fields?: Record<string, string> };
}

const leadCount = async () => (await t.db.select({ n: count() }).from(leads))[0]!.n;

describe('bad input gets a Spanish 422, never a 500', () => {
  it('a JSON body nested 10.000 deep, on an anonymous route and a signed-in one', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    await expect422(
      await postRaw(t.client(), `/api/public/listings/${listing.slug}/leads`, deep),
      guardTexts.tooDeep,
    );
    const inObject = `{"title":"Piso","x":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`;
    await expect422(await postRaw(owner, '/api/listings', inObject), guardTexts.tooDeep);
    // Brackets inside a string do not count; an ordinary body is still read.
    expect(nestsDeeperThan(JSON.stringify({ note: '['.repeat(100) }), 32)).toBe(false);
    expect(nestsDeeperThan('[[[[', 3)).toBe(true);
  });

  it('a NUL in a public slug', async () => {
    const res = await t.client().post('/api/public/listings/%00/leads', { firstName: 'Ana', ...lead });
    await expect422(res, guardTexts.badPath);
  });

  it('a lone surrogate in a lead name, and a listing or agency field', async () => {
    const before = await leadCount();
    const body = `{"firstName":"Malo\\ud800","lastName":"Pérez","contactMethod":"email","email":"ana@example.es","consent":true}`;
    const error = await expect422(
      await postRaw(t.client(), `/api/public/listings/${listing.slug}/leads`, body),
    );
    expect(error.message).toBe(controlCharsText('Nombre'));
    expect(await leadCount()).toBe(before);

    const edit = await postRaw(
      owner,
      '/api/listings',
      '{"title":"Piso \\udc00 azul","energyStatus":"in_progress"}',
    );
    expect((await expect422(edit)).message).toBe(controlCharsText('Título'));
    const agency = await owner.request('/api/agency', {
      method: 'PUT',
      body: '{"name":"Fincas \\ud83d"}',
      headers: { 'content-type': 'application/json' },
    });
    expect((await expect422(agency)).message).toBe(controlCharsText('Nombre'));
  });

  it('right-to-left overrides, zero-width and C1 control characters in names', async () => {
    const before = await leadCount();
    for (const firstName of ['Ana\u202efdp.exe', 'A\u200bna', 'A\ufeffna', 'Ana\u0085', 'An\u2066a\u2069']) {
      const res = await t.client().post(`/api/public/listings/${listing.slug}/leads`, { firstName, ...lead });
      const error = await expect422(res);
      expect(error.fields?.firstName, JSON.stringify(firstName)).toBe(controlCharsText('Nombre'));
    }
    expect(await leadCount()).toBe(before);
    const res = await owner.request('/api/agency', { method: 'PUT', json: { name: 'Fincas\u200d Norte' } });
    expect((await expect422(res)).message).toBe(controlCharsText('Nombre'));
    // Accents, ñ and an emoji are names and titles like any other.
    const ok = await t.client().post(`/api/public/listings/${listing.slug}/leads`, {
      firstName: 'Zoë Ñúñez 🙂',
      ...lead,
    });
    expect(ok.status).toBe(201);
  });

  it('a latitude written in hexadecimal or with an exponent', async () => {
    const before = (await t.db.select({ n: count() }).from(listings))[0]!.n;
    for (const lat of ['0x10', '1e1', '0b1', 'Infinity', ' 4 0']) {
      const res = await owner.post('/api/listings', {
        title: 'Piso',
        energyStatus: 'in_progress',
        lat,
        lng: '-3.70',
      });
      expect(res.status, lat).toBe(422);
    }
    expect((await t.db.select({ n: count() }).from(listings))[0]!.n).toBe(before);
    // Decimal degrees, with a point or a Spanish comma, and numbers, as before.
    for (const lat of ['40.4168', '40,4168', 40.4168, '-0.5']) {
      const res = await owner.post('/api/listings', {
        title: 'Piso',
        energyStatus: 'in_progress',
        lat,
        lng: '-3.70',
      });
      expect(res.status, String(lat)).toBe(201);
    }
  });

  it('a 900 KB name through sign-up and update-user', async () => {
    const huge = 'a'.repeat(900_000);
    const signUp = await t.client().post('/api/auth/sign-up/email', {
      email: 'nombre-largo@example.es',
      password: 'una-clave-larga',
      name: huge,
      acceptTerms: true,
    });
    expect((await expect422(signUp)).message).toBe('El nombre puede tener como mucho 100 caracteres.');
    expect(await t.db.select().from(users).where(eq(users.email, 'nombre-largo@example.es'))).toHaveLength(0);

    const update = await owner.post('/api/auth/update-user', { name: huge });
    expect((await expect422(update)).message).toBe('El nombre puede tener como mucho 100 caracteres.');
    const rtl = await owner.post('/api/auth/update-user', { name: 'Ana\u202e' });
    expect((await expect422(rtl)).message).toBe(controlCharsText('Nombre'));
    // A name within the limit is changed as before.
    expect((await owner.post('/api/auth/update-user', { name: 'Ana Pérez' })).status).toBe(200);
  });
});
