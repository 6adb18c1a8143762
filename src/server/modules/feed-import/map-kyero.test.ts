import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEATURES, PROPERTY_TYPES } from '../../../shared/listing-catalog';
import { listingInputSchema } from '../../../shared/listings';
import { type KyeroProperty, kyeroFeedXml } from '../portal-feed/kyero-xml';
import { KYERO_TYPES } from '../portal-feed/load-feed-listings';
import { fold, type MappedProperty, mapKyeroProperty, mapType, plainText } from './map-kyero';
import { type KyeroFeedProperty, parseKyeroFeed } from './parse-kyero';

const sample = readFileSync(new URL('../../../../test/fixtures/kyero/sample-feed.xml', import.meta.url));

const base = (over: Partial<KyeroFeedProperty> = {}): KyeroFeedProperty => ({
  id: '900',
  date: '2026-11-01 10:00:00',
  ref: 'R-900',
  price: '100000',
  currency: 'EUR',
  priceFreq: 'sale',
  type: 'apartment',
  town: 'Sevilla',
  province: 'Sevilla',
  energyRating: { consumption: 'C', emissions: 'D' },
  url: {},
  desc: {},
  features: [],
  images: [],
  ...over,
});

function ok(m: MappedProperty | undefined) {
  if (!m) throw new Error('no property');
  if (!m.ok) throw new Error(m.reason);
  return m;
}
const reason = (m: MappedProperty | undefined) => (m?.ok !== false ? null : m.reason);

describe('the sample feed', () => {
  it('maps each property or says why not, in Spanish', async () => {
    const feed = await parseKyeroFeed(sample);
    const [flat, noPrice, rental, villa, unknown, weekly] = feed.properties.map((p) =>
      mapKyeroProperty(p, { maxPhotos: 2 }),
    );
    const f = ok(flat);
    expect(f.feedId).toBe('4470');
    expect(f.feedDate).toBe('2026-11-01 10:00:00');
    expect(f.photos).toEqual(['https://img.example.com/1.jpg', 'https://img.example.com/2.jpg']);
    expect(f.notes).toContain('Propiedad 4470: se importan las primeras 2 de 3 fotos');
    expect(f.input).toMatchObject({
      operation: 'sale',
      propertyType: 'piso',
      price: 245000,
      city: 'Madrid',
      sqm: 86,
      beds: 2,
      baths: 1,
      reference: 'MAD-001',
      description: 'Piso luminoso & reformado.',
      descriptionEn: 'Bright flat.',
      features: ['ascensor', 'terraza', 'aire'],
      addressPrivacy: 'zone',
      lat: 40.4168,
      lng: -3.7038,
      energyStatus: 'certified',
      energyConsumption: 'D',
      energyEmissions: 'E',
      published: true,
    });
    expect(f.province).toBe('Madrid');

    expect(reason(noPrice)).toBe('Propiedad 4471: falta el precio');

    const r = ok(rental);
    expect(r.input.operation).toBe('rent');
    expect(r.input.price).toBe(950);
    expect(r.input.description).toBe('Primera línea.\n\nCon vistas\nal mar.');
    expect(r.input.energyStatus).toBeNull();
    expect(r.input.published).toBe(false);
    expect(r.notes.join('\n')).toMatch(/otros idiomas no importadas \(fr\)/);
    expect(r.notes.join('\n')).toMatch(/Borrador/);

    const v = ok(villa);
    expect(v.input).toMatchObject({ propertyType: 'casa', plotSqm: 1800, sqm: 420, condition: 'new' });
    expect(v.input.features).toEqual(['piscina', 'vistas_mar']);
    expect(v.unknownFeatures).toEqual(['Gated community']);
    expect(v.notes).toContain('Propiedad 4473: características fuera del catálogo: Gated community');

    const u = ok(unknown);
    expect(u.input.propertyType).toBe('piso');
    expect(u.input.price).toBeNull();
    expect(u.notes).toContain("Propiedad 4474: tipo 'Castle' importado como piso");
    expect(u.notes).toContain('Propiedad 4474: precio a consultar');

    expect(reason(weekly)).toBe('Propiedad 4475: alquiler por semanas no admitido');
  });
});

describe('mapping per element', () => {
  it('types: English, Kyero and Spanish words onto the catalogue', () => {
    const cases: [string, string][] = [
      ['Apartment', 'piso'],
      ['flat', 'piso'],
      ['Piso', 'piso'],
      ['Penthouse', 'atico'],
      ['Ático', 'atico'],
      ['Duplex', 'duplex'],
      ['Dúplex', 'duplex'],
      ['Studio', 'estudio'],
      ['Villa', 'casa'],
      ['House', 'casa'],
      ['Detached Villa', 'casa'],
      ['Chalet', 'casa'],
      ['Bungalow', 'casa'],
      ['Town House', 'adosado'],
      ['Townhouse', 'adosado'],
      ['Semi-Detached', 'adosado'],
      ['Adosado', 'adosado'],
      ['Country House', 'finca'],
      ['Finca', 'finca'],
      ['Cortijo', 'finca'],
      ['Commercial', 'local'],
      ['Shop', 'local'],
      ['Local', 'local'],
      ['Office', 'oficina'],
      ['Warehouse', 'nave'],
      ['Industrial', 'nave'],
      ['Garage', 'garaje'],
      ['Parking', 'garaje'],
      ['Land', 'terreno'],
      ['Plot', 'terreno'],
      ['Terreno', 'terreno'],
    ];
    for (const [word, code] of cases) expect([word, mapType(word)]).toEqual([word, { code, guessed: false }]);
    expect(mapType('Castle')).toEqual({ code: 'piso', guessed: true });
    expect(mapType('Commercial premises xyz')).toEqual({ code: 'local', guessed: false });
    expect(mapType('Negocio')).toEqual({ code: 'local', guessed: true });
    const shop = ok(mapKyeroProperty(base({ type: 'Shop' }), { maxPhotos: 12 }));
    expect(shop.input).toMatchObject({ useCode: 'comercial', propertyType: 'local', published: true });
  });

  it('every catalogue feature by its Spanish or English label, any case or accents', () => {
    const labels = FEATURES.flatMap((f) => [f.es.toUpperCase(), fold(f.en)]);
    const m = ok(mapKyeroProperty(base({ features: labels }), { maxPhotos: 12 }));
    expect(m.input.features).toEqual(FEATURES.map((f) => f.code));
    expect(m.unknownFeatures).toEqual([]);
  });

  it('operation and price', () => {
    const m = (over: Partial<KyeroFeedProperty>) => mapKyeroProperty(base(over), { maxPhotos: 12 });
    expect(ok(m({ priceFreq: 'month' })).input.operation).toBe('rent');
    expect(reason(m({ priceFreq: 'week' }))).toBe('Propiedad 900: alquiler por semanas no admitido');
    expect(reason(m({ priceFreq: 'yearly' }))).toBe('Propiedad 900: price_freq «yearly» no admitido');
    expect(reason(m({ price: undefined }))).toBe('Propiedad 900: falta el precio');
    expect(reason(m({ price: '12abc' }))).toMatch(/^Propiedad 900: precio no válido/);
    expect(reason(m({ currency: 'GBP' }))).toMatch(/moneda GBP no admitida/);
    expect(reason(m({ price: '2000000000' }))).toBe('Propiedad 900: price: El número es demasiado grande.');
  });

  it('town, id and reference', () => {
    const m = (over: Partial<KyeroFeedProperty>) => mapKyeroProperty(base(over), { maxPhotos: 12 });
    expect(reason(m({ town: ' ' }))).toBe('Propiedad 900: falta la población');
    expect(reason(m({ id: '' }))).toBe('Propiedad sin id: falta el id');
    expect(reason(m({ id: 'x'.repeat(51) }))).toMatch(/el id supera 50 caracteres/);
    const long = ok(m({ ref: 'R'.repeat(60) }));
    expect(long.input.reference).toBe('R'.repeat(50));
    expect(long.notes).toContain('Propiedad 900: referencia recortada a 50 caracteres');
  });

  it('energy: two letters A–G make a certificate; X leaves it unset and the dwelling a draft', () => {
    const m = (energyRating: KyeroFeedProperty['energyRating'], published?: boolean) =>
      ok(mapKyeroProperty(base({ energyRating }), { maxPhotos: 12, published }));
    expect(m({ consumption: 'a', emissions: 'G' }).input).toMatchObject({
      energyStatus: 'certified',
      energyConsumption: 'A',
      energyEmissions: 'G',
      published: true,
    });
    const x = m({ consumption: 'D', emissions: 'X' });
    expect(x.input).toMatchObject({ energyStatus: null, energyConsumption: null, published: false });
    expect(x.notes.join('\n')).toMatch(/certificado energético sin letras/);
    expect(m(undefined, false).input.published).toBe(false);
  });

  it('surfaces, rooms, new build and location with the privacy chosen', () => {
    const p = base({
      surfaceArea: { built: '120.6', plot: '500' },
      beds: '3',
      baths: '2',
      newBuild: '1',
      location: { latitude: '37.3891', longitude: '-5.9845' },
    });
    const m = ok(mapKyeroProperty(p, { maxPhotos: 12, addressPrivacy: 'exact' }));
    expect(m.input).toMatchObject({
      sqm: 121,
      plotSqm: 500,
      beds: 3,
      baths: 2,
      condition: 'new',
      lat: 37.3891,
      lng: -5.9845,
      addressPrivacy: 'exact',
    });
    const far = ok(
      mapKyeroProperty(base({ location: { latitude: '97', longitude: '2' } }), { maxPhotos: 12 }),
    );
    expect([far.input.lat, far.input.lng]).toEqual([null, null]);
    expect(far.notes.join()).toMatch(/coordenadas no válidas/);
    expect(reason(mapKyeroProperty(base({ beds: 'three' }), { maxPhotos: 12 }))).toBe(
      'Propiedad 900: número de dormitorios no válido',
    );
  });

  it('descriptions: HTML to paragraphs, cut at 4,000 characters with a note', () => {
    expect(plainText('<p>Uno &amp; dos</p><p>Tres<br>cuatro</p><ul><li>a</li></ul>')).toBe(
      'Uno & dos\n\nTres\ncuatro\n\n• a',
    );
    const m = ok(
      mapKyeroProperty(base({ desc: { es: 'palabra '.repeat(700), en: 'x' } }), { maxPhotos: 12 }),
    );
    expect(m.input.description?.length).toBeLessThanOrEqual(4000);
    expect(m.input.description?.endsWith('…')).toBe(true);
    expect(m.notes).toContain('Propiedad 900: descripción en español recortada a 4.000 caracteres');
    expect(m.input.descriptionEn).toBe('x');
  });

  it('every valid result passes the listing API schema as it is', () => {
    const m = ok(mapKyeroProperty(base({ features: ['Pool'], pool: '1' }), { maxPhotos: 0 }));
    expect(listingInputSchema.safeParse(m.input).success).toBe(true);
    expect(m.photos).toEqual([]);
    expect(m.input.features).toEqual(['piscina']);
  });
});

describe('round trip of our own export', () => {
  it('maps back the fields both sides have', async () => {
    const exported: KyeroProperty[] = PROPERTY_TYPES.map((t, i) => ({
      id: `0b6f8a3e-0000-4000-8000-00000000000${i.toString(16)}`,
      date: '2026-11-28 10:00:00',
      ref: `REF-${i}`,
      price: i === 3 ? null : 100000 + i,
      priceFreq: i % 2 ? 'month' : 'sale',
      newBuild: i === 4,
      type: KYERO_TYPES[t.code] ?? '',
      town: 'Málaga',
      province: 'Málaga',
      location: { latitude: 36.72, longitude: -4.42 },
      beds: 2,
      baths: 1,
      pool: i === 4,
      surface: { built: 90 + i, plot: i === 4 ? 600 : null },
      energy: { consumption: 'B', emissions: 'C' },
      url: { es: 'https://a.es/l/x', en: 'https://a.es/l/x?lang=en' },
      desc: { es: 'Descripción & <más>', en: i === 0 ? 'English text' : null },
      features: ['Lift', 'Swimming pool', 'Built-in wardrobes'],
      images: ['https://a.es/feeds/photos/1/a.jpg', 'https://a.es/feeds/photos/2/b.jpg'],
    }));
    const feed = await parseKyeroFeed(Buffer.from(kyeroFeedXml(exported, new Date('2026-11-28T10:00:00Z'))));
    expect(feed.properties).toHaveLength(exported.length);
    feed.properties.forEach((p, i) => {
      const e = exported[i];
      const type = PROPERTY_TYPES[i];
      if (!e || !type) throw new Error('missing export');
      const m = ok(mapKyeroProperty(p, { maxPhotos: 12 }));
      expect(m.notes.filter((n) => !n.includes('precio a consultar'))).toEqual([]);
      expect(m.feedId).toBe(e.id);
      expect(m.feedDate).toBe(e.date);
      expect(m.photos).toEqual(e.images);
      expect(m.input).toMatchObject({
        propertyType: type.code,
        useCode: type.useCode,
        reference: e.ref,
        price: e.price,
        operation: e.priceFreq === 'month' ? 'rent' : 'sale',
        condition: e.newBuild ? 'new' : null,
        city: 'Málaga',
        lat: 36.72,
        lng: -4.42,
        beds: 2,
        baths: 1,
        sqm: e.surface.built,
        plotSqm: e.surface.plot,
        energyStatus: 'certified',
        energyConsumption: 'B',
        energyEmissions: 'C',
        description: 'Descripción & <más>',
        descriptionEn: e.desc.en,
        features: ['ascensor', 'piscina', 'armarios'],
      });
    });
  });
});
