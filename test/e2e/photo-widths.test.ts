import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, DESKTOP, launchBrowser, PHONE, screenshot } from '../support/browser';
import { registerSubscribedOwner } from '../support/flows';
import { makeJpeg } from '../support/images';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A published listing with three 1600×1200 photos, made through the API by an agency of its own. */
async function listingWithPhotos(): Promise<string> {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseURL(), locale: 'es-ES' });
  const page = await context.newPage();
  await registerSubscribedOwner(page, 'anchos', 'Pro');
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/listings', {
    headers: { origin },
    data: {
      energyStatus: 'in_progress',
      title: 'Piso exterior en Gràcia',
      price: '320000',
      city: 'Barcelona',
    },
  });
  expect(res.status()).toBe(201);
  const { listing } = await res.json();
  for (const hue of [30, 150, 260]) {
    const photo = await page.request.post(`/api/listings/${listing.id}/photos`, {
      headers: { origin },
      multipart: {
        file: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(1600, 1200, hue) },
      },
    });
    expect(photo.status()).toBe(201);
  }
  await context.close();
  return listing.slug;
}

/** The width in the file name of the derivative an image loaded (`…-768.webp` → 768). */
const loadedWidth = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => img.currentSrc)
    .then((src) => Number(/-(\d+)\.webp$/.exec(src)?.[1]));

describe('the width of photo the browser takes', () => {
  it('is 768 px for the hero on a 412-px phone at DPR 1.75 (Lighthouse), 160 for the thumbnails', async () => {
    const slug = await listingWithPhotos();
    const cases = [
      // Lighthouse's mobile device: 412 × 1.75 = 721 device pixels: Chromium
      // takes the first width at or above them (720 would lose to 960).
      { viewport: { width: 412, height: 823 }, dpr: 1.75, hero: 768, thumb: 160 },
      // 390 × 3 = 1170 and 80 × 3 = 240 device pixels.
      { viewport: PHONE, dpr: 3, hero: 1600, thumb: 480 },
      // The 728-px column beside the contact card.
      { viewport: DESKTOP, dpr: 1, hero: 768, thumb: 160 },
    ];
    for (const c of cases) {
      const context = await browser.newContext({
        viewport: c.viewport,
        deviceScaleFactor: c.dpr,
        baseURL: baseURL(),
        locale: 'es-ES',
        isMobile: c.viewport.width < 768,
      });
      const page = await context.newPage();
      await page.goto(`/l/${slug}`);
      await page.locator('img[fetchpriority="high"]').evaluate((img: HTMLImageElement) => img.decode());
      expect(await loadedWidth(page, 'img[fetchpriority="high"]'), `${c.viewport.width}@${c.dpr}`).toBe(
        c.hero,
      );
      const thumbs = page.locator('img[sizes="80px"]');
      await thumbs.first().scrollIntoViewIfNeeded();
      await thumbs.first().evaluate((img: HTMLImageElement) => img.decode());
      expect(await loadedWidth(page, 'img[sizes="80px"]'), `${c.viewport.width}@${c.dpr}`).toBe(c.thumb);
      if (c.dpr !== 1.75) await screenshot(page, `photo-widths-hero-dpr${c.dpr}`);
      await context.close();
    }
  }, 240_000);
});
