import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { registerSubscribedOwner } from '../support/flows';
import { makeJpeg } from '../support/images';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const visible = (page: Page, text: string | RegExp, timeout = 15_000) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout });
const stat = (page: Page, id: string) => page.getByTestId(id).locator('dd').first().textContent();
const stages =
  /Preparando imagen\.\.\.|Subiendo imagen\.\.\.|Generando diseño con IA\.\.\.|Guardando diseño\.\.\./;

describe('Staging IA', () => {
  // A sign-up, three renders and a batch: longer than the default minute on a busy machine.
  it('a new owner generates a render with the local provider, follows its stages, approves it', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await registerSubscribedOwner(page, 'staging');

    await page.goto('/dashboard/listings');
    await page.getByRole('button', { name: 'Crear inmueble' }).first().click();
    const form = page.getByRole('dialog', { name: 'Nuevo inmueble' });
    await form.getByLabel('Título', { exact: true }).fill('Piso para amueblar');
    await form.getByRole('tab', { name: 'Certificado energético' }).click();
    await form.getByLabel('Situación del certificado').selectOption('in_progress');
    await form.getByRole('button', { name: 'Crear inmueble' }).click();
    const manager = page.getByRole('dialog', { name: 'Fotos del inmueble' });
    await expect.poll(() => manager.isVisible()).toBe(true);
    await manager
      .getByTestId('photo-input')
      .setInputFiles([{ name: 'salon.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(1600, 1200, 30) }]);
    await visible(page, '¡Fotos subidas!').toBe(true);
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Staging IA' }).first().click();
    await page.waitForURL('**/dashboard/listings/*/staging');
    await visible(page, 'Piso para amueblar').toBe(true);
    await visible(page, '0 de 20 renders este mes').toBe(true);
    // The local test provider: what a real render will do, and how to enable one.
    const notice = page.getByTestId('test-provider-notice');
    await expect
      .poll(() => notice.getByText('Modo de prueba: los renders no los hace la IA').isVisible())
      .toBe(true);
    expect(await notice.textContent()).toContain('REPLICATE_API_TOKEN');
    // The first photo is preselected; it has no room yet, so the room is asked for (decision 017 → AI staging).
    await expect
      .poll(() => page.getByRole('button', { name: 'Foto 1' }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.getByRole('button', { name: 'Generar Render con IA' }).click();
    await visible(page, 'Selecciona una estancia para generar el render.').toBe(true);

    // Comercial clears the selection; back to residencial the first photo and style come back.
    await page.getByRole('button', { name: 'Comercial' }).click();
    await expect.poll(() => page.getByLabel('Estancia').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Residencial' }).click();
    await page.getByLabel('Estancia').selectOption({ index: 1 });
    await expect.poll(() => page.getByLabel('Estilo').inputValue()).not.toBe('');
    await page.getByRole('button', { name: 'Generar Render con IA' }).click();

    await visible(page, stages).toBe(true);
    await screenshot(page, 'staging-progress');
    await visible(page, '¡Completado!', 20_000).toBe(true);
    const card = page.locator('li[data-variant-id]').first();
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => card.getByText('Render de prueba · sin IA').isVisible()).toBe(true);
    expect(await page.locator('figcaption', { hasText: 'Amueblado virtualmente con IA' }).count()).toBe(0);
    await expect.poll(() => card.getByText(/^Residencial · /).isVisible()).toBe(true);
    await visible(page, '1 de 20 renders este mes').toBe(true);
    await expect.poll(() => stat(page, 'stat-generated')).toBe('1');
    await expect.poll(() => stat(page, 'stat-approved')).toBe('0');

    await card.getByRole('button', { name: 'Aprobar' }).click();
    await visible(page, 'Variación aprobada').toBe(true);
    await expect.poll(() => stat(page, 'stat-approved')).toBe('1');
    await expect.poll(() => stat(page, 'stat-pending')).toBe('0');
    await expect.poll(() => stat(page, 'stat-rate')).toBe('100,0\u00a0%');
    await expect.poll(() => card.getByRole('button', { name: 'Retirar aprobación' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'staging');

    // On a phone, the render's state shows under the button, in view, in a live region.
    await page.setViewportSize(PHONE);
    await page.getByLabel('Estilo').selectOption({ index: 2 });
    const generateButton = page.getByRole('button', { name: 'Generar Render con IA' });
    await generateButton.scrollIntoViewIfNeeded();
    await generateButton.click();
    const status = page.getByTestId('generate-status');
    expect(await status.getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => status.textContent()).toMatch(/Enviando la solicitud|En cola|\d+ % · /);
    await expect
      .poll(() =>
        status.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    await page.screenshot({ path: 'test-results/screenshots/staging-generate-status-390.png' });
    // A render still running is found again after a reload and followed to its end.
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(2);
    await page.setViewportSize(DESKTOP);
    await page.reload();
    await expect.poll(() => page.getByRole('progressbar').count(), { timeout: 10_000 }).toBe(1);
    await visible(page, '¡Completado!', 20_000).toBe(true);
    await expect.poll(() => page.locator('li[data-variant-id]').count(), { timeout: 15_000 }).toBe(2);
    await expect.poll(() => stat(page, 'stat-rate')).toBe('50,0\u00a0%');

    // "Amueblar todo el inmueble": tag the photo's room, pick two styles (one already made), see the cost first.
    await page.getByRole('link', { name: 'Volver a inmuebles' }).click();
    await page.getByRole('button', { name: 'Fotos' }).first().click();
    const photos = page.getByRole('dialog', { name: 'Fotos del inmueble' });
    await photos.getByLabel('Estancia').selectOption({ index: 1 });
    await expect.poll(() => photos.getByLabel('Estancia').isEnabled()).toBe(true);
    // The photo manager leads to Staging IA too.
    await screenshot(page, 'photo-manager-staging');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'photo-manager-staging');
    await page.setViewportSize(DESKTOP);
    await photos.getByRole('link', { name: 'Amueblar con IA' }).click();
    await page.waitForURL('**/dashboard/listings/*/staging');
    await visible(page, 'Elige uno o más estilos para ver lo que cuesta.').toBe(true);
    const batch = page.getByRole('region', { name: 'Amueblar todo el inmueble' });
    await batch.getByRole('checkbox').nth(0).check();
    await batch.getByRole('checkbox').nth(3).check();
    await expect
      .poll(() => page.getByTestId('batch-cost').textContent())
      .toBe('1 render nuevo para 1 foto (1 ya hecho, no se cobran otra vez).');
    await batch.getByRole('button', { name: 'Amueblar todo el inmueble' }).click();
    await visible(page, '1 render en cola').toBe(true);
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(1);
    await visible(page, '¡Completado!', 20_000).toBe(true);
    await expect.poll(() => page.locator('li[data-variant-id]').count(), { timeout: 15_000 }).toBe(3);
    await visible(page, '3 de 20 renders este mes').toBe(true);

    // The same view on a phone.
    await page.setViewportSize(PHONE);
    await expectAccessible(page);
    await screenshot(page, 'staging');
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);
});
