import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../../shared/listing-catalog';
import { checkDescription, checkTranslation, claimedMissingFeatures } from './fact-check';
import { createLocalTextProvider, LOCAL_DESCRIBE_MARKER, LOCAL_TRANSLATE_MARKER } from './local';
import type { AdFacts } from './text-provider';

const base: AdFacts = {
  useCode: 'residencial',
  operation: 'sale',
  propertyType: 'piso',
  city: 'Valencia',
  zone: null,
  price: 250_000,
  sqm: 80,
  usableSqm: null,
  plotSqm: null,
  beds: 2,
  baths: 1,
  floor: '3º',
  features: ['terraza'],
  condition: null,
  orientation: null,
  yearBuilt: null,
  energy: null,
};

const listings: Record<string, AdFacts> = {
  'a flat without a lift': base,
  'a house with everything': {
    ...base,
    propertyType: 'casa',
    city: 'Jávea',
    zone: 'Montgó',
    price: 1_250_000,
    sqm: 320,
    usableSqm: 290,
    plotSqm: 1200,
    beds: 5,
    baths: 4,
    floor: null,
    features: FEATURES.map((f) => f.code),
    condition: 'new',
    orientation: 'so',
    yearBuilt: 2024,
    communityFees: 150,
    energy: { status: 'certified', consumption: 'A', emissions: 'B', consumptionKwh: 20.5, emissionsKg: 4 },
    rooms: ['Salón', 'Cocina', 'Dormitorio infantil'],
  },
  'premises to rent, few facts': {
    ...base,
    useCode: 'comercial',
    propertyType: 'local',
    operation: 'rent',
    price: 1200,
    sqm: 95,
    beds: null,
    baths: null,
    floor: 'Bajo',
    features: [],
    energy: { status: 'in_progress' },
  },
  'a studio with nothing but its type': {
    ...base,
    propertyType: 'estudio',
    city: null,
    price: null,
    sqm: null,
    beds: null,
    baths: null,
    floor: null,
    features: [],
  },
};

const local = createLocalTextProvider();

describe('local text provider', () => {
  it('writes a marked, faithful description from the facts alone', async () => {
    const text = await local.describe(base);
    expect(text).toBe(
      `${LOCAL_DESCRIBE_MARKER}\n\nPiso en venta en Valencia. Precio: 250.000\u00a0€.\n\n` +
        'Superficie: 80 m² construidos. 2 dormitorios y 1 baño. Planta: 3º.\n\nCuenta con terraza.',
    );
    expect(text).not.toMatch(/ascensor/i);
  });

  it('is deterministic', async () => {
    const house = listings['a house with everything']!;
    expect(await local.describe(house)).toBe(await local.describe({ ...house }));
  });

  for (const [name, facts] of Object.entries(listings)) {
    it(`passes its own fact-check, described and translated: ${name}`, async () => {
      const es = await local.describe(facts);
      expect(es.split('\n')[0]).toBe(LOCAL_DESCRIBE_MARKER);
      expect(checkDescription(es, facts)).toEqual([]);
      const en = await local.translate(es);
      expect(en.split('\n')[0]).toBe(LOCAL_TRANSLATE_MARKER);
      expect(en).not.toContain(LOCAL_DESCRIBE_MARKER);
      expect(checkTranslation(es, en)).toEqual([]);
    });
  }

  it('names each feature so that the fact-check reads it, and only that one', async () => {
    for (const { code } of FEATURES) {
      const text = await local.describe({ ...base, features: [code] });
      expect(claimedMissingFeatures(text, { ...base, features: [code] }), code).toEqual([]);
      expect(
        claimedMissingFeatures(text, { ...base, features: [] }).map((c) => c.code),
        code,
      ).toEqual([code]);
    }
  });

  it('translates its own sentences into English, figures the English way', async () => {
    const en = await local.translate(await local.describe(listings['a house with everything']!));
    expect(en).toContain('House or villa for sale in Jávea, Montgó area. Price: €1,250,000.');
    expect(en).toContain('Size: 320 m² built, 290 m² usable and a plot of 1,200 m².');
    expect(en).toContain('5 bedrooms and 4 bathrooms.');
    expect(en).toContain('It has a lift, a terrace');
    expect(en).toContain('Pets are allowed.');
    expect(en).toContain('Energy certificate: consumption A, emissions B.');
    expect(en).toContain('Rooms photographed: salón, cocina and dormitorio infantil.');
    const rent = await local.translate(await local.describe(listings['premises to rent, few facts']!));
    expect(rent).toContain('Commercial premises for rent in Valencia. Price: €1,200/month.');
  });

  it('keeps sentences it did not write in Spanish, after the marker', async () => {
    const en = await local.translate('Piso reformado en 2015.\n\nMuy luminoso.');
    expect(en).toBe(`${LOCAL_TRANSLATE_MARKER}\n\nPiso reformado en 2015.\n\nMuy luminoso.`);
    expect(await local.translate('  ')).toBe('');
  });
});
