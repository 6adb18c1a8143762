import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { makeJpeg } from '../../../../test/support/images';
import { uploadPhoto } from '../../../../test/support/listings';
import { checkSchemaOrg } from '../../../../test/support/schema-org';
import { generate, ownerWithPhotos, renderBody, stagingApp } from '../../../../test/support/staging';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { listings } from '../../db/schema';

let t: TestApp;
afterEach(() => t?.close());

const HOSTILE_AGENCY = 'Fincas </script><b>Sol</b>';

async function publishedListing(body: Record<string, unknown>) {
  const owner = await signedInOwner(t);
  await owner.client.request('/api/agency', {
    method: 'PUT',
    json: { name: HOSTILE_AGENCY, phone: '612 345 678', email: 'hola@sol.es', city: 'Madrid' },
  });
  const res = await owner.client.post('/api/listings', {
    energyStatus: 'in_progress',
    title: 'Piso luminoso en Chamberí',
    price: '350000',
    address: 'Calle de Fuencarral 120',
    city: 'Madrid',
    sqm: '85',
    beds: '3',
    baths: '2',
    lat: '40.4290',
    lng: '-3.7020',
    ...body,
  });
  expect(res.status).toBe(201);
  const { listing } = (await res.json()) as { listing: { id: string; slug: string } };
  return { ...owner, listing };
}

/** The page's JSON-LD blocks, parsed, and the raw script text. */
async function jsonLdOf(path: string) {
  const html = await (await t.app.request(path)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => m[1]!,
  );
  return { html, raw: blocks, data: blocks.map((b) => JSON.parse(b) as Record<string, unknown>) };
}

describe('the listing microsite JSON-LD (schema.org)', () => {
  it('describes the residence, its offer in EUR, address, size, rooms, photos and energy rating', async () => {
    t = await createTestApp();
    const { client, listing } = await publishedListing({
      addressPrivacy: 'exact',
      energyStatus: 'certified',
      energyConsumption: 'D',
      energyEmissions: 'E',
      energyConsumptionKwh: '112,5',
    });
    await uploadPhoto(client, listing.id, await makeJpeg(1600, 1200, 30));
    await uploadPhoto(client, listing.id, await makeJpeg(1600, 1200, 200));
    const { html, raw, data } = await jsonLdOf(`/l/${listing.slug}`);
    expect(data).toHaveLength(1);
    // `<` never appears raw inside the script: the agency's name cannot close the element.
    expect(raw[0]).not.toContain('<');
    expect(raw[0]).toContain('\\u003c/script>');
    // At the end of the body, beside the page data: the long texts compress against their copy
    // there, not from across the inlined CSS (the 20 KB HTML budget).
    const at = html.indexOf('<script type="application/ld+json">');
    expect(at).toBeGreaterThan(html.indexOf('<div id="microsite">'));
    expect(at).toBeLessThan(html.indexOf('<script type="application/json" id="microsite-data">'));
    const ld = data[0]!;
    const url = `http://localhost:3000/l/${listing.slug}`;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['Product', 'Apartment'],
      name: 'Piso luminoso en Chamberí',
      url,
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Calle de Fuencarral 120',
        addressLocality: 'Madrid',
        addressCountry: 'ES',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 40.429, longitude: -3.702 },
      floorSize: { '@type': 'QuantitativeValue', value: 85, unitCode: 'MTK' },
      numberOfRooms: 3,
      numberOfBathroomsTotal: 2,
      offers: {
        '@type': 'Offer',
        businessFunction: 'http://purl.org/goodrelations/v1#Sell',
        price: 350000,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url,
        seller: { '@type': 'RealEstateAgent', name: HOSTILE_AGENCY, telephone: '612 345 678' },
      },
      hasEnergyConsumptionDetails: {
        '@type': 'EnergyConsumptionDetails',
        hasEnergyEfficiencyCategory: 'https://schema.org/EUEnergyEfficiencyCategoryD',
        energyEfficiencyScaleMin: 'https://schema.org/EUEnergyEfficiencyCategoryG',
        energyEfficiencyScaleMax: 'https://schema.org/EUEnergyEfficiencyCategoryA',
      },
    });
    expect(ld.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Letra de emisiones', value: 'E' },
      { '@type': 'PropertyValue', name: 'Consumo de energía', value: 112.5, unitText: 'kWh/m²·año' },
    ]);
    // A sale has no monthly price; no description, no features: neither is invented.
    expect((ld.offers as Record<string, unknown>).priceSpecification).toBeUndefined();
    expect(ld.description).toBeUndefined();
    expect(ld.amenityFeature).toBeUndefined();
    const images = ld.image as string[];
    expect(images).toHaveLength(2);
    for (const src of images) {
      expect(src).toMatch(/^http:\/\/localhost:3000\/uploads\/.+\.webp$/);
      expect((await t.app.request(new URL(src).pathname)).status).toBe(200);
    }
    expect(checkSchemaOrg(ld)).toEqual([]);
  });

  it('takes the schema.org type from the property type, never from the title', async () => {
    t = await createTestApp();
    // The title no longer decides: a "piso" titled "Casa…" is still an Apartment.
    const { listing: chalet } = await publishedListing({
      title: 'Casa con piscina en Pozuelo',
      propertyType: 'casa',
      energyStatus: 'exempt',
    });
    const chaletLd = (await jsonLdOf(`/l/${chalet.slug}`)).data[0]!;
    expect(chaletLd['@type']).toEqual(['Product', 'SingleFamilyResidence']);
    expect(chaletLd.hasEnergyConsumptionDetails).toBeUndefined();
    expect(chaletLd.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Certificado energético', value: 'Exento' },
    ]);
    expect(checkSchemaOrg(chaletLd)).toEqual([]);
    const { listing: piso } = await publishedListing({ title: 'Casa de vecinos: piso en Chamberí' });
    expect((await jsonLdOf(`/l/${piso.slug}`)).data[0]!['@type']).toEqual(['Product', 'Apartment']);
  });

  it('a shop for sale is a Place (not an Accommodation) sold, its size a property value', async () => {
    t = await createTestApp();
    const { listing } = await publishedListing({
      title: 'Local en Ruzafa',
      useCode: 'comercial',
      propertyType: 'local',
      price: '180000',
      sqm: '120',
      beds: '',
      baths: '1',
      features: ['accesible', 'aire'],
      energyStatus: 'in_progress',
    });
    const ld = (await jsonLdOf(`/l/${listing.slug}`)).data[0]!;
    expect(ld['@type']).toEqual(['Product', 'Place']);
    for (const key of ['numberOfRooms', 'floorSize', 'numberOfBathroomsTotal'])
      expect(ld).not.toHaveProperty(key);
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      businessFunction: 'http://purl.org/goodrelations/v1#Sell',
      price: 180000,
    });
    expect(ld.offers).not.toHaveProperty('priceSpecification');
    expect(ld.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Superficie construida', value: 120, unitCode: 'MTK' },
      { '@type': 'PropertyValue', name: 'Certificado energético', value: 'En trámite' },
    ]);
    // Catalogue order (aire before accesible), whatever order they were ticked in.
    expect(ld.amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'Aire acondicionado', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Accesible (movilidad reducida)', value: true },
    ]);
    expect(checkSchemaOrg(ld)).toEqual([]);

    const { listing: noPrice } = await publishedListing({
      title: 'Terreno en Paterna',
      useCode: 'comercial',
      propertyType: 'terreno',
      price: '',
      beds: '',
      baths: '',
      sqm: '',
    });
    const land = (await jsonLdOf(`/l/${noPrice.slug}`)).data[0]!;
    expect(land['@type']).toEqual(['Product', 'Landform']);
    expect(land.offers).not.toHaveProperty('price');
    expect(checkSchemaOrg(land)).toEqual([]);
  });

  it('a rental flat: leased out at a monthly price, its features and its description, in each language', async () => {
    t = await createTestApp();
    const description = 'Piso exterior y luminoso.\n\nCocina reformada en 2022.';
    const { listing } = await publishedListing({
      operation: 'rent',
      price: '1200',
      description,
      descriptionEn: 'Bright flat facing the street.\n\nKitchen renovated in 2022.',
      features: ['terraza', 'ascensor', 'calefaccion'],
      depositMonths: '2',
    });
    const ld = (await jsonLdOf(`/l/${listing.slug}`)).data[0]!;
    expect(ld).toMatchObject({
      '@type': ['Product', 'Apartment'],
      description,
      floorSize: { '@type': 'QuantitativeValue', value: 85, unitCode: 'MTK' },
      numberOfRooms: 3,
      offers: {
        '@type': 'Offer',
        businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
        price: 1200,
        priceCurrency: 'EUR',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: 1200,
          priceCurrency: 'EUR',
          unitCode: 'MON',
        },
      },
    });
    expect(ld.amenityFeature).toEqual(
      ['Ascensor', 'Terraza', 'Calefacción'].map((name) => ({
        '@type': 'LocationFeatureSpecification',
        name,
        value: true,
      })),
    );
    expect(checkSchemaOrg(ld)).toEqual([]);

    const en = (await jsonLdOf(`/l/${listing.slug}?lang=en`)).data[0]!;
    expect(en.description).toBe('Bright flat facing the street.\n\nKitchen renovated in 2022.');
    expect((en.amenityFeature as { name: string }[]).map((f) => f.name)).toEqual([
      'Lift',
      'Terrace',
      'Heating',
    ]);
    expect(checkSchemaOrg(en)).toEqual([]);
  });

  it('honours the address privacy: the street without number, or the town only, and no exact point', async () => {
    t = await createTestApp();
    const { listing: street } = await publishedListing({ addressPrivacy: 'street' });
    const streetLd = (await jsonLdOf(`/l/${street.slug}`)).data[0]!;
    expect(streetLd.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Calle de Fuencarral',
      addressLocality: 'Madrid',
      addressCountry: 'ES',
    });
    expect(streetLd).not.toHaveProperty('geo');
    const { listing: zone } = await publishedListing({ addressPrivacy: 'zone' });
    const { raw, data } = await jsonLdOf(`/l/${zone.slug}`);
    expect(data[0]!.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Madrid',
      addressCountry: 'ES',
    });
    expect(raw[0]).not.toContain('Fuencarral');
    expect(raw[0]).not.toContain('40.4');
  });

  it('the shape check itself refuses what schema.org would not accept', () => {
    expect(checkSchemaOrg({ '@type': 'Apartment', price: 1 })).toEqual([
      '$.price: not a property of Apartment',
    ]);
    expect(
      checkSchemaOrg({
        '@type': ['Product', 'House'],
        hasEnergyConsumptionDetails: {
          '@type': 'EnergyConsumptionDetails',
          hasEnergyEfficiencyCategory: 'B',
        },
        floorSize: 90,
      }),
    ).toEqual([
      '$.hasEnergyConsumptionDetails.hasEnergyEfficiencyCategory: unexpected value "B"',
      '$.floorSize: unexpected value 90',
    ]);
    expect(checkSchemaOrg({ '@type': 'Residencia' })).toEqual(['$: unknown @type "Residencia"']);
  });

  it('lists the original photos only, never an AI-staged picture', async () => {
    const s = await stagingApp();
    t = s.t;
    const owner = await ownerWithPhotos(t);
    await t.db.update(listings).set({ published: true }).where(eq(listings.id, owner.listing.id));
    await generate(owner.client, owner.listing.id, renderBody(owner.photoIds[0]!));
    await t.deps.jobs.drain();
    const { variants } = await (await owner.client.get(`/api/listings/${owner.listing.id}/variants`)).json();
    const render = variants[0] as { id: string; afterUrl: string };
    expect(
      (
        await owner.client.request(`/api/variants/${render.id}`, {
          method: 'PATCH',
          json: { approved: true },
        })
      ).status,
    ).toBe(200);
    const { html, data } = await jsonLdOf(`/l/${owner.listing.slug}`);
    // The page does show the render; the structured data does not.
    expect(html).toContain(
      new URL(render.afterUrl, 'http://localhost:3000').pathname.split('/').pop()!.split('.')[0],
    );
    const images = data[0]!.image as string[];
    expect(images).toHaveLength(owner.photoIds.length);
    const renderFolder = new URL(render.afterUrl, 'http://localhost:3000').pathname
      .split('/')
      .slice(0, -1)
      .join('/');
    for (const src of images) {
      expect(src).not.toContain(renderFolder);
      expect(owner.photoIds.some((id) => src.includes(id))).toBe(true);
    }
  });
});
