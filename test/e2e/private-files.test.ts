import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser';
import { registerSubscribedOwner } from '../support/flows';
import { makeJpeg } from '../support/images';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SHOTS = '/tmp/shots-private-files';

/** True once every <img> the locator finds has loaded real pixels. */
const allLoaded = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll(
      (imgs: HTMLImageElement[]) => imgs.length > 0 && imgs.every((i) => i.complete && i.naturalWidth > 0),
    );

/** A draft listing with one photo and one render nobody approved, made through the API as the member. */
async function draftWithRender(page: Page) {
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/listings', {
    headers: { origin },
    data: { energyStatus: 'in_progress', title: 'Borrador con fotos', published: false },
  });
  expect(created.status()).toBe(201);
  const { listing } = await created.json();
  const upload = await page.request.post(`/api/listings/${listing.id}/photos`, {
    headers: { origin },
    multipart: {
      file: { name: 'salon.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(1600, 1200, 30) },
    },
  });
  expect(upload.status()).toBe(201);
  const { photo } = await upload.json();
  const asked = await page.request.post(`/api/listings/${listing.id}/renders`, {
    headers: { origin },
    data: { photoId: photo.id, use: 'residencial', room: 'salon', style: 'nordic' },
  });
  expect(asked.status()).toBe(201);
  const { render } = await asked.json();
  let afterUrl = '';
  await expect
    .poll(
      async () => {
        const state = (await (await page.request.get(`/api/renders/${render.id}`)).json()).render;
        afterUrl = state.afterUrl ?? '';
        return state.status;
      },
      { timeout: 30_000 },
    )
    .toBe('completed');
  return { origin, listingId: listing.id as string, photoUrl: photo.url as string, afterUrl };
}

describe("a draft's photos and an unapproved render", () => {
  it('show in the dashboard of the agency (phone and desktop) and are a 404 to anyone else', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await registerSubscribedOwner(page, 'privados', 'Pro');
    const { origin, listingId, photoUrl, afterUrl } = await draftWithRender(page);

    const stranger = await browser.newContext({ baseURL: origin });
    for (const url of [photoUrl, afterUrl]) expect((await stranger.request.get(url)).status(), url).toBe(404);
    await stranger.close();

    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/dashboard/listings');
      const card = page.getByRole('article', { name: 'Borrador con fotos' });
      await expect.poll(() => card.getByText('Borrador', { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => allLoaded(page, 'article img')).toBe(true);
      await card.getByRole('button', { name: 'Fotos' }).click();
      const manager = page.getByRole('dialog', { name: 'Fotos del inmueble' });
      await expect.poll(() => manager.isVisible()).toBe(true);
      await expect.poll(() => allLoaded(page, '[role="dialog"] img[src*="/uploads/"]')).toBe(true);
      await page.screenshot({ path: `${SHOTS}/draft-photos-${viewport.width}.png` });
      await page.keyboard.press('Escape');

      await page.goto(`/dashboard/listings/${listingId}/staging`);
      // Lazy images below the fold of a phone load once scrolled to.
      await page.locator('img[src*="/staging/"]').first().waitFor();
      await page.locator('img[src*="/staging/"]').evaluateAll((imgs: HTMLImageElement[]) => {
        for (const img of imgs) img.loading = 'eager';
      });
      await expect.poll(() => allLoaded(page, 'img[src*="/staging/"]'), { timeout: 15_000 }).toBe(true);
      await page.screenshot({ path: `${SHOTS}/pending-render-${viewport.width}.png`, fullPage: true });
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
