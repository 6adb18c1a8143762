import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, DESKTOP, expectAccessible, launchBrowser, openPage, PHONE } from '../support/browser';
import { registerSubscribedOwner } from '../support/flows';
import { makeJpeg } from '../support/images';

/** Issue 26 item 10: screenshots for a person to look at. */
const SHOTS = '/tmp/shots-i26-7-10-2';
mkdirSync(SHOTS, { recursive: true });

let browser: Browser;
let agencySlug: string;
let draft: { slug: string };
const published: { slug: string; title: string }[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('"No disponible" pages offer the agency’s other listings', () => {
  it('an agency with three published listings (with photos) and a draft', async () => {
    const { page } = await openPage(browser, DESKTOP);
    await registerSubscribedOwner(page, 'unavailable-offer', 'Plus');
    const origin = new URL(page.url()).origin;
    const named = await page.request.put('/api/agency', {
      headers: { origin },
      data: { name: 'Fincas Turia' },
    });
    expect(named.status()).toBe(200);
    agencySlug = (await (await page.request.get('/api/me')).json()).agency.slug;
    const create = async (title: string, isPublished: boolean, hue: number) => {
      const res = await page.request.post('/api/listings', {
        headers: { origin },
        data: {
          energyStatus: 'in_progress',
          title,
          price: '215000',
          city: 'Valencia',
          beds: '3',
          sqm: '90',
          published: isPublished,
        },
      });
      expect(res.status()).toBe(201);
      const { listing } = await res.json();
      const up = await page.request.post(`/api/listings/${listing.id}/photos`, {
        headers: { origin },
        multipart: {
          file: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(1200, 900, hue) },
        },
      });
      expect(up.status()).toBe(201);
      return { slug: listing.slug as string, title };
    };
    for (const [i, title] of ['Piso en Benimaclet', 'Ático en Ruzafa', 'Casa en Godella'].entries())
      published.push(await create(title, true, 40 + i * 90));
    draft = await create('Borrador en Campanar', false, 300);
  }, 120_000);

  for (const viewport of [PHONE, DESKTOP]) {
    it(`${viewport.width} px: /l/{draft} and /{agency}/{draft} answer 404 with the agency’s listings and page`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      for (const [name, path] of [
        ['l', `/l/${draft.slug}`],
        ['agency', `/${agencySlug}/${draft.slug}`],
      ] as const) {
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(404);
        await page.waitForSelector('html[data-hydrated]');
        expect(
          await page.getByRole('heading', { level: 1, name: 'Este inmueble no está disponible' }).isVisible(),
        ).toBe(true);
        const offer = page.getByRole('region', { name: 'Otros inmuebles de Fincas Turia' });
        const cards = offer.getByRole('link');
        expect(await cards.count()).toBe(3);
        for (const l of published) expect(await offer.getByText(l.title).isVisible(), l.title).toBe(true);
        expect(await page.getByText('Borrador en Campanar').count()).toBe(0);
        const agencyLink = page.getByRole('link', { name: 'Ver los inmuebles de Fincas Turia' });
        expect(await agencyLink.getAttribute('href')).toBe(`/agency/${agencySlug}`);
        expect(await page.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
        // Covers drawn before the screenshot.
        await expect
          .poll(() =>
            offer
              .locator('img')
              .evaluateAll((imgs: HTMLImageElement[]) => imgs.every((i) => i.complete && i.naturalWidth > 0)),
          )
          .toBe(true);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        expect(overflow, path).toBe(false);
        await page.screenshot({ path: `${SHOTS}/unavailable-${name}-${viewport.width}.png`, fullPage: true });
      }
      await expectAccessible(page);
      // A card leads to the listing.
      await page
        .getByRole('region', { name: 'Otros inmuebles de Fincas Turia' })
        .getByText(published[0]!.title)
        .click();
      await page.waitForURL(`**/${agencySlug}/${published[0]!.slug}`);
      expect(await page.getByRole('heading', { level: 1, name: published[0]!.title }).isVisible()).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('in English without JavaScript, and an unknown listing offers only the way home', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      javaScriptEnabled: false,
      locale: 'en-GB',
      baseURL: baseURL(),
    });
    const page = await context.newPage();
    const res = await page.goto(`/l/${draft.slug}`);
    expect(res?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    const offer = page.getByRole('region', { name: 'More properties from Fincas Turia' });
    expect(await offer.getByRole('link').count()).toBe(3);
    expect(await page.getByRole('link', { name: 'See the properties of Fincas Turia' }).isVisible()).toBe(
      true,
    );
    await page.screenshot({ path: `${SHOTS}/unavailable-en-nojs-${PHONE.width}.png`, fullPage: true });

    const unknown = await page.goto('/l/no-existe-en-ninguna-parte');
    expect(unknown?.status()).toBe(404);
    expect(
      await page.getByRole('heading', { level: 1, name: 'This property is no longer available' }).isVisible(),
    ).toBe(true);
    expect(await page.getByRole('region').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back to home' }).isVisible()).toBe(true);
    await context.close();
  });
});
