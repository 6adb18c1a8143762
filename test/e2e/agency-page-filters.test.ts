import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, DESKTOP, expectAccessible, launchBrowser, PHONE, screenshot } from '../support/browser';
import { registerSubscribedOwner } from '../support/flows';
import { makeJpeg } from '../support/images';

let browser: Browser;
let agencySlug: string;
const NAME = 'Inmobiliaria Levante';

/** Five published listings of a new agency (sales and rents, four types, three cities), made through the API. */
const LISTINGS = [
  {
    title: 'Piso reformado en Chamberí',
    operation: 'sale',
    propertyType: 'piso',
    price: '385000',
    beds: '3',
    city: 'Madrid',
    hue: 20,
  },
  {
    title: 'Piso con balcón en Ruzafa',
    operation: 'rent',
    propertyType: 'piso',
    price: '1200',
    beds: '2',
    city: 'Valencia',
    hue: 200,
  },
  {
    title: 'Ático con terraza en el Soho',
    operation: 'rent',
    propertyType: 'atico',
    price: '1750',
    beds: '2',
    city: 'Málaga',
    hue: 120,
  },
  { title: 'Chalet en Aravaca', operation: 'sale', propertyType: 'casa', beds: '5', city: 'Madrid', hue: 40 },
  {
    title: 'Local a pie de calle',
    operation: 'rent',
    useCode: 'comercial',
    propertyType: 'local',
    price: '2000',
    city: 'Valencia',
    hue: 280,
  },
];
const RENTAL = 'Piso con balcón en Ruzafa';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The agency, made once by the first test that needs it (its sign-up polls, which only a test may). */
let made: Promise<void> | undefined;
const agency = () => {
  made ??= makeAgency();
  return made;
};

async function makeAgency() {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseURL(), locale: 'es-ES' });
  const page = await context.newPage();
  await registerSubscribedOwner(page, 'levante', 'Pro');
  const origin = new URL(page.url()).origin;
  const put = await page.request.put('/api/agency', {
    headers: { origin },
    data: { name: NAME, phone: '963 123 456', email: 'hola@levante.es', city: 'Valencia' },
  });
  expect(put.status()).toBe(200);
  for (const { hue, ...data } of LISTINGS) {
    const res = await page.request.post('/api/listings', {
      headers: { origin },
      data: { energyStatus: 'in_progress', sqm: '90', baths: '1', ...data },
    });
    expect(res.status()).toBe(201);
    const { listing } = await res.json();
    const photo = await page.request.post(`/api/listings/${listing.id}/photos`, {
      headers: { origin },
      multipart: {
        file: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(1200, 900, hue) },
      },
    });
    expect(photo.status()).toBe(201);
  }
  agencySlug = (await (await page.request.get('/api/me')).json()).agency.slug;
  await context.close();
}

/** A visitor's browser, with or without JavaScript, recording errors (network failures aside). */
async function visitor(viewport: typeof PHONE, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    viewport,
    baseURL: baseURL(),
    locale: 'es-ES',
    isMobile: viewport.width < 768,
    hasTouch: viewport.width < 768,
    javaScriptEnabled,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
  });
  return { page, context, errors };
}

const cardTitles = (page: Page) => page.locator('main ul h3').allTextContents();

/**
 * axe on the page as a browser without JavaScript shows it. axe is a script, so it cannot run in a
 * context with JavaScript off: the same address is opened where only the page's own scripts are
 * blocked.
 */
async function accessible(page: Page, javaScript: boolean) {
  if (javaScript) return expectAccessible(page);
  const viewport = page.viewportSize()!;
  const context = await browser.newContext({ viewport, baseURL: baseURL(), locale: 'es-ES' });
  try {
    const probe = await context.newPage();
    await probe.route('**/*.js', (route) => route.abort());
    await probe.goto(page.url());
    expect(await probe.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await expectAccessible(probe);
  } finally {
    await context.close();
  }
}

/** A text as the page has it, its no-break spaces as plain ones. */
const plain = (text: string | null) => text?.replace(/\s/g, ' ');

describe('the agency page filters', () => {
  for (const javaScript of [false, true]) {
    it(`filter, read what is shown, clear — ${javaScript ? 'with' : 'without'} JavaScript, phone and desktop`, async () => {
      await agency();
      for (const viewport of [PHONE, DESKTOP]) {
        const { page, context, errors } = await visitor(viewport, javaScript);
        const tag = `${javaScript ? 'js' : 'nojs'}`;
        await page.goto(`/agency/${agencySlug}`);
        if (javaScript) await page.waitForSelector('html[data-hydrated]');
        expect(await page.title()).toBe(`${NAME} · Inmuebles en Madrid, Valencia y Málaga`);
        expect(await cardTitles(page)).toHaveLength(5);
        // Cards: price as its operation reads it, type and operation.
        const rental = page.getByRole('listitem').filter({ hasText: RENTAL });
        expect(plain(await rental.getByTestId('card-price').textContent())).toBe('1.200 €/mes');
        expect(await rental.getByTestId('card-kind').textContent()).toBe('Piso · Alquiler');
        const chalet = page.getByRole('listitem').filter({ hasText: 'Chalet en Aravaca' });
        expect(await chalet.getByTestId('card-price').textContent()).toBe('Precio a consultar');
        await screenshot(page, `agency-page-${tag}`);
        await accessible(page, javaScript);

        // Only what this agency publishes: its four types.
        const types = await page.getByLabel('Tipo').locator('option').allTextContents();
        expect(types).toEqual(['Todos', 'Piso', 'Ático', 'Casa o chalet', 'Local']);
        await page.getByLabel('Operación').selectOption('alquiler');
        await page.getByLabel('Precio máximo (€)').fill('1.500');
        await page.getByLabel('Dormitorios').selectOption('2');
        await page.getByRole('button', { name: 'Ver inmuebles' }).click();
        await page.waitForURL(/operacion=alquiler/);
        expect(new URL(page.url()).searchParams.get('precio_max')).toBe('1.500');
        expect(await cardTitles(page)).toEqual([RENTAL]);
        const summary = page.getByTestId('agency-filter-summary');
        expect(await summary.getByText('1 de 5 inmuebles').isVisible()).toBe(true);
        const chips = summary.getByRole('list', { name: 'Filtros aplicados' }).locator('li');
        expect((await chips.allTextContents()).map(plain)).toEqual([
          'Alquiler',
          'Hasta 1.500 €/mes',
          '2 dormitorios o más',
        ]);
        // The form shows what was asked.
        expect(await page.getByLabel('Operación').inputValue()).toBe('alquiler');
        expect(await page.getByLabel('Precio máximo (€)').inputValue()).toBe('1500');
        await screenshot(page, `agency-page-filtered-${tag}`);
        await accessible(page, javaScript);

        if (javaScript) {
          // A card of a filtered page and back: the same filtered page.
          await page.getByRole('link', { name: new RegExp(RENTAL) }).click();
          await page.waitForURL(`**/${agencySlug}/**`);
          await expect
            .poll(() => page.getByRole('heading', { level: 1, name: RENTAL }).isVisible())
            .toBe(true);
          await page.goBack();
          await page.waitForURL(/operacion=alquiler/);
          await expect.poll(() => cardTitles(page)).toEqual([RENTAL]);
        }

        await page.getByRole('link', { name: 'Quitar filtros' }).click();
        await page.waitForURL((url) => url.pathname === `/agency/${agencySlug}` && url.search === '');
        expect(await cardTitles(page)).toHaveLength(5);

        // Nothing passes: said so, with the way back.
        await page.getByLabel('Operación').selectOption('venta');
        await page.getByLabel('Tipo').selectOption('local');
        await page.getByRole('button', { name: 'Ver inmuebles' }).click();
        await page.waitForURL(/tipo=local/);
        expect(await page.getByText('Ningún inmueble coincide con estos filtros.').isVisible()).toBe(true);
        expect(await cardTitles(page)).toEqual([]);
        await screenshot(page, `agency-page-empty-${tag}`);
        await accessible(page, javaScript);

        // A price typed as words: shown without that filter, and why.
        await page.getByLabel('Operación').selectOption('');
        await page.getByLabel('Tipo').selectOption('');
        await page.getByLabel('Precio máximo (€)').fill('barato');
        await page.getByRole('button', { name: 'Ver inmuebles' }).click();
        await page.waitForURL(/precio_max=barato/);
        expect(
          await page
            .getByText('No se ha aplicado el precio máximo: escribe una cantidad en euros sin decimales')
            .isVisible(),
        ).toBe(true);
        expect(await cardTitles(page)).toHaveLength(5);
        await screenshot(page, `agency-page-rejected-${tag}`);
        expect(errors).toEqual([]);
        await context.close();
      }
    }, 240_000);
  }

  for (const javaScript of [false, true]) {
    it(`the ES | EN switch keeps the filters — ${javaScript ? 'with' : 'without'} JavaScript, phone and desktop`, async () => {
      await agency();
      for (const viewport of [PHONE, DESKTOP]) {
        const { page, context, errors } = await visitor(viewport, javaScript);
        const tag = `${javaScript ? 'js' : 'nojs'}`;
        await page.goto(`/agency/${agencySlug}`);
        if (javaScript) await page.waitForSelector('html[data-hydrated]');
        // Filtered with the form (with JavaScript, an in-page navigation): the switch follows.
        await page.getByLabel('Operación').selectOption('alquiler');
        await page.getByLabel('Precio máximo (€)').fill('1500');
        await page.getByLabel('Dormitorios').selectOption('2');
        await page.getByRole('button', { name: 'Ver inmuebles' }).click();
        await page.waitForURL(/operacion=alquiler/);
        expect(await cardTitles(page)).toEqual([RENTAL]);
        await screenshot(page, `agency-switch-before-${tag}`);

        await page.getByRole('link', { name: 'en (English)' }).click();
        await page.waitForURL(/lang=en/);
        const query = new URL(page.url()).searchParams;
        expect(Object.fromEntries(query)).toEqual({
          operacion: 'alquiler',
          precio_max: '1500',
          dormitorios: '2',
          lang: 'en',
        });
        expect(await cardTitles(page)).toEqual([RENTAL]);
        expect(await page.getByText('1 of 5 properties').isVisible()).toBe(true);
        expect(await page.getByLabel('Sale or rent').inputValue()).toBe('alquiler');
        expect(await page.getByLabel('Bedrooms').inputValue()).toBe('2');
        await screenshot(page, `agency-switch-after-${tag}`);

        await page.getByRole('link', { name: 'es (Español)' }).click();
        await page.waitForURL(/lang=es/);
        expect(new URL(page.url()).searchParams.get('dormitorios')).toBe('2');
        expect(await page.getByText('1 de 5 inmuebles').isVisible()).toBe(true);
        expect(errors).toEqual([]);
        await context.close();
      }
    }, 240_000);
  }

  it('in English: the cities, the prices and the filters in English, the language kept', async () => {
    await agency();
    const { page, context, errors } = await visitor(PHONE, false);
    await page.goto(`/agency/${agencySlug}?lang=en`);
    expect(await page.title()).toBe(`${NAME} · Properties in Madrid, Valencia and Málaga`);
    await page.getByLabel('Sale or rent').selectOption('alquiler');
    await page.getByRole('button', { name: 'Show properties' }).click();
    await page.waitForURL(/operacion=alquiler/);
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
    expect(await page.getByText('3 of 5 properties').isVisible()).toBe(true);
    const rental = page.getByRole('listitem').filter({ hasText: RENTAL });
    expect(await rental.getByTestId('card-price').textContent()).toBe('€1,200/month');
    expect(await rental.getByTestId('card-kind').textContent()).toBe('Flat · For rent');
    await screenshot(page, 'agency-page-english');
    await accessible(page, false);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
