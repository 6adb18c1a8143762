import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { agencies, subscriptions, users } from '../../src/server/db/schema';
import { billingDetailsTexts as t } from '../../src/shared/billing-details';
import { startAppServer } from '../support/app-server';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { fillLogin, registerSubscribedOwner } from '../support/flows';
import { readSimplePdf } from '../support/pdf-text';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('Configuración → Facturación (local test mode, an agency of its own)', () => {
  it('refuses a wrong NIF at the field, saves the details, keeps them on reload; no invoices in the trial', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await registerSubscribedOwner(page, 'facturacion');
    await page.goto('/dashboard/settings#billing-section');
    const section = page.getByRole('region', { name: t.title });
    await expect
      .poll(() => section.getByTestId('invoices-empty').isVisible(), { timeout: 15_000 })
      .toBe(true);

    await section.getByLabel(t.legalName).fill('Inmobiliaria Ejemplo S.L.');
    await section.getByLabel(t.taxId).fill('12345678A');
    await section.getByLabel(t.addressLine).fill('Calle Mayor 1, 2.º A');
    await section.getByLabel(t.postalCode).fill('28013');
    await section.getByLabel(t.city).fill('Madrid');
    await section.getByLabel(t.province).fill('Madrid');
    await section.getByRole('button', { name: t.save }).click();
    await expect.poll(() => section.getByText(t.errors.taxIdInvalid).isVisible()).toBe(true);
    expect(await section.getByLabel(t.taxId).getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'billing-details-error', section);

    await section.getByLabel(t.taxId).fill('b-1234 5674');
    await section.getByRole('button', { name: t.save }).click();
    await expect.poll(() => page.getByText(t.saved).isVisible()).toBe(true);
    await expect.poll(() => section.getByLabel(t.taxId).inputValue()).toBe('B12345674');
    await screenshot(page, 'billing-details', section);
    await expectAccessible(page);

    await page.reload();
    await expect
      .poll(() => section.getByLabel(t.legalName).inputValue(), { timeout: 15_000 })
      .toBe('Inmobiliaria Ejemplo S.L.');
    expect(await section.getByLabel(t.taxId).inputValue()).toBe('B12345674');
    await page.setViewportSize(PHONE);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'billing-details', section);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Facturas in the local test mode (a server and an agency of its own)', () => {
  it('after the trial ends, its renewals are listed as test invoices with a PDF marked as such', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'escaparate-invoices-'));
    try {
      let server = await startAppServer({ DATA_DIR: dataDir });
      let { page, context, errors } = await openPage(browser, DESKTOP, server.baseURL);
      const account = await registerSubscribedOwner(page, 'facturas', 'Plus');
      await page.goto('/dashboard/settings#billing-section');
      const section = page.getByRole('region', { name: t.title });
      await section.getByLabel(t.legalName).fill('Ana Pérez García');
      await section.getByLabel(t.taxId).fill('x1234567l');
      await section.getByLabel(t.addressLine).fill('Avenida de la Constitución 3');
      await section.getByLabel(t.postalCode).fill('41001');
      await section.getByLabel(t.city).fill('Sevilla');
      await section.getByLabel(t.province).fill('Sevilla');
      await section.getByRole('button', { name: t.save }).click();
      await expect.poll(() => page.getByText(t.saved).isVisible()).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
      await server.stop();

      // 40 days later the trial (45 days) has ended and renewed twice, as the local mode counts it.
      const database = await openDatabase({ dataDir });
      try {
        const day = 86_400_000;
        const [owner] = await database.db
          .select({ agencyId: agencies.id })
          .from(agencies)
          .innerJoin(users, eq(users.id, agencies.ownerUserId))
          .where(eq(users.email, account.email));
        await database.db
          .update(subscriptions)
          .set({
            createdAt: new Date(Date.now() - 85 * day),
            trialEnd: new Date(Date.now() - 40 * day),
            currentPeriodEnd: new Date(Date.now() - 40 * day),
          })
          .where(eq(subscriptions.agencyId, owner!.agencyId));
      } finally {
        await database.close();
      }

      server = await startAppServer({ DATA_DIR: dataDir });
      ({ page, context, errors } = await openPage(browser, DESKTOP, server.baseURL));
      await page.goto('/auth/login');
      await fillLogin(page, account.email, account.password);
      await page.waitForURL('**/dashboard');
      await page.goto('/dashboard/settings#billing-section');
      const list = page.getByRole('list', { name: t.invoicesTitle });
      await expect.poll(() => list.getByRole('listitem').count(), { timeout: 15_000 }).toBe(2);
      await expect.poll(() => page.getByText(t.invoicesTestNote).isVisible()).toBe(true);
      expect(await list.getByText(t.test, { exact: true }).count()).toBe(2);
      expect(await list.getByText('18,99', { exact: false }).count()).toBe(2);
      expect(await list.getByText('IVA incluido', { exact: false }).count()).toBe(2);
      const panel = page.getByRole('region', { name: t.title });
      await screenshot(page, 'billing-invoices', panel);

      const href = await list
        .getByRole('link', { name: /Descargar PDF/ })
        .first()
        .getAttribute('href');
      const pdf = await page.request.get(href!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const { text } = readSimplePdf(await pdf.body());
      expect(text).toContain('FACTURA DE PRUEBA — sin validez fiscal');
      for (const s of ['Ana Pérez García', 'NIF/CIF: X1234567L', '41001 Sevilla (Sevilla)', 'IVA (21 %)'])
        expect(text).toContain(s);
      await expectAccessible(page);
      await page.setViewportSize(PHONE);
      await screenshot(page, 'billing-invoices', panel);
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
      await server.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
