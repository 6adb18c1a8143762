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
import { fillLogin, registerSubscribedOwner, signInAsDemo } from '../support/flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 });

/** The demo agency's address: one that belongs to another agency. */
async function demoSlug(): Promise<string> {
  const { page, context } = await openPage(browser, DESKTOP);
  await signInAsDemo(page);
  const { agency } = await (await page.request.get('/api/me')).json();
  await context.close();
  return agency.slug;
}

describe('Settings → Datos de la agencia → Dirección de tu página', () => {
  it('suggests the address from the name, previews the URL, refuses reserved and taken ones, moves the page', async () => {
    const taken = await demoSlug();
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await registerSubscribedOwner(page, 'direccion');
    await page.goto('/dashboard/settings');
    const section = page.getByRole('region', { name: 'Datos de la agencia' });
    const address = section.getByLabel('Dirección de tu página');
    const preview = section.getByTestId('agency-url-preview');
    await expect.poll(() => address.inputValue()).toMatch(/^mi-agencia-[0-9a-f]{6}$/);
    const oldSlug = await address.inputValue();
    await expect.poll(() => preview.textContent()).toBe(`Tu página: ${baseURL()}/agency/${oldSlug}`);

    // The suggestion follows the name; taking it updates the preview at once.
    const unique = Date.now().toString(36);
    await section.getByLabel('Nombre de la agencia').fill(`Fincas Albero ${unique}`);
    const suggested = `fincas-albero-${unique}`;
    await section.getByRole('button', { name: `Usar «${suggested}»` }).click();
    await expect.poll(() => address.inputValue()).toBe(suggested);
    await expect.poll(() => preview.textContent()).toBe(`Tu página: ${baseURL()}/agency/${suggested}`);

    // A word the app uses, refused in the browser with the shared schema's message.
    await address.fill('dashboard');
    await section.getByRole('button', { name: 'Guardar cambios' }).click();
    await visible(page, 'Esa dirección está reservada por Escaparate. Elige otra.').toBe(true);

    // Another agency's address: refused by the server, said at the field.
    await address.fill(taken);
    await section.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect
      .poll(() => section.getByText('Esa dirección ya la usa otra agencia. Elige otra.').isVisible())
      .toBe(true);
    await screenshot(page, 'agency-address-taken');

    // A website typed without https:// is accepted and shown normalised after saving.
    await address.fill(suggested);
    await section.getByLabel('Web').fill('www.fincasalbero.es');
    await section.getByRole('button', { name: 'Guardar cambios' }).click();
    await visible(page, 'Datos de la agencia guardados').toBe(true);
    await expect.poll(() => section.getByLabel('Web').inputValue()).toBe('https://www.fincasalbero.es');
    await expect.poll(() => address.inputValue()).toBe(suggested);
    await expectAccessible(page);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'agency-address');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'agency-address');

    // The old public address now leads to the new one.
    await page.goto(`/agency/${oldSlug}`);
    await page.waitForURL(`**/agency/${suggested}`);
    await expect
      .poll(() =>
        page
          .getByRole('heading', { name: `Fincas Albero ${unique}` })
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the app opened at another address than PUBLIC_URL', () => {
  it('moves to PUBLIC_URL first, so signing in works', async () => {
    const canonical = new URL(baseURL());
    expect(canonical.hostname).toBe('127.0.0.1');
    const other = `http://localhost:${canonical.port}`;
    const { page, context } = await openPage(browser, DESKTOP, other);
    await page.goto(`${other}/auth/login?from=%2Fdashboard%2Fsettings`);
    await page.waitForURL(`${canonical.origin}/auth/login?from=%2Fdashboard%2Fsettings`);
    await fillLogin(page, 'demo@escaparate.es', 'escaparate-demo');
    await page.waitForURL(`${canonical.origin}/dashboard/settings`);
    await context.close();
  });
});
