import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeCartoCiudad,
  startFakeCartoCiudad,
} from '../../src/server/providers/geocoder/fake-cartociudad';
import { type AppServer, startAppServer } from '../support/app-server';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { signInAsDemo } from '../support/flows';

/** A local tile server: one drawn 256 px PNG for every tile, and the paths asked for. */
async function startTileServer() {
  const png = await sharp({
    create: { width: 256, height: 256, channels: 3, background: '#e9eef0' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><path d="M0 0H256V256" fill="none" stroke="#c5ced3" stroke-width="2"/><path d="M0 150C80 120 170 190 256 140" fill="none" stroke="#fff" stroke-width="14"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let browser: Browser;
let app: AppServer;
let tiles: Awaited<ReturnType<typeof startTileServer>>;
let carto: FakeCartoCiudad;
beforeAll(async () => {
  [browser, tiles, carto] = await Promise.all([launchBrowser(), startTileServer(), startFakeCartoCiudad()]);
  app = await startAppServer({
    MAP_TILES_URL: tiles.url,
    MAP_TILES_ATTRIBUTION: '© OpenStreetMap',
    GEOCODER_KIND: 'cartociudad',
    GEOCODER_URL: carto.url,
  });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await tiles?.close();
  await carto?.close();
});

const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 });

const LONG_DESCRIPTION = Array.from(
  { length: 6 },
  (_, i) =>
    `Párrafo ${i + 1}. Piso exterior y luminoso en Chamberí, a dos minutos del metro, con suelos de madera, ventanas nuevas y calefacción central. La cocina está equipada y el salón da a una calle tranquila con árboles.`,
).join('\n\n');

async function createListing(page: Page, data: Record<string, unknown>) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/listings', {
    headers: { origin },
    data: { price: '245000', sqm: '80', beds: '2', baths: '1', energyStatus: 'in_progress', ...data },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).listing as { id: string; slug: string };
}

describe('the form: "Buscar en el mapa" and the pin', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`places the point from the typed address, says so when it finds nothing, and saves it (${viewport.width} px)`, async () => {
      const { page, context, errors } = await openPage(browser, viewport, app.baseURL);
      await signInAsDemo(page);
      const listing = await createListing(page, {
        title: `Piso para situar ${viewport.width}`,
        city: 'Madrid',
      });
      await page.goto('/dashboard/listings');
      await page
        .getByRole('article', { name: `Piso para situar ${viewport.width}` })
        .getByRole('button', { name: 'Editar' })
        .click();
      const form = page.getByRole('dialog', { name: 'Editar inmueble' });
      await form.getByRole('tab', { name: 'Ubicación' }).click();
      // No typed coordinates any more: the point comes from the map.
      expect(await form.getByLabel('Latitud').count()).toBe(0);
      await expect
        .poll(() => form.getByRole('application', { name: 'Mapa para situar el inmueble' }).isVisible())
        .toBe(true);
      // The map loads once it is on screen (on a phone, further down the section).
      await form.getByRole('application', { name: 'Mapa para situar el inmueble' }).scrollIntoViewIfNeeded();
      await expect.poll(() => form.locator('[data-map-state="shown"]').count(), { timeout: 15_000 }).toBe(1);
      expect(await form.getByText('Todavía no hay punto').isVisible()).toBe(true);

      // A lookup that finds nothing says so and leaves the pin to the member.
      await form.getByLabel('Dirección', { exact: true }).fill('Calle que no existe 99');
      await form.getByRole('button', { name: 'Buscar en el mapa' }).click();
      await visible(page, 'No hemos encontrado esa dirección. Coloca el punto en el mapa.').toBe(true);
      expect(await form.locator('.leaflet-marker-icon').count()).toBe(0);

      // With the keyboard: Enter on the focused map puts the pin at its centre.
      const map = form.locator('.leaflet-container');
      await map.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => form.locator('.leaflet-marker-icon').count()).toBe(1);
      const point = form.locator('[data-point]');
      await expect.poll(() => point.textContent()).toMatch(/^Punto: \d+,\d{5}, -\d+,\d{5}$/);
      const byKeyboard = await point.textContent();

      // A tap on the map moves it there; "Quitar el punto" removes it.
      await map.click({ position: { x: 60, y: 60 } });
      await expect.poll(() => point.textContent()).not.toBe(byKeyboard);
      expect(await form.locator('.leaflet-marker-icon').count()).toBe(1);
      await form.getByRole('button', { name: 'Quitar el punto' }).click();
      await expect.poll(() => form.locator('.leaflet-marker-icon').count()).toBe(0);
      expect(await point.textContent()).toContain('Todavía no hay punto');

      // The address as typed, found through the server's geocoder (CartoCiudad's local fake).
      await form.getByLabel('Dirección', { exact: true }).fill('Calle de Ponzano 12');
      await form.getByRole('button', { name: 'Buscar en el mapa' }).click();
      await visible(
        page,
        'Encontrado: CALLE PONZANO 12, 28003 Madrid. Comprueba que el punto está en el portal.',
      ).toBe(true);
      await expect.poll(() => point.textContent()).toBe('Punto: 40,43934, -3,70182');
      expect(await form.locator('.leaflet-marker-icon').count()).toBe(1);
      expect(carto.queries.at(-1)).toBe('Calle de Ponzano 12, Madrid');
      await form.getByLabel('Solo la zona').check();
      await screenshot(page, 'listing-form-location', form);
      const picker = form.getByRole('group', { name: 'Punto en el mapa' });
      await picker.scrollIntoViewIfNeeded();
      await page.waitForTimeout(400);
      await screenshot(page, 'listing-form-map', picker);
      await expectAccessible(page);

      await form.getByRole('button', { name: 'Guardar cambios' }).click();
      await visible(page, 'Inmueble actualizado').toBe(true);
      const saved = await (await page.request.get(`/api/listings/${listing.id}`)).json();
      expect(saved.listing).toMatchObject({
        lat: 40.43934,
        lng: -3.70182,
        address: 'Calle de Ponzano 12',
        addressPrivacy: 'zone',
      });
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }
});

describe('the microsite: a map that loads only when reached', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`loads no map code and no tile until the location block is scrolled to (${viewport.width} px)`, async () => {
      const { page, context, errors } = await openPage(browser, viewport, app.baseURL);
      await signInAsDemo(page);
      const listing = await createListing(page, {
        title: `Piso con mapa ${viewport.width}`,
        description: LONG_DESCRIPTION,
        features: [
          'ascensor',
          'terraza',
          'balcon',
          'garaje',
          'trastero',
          'piscina',
          'aire',
          'calefaccion',
          'armarios',
          'portero',
        ],
        address: 'Calle de Ponzano 12',
        city: 'Madrid',
        lat: '40.43934',
        lng: '-3.70182',
        addressPrivacy: 'exact',
      });
      const scripts: string[] = [];
      const asked: string[] = [];
      page.on('request', (r) => {
        asked.push(r.url());
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      const before = tiles.requests.length;
      await page.goto(`/l/${listing.slug}`);
      await page.waitForSelector('html[data-hydrated]');
      await page.waitForTimeout(500);
      const block = page.locator('[data-map-state]');
      // The block starts below the fold (and the observer's 100 px margin): nothing is due yet.
      expect((await block.boundingBox())!.y).toBeGreaterThan(viewport.height + 100);
      expect(await block.getAttribute('data-map-state')).toBe('idle');
      expect(tiles.requests.length).toBe(before);
      expect(asked.filter((u) => !u.startsWith(app.baseURL))).toEqual([]);
      expect(asked.some((u) => u.includes('/api/map-config'))).toBe(false);
      const scriptsAtLoad = scripts.length;

      await page.getByRole('heading', { name: 'Ubicación' }).scrollIntoViewIfNeeded();
      await expect.poll(() => block.getAttribute('data-map-state'), { timeout: 15_000 }).toBe('shown');
      await expect.poll(() => tiles.requests.length).toBeGreaterThan(before);
      expect(scripts.length).toBeGreaterThan(scriptsAtLoad);
      expect(await page.locator('.leaflet-marker-icon').count()).toBe(1);
      const credit = page.locator('.leaflet-control-attribution a');
      expect(await credit.textContent()).toBe('© OpenStreetMap');
      expect(await credit.getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
      await page.waitForTimeout(500);
      await screenshot(
        page,
        'microsite-map-exact',
        page.locator('section[aria-labelledby="location-title"]'),
      );
      await expectAccessible(page);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }

  it('draws an area, not a pin, for a street-only or zone-only address; "Ver mapa" loads it on a tap', async () => {
    const { page, context, errors } = await openPage(browser, PHONE, app.baseURL);
    await signInAsDemo(page);
    for (const [privacy, radius] of [
      ['street', 150],
      ['zone', 1000],
    ] as const) {
      const listing = await createListing(page, {
        title: `Piso ${privacy}`,
        address: 'Calle de Ponzano 12, 3º B',
        city: 'Madrid',
        lat: '40.43934',
        lng: '-3.70182',
        addressPrivacy: privacy,
      });
      await page.goto(`/l/${listing.slug}`);
      await page.waitForSelector('html[data-hydrated]');
      const block = page.locator('[data-map-state]');
      // A tap on "Ver mapa" (dispatched where it is, without scrolling the block into view).
      await block.getByRole('button', { name: 'Ver mapa' }).dispatchEvent('click');
      await expect.poll(() => block.getAttribute('data-map-state'), { timeout: 15_000 }).toBe('shown');
      expect(await page.locator('.leaflet-marker-icon').count()).toBe(0);
      const area = page.locator('.leaflet-overlay-pane path');
      expect(await area.count()).toBe(1);
      await block.scrollIntoViewIfNeeded();
      // The circle's radius on screen, in metres at this zoom: within a few % of the area's.
      const metres = await page.evaluate(() => {
        const box = document.querySelector('.leaflet-overlay-pane path')!.getBoundingClientRect();
        const zoom = Number(
          /\/tiles\/(\d+)\//.exec(
            [...document.querySelectorAll<HTMLImageElement>('.leaflet-tile')].map((i) => i.src)[0] ?? '',
          )?.[1],
        );
        const metresPerPx = (156543.03392 * Math.cos((40.43934 * Math.PI) / 180)) / 2 ** zoom;
        return (box.width / 2) * metresPerPx;
      });
      expect(metres).toBeGreaterThan(radius * 0.9);
      expect(metres).toBeLessThan(radius * 1.1);
      const section = page.locator('section[aria-labelledby="location-title"]');
      expect(await section.textContent()).toContain(
        privacy === 'street' ? 'el círculo marca la calle, sin el número' : 'el círculo marca la zona',
      );
      expect(await section.textContent()).not.toContain('3º B');
      await page.waitForTimeout(500);
      await screenshot(page, `microsite-map-${privacy}`, section);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('without JavaScript shows the address and the link, and asks for no tile', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      baseURL: app.baseURL,
      locale: 'es-ES',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const signIn = await openPage(browser, PHONE, app.baseURL);
    await signInAsDemo(signIn.page);
    const listing = await createListing(signIn.page, {
      title: 'Piso sin JavaScript',
      address: 'Calle de Ponzano 12',
      city: 'Madrid',
      lat: '40.43934',
      lng: '-3.70182',
      addressPrivacy: 'exact',
    });
    await signIn.context.close();
    const before = tiles.requests.length;
    await page.goto(`/l/${listing.slug}`);
    const section = page.locator('section[aria-labelledby="location-title"]');
    await section.scrollIntoViewIfNeeded();
    expect(await section.getByText('Calle de Ponzano 12').isVisible()).toBe(true);
    expect(await section.getByRole('link', { name: 'Abrir en el mapa' }).isVisible()).toBe(true);
    expect(await page.locator('[data-map-state]').isVisible()).toBe(false);
    expect(tiles.requests.length).toBe(before);
    await screenshot(page, 'microsite-map-nojs', section);
    await context.close();
  }, 120_000);
});
