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
      .poll(() => page.getByRole('heading', { level: 2, name: 'Características' }).isVisible())
      .toBe(true);

    await page.getByRole('link', { name: 'en (English)' }).click();
    await page.waitForURL(`**/l/${listing.slug}?lang=en`);
    await page.waitForSelector('html[lang="en"][data-hydrated]');
    // The listing's own title stays as typed; everything around it is in English.
    await expect.poll(() => page.getByRole('heading', { level: 1, name: TITLE }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 2, name: 'Features' }).isVisible()).toBe(true);
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
    expect(await page.getByRole('heading', { level: 2, name: 'Features' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'es (Español)' }).click();
    await page.waitForURL(`**/l/${listing.slug}?lang=es`);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.getByRole('heading', { level: 2, name: 'Características' }).isVisible()).toBe(true);
    await context.close();
  });
});
