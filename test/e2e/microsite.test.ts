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
      energyStatus: 'in_progress',
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
    // …and says why, under the button.
    const missing = dialog.locator('#lead-missing');
    expect(await missing.textContent()).toBe(
      'Para enviar falta: tu nombre, tus apellidos, un e-mail válido y marcar la casilla de privacidad.',
    );
    expect(await send.getAttribute('aria-describedby')).toBe('lead-missing');
    await dialog.getByLabel('Nombre *').fill('Lucía');
    await dialog.getByLabel('Apellidos *').fill('García Pérez');
    await dialog.getByText('WhatsApp', { exact: true }).click();
    await dialog.getByLabel('Teléfono (WhatsApp) *').fill('612 345 678');
    expect(await send.isDisabled()).toBe(true);
    expect(await missing.textContent()).toBe('Para enviar falta: marcar la casilla de privacidad.');
    await dialog.getByRole('checkbox').check();
    await expect.poll(() => send.isDisabled()).toBe(false);
    expect(await missing.count()).toBe(0);
    await screenshot(page, 'microsite-lead-form');
    // Modal: Tab past the last control comes back to the dialog's first, never to the page behind.
    await send.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Cerrar');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Enviar solicitud');
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
    await dialog.getByRole('checkbox').check();
    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    await page.getByRole('link', { name: 'Contactar' }).click();
    await expect.poll(() => dialog.getByLabel('Nombre *').inputValue()).toBe('Marta');
    expect(await dialog.getByLabel('E-mail *').inputValue()).toBe('marta@example.es');
    // The consent is given by whoever sends, each time: never restored with the draft.
    expect(await dialog.getByRole('checkbox').isChecked()).toBe(false);

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

  it('fetches the script that makes the page interactive only once the hero photo is on screen, or at a first touch', async () => {
    // 'no element timing': a browser without Element Timing (Safari), which waits for the photo's
    // load and the next frame instead.
    for (const start of ['photo', 'no element timing', 'touch'] as const) {
      const { page, context, errors } = await openPage(browser, PHONE);
      if (start === 'no element timing')
        await page.addInitScript(() => {
          const types = PerformanceObserver.supportedEntryTypes.filter((t) => t !== 'element');
          Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { value: types });
        });
      const entry: string[] = [];
      const chunks: string[] = [];
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (/^\/assets\/microsite-.*\.js$/.test(path)) (entry.length ? chunks : entry).push(path);
      });
      // The photos held back, as on a slow mobile connection.
      let release = () => {};
      const held = new Promise<void>((r) => {
        release = r;
      });
      await page.route('**/uploads/listings/**', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/l/${listing.slug}`, { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      await expect.poll(() => entry.length).toBe(1);
      await page.waitForTimeout(600);
      expect(chunks).toEqual([]);
      expect(await page.$('html[data-hydrated]')).toBeNull();

      if (start === 'touch') {
        // On the title: a touch that opens nothing.
        const box = await page.getByRole('heading', { level: 1, name: TITLE }).boundingBox();
        await page.touchscreen.tap(box!.x + 10, box!.y + box!.height / 2);
        await page.waitForSelector('html[data-hydrated]');
        release();
      } else {
        release();
        await page.waitForSelector('html[data-hydrated]');
      }
      if (start === 'photo') {
        // The script's chunks were asked for only after the photo reached the screen (its
        // Element Timing paint, what Lighthouse's LCP reads), so they never share its moment.
        const { painted, fetched } = await page.evaluate(
          () =>
            new Promise<{ painted: number; fetched: number[] }>((resolve) => {
              new PerformanceObserver((list) => {
                const hero = list
                  .getEntries()
                  .find((e) => (e as PerformanceEntry & { identifier?: string }).identifier === 'hero');
                if (!hero) return;
                const scripts = performance
                  .getEntriesByType('resource')
                  .filter((r) => /\/assets\/microsite-.*\.js$/.test(new URL(r.name).pathname))
                  .map((r) => r.startTime);
                resolve({
                  painted: (hero as PerformanceEntry & { renderTime: number }).renderTime,
                  fetched: scripts.slice(1),
                });
              }).observe({ type: 'element', buffered: true });
            }),
        );
        expect(painted).toBeGreaterThan(0);
        expect(fetched.length).toBeGreaterThan(0);
        for (const t of fetched) expect(t).toBeGreaterThanOrEqual(painted);
      }
      expect(chunks.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await context.close();
    }
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

/** A rental flat as an agency fills it in: ref, a long description, features, facts and costs. */
const RENTAL_AD = {
  energyStatus: 'in_progress',
  title: 'Piso en alquiler junto al Retiro',
  operation: 'rent',
  propertyType: 'piso',
  reference: 'RET-0107',
  price: '1450',
  address: 'Calle de Ibiza 31, 2º A',
  city: 'Madrid',
  sqm: '88',
  beds: '2',
  baths: '1',
  floor: '2º',
  exterior: true,
  lat: '40.4189',
  lng: '-3.6745',
  description: [
    'Piso exterior de dos dormitorios a un paso del Retiro, reformado por completo en 2021. Entra el sol de la mañana por el salón y los dormitorios dan a un patio tranquilo.',
    'Salón comedor de 24 m² con balcón a la calle.\nCocina independiente equipada con horno, vitrocerámica, lavavajillas y lavadora.\nBaño con plato de ducha.',
    'La finca tiene ascensor y portero, y está a cinco minutos a pie de las estaciones de metro de Ibiza y Sainz de Baranda. Colegios, mercado y comercio de barrio en la misma calle.',
    'Se pide un contrato de larga duración, dos meses de fianza y nómina o aval. Gastos de comunidad incluidos en la renta; suministros a cargo del inquilino. Visitas por la tarde, de lunes a viernes.',
  ].join('\n\n'),
  descriptionEn:
    'Bright two-bedroom flat next to the Retiro park, fully renovated in 2021.\n\nLift and concierge; five minutes on foot from two metro stations. A long let is preferred: two months of deposit.',
  features: [
    'ascensor',
    'balcon',
    'aire',
    'calefaccion',
    'armarios',
    'cocina_equipada',
    'portero',
    'exterior',
  ],
  usableSqm: '76',
  yearBuilt: '1962',
  condition: 'good',
  orientation: 'se',
  communityFees: '90',
  ibi: '380',
  depositMonths: '2',
  availableFrom: '2025-10-01',
};

describe('a complete rental ad', () => {
  let rental: { id: string; slug: string };
  beforeAll(async () => {
    const origin = new URL(ownerPage.url()).origin;
    const res = await ownerPage.request.post('/api/listings', { headers: { origin }, data: RENTAL_AD });
    expect(res.status()).toBe(201);
    rental = (await res.json()).listing;
    const up = await ownerPage.request.post(`/api/listings/${rental.id}/photos`, {
      headers: { origin },
      multipart: {
        file: { name: 'salon.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(1600, 1200, 40) },
      },
    });
    expect(up.status()).toBe(201);
  });

  it('shows the price a month, type and ref, facts, costs, description and features at 390 and 1280 px', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, errors } = await openPage(browser, viewport);
      await page.goto(`/l/${rental.slug}`);
      await page.waitForSelector('html[data-hydrated]');
      await expect.poll(() => page.getByText('Piso en alquiler · Ref. RET-0107').isVisible()).toBe(true);
      expect(await page.getByText('1.450\u00a0€/mes').filter({ visible: true }).first().isVisible()).toBe(
        true,
      );
      expect(await page.title()).toBe('Piso en alquiler junto al Retiro · 1.450\u00a0€/mes · Madrid');
      for (const name of [
        'Datos clave',
        'Costes',
        'Descripción',
        'Características',
        'Certificado energético',
      ])
        expect(await page.getByRole('heading', { level: 2, name }).isVisible(), name).toBe(true);
      for (const [term, value] of [
        ['Superficie útil', '76 m²'],
        ['Estado', 'Buen estado'],
        ['Orientación', 'Sureste'],
        ['Gastos de comunidad', '90\u00a0€/mes'],
        ['IBI', '380\u00a0€/año'],
        ['Fianza', '2 meses'],
        ['Disponible desde', '1 de octubre de 2025'],
      ]) {
        const row = page.locator('dl > div', { has: page.getByRole('term').filter({ hasText: term }) });
        expect(await row.getByRole('definition').textContent(), term).toBe(value);
      }
      const features = page.getByRole('list').filter({ hasText: 'Ascensor' });
      expect(await features.getByRole('listitem').allTextContents()).toEqual([
        'Ascensor',
        'Balcón',
        'Aire acondicionado',
        'Calefacción',
        'Armarios empotrados',
        'Portero',
        'Cocina equipada',
        'Exterior',
      ]);
      expect(await page.getByText('En trámite', { exact: true }).isVisible()).toBe(true);

      // Folded: the end of the text is clipped until "Leer más".
      const text = page.locator('[data-description]');
      const hidden = () => text.evaluate((el) => el.scrollHeight - el.clientHeight);
      expect(await hidden()).toBeGreaterThan(40);
      await screenshot(page, 'microsite-rental');
      await expectAccessible(page);
      await page.getByText('Leer más').click();
      await expect.poll(hidden).toBe(0);
      expect(await page.getByText('Leer menos').isVisible()).toBe(true);
      await screenshot(page, 'microsite-rental-unfolded', page.locator('section', { has: text }));
      await expectAccessible(page);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('unfolds the description without JavaScript, and from the keyboard', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      javaScriptEnabled: false,
      locale: 'es-ES',
      baseURL: baseURL(),
    });
    const page = await context.newPage();
    await page.goto(`/l/${rental.slug}`);
    const text = page.locator('[data-description]');
    const hidden = () => text.evaluate((el) => el.scrollHeight - el.clientHeight);
    expect(await hidden()).toBeGreaterThan(40);
    const toggle = page.getByRole('checkbox', { name: 'Leer más' });
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect.poll(hidden).toBe(0);
    expect(await page.getByRole('checkbox', { name: 'Leer menos' }).isChecked()).toBe(true);
    // The checkbox itself is visually hidden: its label shows the keyboard focus.
    const label = page
      .locator('label', { has: page.getByRole('checkbox') })
      .filter({ hasText: 'Leer menos' });
    expect(await label.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    await screenshot(page, 'microsite-rental-no-js', page.locator('section', { has: text }));
    await page.getByText('Leer menos').click();
    await expect.poll(hidden).toBeGreaterThan(40);
    await context.close();
  });
});
