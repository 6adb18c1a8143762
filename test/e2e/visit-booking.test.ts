import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  DESKTOP,
  expectAccessible,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
} from '../support/browser';
import { registerSubscribedOwner } from '../support/flows';
import { everyDay } from '../support/visits';

let browser: Browser;
let owner: Page;
let listing: { id: string; slug: string };

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The listing's visits, as the agency's dashboard API lists them. */
async function visitsOfListing() {
  const res = await owner.request.get(`/api/visits?when=upcoming&listingId=${listing.id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { visits: { visitorName: string; start: string; status: string }[] }).visits;
}

describe('"Pedir visita" on the microsite (issue 30)', () => {
  it('an agency publishes a listing and sets its visiting hours', async () => {
    const opened = await openPage(browser, DESKTOP);
    owner = opened.page;
    await registerSubscribedOwner(owner, 'visit-booking');
    const origin = new URL(owner.url()).origin;
    const res = await owner.request.post('/api/listings', {
      headers: { origin },
      data: {
        energyStatus: 'in_progress',
        title: 'Piso luminoso en Gràcia',
        address: 'Carrer de Verdi 12',
        city: 'Barcelona',
        price: 385000,
        published: true,
      },
    });
    expect(res.status()).toBe(201);
    listing = (await res.json()).listing;
    const hours = await owner.request.put('/api/visit-settings', {
      headers: { origin },
      data: { scope: 'agency', weeklyHours: everyDay('17:00', '19:00'), lengthMinutes: 30 },
    });
    expect(hours.status()).toBe(200);
  }, 120_000);

  it('390 px, JavaScript on: from the listing to a booked slot; the page is accessible and loads no script', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(`/l/${listing.slug}`);
    const bar = page.locator('.fixed.inset-x-0.bottom-0');
    await expect.poll(() => bar.getByRole('link', { name: 'Pedir visita' }).isVisible()).toBe(true);
    await screenshot(page, 'visit-booking-listing-bar', bar);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await bar.getByRole('link', { name: 'Pedir visita' }).click();
    await page.waitForURL(`**/l/${listing.slug}/visita`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Pedir visita' }).isVisible())
      .toBe(true);
    expect(scripts).toEqual([]);
    await expectAccessible(page);
    // No sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The first day is open; choose its first time.
    const firstDay = page.locator('details[open]').first();
    const time = firstDay.locator('label:has(input[name="slot"])').first();
    const chosen = await time.locator('input').getAttribute('value');
    await time.click();
    await page.getByLabel('Nombre y apellidos *').fill('Jordi Puig');
    await page.getByLabel('Teléfono').fill('612 345 678');
    await page.getByRole('checkbox').check();
    await screenshot(page, 'visit-booking-filled');
    await page.getByRole('button', { name: 'Pedir visita' }).click();
    await page.waitForURL(/\/visita\/[\w-]{20,}/);
    // The visitor's own page of the visit: its status, and nothing to type again.
    await expect.poll(() => page.getByText('Pendiente de confirmar').first().isVisible()).toBe(true);
    await screenshot(page, 'visit-booking-manage');
    const booked = await visitsOfListing();
    expect(booked.map((v) => [v.visitorName, v.start, v.status])).toEqual([
      ['Jordi Puig', chosen, 'requested'],
    ]);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('1280 px, JavaScript off: a mistake keeps what was typed, then a proposed time is sent', async () => {
    const context = await browser.newContext({
      viewport: DESKTOP,
      javaScriptEnabled: false,
      locale: 'es-ES',
      baseURL: baseURL(),
    });
    const page = await context.newPage();
    await page.goto(`/l/${listing.slug}`);
    await page.getByRole('link', { name: 'Pedir visita' }).first().click();
    await page.waitForURL(`**/l/${listing.slug}/visita`);
    // The slot taken at 390 px is no longer offered.
    const taken = (await visitsOfListing())[0]!.start;
    expect(await page.locator(`input[name="slot"][value="${taken}"]`).count()).toBe(0);

    await page.getByLabel('Nombre y apellidos *').fill('Anna Soler');
    await page.getByLabel('E-mail').fill('anna.soler@');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Pedir visita' }).click();
    await expect.poll(() => page.getByText('El e-mail no es válido.').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Elige un hueco o propón otra hora.').isVisible()).toBe(true);
    expect(await page.getByLabel('Nombre y apellidos *').inputValue()).toBe('Anna Soler');
    await screenshot(page, 'visit-booking-errors');

    await page.getByLabel('E-mail').fill('anna.soler@example.es');
    await page.getByLabel('Ninguna me va bien: propongo otra hora').check();
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Día y hora que propones').fill(`${inAWeek}T20:15`);
    await page.getByRole('button', { name: 'Pedir visita' }).click();
    await page.waitForURL(/\/visita\/[\w-]{20,}/);
    const names = (await visitsOfListing()).map((v) => v.visitorName).sort();
    expect(names).toEqual(['Anna Soler', 'Jordi Puig']);
    await context.close();
  }, 90_000);
});
