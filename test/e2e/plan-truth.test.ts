import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/shared/paths';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { newEmail, registerAndSignIn, registerSubscribedOwner } from '../support/flows';
import { makeJpeg } from '../support/images';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The lines of one plan as a list on the page shows them. */
const linesOf = async (page: Page, code: string) => {
  const list = page.getByTestId(`plan-features-${code}`).first();
  await list.waitFor();
  return (await list.locator('li').allTextContents()).map((s) => s.trim());
};

const allLines = async (page: Page) => ({
  smart: await linesOf(page, 'smart'),
  plus: await linesOf(page, 'plus'),
  pro: await linesOf(page, 'pro'),
});

/** Both widths of the screen as it is now. */
async function shots(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await screenshot(page, name);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, name);
}

async function createListing(page: Page, title: string): Promise<string> {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/listings', {
    headers: { origin },
    data: { energyStatus: 'in_progress', title, price: '189000', city: 'Valencia' },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).listing.id;
}

const background = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => getComputedStyle(el).backgroundColor);

describe('plans tell the truth', () => {
  it('pricing, the plan gate, checkout and Settings → Suscripción show the same lines', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(paths.pricing);
    const pricing = await allLines(page);
    expect(pricing.smart).toContain('Página básica del inmueble con hasta 6 fotos por inmueble');
    expect(pricing.plus).toContain('Cartel QR personalizado con tu logo y tus colores');
    expect(pricing.smart.join(' ')).not.toContain('logo');
    expect(pricing.pro).toContain('Hasta 3 usuarios: tú y 2 agentes');
    await shots(page, 'plans-pricing');

    await page.setViewportSize(PHONE);
    await registerAndSignIn(page, newEmail('planes'));
    // No plan yet: the gate shows the same cards.
    expect(await allLines(page)).toEqual(pricing);
    await expectAccessible(page);
    await shots(page, 'plans-gate');

    await page.getByRole('button', { name: 'Elegir Smart' }).click();
    await page.waitForURL('**/billing/checkout/**');
    expect(await linesOf(page, 'smart')).toEqual(pricing.smart);
    await shots(page, 'plans-checkout');
    await page.getByRole('button', { name: 'Confirmar suscripción de prueba' }).click();
    await expect
      .poll(() => page.getByText('¡Suscripción activada!').first().isVisible(), { timeout: 15_000 })
      .toBe(true);

    await page.goto(`${paths.dashboard.settings}#subscription-section`);
    expect(await linesOf(page, 'smart')).toEqual(pricing.smart);
    await page.getByTestId('plan-features-smart').scrollIntoViewIfNeeded();
    await page.setViewportSize(PHONE);
    await screenshot(page, 'plans-settings', page.locator('section[aria-labelledby="subscription-section"]'));
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'plans-settings', page.locator('section[aria-labelledby="subscription-section"]'));

    // Smart: the plain poster, whatever colours the agency saved.
    const origin = new URL(page.url()).origin;
    const saved = await page.request.put('/api/agency/branding', {
      headers: { origin },
      data: { primary_color: '#0a7cff', secondary_color: '#1a1a1a', show_logo: true, show_contact: true },
    });
    expect(saved.status()).toBe(200);
    const id = await createListing(page, 'Piso luminoso en Ruzafa');
    await page.goto(paths.dashboard.poster(id));
    const sheet = page.getByTestId('poster-sheet');
    await expect.poll(() => sheet.getAttribute('data-branded')).toBe('false');
    expect(await background(page, 'poster-tagline')).not.toBe('rgb(10, 124, 255)');
    expect(await page.getByTestId('poster-logo').count()).toBe(0);
    await shots(page, 'poster-smart-plain');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a Plus agency prints the poster in its logo and colours', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await registerSubscribedOwner(page, 'planes-plus', 'Plus');
    const origin = new URL(page.url()).origin;
    const logo = await page.request.post('/api/agency/logo', {
      headers: { origin },
      multipart: {
        file: { name: 'logo.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(400, 200, 200) },
      },
    });
    expect(logo.status()).toBe(200);
    const saved = await page.request.put('/api/agency/branding', {
      headers: { origin },
      data: { primary_color: '#0a7cff', secondary_color: '#1a1a1a', show_logo: true, show_contact: true },
    });
    expect(saved.status()).toBe(200);
    const id = await createListing(page, 'Ático con vistas en Benimaclet');
    await page.goto(paths.dashboard.poster(id));
    const sheet = page.getByTestId('poster-sheet');
    await expect.poll(() => sheet.getAttribute('data-branded')).toBe('true');
    await expect.poll(() => background(page, 'poster-tagline')).toBe('rgb(10, 124, 255)');
    await expect
      .poll(() => page.getByTestId('poster-logo').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await shots(page, 'poster-plus-branded');

    // Plus is not Pro: the secondary colour stays as it is, and Analíticas says what Pro adds.
    await page.goto(paths.dashboard.settings);
    await expect.poll(() => page.getByLabel('Color secundario', { exact: true }).isDisabled()).toBe(true);
    await page.goto(paths.dashboard.analytics);
    await expect.poll(() => page.getByTestId('device-funnel-locked').isVisible()).toBe(true);
    expect(await page.getByTestId('top-styles-locked').count()).toBe(0);
    await shots(page, 'analytics-plus');
    expect(errors).toEqual([]);
    await context.close();
  });
});
