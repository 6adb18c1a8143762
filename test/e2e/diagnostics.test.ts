import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsApi } from '../../src/shared/diagnostics';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { fillLogin, mailLink, newEmail, register, registerSubscribedOwner } from '../support/flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const visible = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 });
/** The value cell of one check row. */
const row = (page: Page, id: string) => page.locator(`[data-check="${id}"] dd`);

/** A new, confirmed account that opens /debug/db before signing in: login, then back to the page. */
async function signInThroughDiagnostics(page: Page, prefix: string) {
  const email = newEmail(prefix);
  await register(page, email, 'secreto-123');
  await page.goto(await mailLink(page, email, '/api/auth/verify-email'));
  await page.waitForURL('**/auth/login?verified=1');
  await page.context().clearCookies();
  await page.goto('/debug/db');
  await page.waitForURL(`**/auth/login?from=${encodeURIComponent('/debug/db')}`);
  await fillLogin(page, email, 'secreto-123');
  await page.waitForURL('**/debug/db');
}

describe('/debug/db', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`shows the checks and inserts a test lead (${viewport.width} px)`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await signInThroughDiagnostics(page, `diag-${viewport.width}`);
      await visible(page, 'Instalación').toBe(true);
      expect(await page.title()).toBe('Diagnóstico · Escaparate');
      await expect.poll(() => row(page, 'database').textContent()).toContain('pglite');
      expect(await row(page, 'storage').textContent()).toContain('local');
      expect(await row(page, 'mail').textContent()).toContain('outbox');
      expect(await row(page, 'migrations').textContent()).toMatch(/\d{4}_/);
      // A new agency: nothing yet but its owner.
      expect(await row(page, 'listings').textContent()).toMatch(/^0(?!\d)/);
      expect(await row(page, 'leads').textContent()).toMatch(/^0(?!\d)/);
      expect(await row(page, 'agency_members').textContent()).toMatch(/^1(?!\d)/);
      expect(await page.getByText('Correcto').count()).toBe(9);
      await visible(page, 'No se envía el aviso de nuevo lead por e-mail').toBe(true);

      await page.getByRole('button', { name: 'Insertar lead de prueba' }).click();
      await visible(page, /^Test lead created: [0-9a-f-]{36}$/).toBe(true);
      await expect.poll(() => row(page, 'leads').textContent()).toMatch(/^1(?!\d)/);
      expect(await row(page, 'listings').textContent()).toMatch(/^1(?!\d)/);

      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'debug-db');
      await expectAccessible(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("says 'Error creating test lead' with the message and code when the insert fails", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await signInThroughDiagnostics(page, 'diag-error');
    await page.route(`**${diagnosticsApi.testLead}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'internal', message: 'No se pudo crear el lead de prueba: x (42P01)' },
        }),
      }),
    );
    await page.getByRole('button', { name: 'Insertar lead de prueba' }).click();
    await visible(page, 'Error creating test lead').toBe(true);
    await visible(page, 'No se pudo crear el lead de prueba: x (42P01) (internal)').toBe(true);
    await context.close();
  });

  it('is reached from Settings → Diagnóstico; its test lead is badged in Leads and deletable', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await registerSubscribedOwner(page, 'diag-settings');
    await page.goto('/dashboard/settings');
    await page.getByRole('link', { name: 'Abrir diagnóstico' }).click();
    await page.waitForURL('**/debug/db');
    await visible(page, 'Instalación').toBe(true);

    // The test lead: listed badged "Prueba" (desktop and phone), in no figure, and deletable.
    await page.getByRole('button', { name: 'Insertar lead de prueba' }).click();
    await visible(page, /^Test lead created: /).toBe(true);
    await page.goto('/dashboard/leads');
    const lead = page.getByRole('article', { name: 'Lead de prueba' });
    await expect.poll(() => lead.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await lead.getByText(/^Prueba/).isVisible()).toBe(true);
    // "Total" counts buyers only: the test lead is not one.
    const total = page.getByRole('region', { name: 'Resumen de leads' }).locator('dd').first();
    expect(await total.textContent()).toBe('0');
    await screenshot(page, 'leads-test-lead');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'leads-test-lead');
    await lead.getByRole('button', { name: 'Eliminar' }).click();
    await page
      .getByRole('alertdialog', { name: '¿Eliminar el lead de Lead de prueba?' })
      .getByRole('button', { name: 'Eliminar lead' })
      .click();
    await visible(page, 'Aún no tienes leads').toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
