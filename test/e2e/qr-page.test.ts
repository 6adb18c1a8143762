import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { signInAsDemo } from '../support/flows';

const HEADING = 'Este inmueble no está disponible';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the page a QR code of no published listing opens', () => {
  it('unknown code: branded 404 with the message, what to do and a link home; no script; accessible', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, errors } = await openPage(browser, viewport);
      const res = await page.goto('/q/ZZZZZZZZ');
      expect(res?.status()).toBe(404);
      expect(res?.headers()['x-robots-tag']).toBe('noindex');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: HEADING }).isVisible()).toBe(true);
      expect(await page.title()).toBe(HEADING);
      await expect
        .poll(() =>
          page.getByText('Este código QR no está vinculado a ningún inmueble publicado.').isVisible(),
        )
        .toBe(true);
      expect(await page.getByRole('heading', { level: 2, name: 'Qué puedes hacer' }).isVisible()).toBe(true);
      expect(await page.getByRole('img', { name: 'Escaparate' }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Privacidad' }).isVisible()).toBe(true);
      expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg');
      // Fast on any phone: no script at all.
      expect(await page.evaluate(() => document.scripts.length)).toBe(0);
      expect(await page.getByRole('link', { name: /Ver los inmuebles de/ }).count()).toBe(0);
      await screenshot(page, 'qr-unknown');
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Volver al inicio' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('a draft’s code: same page, pointing at the agency’s published listings', async () => {
    const owner = await openPage(browser, DESKTOP);
    await signInAsDemo(owner.page);
    const origin = new URL(owner.page.url()).origin;
    const created = await owner.page.request.post('/api/listings', {
      headers: { origin },
      data: {
        energyStatus: 'in_progress',
        title: 'Borrador de casa en Ronda',
        city: 'Ronda',
        published: false,
      },
    });
    expect(created.status()).toBe(201);
    const { listing } = await created.json();
    const { agency } = await (await owner.page.request.get('/api/me')).json();
    await owner.context.close();

    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, errors } = await openPage(browser, viewport);
      const res = await page.goto(`/q/${listing.qrCode}`);
      expect(res?.status()).toBe(404);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: HEADING }).isVisible()).toBe(true);
      expect(await page.content()).not.toContain(listing.slug);
      await screenshot(page, 'qr-draft');
      await expectAccessible(page);
      await page.getByRole('link', { name: `Ver los inmuebles de ${agency.name}` }).click();
      await page.waitForURL((url) => url.pathname === `/agency/${agency.slug}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('a trailing slash leads the browser to the canonical address', async () => {
    const { page, context } = await openPage(browser, PHONE);
    const res = await page.goto('/pricing/?plan=smart');
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/pricing?plan=smart');
    await context.close();
  });
});
