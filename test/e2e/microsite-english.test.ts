import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { DEMO, fillLogin } from '../support/flows';

let browser: Browser;
let owner: Page;
let listing: { id: string; slug: string };
const TITLE = 'Casa con jardín en Jávea';
// A name no other test uses, so the lead is found among the demo account's.
const SURNAME = `Smith ${Date.now().toString(36)}`;

/** The demo account publishes a listing through the dashboard API. */
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: owner } = await openPage(browser, DESKTOP));
  await owner.goto('/auth/login');
  await fillLogin(owner, DEMO.email, DEMO.password);
  await owner.waitForURL('**/dashboard');
  const res = await owner.request.post('/api/listings', {
    headers: { origin: new URL(owner.url()).origin },
    data: {
      energyStatus: 'in_progress',
      title: TITLE,
      city: 'Jávea',
      price: '695000',
      sqm: '180',
      beds: '4',
      baths: '3',
      published: true,
    },
  });
  expect(res.status()).toBe(201);
  listing = (await res.json()).listing;
}, 120_000);
afterAll(() => browser?.close());

describe('the microsite in English', () => {
  it('ES → EN with the switch, then a lead sent in English reaches the agency as an English buyer', async () => {
    const { page, errors } = await openPage(browser, PHONE);
    await page.goto(`/l/${listing.slug}`);
    await page.waitForSelector('html[lang="es"][data-hydrated]');
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'Datos clave' }).isVisible())
      .toBe(true);

    await page.getByRole('link', { name: 'en (English)' }).click();
    await page.waitForURL(`**/l/${listing.slug}?lang=en`);
    await page.waitForSelector('html[lang="en"][data-hydrated]');
    // The listing's own title stays as typed; everything around it is in English.
    await expect.poll(() => page.getByRole('heading', { level: 1, name: TITLE }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 2, name: 'Key facts' }).isVisible()).toBe(true);
    expect(await page.getByText('€695,000').first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'en (English)' }).getAttribute('aria-current')).toBe('true');
    await screenshot(page, 'microsite-english');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Contact', exact: true }).last().click();
    const dialog = page.getByRole('dialog', { name: 'I am interested in this property!' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel('First name *').fill('John');
    // The form's own checks speak English too (the shared schema, in the page's language).
    await dialog.getByLabel('Last name *').focus();
    await dialog.getByLabel('First name *').focus();
    await expect.poll(() => dialog.getByText('Your last name is required.').isVisible()).toBe(true);
    await dialog.getByLabel('Last name *').fill(SURNAME);
    await dialog.getByLabel('E-mail *').fill('john.smith@example.co.uk');
    await dialog.getByRole('checkbox').check();
    await screenshot(page, 'microsite-english-lead', dialog);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect
      .poll(() => dialog.getByText('Request sent! The agency will get in touch with you soon.').isVisible())
      .toBe(true);
    expect(errors).toEqual([]);

    // The agency sees who wrote in English.
    const { leads } = await (await owner.request.get(`/api/leads?q=${encodeURIComponent(SURNAME)}`)).json();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ firstName: 'John', lang: 'en' });
  });

  it('is chosen from the browser’s language, and the switch goes back to Spanish without JavaScript', async () => {
    const context = await browser.newContext({
      viewport: DESKTOP,
      baseURL: new URL(owner.url()).origin,
      locale: 'en-GB',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`/l/${listing.slug}`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.getByRole('heading', { level: 2, name: 'Key facts' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'es (Español)' }).click();
    await page.waitForURL(`**/l/${listing.slug}?lang=es`);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.getByRole('heading', { level: 2, name: 'Datos clave' }).isVisible()).toBe(true);
    await context.close();
  });
});

const LONG_SPANISH = [
  'Piso exterior de dos dormitorios a un paso del Retiro, reformado por completo en 2021. Entra el sol de la mañana por el salón y los dormitorios dan a un patio tranquilo.',
  'Salón comedor de 24 m² con balcón a la calle.\nCocina independiente equipada con horno, vitrocerámica, lavavajillas y lavadora.',
  'La finca tiene ascensor y portero, y está a cinco minutos a pie de las estaciones de metro de Ibiza y Sainz de Baranda. Colegios, mercado y comercio de barrio en la misma calle.',
  'Se pide un contrato de larga duración, dos meses de fianza y nómina o aval. Gastos de comunidad incluidos en la renta; suministros a cargo del inquilino. Visitas por la tarde, de lunes a viernes.',
].join('\n\n');

describe('a complete rental ad in English', () => {
  const post = async (data: Record<string, unknown>) => {
    const res = await owner.request.post('/api/listings', {
      headers: { origin: new URL(owner.url()).origin },
      data: {
        energyStatus: 'in_progress',
        operation: 'rent',
        propertyType: 'piso',
        price: '1450',
        city: 'Madrid',
        sqm: '88',
        beds: '2',
        baths: '1',
        description: LONG_SPANISH,
        features: ['ascensor', 'balcon', 'calefaccion', 'portero'],
        usableSqm: '76',
        condition: 'good',
        communityFees: '90',
        depositMonths: '2',
        availableFrom: '2025-10-01',
        published: true,
        ...data,
      },
    });
    expect(res.status()).toBe(201);
    return (await res.json()).listing as { slug: string };
  };

  it('shows the English text, features, facts and costs at 390 and 1280 px', async () => {
    const rental = await post({
      title: 'Piso en alquiler junto al Retiro',
      reference: 'RET-0108',
      descriptionEn:
        'Bright two-bedroom flat next to the Retiro park, fully renovated in 2021.\n\nLift and concierge; five minutes on foot from two metro stations.',
    });
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, errors } = await openPage(browser, viewport);
      await page.goto(`/l/${rental.slug}?lang=en`);
      await page.waitForSelector('html[lang="en"][data-hydrated]');
      await expect.poll(() => page.getByText('Flat for rent · Ref. RET-0108').isVisible()).toBe(true);
      expect(await page.getByText('€1,450/month').filter({ visible: true }).first().isVisible()).toBe(true);
      for (const name of ['Key facts', 'Costs', 'Description', 'Features'])
        expect(await page.getByRole('heading', { level: 2, name }).isVisible(), name).toBe(true);
      for (const text of [
        'Usable area',
        'Good condition',
        'Community fees',
        '€90/month',
        '2 months',
        '1 October 2025',
      ])
        expect(await page.getByText(text, { exact: true }).isVisible(), text).toBe(true);
      const features = page.getByRole('list').filter({ hasText: 'Lift' });
      expect(await features.getByRole('listitem').allTextContents()).toEqual([
        'Lift',
        'Balcony',
        'Heating',
        'Concierge',
      ]);
      // Short enough to show whole, in English, with no language mark.
      const text = page.locator('[data-description]');
      expect(await text.getAttribute('data-description')).toBe('full');
      expect(await text.getAttribute('lang')).toBeNull();
      expect(
        await page.getByText('Bright two-bedroom flat next to the Retiro park', { exact: false }).isVisible(),
      ).toBe(true);
      await screenshot(page, 'microsite-rental-english');
      await expectAccessible(page);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('without an English text shows the Spanish one marked lang="es", folded, and unfolds without JavaScript', async () => {
    const rental = await post({ title: 'Piso reformado en Ibiza' });
    // With JavaScript, at 1280 px: marked Spanish inside the English page, and axe agrees.
    const withJs = await openPage(browser, DESKTOP);
    await withJs.page.goto(`/l/${rental.slug}?lang=en`);
    await withJs.page.waitForSelector('html[lang="en"][data-hydrated]');
    expect(await withJs.page.locator('[data-description]').getAttribute('lang')).toBe('es');
    await expectAccessible(withJs.page);
    expect(withJs.errors).toEqual([]);
    await withJs.context.close();

    const context = await browser.newContext({
      viewport: PHONE,
      baseURL: new URL(owner.url()).origin,
      locale: 'en-GB',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`/l/${rental.slug}`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    const text = page.locator('[data-description]');
    expect(await text.getAttribute('lang')).toBe('es');
    expect(await text.getAttribute('data-description')).toBe('folded');
    const hidden = () => text.evaluate((el) => el.scrollHeight - el.clientHeight);
    expect(await hidden()).toBeGreaterThan(40);
    await page.getByText('Read more').click({ timeout: 10_000 });
    await expect.poll(hidden).toBe(0);
    await screenshot(page, 'microsite-rental-english-fallback', page.locator('section', { has: text }));
    await context.close();
  });
});
