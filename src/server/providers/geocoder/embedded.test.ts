import { describe, expect, it } from 'vitest';
import { createEmbeddedGeocoder } from './embedded';
import { loadGazetteer } from './gazetteer';
import { PLACE_ALIASES } from './place-names';

const geocoder = createEmbeddedGeocoder();
const find = (city: string, address = '') => geocoder.geocode({ address, city });
/** Within ~1 km of a known point. */
const near = (lat: number, lng: number) => ({
  lat: expect.closeTo(lat, 2),
  lng: expect.closeTo(lng, 2),
});

describe('embedded geocoder (built-in list of Spanish towns)', () => {
  it('holds most of Spain: thousands of towns, every provincial capital', async () => {
    const g = await loadGazetteer();
    expect(g.size).toBeGreaterThan(6000);
    for (const capital of [
      'Madrid',
      'Barcelona',
      'Sevilla',
      'Zaragoza',
      'Teruel',
      'Soria',
      'Ceuta',
      'Melilla',
    ])
      expect(
        g.lookup(capital).some((p) => p.kind === 'town'),
        capital,
      ).toBe(true);
  });

  it('answers real towns with their real centre, marked as a town', async () => {
    expect(await find('Madrid')).toEqual({ ...near(40.4165, -3.7026), precision: 'town', label: 'Madrid' });
    expect(await find('Sevilla')).toMatchObject(near(37.3828, -5.9732));
    expect(await find('Valencia')).toMatchObject({ ...near(39.4698, -0.3774), label: 'Valencia' });
    expect(await find('Bilbao')).toMatchObject({ ...near(43.2627, -2.9253), label: 'Bilbao (Bizkaia)' });
    expect(await find('Santa Cruz de Tenerife')).toMatchObject(near(28.4682, -16.2546));
  });

  it('reads names as people type them: accents, case, articles, other languages', async () => {
    const coruna = await find('A Coruña');
    expect(coruna).toMatchObject(near(43.3714, -8.396));
    expect(await find('la coruna')).toEqual(coruna);
    expect(await find('San Sebastián')).toMatchObject(near(43.3128, -1.975));
    expect(await find('Vitoria-Gasteiz')).toMatchObject(near(42.85, -2.6727));
    expect(await find('Gerona')).toMatchObject(near(41.9831, 2.8249));
    expect(await find('Castellón')).toMatchObject(near(39.9857, -0.0494));
    expect(await find('hospitalet')).toMatchObject(near(41.3597, 2.1003));
  });

  it('every alias names a place of the list', async () => {
    const g = await loadGazetteer();
    for (const [alias, target] of Object.entries(PLACE_ALIASES))
      expect(g.lookup(target), alias).not.toEqual([]);
  });

  it('takes the town from the address when the city is empty, the post code or brackets as the province', async () => {
    expect(await find('', 'Calle Mayor 5, 28013 Madrid')).toMatchObject(near(40.4165, -3.7026));
    expect(await find('Mérida (Badajoz)')).toMatchObject(near(38.9161, -6.3437));
    expect(await find('', 'Calle Santa Eulalia 3, Mérida, Badajoz')).toMatchObject(near(38.9161, -6.3437));
  });

  it('picks the district of a big city when the address names it', async () => {
    const found = await find('Barcelona', 'Carrer de Verdi 10, Gràcia');
    expect(found).toMatchObject({ precision: 'district', label: 'Gràcia, Barcelona' });
    const city = await find('Barcelona');
    expect(found!.lat).not.toBe(city!.lat);
  });

  it('finds nothing for a place that is not Spanish or not a place', async () => {
    expect(await find('Springfield')).toBeNull();
    expect(await find('', 'Calle Falsa 123')).toBeNull();
  });
});
