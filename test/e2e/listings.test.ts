import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { newEmail, registerAndSignIn, signInAsDemo } from '../support/flows';
import { makeJpeg } from '../support/images';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 });
const photoIds = (page: Page) =>
  page.locator('li[data-photo-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-photo-id')));

async function subscribeSmart(page: Page) {
  await registerAndSignIn(page, newEmail('inmuebles'));
  await page.getByRole('button', { name: 'Elegir Smart' }).click();
  await page.waitForURL('**/billing/checkout/**');
  await page.getByRole('button', { name: 'Confirmar suscripción de prueba' }).click();
  await visible(page, '¡Suscripción activada!').toBe(true);
}

async function fillListing(page: Page, values: Record<string, string>) {
  const dialog = page.getByRole('dialog');
  for (const [label, value] of Object.entries(values))
    await dialog.getByLabel(label, { exact: true }).fill(value);
}

describe('listings and photos', () => {
  it('create → 3 photos → reorder, cover, rooms → edit → plan limit → unpublish → delete', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await subscribeSmart(page);

    await page.getByRole('link', { name: 'Inmuebles' }).first().click();
    await page.waitForURL('**/dashboard/listings');
    await visible(page, 'No tienes inmuebles aún').toBe(true);
    await screenshot(page, 'listings-empty');

    await page.getByRole('button', { name: 'Crear inmueble' }).first().click();
    const form = page.getByRole('dialog', { name: 'Nuevo inmueble' });
    await form.getByRole('button', { name: 'Crear inmueble' }).click();
    await visible(page, 'El título es obligatorio.').toBe(true);
    await fillListing(page, {
      Título: 'Piso luminoso en Chamberí',
      'Precio (€)': '245000',
      Dirección: 'Calle de Fuencarral 120',
      Ciudad: 'Madrid',
      'Superficie (m²)': '98',
      Habitaciones: '3',
      Baños: '2',
      Planta: '4º',
    });
    await screenshot(page, 'listing-form');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Crear inmueble' }).click();
    await visible(page, 'Inmueble creado').toBe(true);

    // The photo manager opens on the new listing.
    const manager = page.getByRole('dialog', { name: 'Fotos del inmueble' });
    await expect.poll(() => manager.isVisible()).toBe(true);
    const files = await Promise.all(
      [0, 1, 2].map(async (i) => ({
        name: `foto-${i + 1}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await makeJpeg(1600, 1200, i * 60),
      })),
    );
    await manager.getByTestId('photo-input').setInputFiles(files);
    await visible(page, '¡Fotos subidas!').toBe(true);
    // Smart's basic page: 6 photos per listing (src/shared/plan-features.ts).
    await expect.poll(() => manager.getByText('3 de 6 fotos').isVisible(), { timeout: 15_000 }).toBe(true);

    const before = await photoIds(page);
    await manager
      .locator('li[data-photo-id]')
      .first()
      .getByRole('button', { name: 'Mover a la derecha' })
      .click();
    await expect.poll(() => photoIds(page)).toEqual([before[1], before[0], before[2]]);

    const third = manager.locator(`li[data-photo-id="${before[2]}"]`);
    await third.getByRole('button', { name: 'Usar como portada' }).click();
    await expect.poll(() => third.getByText('Portada').isVisible()).toBe(true);
    await third.getByLabel('Estancia').selectOption({ label: 'Cocina' });
    await expect.poll(() => third.getByLabel('Estancia').inputValue()).toBe('cocina');
    await screenshot(page, 'photo-manager');
    await expectAccessible(page);
    await manager.getByRole('button', { name: 'Cerrar' }).first().click();

    const card = page.getByRole('article', { name: 'Piso luminoso en Chamberí' });
    await expect.poll(() => card.getByText('Publicado', { exact: true }).isVisible()).toBe(true);
    await expect
      .poll(() => card.locator('img').first().getAttribute('src'))
      .toMatch(/\/uploads\/listings\/.+\.webp$/);
    await screenshot(page, 'listings');
    await expectAccessible(page);

    // Closing a dialog gives focus back to the button that opened it.
    await card.getByRole('button', { name: 'Fotos' }).click();
    await page
      .getByRole('dialog', { name: 'Fotos del inmueble' })
      .getByRole('button', { name: 'Cerrar' })
      .first()
      .click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Fotos');

    await card.getByRole('button', { name: 'Editar' }).click();
    await fillListing(page, { 'Precio (€)': '239000' });
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar cambios' }).click();
    await visible(page, 'Inmueble actualizado').toBe(true);

    // Smart allows one published listing.
    await page.getByRole('button', { name: 'Nuevo inmueble' }).click();
    await fillListing(page, { Título: 'Local en Ruzafa' });
    await page.getByRole('dialog').getByRole('button', { name: 'Crear inmueble' }).click();
    await visible(page, 'Límite alcanzado').toBe(true);
    await visible(
      page,
      'Tu plan Smart permite hasta 1 inmuebles publicados. Actualiza tu plan para publicar más.',
    ).toBe(true);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();

    await card.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('dialog').getByLabel('Publicado').uncheck();
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.poll(() => card.getByText('Borrador').isVisible(), { timeout: 15_000 }).toBe(true);

    await card.getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect
      .poll(() => confirm.getByText('Estás seguro de que quieres eliminar este inmueble?').isVisible())
      .toBe(true);
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await visible(page, 'Inmueble eliminado').toBe(true);
    await visible(page, 'No tienes inmuebles aún').toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works on a phone: list, create, upload from the camera roll', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signInAsDemo(page);
    await page.goto('/dashboard/listings/new');
    await fillListing(page, {
      Título: 'Ático con terraza en Triana',
      'Precio (€)': '310000',
      Ciudad: 'Sevilla',
    });
    await page.getByRole('dialog').getByRole('button', { name: 'Crear inmueble' }).click();
    await visible(page, 'Inmueble creado').toBe(true);
    const manager = page.getByRole('dialog', { name: 'Fotos del inmueble' });
    await manager.getByTestId('photo-input').setInputFiles([
      { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(1200, 1600, 200) },
      { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('no soy una foto') },
    ]);
    await visible(page, 'Archivos no válidos').toBe(true);
    await expect.poll(() => manager.getByText('1 de 12 fotos').isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'photo-manager');
    await manager.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect
      .poll(() => page.getByRole('article', { name: 'Ático con terraza en Triana' }).isVisible())
      .toBe(true);
    await screenshot(page, 'listings');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the selection order when an earlier photo finishes after a later one', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signInAsDemo(page);
    await page.goto('/dashboard/listings/new');
    await fillListing(page, { Título: 'Casa de pueblo en Albarracín', Ciudad: 'Teruel' });
    await page.getByRole('dialog').getByRole('button', { name: 'Crear inmueble' }).click();
    await visible(page, 'Inmueble creado').toBe(true);
    const manager = page.getByRole('dialog', { name: 'Fotos del inmueble' });

    // The first photo's request is held until the second one is stored: they finish out of order.
    const isUpload = (method: string, url: string) => method === 'POST' && /\/photos$/.test(url);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sent = 0;
    await page.route(/\/api\/listings\/[^/]+\/photos$/, async (route) => {
      if (isUpload(route.request().method(), route.request().url()) && ++sent === 1) await held;
      await route.continue();
    });
    void page
      .waitForResponse((r) => isUpload(r.request().method(), r.url()) && r.status() === 201)
      .then(() => release());

    // Landscape, portrait, square: the shapes tell the photos apart in the stored order.
    const shapes = [
      [1600, 1200],
      [900, 1200],
      [1200, 1200],
    ] as const;
    const files = await Promise.all(
      shapes.map(async ([w, h], i) => ({
        name: `orden-${i + 1}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await makeJpeg(w, h, i * 90),
      })),
    );
    await manager.getByTestId('photo-input').setInputFiles(files);
    await visible(page, '¡Fotos subidas!').toBe(true);

    const listings = (await (await page.request.get('/api/listings')).json()) as {
      listings: { id: string; title: string }[];
    };
    const id = listings.listings.find((l) => l.title === 'Casa de pueblo en Albarracín')!.id;
    const storedShapes = async () => {
      const { photos } = (await (await page.request.get(`/api/listings/${id}/photos`)).json()) as {
        photos: { width: number; height: number }[];
      };
      return photos.map((p) => Math.round((p.width / p.height) * 100) / 100);
    };
    await expect.poll(storedShapes, { timeout: 15_000 }).toEqual([1.33, 0.75, 1]);
    await expect.poll(() => photoIds(page)).toHaveLength(3);
    expect(errors).toEqual([]);
    await context.close();
  });
});
