import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { geocodeApi, geocodeTexts } from '../../../shared/geocoding';
import { loadEnv } from '../../env';
import { type FakeCartoCiudad, startFakeCartoCiudad } from '../../providers/geocoder/fake-cartociudad';
import { GEOCODE_LIMIT } from './geocoding.routes';

let t: TestApp;
let carto: TestApp;
let fake: FakeCartoCiudad;
beforeAll(async () => {
  fake = await startFakeCartoCiudad();
  t = await createTestApp({
    env: {
      MAP_TILES_URL: 'https://{s}.tiles.example.es/osm/{z}/{x}/{y}.png',
      MAP_TILES_ATTRIBUTION: '© Teselas',
    },
  });
  carto = await createTestApp({
    sameDatabaseAs: t,
    env: { GEOCODER_KIND: 'cartociudad', GEOCODER_URL: fake.url, GEOCODER_TIMEOUT_MS: '300' },
  });
});
afterAll(async () => {
  await carto.close();
  await t.close();
  await fake.close();
});

const geocode = (client: ReturnType<TestApp['client']>, body: unknown) =>
  client.post(geocodeApi.geocode, body);

describe('POST /api/geocode', () => {
  it('refuses a visitor who is not signed in', async () => {
    const res = await geocode(t.client(), { address: 'Calle Mayor 1', city: 'Madrid' });
    expect(res.status).toBe(401);
  });

  it('places a town with the embedded geocoder, the same for any agency (nothing of theirs is read)', async () => {
    const a = await signedInOwner(t);
    const b = await signedInOwner(t, null);
    const resA = await geocode(a.client, { address: 'Calle Mayor 1', city: 'Sevilla' });
    expect(resA.status).toBe(200);
    const body = await resA.json();
    expect(body).toEqual({ lat: 37.38283, lng: -5.97317, precision: 'town', label: 'Sevilla' });
    const resB = await geocode(b.client, { address: 'Calle Mayor 1', city: 'Sevilla' });
    expect(await resB.json()).toEqual(body);
    expect(resA.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers 404 in Spanish when nothing matches', async () => {
    const { client } = await signedInOwner(t);
    const res = await geocode(client, { address: 'Calle Falsa 123', city: 'Springfield' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: geocodeTexts.notFound } });
  });

  it('refuses bad input with 422 and a Spanish message', async () => {
    const { client } = await signedInOwner(t);
    const empty = await geocode(client, { address: '  ', city: '' });
    expect(empty.status).toBe(422);
    expect((await empty.json()).error).toMatchObject({
      code: 'validation',
      message: geocodeTexts.nothingTyped,
    });
    const long = await geocode(client, { address: 'x'.repeat(201), city: 'Madrid' });
    expect(long.status).toBe(422);
    expect((await long.json()).error.fields).toEqual({ address: 'Máximo 200 caracteres.' });
    const wrongType = await geocode(client, { address: 5, city: ['Madrid'] });
    expect(wrongType.status).toBe(422);
    const nul = await geocode(client, { address: 'Calle\u0000Mayor', city: 'Madrid' });
    expect(nul.status).toBe(422);
    const notJson = await client.request(geocodeApi.geocode, {
      method: 'POST',
      body: 'address=Mayor',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
  });

  it('limits lookups per member (429 in Spanish), not per agency', async () => {
    const { client } = await signedInOwner(t);
    for (let i = 0; i < GEOCODE_LIMIT.limit; i++)
      expect((await geocode(client, { address: '', city: 'Madrid' })).status).toBe(200);
    const over = await geocode(client, { address: '', city: 'Madrid' });
    expect(over.status).toBe(429);
    expect((await over.json()).error.message).toBe(geocodeTexts.tooMany);
    const other = await signedInOwner(t);
    expect((await geocode(other.client, { address: '', city: 'Madrid' })).status).toBe(200);
  });
});

describe('POST /api/geocode with CartoCiudad (a local fake of its API)', () => {
  it('places the door of a known address', async () => {
    const { client } = await signedInOwner(carto);
    fake.setMode('normal');
    const res = await geocode(client, { address: 'Calle de Ponzano 12', city: 'Madrid' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      lat: 40.43934,
      lng: -3.70182,
      precision: 'portal',
      label: 'CALLE PONZANO 12, 28003 Madrid',
    });
    expect(fake.queries.at(-1)).toBe('Calle de Ponzano 12, Madrid');
  });

  it('turns a timeout or a bad answer into a clear 502 in Spanish, never a 500', async () => {
    const { client } = await signedInOwner(carto);
    for (const mode of ['slow', 'html', 'error', 'garbage'] as const) {
      fake.setMode(mode);
      const res = await geocode(client, { address: 'Calle de Ponzano 12', city: 'Madrid' });
      expect(res.status, mode).toBe(502);
      expect(await res.json()).toEqual({ error: { code: 'bad_gateway', message: geocodeTexts.unavailable } });
    }
    fake.setMode('normal');
    expect(carto.logs.filter((l) => l.msg === 'geocoder failed').map((l) => l.reason)).toEqual([
      'timeout',
      'bad_answer',
      'status',
      'bad_answer',
    ]);
  });

  it('says not found when CartoCiudad matched nothing', async () => {
    const { client } = await signedInOwner(carto);
    const res = await geocode(client, { address: 'Calle que no existe 9', city: 'Madrid' });
    expect(res.status).toBe(404);
  });
});

describe('GET /api/map-config and the CSP', () => {
  it('gives anyone the configured tiles and credit, cacheable', async () => {
    const res = await t.client().get(geocodeApi.mapConfig);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await res.json()).toEqual({
      tilesUrl: 'https://{s}.tiles.example.es/osm/{z}/{x}/{y}.png',
      attribution: '© Teselas',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
      maxZoom: 19,
    });
  });

  it("lets the pages load the tile server's images, and nothing else from it", async () => {
    const csp = (await t.client().get(geocodeApi.mapConfig)).headers.get('content-security-policy') ?? '';
    const imgSrc = csp.split(';').find((d) => d.trim().startsWith('img-src'));
    expect(imgSrc).toContain('https://a.tiles.example.es');
    expect(imgSrc).toContain('https://c.tiles.example.es');
    expect(csp.split(';').find((d) => d.trim().startsWith('connect-src'))).not.toContain('tiles.example.es');
    const osm = (await carto.client().get(geocodeApi.mapConfig)).headers.get('content-security-policy');
    expect(osm).toContain('https://tile.openstreetmap.org');
  });
});

describe('map and geocoder settings', () => {
  it('refuses a tile URL without {z}/{x}/{y} and an unknown geocoder, naming the variable', () => {
    expect(() => loadEnv({ MAP_TILES_URL: 'https://tiles.example.es/map.png' })).toThrow(/MAP_TILES_URL/);
    expect(() => loadEnv({ MAP_TILES_URL: 'javascript:alert(1)//{z}/{x}/{y}' })).toThrow(/MAP_TILES_URL/);
    expect(() => loadEnv({ GEOCODER_KIND: 'google' })).toThrow(/GEOCODER_KIND/);
    const env = loadEnv({});
    expect(env.GEOCODER_KIND).toBe('embedded');
    expect(env.MAP_TILES_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });
});
