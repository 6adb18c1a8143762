import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOwner, TEST_ORIGIN, type TestApp } from '../../../../test/support/test-app';
import { listings } from '../../db/schema';
import { createPageAnswers } from '../../http/page-fast-path';
import type { FilteredAgencyPage } from './load-public-pages';

let t: TestApp;
let slug: string;
/** Listing slugs by their letter (see `seed`). */
const at: Record<string, string> = {};

const LISTINGS: Record<string, Record<string, unknown>> = {
  // Created in this order: the page shows them newest first (E, D, C, B, A).
  A: {
    title: 'Piso en venta',
    operation: 'sale',
    propertyType: 'piso',
    price: '250000',
    beds: '3',
    city: 'Madrid',
  },
  B: {
    title: 'Piso en alquiler',
    operation: 'rent',
    propertyType: 'piso',
    price: '1200',
    beds: '2',
    city: 'Valencia',
  },
  C: {
    title: 'Ático en alquiler',
    operation: 'rent',
    propertyType: 'atico',
    price: '900',
    beds: '1',
    city: 'valencia ',
  },
  D: { title: 'Casa sin precio', operation: 'sale', propertyType: 'casa', beds: '4', city: 'Málaga' },
  E: {
    title: 'Local en alquiler',
    operation: 'rent',
    useCode: 'comercial',
    propertyType: 'local',
    price: '2000',
    city: 'Madrid',
  },
};

async function seed() {
  const owner = await signedInOwner(t);
  await owner.client.request('/api/agency', {
    method: 'PUT',
    json: { name: 'Inmobiliaria Sol', phone: '612 345 678', email: 'hola@sol.es', city: 'Alcobendas' },
  });
  slug = ((await (await owner.client.get('/api/me')).json()) as { agency: { slug: string } }).agency.slug;
  for (const [letter, body] of Object.entries(LISTINGS)) {
    const res = await owner.client.post('/api/listings', { energyStatus: 'in_progress', ...body });
    expect(res.status).toBe(201);
    at[letter] = ((await res.json()) as { listing: { slug: string } }).listing.slug;
  }
  // A draft that would pass every filter below, and another agency's listing that would too.
  const draft = {
    energyStatus: 'in_progress',
    operation: 'rent',
    propertyType: 'duplex',
    price: '800',
    beds: '2',
  };
  await owner.client.post('/api/listings', {
    ...draft,
    title: 'Borrador secreto',
    city: 'Sevilla',
    published: false,
  });
  const other = await signedInOwner(t);
  await other.client.post('/api/listings', { ...draft, title: 'Dúplex de otra agencia', city: 'Sevilla' });
}

beforeAll(async () => {
  t = await createTestApp();
  await seed();
});
afterAll(() => t.close());

/** The page's data as the in-page navigation gets it, and the letters of its cards in order. */
async function filtered(query: string, lang = 'es') {
  const res = await t.app.request(`/api/public/agencies/${slug}?lang=${lang}&${query}`);
  expect(res.status).toBe(200);
  const page = (await res.json()) as FilteredAgencyPage;
  const letters = page.listings.map((l) => Object.keys(at).find((k) => at[k] === l.slug) ?? l.title);
  return { page, letters };
}

const html = async (query: string, headers: Record<string, string> = {}) => {
  const res = await t.app.request(`/agency/${slug}?${query}`, { headers });
  return { status: res.status, html: await res.text() };
};

describe('the agency page filters (query string, filtered in SQL)', () => {
  it('filters by operation, type, maximum price and minimum bedrooms, each and together', async () => {
    expect((await filtered('')).letters).toEqual(['E', 'D', 'C', 'B', 'A']);
    expect((await filtered('operacion=alquiler')).letters).toEqual(['E', 'C', 'B']);
    expect((await filtered('operacion=venta')).letters).toEqual(['D', 'A']);
    expect((await filtered('tipo=piso')).letters).toEqual(['B', 'A']);
    expect((await filtered('tipo=local')).letters).toEqual(['E']);
    // A listing without a price is not "up to" any price; "1.200" and "1 200 €" are 1200.
    expect((await filtered('precio_max=1200')).letters).toEqual(['C', 'B']);
    expect((await filtered('precio_max=1.200')).letters).toEqual(['C', 'B']);
    expect((await filtered(`precio_max=${encodeURIComponent('1 200 €')}`)).letters).toEqual(['C', 'B']);
    // A listing that gives no bedrooms (the shop) has not "2 or more".
    expect((await filtered('dormitorios=2')).letters).toEqual(['D', 'B', 'A']);
    expect((await filtered('operacion=alquiler&tipo=piso&precio_max=1500&dormitorios=2')).letters).toEqual([
      'B',
    ]);
    expect((await filtered('operacion=alquiler&precio_max=1000')).letters).toEqual(['C']);
    expect((await filtered('operacion=venta&dormitorios=4')).letters).toEqual(['D']);
    // Empty values (a form sent as it came) are no filter.
    const blank = await filtered('operacion=&tipo=&precio_max=&dormitorios=');
    expect(blank.letters).toEqual(['E', 'D', 'C', 'B', 'A']);
    expect(blank.page.filter).toEqual({
      applied: { operation: null, propertyType: null, maxPrice: null, minBeds: null },
      rejected: [],
      page: 1,
      found: 5,
      pages: 1,
    });
    expect((await filtered('operacion=alquiler')).page.filter).toMatchObject({ found: 3, pages: 1 });
  });

  it("never shows a draft or another agency's listing, whatever the filter", async () => {
    for (const query of ['', 'tipo=duplex', 'operacion=alquiler&precio_max=800&dormitorios=2']) {
      const { page } = await filtered(query);
      const titles = page.listings.map((l) => l.title);
      expect(titles).not.toContain('Borrador secreto');
      expect(titles).not.toContain('Dúplex de otra agencia');
      // Nor do they count in what the filters offer or the title names.
      expect(page.published.propertyTypes).not.toContain('duplex');
      expect(page.published.places).not.toContain('Sevilla');
    }
    expect((await filtered('tipo=duplex')).letters).toEqual([]);
  });

  it('offers only what the agency has published, and names its cities, most listings first', async () => {
    const { page } = await filtered('operacion=alquiler');
    expect(page.published).toEqual({
      total: 5,
      operations: ['sale', 'rent'],
      propertyTypes: ['piso', 'atico', 'casa', 'local'],
      maxBeds: 4,
      priced: 4,
      places: 'Madrid, Valencia y Málaga',
    });
    expect((await filtered('', 'en')).page.published.places).toBe('Madrid, Valencia and Málaga');
  });

  it('ignores a bad value with a reason, applies the others, and never fails', async () => {
    const bad = await filtered('operacion=compra&tipo=castillo&precio_max=12%2C5&dormitorios=dos');
    expect(bad.letters).toEqual(['E', 'D', 'C', 'B', 'A']);
    expect(bad.page.filter.rejected).toEqual(['operation', 'propertyType', 'maxPrice', 'minBeds']);
    const mixed = await filtered('operacion=alquiler&precio_max=-5');
    expect(mixed.letters).toEqual(['E', 'C', 'B']);
    expect(mixed.page.filter).toMatchObject({ applied: { operation: 'rent' }, rejected: ['maxPrice'] });
    for (const query of [
      'precio_max=0',
      'precio_max=99999999999999999999',
      `tipo=${'x'.repeat(5000)}`,
      'tipo=%00piso',
      'dormitorios=%F0%9F%98%80',
      'dormitorios=2&dormitorios=x',
      'operacion[]=venta',
    ]) {
      const res = await html(query);
      expect(res.status, query).toBe(200);
    }
    const page = await html('precio_max=barato&dormitorios=99');
    expect(page.html).toContain(
      'No se ha aplicado el precio máximo: escribe una cantidad en euros sin decimales, por ejemplo 250000.',
    );
    expect(page.html).toContain('No se ha aplicado el número de dormitorios');
  });
});

describe('the agency page HTML', () => {
  it('shows the cards of the filter with price, type and operation, and what is shown', async () => {
    const { status, html: page } = await html('operacion=alquiler');
    expect(status).toBe(200);
    expect(page).toContain('Piso en alquiler');
    expect(page).not.toContain('Piso en venta');
    expect(page).toContain('1.200\u00a0€/mes');
    expect(page).toMatch(/Piso · Alquiler/);
    expect(page).toMatch(/Local · Alquiler/);
    expect(page).toContain('3 de 5 inmuebles');
    expect(page).toMatch(new RegExp(`<a href="/agency/${slug}"[^>]*>Quitar filtros</a>`));
    // The form: a plain GET to the page, the chosen values selected, only the types published.
    expect(page).toMatch(new RegExp(`<form method="get" action="/agency/${slug}"`));
    expect(page).toMatch(/<option value="alquiler" selected(="")?>Alquiler<\/option>/);
    expect(page).toContain('<option value="atico">Ático</option>');
    expect(page).not.toContain('<option value="duplex">');

    const all = (await html('')).html;
    expect(all).toContain('Precio a consultar');
    expect(all).toContain('250.000\u00a0€');
    expect(all).not.toContain('Quitar filtros');
  });

  it('says so when nothing passes the filter', async () => {
    const { status, html: page } = await html('tipo=duplex');
    expect(status).toBe(200);
    expect(page).toContain('Ningún inmueble coincide con estos filtros.');
    expect(page).toContain('0 de 5 inmuebles');
    expect(page).not.toContain('No hay propiedades disponibles en este momento');
  });

  it('names the cities of its listings in the title and description, filtered or not, in both languages', async () => {
    for (const query of ['', 'operacion=venta']) {
      const { html: page } = await html(query);
      expect(page).toContain('<title>Inmobiliaria Sol · Inmuebles en Madrid, Valencia y Málaga</title>');
      expect(page).toContain(
        '<meta name="description" content="5 inmuebles disponibles de Inmobiliaria Sol en Madrid, Valencia y Málaga.">',
      );
      // Filtered or not, the page's canonical address is the unfiltered one.
      expect(page).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/agency/${slug}">`);
    }
    const { html: en } = await html('lang=en&operacion=alquiler');
    expect(en).toContain('<title>Inmobiliaria Sol · Properties in Madrid, Valencia and Málaga</title>');
    expect(en).toContain('5 properties available from Inmobiliaria Sol in Madrid, Valencia and Málaga.');
    expect(en).toContain('€1,200/month');
    expect(en).toContain('Flat · For rent');
    expect(en).toContain('Clear filters');
    // The form keeps the language the visitor chose.
    expect(en).toContain('<input type="hidden" name="lang" value="en"/>');
  });

  it('keeps the filters in the ES | EN switch, a plain link that works without JavaScript', async () => {
    const switchHrefs = (page: string) =>
      Object.fromEntries(
        // The switch's links (each in its own language), not the footer's to a page only in Spanish.
        [...page.matchAll(/<a href="([^"]*)" hreflang="(es|en)" lang="\2"/g)].map((m) => [
          m[2],
          m[1]!.replaceAll('&amp;', '&'),
        ]),
      );
    const query = 'operacion=alquiler&tipo=piso&precio_max=1500&dormitorios=2';
    const es = switchHrefs((await html(query)).html);
    expect(es).toEqual({ es: `?${query}&lang=es`, en: `?${query}&lang=en` });
    // Followed, the English link shows the same filtered listing, in English, and switches back.
    const { html: en } = await html(es.en!.slice(1));
    expect(en).toContain('Piso en alquiler');
    expect(en).not.toContain('Piso en venta');
    expect(en).toContain('1 of 5 properties');
    expect(switchHrefs(en)).toEqual({ es: `?${query}&lang=es`, en: `?${query}&lang=en` });
    // An unfiltered page switches with the language alone; a bad value is not carried over.
    expect(switchHrefs((await html('')).html)).toEqual({ es: '?lang=es', en: '?lang=en' });
    expect(switchHrefs((await html('precio_max=barato&operacion=venta')).html).en).toBe(
      '?operacion=venta&lang=en',
    );
  });

  it("falls back to the agency's own city when no listing names one", async () => {
    const owner = await signedInOwner(t);
    await owner.client.request('/api/agency', {
      method: 'PUT',
      json: { name: 'Fincas Luna', city: 'Dénia' },
    });
    const { agency } = (await (await owner.client.get('/api/me')).json()) as { agency: { slug: string } };
    await owner.client.post('/api/listings', { energyStatus: 'in_progress', title: 'Sin ciudad' });
    const page = await (await t.app.request(`/agency/${agency.slug}`)).text();
    expect(page).toContain('<title>Fincas Luna · Inmuebles en Dénia</title>');
    // One listing: no filter would narrow it.
    expect(page).not.toContain('Filtrar inmuebles');
  });
});

describe('the agency page in pages of 24', () => {
  let many: string;
  let client: Awaited<ReturnType<typeof signedInOwner>>['client'];
  beforeAll(async () => {
    const owner = await signedInOwner(t);
    client = owner.client;
    many = ((await (await client.get('/api/me')).json()) as { agency: { slug: string } }).agency.slug;
    // 26 listings, 20 sales and 6 rents, the first the oldest: made as drafts and published in the
    // database, past the plan's limit (what an agency on a bigger plan could have).
    for (let i = 1; i <= 26; i++) {
      const res = await client.post('/api/listings', {
        energyStatus: 'in_progress',
        title: `Inmueble número ${i}`,
        operation: i <= 20 ? 'sale' : 'rent',
        price: String(i * 1000),
        published: false,
      });
      expect(res.status).toBe(201);
      const { listing } = (await res.json()) as { listing: { id: string } };
      const createdAt = new Date(Date.now() - (27 - i) * 60_000);
      await t.db.update(listings).set({ published: true, createdAt }).where(eq(listings.id, listing.id));
    }
  }, 120_000);
  const page = async (query: string) => (await t.app.request(`/agency/${many}${query}`)).text();
  const cards = (htmlText: string) =>
    [...htmlText.matchAll(/<h3[^>]*>Inmueble número (\d+)<\/h3>/g)].map((m) => Number(m[1]));

  it('shows 24 cards a page, newest first, with links to the next and previous pages', async () => {
    const first = await page('');
    expect(cards(first)).toEqual(Array.from({ length: 24 }, (_, i) => 26 - i));
    expect(first).toContain('Página 1 de 2');
    expect(first).toMatch(new RegExp(`<a href="/agency/${many}\\?pagina=2" rel="next"[^>]*>Siguiente</a>`));
    expect(first).not.toContain('Anterior');

    const second = await page('?pagina=2');
    expect(cards(second)).toEqual([2, 1]);
    expect(second).toContain('Página 2 de 2');
    expect(second).toMatch(new RegExp(`<a href="/agency/${many}" rel="prev"[^>]*>Anterior</a>`));
    // Past the last page: the last one; not a page number: the first.
    expect(cards(await page('?pagina=99'))).toEqual([2, 1]);
    expect(cards(await page('?pagina=dos'))).toHaveLength(24);
  });

  it('keeps the filter and the chosen language in the links between pages', async () => {
    const sales = await page('?operacion=venta&lang=en');
    expect(cards(sales)).toEqual(Array.from({ length: 20 }, (_, i) => 20 - i));
    expect(sales).not.toContain('Next');
    const all = await page('?lang=en&precio_max=25000');
    expect(all).toContain('25 of 26 properties');
    expect(all).toMatch(
      new RegExp(
        `<a href="/agency/${many}\\?precio_max=25000&amp;pagina=2&amp;lang=en" rel="next"[^>]*>Next</a>`,
      ),
    );
    expect(cards(await page('?precio_max=25000&pagina=2'))).toEqual([1]);
  });
});

describe('stored agency pages', () => {
  it('never answers a filtered page with the stored unfiltered one, nor stores it', async () => {
    const cached = await createTestApp({ env: { MICROSITE_CACHE_MS: '60000' }, database: t.deps.database });
    try {
      const path = `/agency/${slug}`;
      expect((await (await cached.app.request(path)).text()).match(/Piso en venta/g)).not.toBeNull();
      const key = `es ${path}`;
      expect(cached.deps.pages.store.peek(key)).toMatchObject({ status: 200 });
      const stored = cached.deps.pages.store.size;

      const rent = await (await cached.app.request(`${path}?operacion=alquiler`)).text();
      expect(rent).not.toContain('Piso en venta');
      const bad = await (await cached.app.request(`${path}?precio_max=barato`)).text();
      expect(bad).toContain('No se ha aplicado el precio máximo');
      expect((await cached.app.request(`${path}?pagina=2`)).status).toBe(200);
      expect(cached.deps.pages.store.size).toBe(stored);
      // An empty filter, or the first page, is the plain page: served from the store.
      expect(await (await cached.app.request(`${path}?tipo=`)).text()).toContain('Piso en venta');
      expect(await (await cached.app.request(`${path}?pagina=1`)).text()).toContain('Piso en venta');

      // The fast path in front of the app leaves a filtered address to the app.
      const answer = createPageAnswers({
        store: cached.deps.pages.store,
        publicUrl: TEST_ORIGIN,
        trustProxy: cached.deps.env.TRUST_PROXY,
        security: {},
      });
      const ask = (url: string) =>
        answer({ method: 'GET', url, remoteAddress: '127.0.0.1', host: new URL(TEST_ORIGIN).host });
      expect(ask(path)?.status).toBe(200);
      expect(ask(`${path}?utm_source=qr`)?.status).toBe(200);
      expect(ask(`${path}?operacion=alquiler`)).toBeNull();
      expect(ask(`${path}?lang=es&tipo=`)).toBeNull();
      expect(ask(`${path}?pagina=2`)).toBeNull();
    } finally {
      await cached.deps.jobs.stop();
      await cached.deps.pages.stop();
    }
  });
});
