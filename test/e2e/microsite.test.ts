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
import { DEMO, fillLogin } from '../support/flows';
import { makeJpeg } from '../support/images';

let browser: Browser;
let listing: { id: string; slug: string; qrCode: string };
let agencySlug: string;
let ownerPage: Page;
const TITLE = 'Piso con terraza en Chamberí';

/** Creates a published listing with three photos through the dashboard API of the demo account. */
beforeAll(async () => {
  browser = await launchBrowser();
  const { page } = await openPage(browser, DESKTOP);
  ownerPage = page;
  await page.goto('/auth/login');
  await fillLogin(page, DEMO.email, DEMO.password);
  await page.waitForURL('**/dashboard');
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/listings', {
    headers: { origin },
    data: {
      title: TITLE,
      price: '425000',
      address: 'Calle de Luchana 22',
      city: 'Madrid',
      sqm: '96',
      beds: '3',
      baths: '2',
      floor: '5º',
      exterior: true,
      lat: '40.4305',
      lng: '-3.7004',
    },
  });
  expect(res.status()).toBe(201);
  listing = (await res.json()).listing;
  for (const hue of [20, 140, 260]) {
    const up = await page.request.post(`/api/listings/${listing.id}/photos`, {
      headers: { origin },
      multipart: {
        file: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(1600, 1200, hue) },
      },
    });
    expect(up.status()).toBe(201);
  }
  agencySlug = (await (await page.request.get('/api/me')).json()).agency.slug;
}, 120_000);
afterAll(() => browser?.close());

const leadsOfListing = async () => {
  const res = await ownerPage.request.get('/api/listings');
  const { listings } = await res.json();
  return listings.find((l: { id: string }) => l.id === listing.id).kpis.leads as number;
};

describe('the public microsite', () => {
  it('scan → microsite → swipe the gallery → Contactar → the lead is stored', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(`/q/${listing.qrCode}`);
    await page.waitForURL(`**/l/${listing.slug}`);
    await page.waitForSelector('html[data-hydrated]');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: TITLE }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('425.000', { exact: false }).first().isVisible()).toBe(true);
    await screenshot(page, 'microsite');

    // Swipe: the strip scrolls natively; the counter follows.
    const strip = page.locator('[aria-roledescription="carrusel"] [tabindex="0"]');
    await strip.evaluate((el) => el.scrollTo({ left: el.clientWidth, behavior: 'instant' }));
    await expect.poll(() => page.getByText('Foto 2 de 3').count()).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Contactar' }).click();
    const dialog = page.getByRole('dialog', { name: '¡Me interesa esta propiedad!' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText(TITLE).isVisible()).toBe(true);
    const send = dialog.getByRole('button', { name: 'Enviar solicitud' });
    // Disabled once the form's validation has loaded (right after the page became interactive).
    await expect.poll(() => send.isDisabled()).toBe(true);
    await dialog.getByLabel('Nombre *').fill('Lucía');
    await dialog.getByLabel('Apellidos *').fill('García Pérez');
    await dialog.getByText('WhatsApp', { exact: true }).click();
    await dialog.getByLabel('Teléfono (WhatsApp) *').fill('612 345 678');
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox').check();
    await expect.poll(() => send.isDisabled()).toBe(false);
    await screenshot(page, 'microsite-lead-form');
    const before = await leadsOfListing();
    await send.dblclick();
    await expect
      .poll(() =>
        dialog.getByText('¡Solicitud enviada! Nos pondremos en contacto contigo pronto.').isVisible(),
      )
      .toBe(true);
    // A double click is one lead.
    await expect.poll(leadsOfListing).toBe(before + 1);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps what the visitor typed across a reload and a failed send', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(`/l/${listing.slug}`);
    await page.waitForSelector('html[data-hydrated]');
    await page.getByRole('link', { name: 'Contactar' }).click();
    const dialog = page.getByRole('dialog', { name: '¡Me interesa esta propiedad!' });
    await dialog.getByLabel('Nombre *').fill('Marta');
    await dialog.getByLabel('Apellidos *').fill('Ruiz');
    await dialog.getByLabel('E-mail *').fill('marta@example.es');
    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    await page.getByRole('link', { name: 'Contactar' }).click();
    await expect.poll(() => dialog.getByLabel('Nombre *').inputValue()).toBe('Marta');
    expect(await dialog.getByLabel('E-mail *').inputValue()).toBe('marta@example.es');

    await page.route('**/api/public/listings/*/leads', (route) => route.abort('internetdisconnected'));
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect
      .poll(() => dialog.getByText('No se pudo enviar la solicitud. Inténtalo de nuevo.').isVisible())
      .toBe(true);
    expect(await dialog.getByLabel('Apellidos *').inputValue()).toBe('Ruiz');
    await context.close();
  });

  it('a tap on Contactar before the script has run: the form opens, and closes once it runs', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    // The page's script held back, as on a slow mobile connection.
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/assets/microsite-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/l/${listing.slug}`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByRole('link', { name: 'Contactar' }).click();
    const dialog = page.getByRole('dialog', { name: '¡Me interesa esta propiedad!' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.$('html[data-hydrated]')).toBeNull();
    await dialog.getByLabel('Nombre *').fill('Inés');

    release();
    await page.waitForSelector('html[data-hydrated]');
    // The script takes the open form over: what was typed stays, and Escape closes it.
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Nombre *').inputValue()).toBe('Inés');
    expect(new URL(page.url()).hash).toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // Opened again by the script, it closes with its × as well.
    await page.getByRole('link', { name: 'Contactar' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Nombre *').inputValue()).toBe('Inés');
    await dialog.getByRole('link', { name: 'Cerrar' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works without JavaScript: the page, the gallery and the lead form', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      javaScriptEnabled: false,
      locale: 'es-ES',
      baseURL: baseURL(),
    });
    const page = await context.newPage();
    await page.goto(`/l/${listing.slug}`);
    expect(await page.getByRole('heading', { level: 1, name: TITLE }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Contactar' }).click();
    const dialog = page.getByRole('dialog', { name: '¡Me interesa esta propiedad!' });
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByLabel('Nombre *').fill('Pablo');
    await dialog.getByLabel('Apellidos *').fill('Sanz');
    await dialog.getByLabel('E-mail *').fill('pablo@example.es');
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    // The server answers with the page: consent is missing and what was typed is still there.
    await expect
      .poll(() => page.getByText('Debes aceptar que te contacten', { exact: false }).isVisible())
      .toBe(true);
    expect(await dialog.getByLabel('Apellidos *').inputValue()).toBe('Sanz');
    const before = await leadsOfListing();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect
      .poll(() => page.getByText('¡Solicitud enviada! Nos pondremos en contacto contigo pronto.').isVisible())
      .toBe(true);
    expect(await leadsOfListing()).toBe(before + 1);
    await screenshot(page, 'microsite-no-js-sent');
    await context.close();
  });

  it('desktop: two columns, arrow keys move the gallery; axe finds nothing serious', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await page.goto(`/${agencySlug}/${listing.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: TITLE }).isVisible()).toBe(true);
    await page.waitForSelector('html[data-hydrated]');
    await page.locator('[aria-roledescription="carrusel"] [tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByText('Foto 2 de 3').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Foto siguiente' }).click();
    await expect.poll(() => page.getByText('Foto 3 de 3').count()).toBeGreaterThan(0);
    await screenshot(page, 'microsite');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('agency page → listing, navigated in the page; unavailable listings say so', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, errors } = await openPage(browser, viewport);
      await page.goto(`/agency/${agencySlug}`);
      await page.waitForSelector('html[data-hydrated]');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      await screenshot(page, 'agency-page');
      await expectAccessible(page);
      await page
        .getByRole('link', { name: new RegExp(TITLE) })
        .first()
        .click();
      await page.waitForURL(`**/${agencySlug}/${listing.slug}`);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: TITLE }).isVisible()).toBe(true);
      await page.goBack();
      await expect
        .poll(() =>
          page
            .getByRole('link', { name: new RegExp(TITLE) })
            .first()
            .isVisible(),
        )
        .toBe(true);

      const missing = await page.goto('/l/no-existe-000');
      expect(missing?.status()).toBe(404);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Este inmueble no está disponible' }).isVisible())
        .toBe(true);
      await screenshot(page, 'microsite-unavailable');
      await expectAccessible(page);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
