import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { micrositeData } from '../../../../test/support/microsite-data';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { DEMO_PAIRS, DEMO_STYLE_LABELS, demoMediaUrl } from '../../../shared/demo-staging';
import { FEATURE_CODES, propertyType } from '../../../shared/listing-catalog';
import type { MicrositePage } from '../../../shared/microsite';
import { AI_LABEL, ILLUSTRATION_LABEL, publicStagedLabel } from '../../../shared/staging-selection';
import { leads, listings } from '../../db/schema';
import { stylesData } from '../../db/seed/catalog-data';
import { DEMO_FURNISHED } from './demo-empty-example';
import { demoPage } from './demo-page';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SALES_EMAIL: 'ventas@example.com' } });
});
afterAll(() => t.close());

const pageData = (html: string) => micrositeData<Extract<MicrositePage, { kind: 'demo' }>>(html);

describe('/demo', () => {
  it('renders the fixed premises with the banner, facts, contact and AI section, with no listing in the database', async () => {
    expect(await t.db.select().from(listings)).toHaveLength(0);
    const res = await t.app.request('/demo');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Esto es una demostración:');
    expect(html).toContain('href="/auth/register"');
    expect(html).toContain('Local comercial en Ruzafa');
    expect(html).toContain('95 m²');
    expect(html).toContain('Planta baja');
    expect(html).toContain('Baños');
    expect(html).toContain('Valencia');
    expect(html).toContain('mailto:ventas@example.com');
    expect(html).not.toContain('href="tel:');
    expect(html).toContain('id="amueblar"');
    // Its pictures are drawings: labelled as illustrations, never "con IA".
    expect(html).toContain(ILLUSTRATION_LABEL);
    expect(html).not.toContain(AI_LABEL);
    // Its own title, description and link preview.
    expect(html).toContain('<title>Demo: microsite de un local comercial en Valencia · Escaparate</title>');
    expect(html).toContain('<meta property="og:image" content="http://localhost:3000/demo/media/');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/demo">');
    // The form without JavaScript posts back to the demo, never to a real listing.
    expect(html).toContain('action="/demo"');

    const data = pageData(html);
    expect(data.kind).toBe('demo');
    expect(data.agency.primaryColor).toBe('#e56665');
    expect(data.agency.phone).toBeNull();
    expect(data.listing.photos.map((p) => p.sources[0]!.url)).toEqual([
      '/demo/media/local-sala-480.webp',
      '/demo/media/local-fondo-480.webp',
    ]);
    // The pairs of the listing's photos only, in both uses, labelled from the catalogue.
    // …and the "vaciar" example on the office furnished (its own photo).
    expect(new Set(data.staging.map((v) => v.photoId))).toEqual(
      new Set(['local-sala', 'local-fondo', DEMO_FURNISHED.id]),
    );
    const example = data.staging.filter((v) => v.photoId === DEMO_FURNISHED.id);
    expect(example.map((v) => [v.mode, v.style, v.illustration])).toEqual([
      ['empty', '', true],
      ['furnish', 'industrial', true],
    ]);
    expect(example.every((v) => v.beforeUrl === demoMediaUrl(DEMO_FURNISHED.id, 960))).toBe(true);
    // A drawing in every mode: labelled as an illustration, never "Vaciado virtualmente con IA".
    expect(example.map((v) => publicStagedLabel(v, 'es'))).toEqual([ILLUSTRATION_LABEL, ILLUSTRATION_LABEL]);
    expect(html).not.toContain('Vaciado virtualmente con IA');
    expect(data.staging.every((v) => v.mode)).toBe(true);
    expect(new Set(data.staging.map((v) => v.useLabel))).toEqual(new Set(['Comercial', 'Residencial']));
    expect(data.staging[0]).toMatchObject({ roomLabel: 'Cafetería', styleLabel: 'Industrial' });
    for (const v of data.staging) {
      expect((await t.app.request(v.afterUrl)).status).toBe(200);
    }
  });

  it('answers the no-JavaScript form with "Demo completada" and stores no lead', async () => {
    const post = (fields: Record<string, string>) =>
      t.app.request('/demo', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
        body: new URLSearchParams(fields).toString(),
      });
    const invalid = await post({ firstName: 'Lucía' });
    expect(invalid.status).toBe(422);
    expect(await invalid.text()).toContain('Los apellidos son obligatorios.');

    const res = await post({
      firstName: 'Lucía',
      lastName: 'García',
      contactMethod: 'email',
      email: 'lucia@example.com',
      useCode: 'comercial',
      consent: 'on',
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Demo completada');
    expect(html).toContain('lucia@example.com');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(await t.db.select().from(leads)).toHaveLength(0);
  });
});

describe('the /demo listing', () => {
  it('is a complete ad: type, reference, both descriptions, features from the catalogue, facts and energy', () => {
    const { listing } = demoPage('ventas@example.com');
    expect(propertyType(listing.propertyType)?.useCode).toBe(listing.useCode);
    expect(listing.operation).toBe('sale');
    expect(listing.reference).toMatch(/^\S{1,50}$/);
    for (const text of [listing.description, listing.descriptionEn]) {
      expect(text!.split('\n\n').length).toBeGreaterThan(1);
      expect(text!.length).toBeLessThanOrEqual(4000);
    }
    expect(listing.features.length).toBeGreaterThan(3);
    expect(listing.features.every((code) => FEATURE_CODES.includes(code))).toBe(true);
    expect(listing.facts.usableSqm).toBeLessThan(listing.specs.sqm!);
    expect(listing.facts).toMatchObject({ condition: 'good', depositMonths: null, availableFrom: null });
    expect(listing.energy?.status).toBe('certified');
    // The English page carries the same ad (the microsite picks the English text).
    expect(demoPage('ventas@example.com', 'en').listing).toMatchObject({
      description: listing.description,
      descriptionEn: listing.descriptionEn,
      reference: listing.reference,
    });
  });
});

describe("the landing's style labels", () => {
  it("are the catalogue's labels of every style a pair uses", () => {
    for (const pair of DEMO_PAIRS) {
      const style = stylesData.find((s) => s.useCode === pair.use && s.code === pair.style);
      expect(style?.label, pair.id).toBe(DEMO_STYLE_LABELS[pair.style]);
    }
  });
});
