import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCartoCiudadGeocoder } from './cartociudad';
import { type FakeCartoCiudad, startFakeCartoCiudad } from './fake-cartociudad';
import { GeocoderError } from './geocoder';

let fake: FakeCartoCiudad;
let geocoder: ReturnType<typeof createCartoCiudadGeocoder>;
beforeAll(async () => {
  fake = await startFakeCartoCiudad();
  geocoder = createCartoCiudadGeocoder({
    baseUrl: `${fake.url}/`,
    timeoutMs: 300,
    userAgent: 'Escaparate (+http://localhost:3000)',
  });
});
afterAll(() => fake.close());
beforeEach(() => fake.setMode('normal'));

const failure = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GeocoderError);
  return (err as GeocoderError).reason;
};

describe('CartoCiudad adapter (against a local server speaking its find protocol)', () => {
  it('asks find?q= with the address and city, and reads a portal answer as the door', async () => {
    const found = await geocoder.geocode({ address: 'Calle de Ponzano 12', city: 'Madrid' });
    expect(found).toEqual({
      lat: 40.43934,
      lng: -3.70182,
      precision: 'portal',
      label: 'CALLE PONZANO 12, 28003 Madrid',
    });
    expect(fake.queries.at(-1)).toBe('Calle de Ponzano 12, Madrid');
    expect(fake.lastHeaders?.['user-agent']).toBe('Escaparate (+http://localhost:3000)');
  });

  it('reads a street answer as a street, with its province', async () => {
    const found = await geocoder.geocode({ address: 'Calle Colón', city: '' });
    expect(found).toMatchObject({ precision: 'street', label: 'CALLE COLON, Valencia (Valencia/València)' });
    expect(fake.queries.at(-1)).toBe('Calle Colón');
  });

  it('takes 204 (nothing matched) and a province-only answer as not found', async () => {
    expect(await geocoder.geocode({ address: 'Calle que no existe 1', city: 'Nowhere' })).toBeNull();
    expect(await geocoder.geocode({ address: '', city: 'Cuenca' })).toBeNull();
  });

  it('gives up after the timeout', async () => {
    fake.setMode('slow');
    const t0 = Date.now();
    expect(await failure(geocoder.geocode({ address: 'Calle de Ponzano 12', city: 'Madrid' }))).toBe(
      'timeout',
    );
    expect(Date.now() - t0).toBeLessThan(2000);
  });

  it('refuses answers that are not the protocol: HTML, an error status, bad coordinates, a huge body', async () => {
    const q = { address: 'Calle de Ponzano 12', city: 'Madrid' };
    fake.setMode('html');
    expect(await failure(geocoder.geocode(q))).toBe('bad_answer');
    fake.setMode('error');
    expect(await failure(geocoder.geocode(q))).toBe('status');
    fake.setMode('garbage');
    expect(await failure(geocoder.geocode(q))).toBe('bad_answer');
    fake.setMode('huge');
    expect(await failure(geocoder.geocode(q))).toBe('bad_answer');
  });

  it('does not follow a redirect to another address', async () => {
    fake.setMode('redirect');
    expect(await failure(geocoder.geocode({ address: 'Calle de Ponzano 12', city: 'Madrid' }))).toBe(
      'network',
    );
  });

  it('says so when nothing listens at the configured address', async () => {
    const nowhere = createCartoCiudadGeocoder({
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 500,
      userAgent: 'x',
    });
    expect(await failure(nowhere.geocode({ address: 'Calle Mayor 1', city: 'Madrid' }))).toBe('network');
  });
});
