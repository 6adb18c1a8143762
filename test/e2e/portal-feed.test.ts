import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalFeedTexts } from '../../src/shared/portal-feed';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { registerSubscribedOwner } from '../support/flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 });
const section = (page: Page) => page.getByRole('region', { name: portalFeedTexts.title });
/** The feed at the path of the link, on the server under test (whatever PUBLIC_URL says). */
const fetchFeed = (page: Page, url: string) => page.request.get(new URL(url).pathname);

describe('Configuración → Feed para portales (Kyero)', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`makes the link, serves a listing in it and rotates it (${viewport.width} px)`, async () => {
      const { page, errors } = await openPage(browser, viewport);
      await registerSubscribedOwner(page, `feed-${viewport.width}`, 'Plus');
      const origin = new URL(page.url()).origin;
      const title = `Ático en Ruzafa para portales ${viewport.width}`;
      const created = await page.request.post('/api/listings', {
        headers: { origin },
        data: {
          energyStatus: 'in_progress',
          title,
          city: 'Valencia',
          operation: 'rent',
          propertyType: 'atico',
          reference: `KY-${viewport.width}`,
          price: '1200',
          description: 'Ático con terraza.',
        },
      });
      expect(created.status()).toBe(201);
      const { listing } = await created.json();

      await page.goto('/dashboard/settings#portal-feed-section');
      await visible(page, portalFeedTexts.explanation).toBe(true);
      await section(page).getByRole('button', { name: portalFeedTexts.generate }).click();
      const field = section(page).getByTestId('portal-feed-url');
      await expect.poll(() => field.isVisible(), { timeout: 15_000 }).toBe(true);
      const first = await field.inputValue();
      expect(first).toMatch(/\/feeds\/kyero\/[A-Za-z0-9_-]{43}\.xml$/);
      await section(page).scrollIntoViewIfNeeded();
      await screenshot(page, 'settings-portal-feed', section(page));
      await expectAccessible(page);

      const feed = await fetchFeed(page, first);
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toBe('application/xml; charset=utf-8');
      const xml = await feed.text();
      expect(xml).toContain(`<id>${listing.id}</id>`);
      expect(xml).toContain(`<ref>KY-${viewport.width}</ref>`);
      expect(xml).toContain('<price_freq>month</price_freq>');
      expect(xml).toContain('<province>Valencia/València</province>');

      await section(page).getByRole('button', { name: portalFeedTexts.rotate }).click();
      const dialog = page.getByRole('alertdialog');
      await visible(page, portalFeedTexts.rotateConfirm).toBe(true);
      await screenshot(page, 'settings-portal-feed-rotate', dialog);
      await dialog.getByRole('button', { name: portalFeedTexts.rotate }).click();
      await visible(page, portalFeedTexts.rotated).toBe(true);
      await expect.poll(() => field.inputValue(), { timeout: 15_000 }).not.toBe(first);
      const second = await field.inputValue();
      expect((await fetchFeed(page, first)).status()).toBe(404);
      const fresh = await fetchFeed(page, second);
      expect(fresh.status()).toBe(200);
      expect(await fresh.text()).toContain(`<id>${listing.id}</id>`);
      await screenshot(page, 'settings-portal-feed-page');
      expect(errors).toEqual([]);
    });
  }

  it('tells a Smart agency which plans include it, with no link to make', async () => {
    const { page, errors } = await openPage(browser, PHONE);
    await registerSubscribedOwner(page, 'feed-smart', 'Smart');
    await page.goto('/dashboard/settings#portal-feed-section');
    await visible(page, portalFeedTexts.planRequired).toBe(true);
    expect(await section(page).getByRole('button', { name: portalFeedTexts.generate }).count()).toBe(0);
    await section(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-portal-feed-smart', section(page));
    expect(errors).toEqual([]);
  });
});
