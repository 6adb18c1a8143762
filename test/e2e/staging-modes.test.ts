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
const form = (page: Page) => page.getByRole('form', { name: 'Nuevo render' });
const cards = (page: Page) => page.locator('li[data-variant-id]');
const card = (page: Page, text: string | RegExp) => cards(page).filter({ hasText: text });
const allowance = (page: Page, used: number) =>
  expect
    .poll(() => page.getByTestId('staging-allowance').textContent(), { timeout: 15_000 })
    .toBe(`${used} de 20 renders este mes`);

async function chooseMode(page: Page, action: string) {
  const button = form(page).getByRole('button', { name: action, exact: true });
  await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
}

async function choosePhoto(page: Page, n: number, room: string) {
  await form(page)
    .getByRole('button', { name: `Foto ${n}`, exact: true })
    .click();
  await form(page).getByLabel('Estancia').selectOption(room);
}

/** Sends the form and waits until the listing has `total` results. */
async function generate(page: Page, total: number) {
  await form(page).getByRole('button', { name: 'Generar Render con IA' }).click();
  await expect.poll(() => cards(page).count(), { timeout: 30_000 }).toBe(total);
}

describe('Staging IA modes', () => {
  it('an agency empties a room, furnishes the emptied result, renovates a kitchen, gives the façade a blue sky and picks one of 3 variations', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await registerSubscribedOwner(page, 'staging-modes');
    await page.goto('/dashboard/listings');
    await page.getByRole('button', { name: 'Crear inmueble' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo inmueble' });
    await dialog.getByLabel('Título', { exact: true }).fill('Piso con muebles');
    await dialog.getByRole('tab', { name: 'Certificado energético' }).click();
    await dialog.getByLabel('Situación del certificado').selectOption('in_progress');
    await dialog.getByRole('button', { name: 'Crear inmueble' }).click();
    const manager = page.getByRole('dialog', { name: 'Fotos del inmueble' });
    await expect.poll(() => manager.isVisible()).toBe(true);
    const files = [];
    for (const [i, name] of ['salon', 'dormitorio', 'cocina', 'fachada'].entries())
      files.push({
        name: `${name}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await makeJpeg(1200, 900, 30 + i * 70),
      });
    await manager.getByTestId('photo-input').setInputFiles(files);
    await visible(page, '¡Fotos subidas!').toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Staging IA' }).first().click();
    await page.waitForURL('**/dashboard/listings/*/staging');
    await visible(page, 'Piso con muebles').toBe(true);
    await allowance(page, 0);

    // On a phone: empty the furnished living room.
    await page.setViewportSize(PHONE);
    await chooseMode(page, 'Vaciar estancia');
    expect(await form(page).getByLabel('Estilo').count()).toBe(0);
    await visible(page, /Quita muebles y objetos; se quedan paredes/).toBe(true);
    await choosePhoto(page, 1, 'salon');
    await expect
      .poll(() => page.getByTestId('staging-cost').textContent())
      .toBe('Usará 1 render · te quedan 20');
    await screenshot(page, 'staging-mode-empty', form(page));
    await generate(page, 1);
    await expect.poll(() => card(page, 'Salón · Vaciar estancia').count()).toBe(1);
    await allowance(page, 1);

    // Furnish the emptied result: on the living room just emptied, the chain reuses the emptied
    // room and costs one; on the bedroom (still furnished) it empties first, then furnishes: two.
    await chooseMode(page, 'Amueblar');
    await form(page).getByLabel('Vaciar primero (la foto tiene muebles)').check();
    await choosePhoto(page, 1, 'salon');
    await expect
      .poll(() => page.getByTestId('staging-cost').textContent())
      .toBe('Usará 1 render · te quedan 19');
    await choosePhoto(page, 2, 'dormitorio');
    await expect.poll(() => form(page).getByLabel('Estilo').inputValue()).not.toBe('');
    await expect
      .poll(() => page.getByTestId('staging-cost').textContent())
      .toBe('Usará 2 renders · te quedan 19');
    await screenshot(page, 'staging-mode-furnish', form(page));
    await form(page).getByRole('button', { name: 'Generar Render con IA' }).click();
    // One progress view for the two steps, under the button: emptying, then furnishing.
    const status = page.getByTestId('generate-status');
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(/Vaciando…/);
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(/Amueblando…/);
    await expect
      .poll(() => status.textContent(), { timeout: 15_000 })
      .toMatch(/¡Completado! · 2 de 2 listos/);
    expect(await page.locator('li[data-batch-id]').count()).toBe(1);
    await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBe(3);
    expect(await card(page, 'Dormitorio · Vaciar estancia').count()).toBe(1);
    expect(await card(page, /Dormitorio · Nórdico \(tras vaciar\)/).count()).toBe(1);
    await allowance(page, 3);

    // Renovate the kitchen: at least one finish, then floor and kitchen fronts.
    await chooseMode(page, 'Reformar');
    await choosePhoto(page, 3, 'cocina');
    await form(page).getByRole('button', { name: 'Generar Render con IA' }).click();
    await visible(page, 'Elige al menos un acabado: suelo, paredes o frentes de cocina.').toBe(true);
    await form(page).getByLabel('Suelo').selectOption({ label: 'Roble claro' });
    await form(page).getByLabel('Frentes de cocina').selectOption({ label: 'Verde salvia' });
    await expect
      .poll(() => page.getByTestId('staging-cost').textContent())
      .toBe('Usará 1 render · te quedan 17');
    await screenshot(page, 'staging-mode-renovate', form(page));
    await generate(page, 4);
    const kitchen = card(page, 'Cocina · Reformar');
    expect(await kitchen.getByTestId('variant-details').textContent()).toBe(
      'Suelo: Roble claro · Frentes de cocina: Verde salvia',
    );
    await allowance(page, 4);
    await expectAccessible(page);
    await screenshot(page, 'staging-modes-kitchen');

    // On a desktop: a blue sky for the façade.
    await page.setViewportSize(DESKTOP);
    await chooseMode(page, 'Exterior');
    await choosePhoto(page, 4, 'terraza');
    await form(page).getByLabel('Cielo azul').check();
    await screenshot(page, 'staging-mode-exterior', form(page));
    await generate(page, 5);
    expect(await card(page, 'Terraza · Exterior').getByTestId('variant-details').textContent()).toBe(
      'Cielo azul',
    );
    await allowance(page, 5);

    // Three variations of one request: one progress view, three results, approve the second.
    await chooseMode(page, 'Amueblar');
    await form(page).getByLabel('Vaciar primero (la foto tiene muebles)').uncheck();
    await choosePhoto(page, 3, 'cocina');
    await form(page).getByLabel('Estilo').selectOption({ label: 'Industrial' });
    await form(page)
      .getByRole('group', { name: 'Resultados' })
      .getByRole('button', { name: '3', exact: true })
      .click();
    await expect
      .poll(() => page.getByTestId('staging-cost').textContent())
      .toBe('Usará 3 renders · te quedan 15');
    await generate(page, 8);
    expect(await page.locator('li[data-batch-id]').count()).toBe(2);
    await visible(page, /Cocina · Industrial · 3 renders/).toBe(true);
    for (const n of [1, 2, 3]) expect(await card(page, `Variación ${n} de 3`).count()).toBe(1);
    const second = card(page, 'Variación 2 de 3');
    await second.getByRole('button', { name: 'Aprobar' }).click();
    await visible(page, 'Variación aprobada').toBe(true);
    await expect
      .poll(() => second.getByRole('button', { name: 'Retirar aprobación' }).isVisible())
      .toBe(true);
    await allowance(page, 8);
    // 1 approved of 8 generated: the rate to one decimal, as every percentage (not a rounded 13,0).
    await expect
      .poll(() => page.getByTestId('stat-rate').locator('dd').first().textContent())
      .toBe('12,5\u00a0%');

    // Each result carries the test label (the local provider), never a "con IA" one; the original
    // is beside it.
    expect(
      await page.locator('li[data-variant-id] figcaption', { hasText: 'Render de prueba · sin IA' }).count(),
    ).toBe(8);
    expect(await page.locator('figcaption', { hasText: 'con IA' }).count()).toBe(0);
    expect(
      await cards(page)
        .first()
        .getByRole('img', { name: /^Antes: / })
        .count(),
    ).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'staging-modes-results');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'staging-modes-results');
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
