import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/paths';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { deleteListingsTitled, newEmail, registerAndSignIn, signInAsDemo } from '../support/flows';
import { makeJpeg } from '../support/images';

const HEIC_FIXTURE = join(projectRoot(), 'test/fixtures/iphone.heic');

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
/** Opens one of the form's sections (Básico, Descripción, ..., Certificado energético). */
const openSection = (page: Page, name: string) => page.getByRole('dialog').getByRole('tab', { name }).click();
/** A dwelling is published with its energy certificate's state (Real Decreto 390/2021). */
async function energyInProgress(page: Page) {
  await openSection(page, 'Certificado energético');
  await page.getByRole('dialog').getByLabel('Situación del certificado').selectOption('in_progress');
}

describe('listings and photos', () => {
  it('create → 3 photos → reorder, cover, rooms → edit → plan limit → unpublish → delete', async () => {
    const { page, context, errors, warnings } = await openPage(browser, DESKTOP);
    await subscribeSmart(page);
    // The create dialog's own address, loaded directly: no console warning on the way (React
    // Router's missing HydrateFallback, a leaf route without an element).
    await page.goto('/dashboard/listings/new');
    await expect.poll(() => page.getByRole('dialog', { name: 'Nuevo inmueble' }).isVisible()).toBe(true);
    expect(warnings).toEqual([]);
    await page.goto('/dashboard');

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
      'Superficie construida (m²)': '98',
      Habitaciones: '3',
      Baños: '2',
      Planta: '4º',
    });
    await screenshot(page, 'listing-form', form);
    await expectAccessible(page);
    await openSection(page, 'Ubicación');
    await fillListing(page, { Dirección: 'Calle de Fuencarral 120', Ciudad: 'Madrid' });
    await energyInProgress(page);
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

    // Smart allows one published listing (a shop: no energy certificate needed to publish it).
    await page.getByRole('button', { name: 'Nuevo inmueble' }).click();
    await fillListing(page, { Título: 'Local en Ruzafa' });
    await page.getByRole('dialog').getByRole('radio', { name: 'Comercial' }).check();
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
      .poll(() =>
        confirm.getByText('¿Estás seguro de que quieres eliminar «Piso luminoso en Chamberí»?').isVisible(),
      )
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
    await fillListing(page, { Título: 'Ático con terraza en Triana', 'Precio (€)': '310000' });
    await openSection(page, 'Ubicación');
    await fillListing(page, { Ciudad: 'Sevilla' });
    await energyInProgress(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Crear inmueble' }).click();
    await visible(page, 'Inmueble creado').toBe(true);
    const manager = page.getByRole('dialog', { name: 'Fotos del inmueble' });
    await manager.getByTestId('photo-input').setInputFiles([
      { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(1200, 1600, 200) },
      // An iPhone photo as it leaves the phone (HEIC, HEVC): Chromium cannot decode it, the server does.
      { name: 'IMG_0002.HEIC', mimeType: 'image/heic', buffer: readFileSync(HEIC_FIXTURE) },
      { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('no soy una foto') },
    ]);
    await visible(page, 'Archivos no válidos').toBe(true);
    await expect.poll(() => manager.getByText('2 de 12 fotos').isVisible(), { timeout: 20_000 }).toBe(true);
    await visible(page, '¡Fotos subidas!').toBe(true);
    await screenshot(page, 'photo-manager');
    await manager.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect
      .poll(() => page.getByRole('article', { name: 'Ático con terraza en Triana' }).isVisible())
      .toBe(true);
    await screenshot(page, 'listings');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('after a downgrade keeps the photos past the plan, marks them, and the microsite shows the first 6', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await registerAndSignIn(page, newEmail('fotos-plan'));
    await page.getByRole('button', { name: 'Elegir Plus' }).click();
    await page.waitForURL('**/billing/checkout/**');
    await page.getByRole('button', { name: 'Confirmar suscripción de prueba' }).click();
    await visible(page, '¡Suscripción activada!').toBe(true);
    const origin = new URL(page.url()).origin;
    const created = await page.request.post('/api/listings', {
      data: { title: 'Local con escaparate en Ruzafa', energyStatus: 'in_progress' },
      headers: { origin },
    });
    expect(created.status()).toBe(201);
    const { listing } = (await created.json()) as { listing: { id: string; slug: string } };
    for (let i = 0; i < 7; i++) {
      const res = await page.request.post(`/api/listings/${listing.id}/photos`, {
        multipart: {
          file: { name: `foto-${i}.jpg`, mimeType: 'image/jpeg', buffer: await makeJpeg(800, 600, i * 50) },
        },
        headers: { origin },
      });
      expect(res.status()).toBe(201);
    }
    const change = await page.request.post('/api/billing/change-plan', {
      data: { plan_code: 'smart', keep_listing_ids: [listing.id] },
      headers: { origin },
    });
    expect(change.status()).toBe(200);

    await page.goto('/dashboard/listings');
    await page
      .getByRole('article', { name: 'Local con escaparate en Ruzafa' })
      .getByRole('button', { name: 'Fotos' })
      .click();
    const manager = page.getByRole('dialog', { name: 'Fotos del inmueble' });
    await expect.poll(() => manager.getByText('7 fotos · 6 se muestran con tu plan').isVisible()).toBe(true);
    const marked = manager.locator('li[data-photo-id]', { hasText: 'No se muestran con tu plan' });
    await expect.poll(() => marked.count()).toBe(1);
    const ids = await photoIds(page);
    expect(await marked.getAttribute('data-photo-id')).toBe(ids[6]);
    await screenshot(page, 'photo-manager-past-plan');
    await marked.scrollIntoViewIfNeeded();
    await screenshot(page, 'photo-tile-not-shown', marked);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'photo-manager-past-plan');
    await marked.scrollIntoViewIfNeeded();
    await screenshot(page, 'photo-tile-not-shown', marked);
    await page.setViewportSize(DESKTOP);

    // The microsite shows the first 6 in gallery order; the 7th is kept but not public.
    const data = (await (await page.request.get(`/api/public/listings/${listing.slug}`)).json()) as {
      listing: { photos: { id: string }[] };
    };
    expect(data.listing.photos.map((p) => p.id)).toEqual(ids.slice(0, 6));
    await page.goto(`/l/${listing.slug}`);
    expect(await page.content()).not.toContain(ids[6]!);
    await screenshot(page, 'microsite-past-plan');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the selection order when an earlier photo finishes after a later one', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signInAsDemo(page);
    await page.goto('/dashboard/listings/new');
    await fillListing(page, { Título: 'Casa de pueblo en Albarracín' });
    await openSection(page, 'Ubicación');
    await fillListing(page, { Ciudad: 'Teruel' });
    await energyInProgress(page);
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

/** The error message a field points at (the last of its aria-describedby). */
async function errorOf(scope: Locator, field: Locator) {
  const id = (await field.getAttribute('aria-describedby'))?.split(' ').at(-1);
  return scope.locator(`[id="${id}"]`).textContent();
}

/** Spanish paragraphs, cut to exactly `n` characters (the counter reads "1.234 / 4.000"). */
const spanishText = (n: number) =>
  'Piso exterior y luminoso, reformado en 2021, a cinco minutos del metro de Iglesia. Salón con balcón a la calle, cocina equipada y dos dormitorios dobles.\n\n'
    .repeat(20)
    .slice(0, n);

describe('a complete Spanish ad through the form', () => {
  it('a rental piso with reference, description es+en, features, costs; kept between sections; refused without the energy state; reloads intact; duplicate reference; filters', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const w = viewport.width;
      const { page, context, errors } = await openPage(browser, viewport);
      await signInAsDemo(page);
      const title = `Piso en alquiler en Chamberí ${w}`;
      const ref = `ALQ-${w}`;
      // An address of its own on each run: the search by street finds only this listing.
      const [address, street] =
        w === PHONE.width
          ? ['Calle de Ponzano 12, 3º B', 'ponzano']
          : ['Calle de Fernández de la Hoz 33, 2º A', 'FERNANDEZ de la hoz'];
      await page.goto('/dashboard/listings/new');
      const dialog = page.getByRole('dialog', { name: 'Nuevo inmueble' });
      const field = (label: string) => dialog.getByLabel(label, { exact: true });
      const tab = (name: string) => dialog.getByRole('tab', { name });

      // Básico: a rent of a piso; the type follows the use, the plot only for types that have one.
      await dialog.getByText('Alquiler', { exact: true }).click();
      expect(await field('Tipo de inmueble').inputValue()).toBe('piso');
      await dialog.getByRole('radio', { name: 'Comercial' }).check();
      expect(await field('Tipo de inmueble').inputValue()).toBe('local');
      await dialog.getByRole('radio', { name: 'Residencial' }).check();
      expect(await field('Tipo de inmueble').inputValue()).toBe('piso');
      expect(await field('Parcela (m²)').count()).toBe(0);
      await field('Tipo de inmueble').selectOption({ label: 'Casa o chalet' });
      await expect.poll(() => field('Parcela (m²)').isVisible()).toBe(true);
      await field('Tipo de inmueble').selectOption({ label: 'Piso' });
      await fillListing(page, {
        Título: title,
        Referencia: ref,
        'Precio (€)': '1200',
        'Superficie construida (m²)': '85',
        'Superficie útil (m²)': '72',
        Habitaciones: '2',
        Baños: '1',
        Planta: '3º B',
      });
      await visible(page, 'Precio al mes: se publica como «1.200 €/mes».').toBe(true);
      await screenshot(page, 'listing-form-basic', dialog);
      await expectAccessible(page);

      await tab('Descripción').click();
      await dialog.getByRole('textbox', { name: 'Descripción', exact: true }).fill(spanishText(1234));
      await expect
        .poll(() => dialog.getByTestId('description-count').textContent())
        .toContain('1.234 / 4.000');
      await dialog
        .getByRole('textbox', { name: 'Descripción en inglés (opcional)' })
        .fill('Bright flat, renovated in 2021.\n\nTwo double bedrooms.');
      await screenshot(page, 'listing-form-description', dialog);

      await tab('Características').click();
      for (const name of ['Ascensor', 'Calefacción', 'Aire acondicionado', 'Amueblado'])
        await dialog.getByRole('checkbox', { name, exact: true }).check();
      await field('Estado').selectOption({ label: 'Buen estado' });
      await field('Año de construcción').fill('1968');
      await field('Orientación').selectOption({ label: 'Sureste' });
      await screenshot(page, 'listing-form-features', dialog);
      await expectAccessible(page);

      await tab('Costes').click();
      await fillListing(page, {
        'Gastos de comunidad (€/mes)': '90',
        'IBI (€/año)': '420',
        'Fianza (meses)': '2',
        'Disponible desde': '2026-09-01',
      });
      await screenshot(page, 'listing-form-costs', dialog);

      await tab('Ubicación').click();
      await fillListing(page, { Dirección: address, Ciudad: 'Madrid' });
      await screenshot(page, 'listing-form-location', dialog);

      // What was typed is still there after going round the sections.
      await tab('Básico').click();
      expect(await field('Título').inputValue()).toBe(title);
      expect(await field('Referencia').inputValue()).toBe(ref);

      // Published without the energy state: refused, and the form opens the section that says why.
      await dialog.getByRole('button', { name: 'Crear inmueble' }).click();
      const energyTab = tab('Certificado energético');
      await expect.poll(() => energyTab.getAttribute('aria-selected')).toBe('true');
      expect(await energyTab.textContent()).toContain('con errores');
      const status = field('Situación del certificado');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('energyStatus');
      expect(await errorOf(dialog, status)).toContain(
        'Para publicar una vivienda, indica la situación del certificado energético (Real Decreto 390/2021)',
      );
      await visible(page, 'Corrige los datos marcados en «Certificado energético».').toBe(true);
      await screenshot(page, 'listing-form-energy-refused', dialog);
      await expectAccessible(page);
      await status.selectOption('in_progress');
      await dialog.getByRole('button', { name: 'Crear inmueble' }).click();
      await visible(page, 'Inmueble creado').toBe(true);
      await page
        .getByRole('dialog', { name: 'Fotos del inmueble' })
        .getByRole('button', { name: 'Cerrar' })
        .first()
        .click();

      // It reloads intact: on its card and in the edit form.
      await page.reload();
      const card = page.getByRole('article', { name: title });
      await expect
        .poll(() => card.getByTestId('listing-kind').textContent())
        .toBe(`Alquiler · Piso · Ref. ${ref}`);
      expect(await card.getByText('1.200 €/mes').count()).toBe(1);
      await card.getByRole('button', { name: 'Editar' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar inmueble' });
      const editField = (label: string) => edit.getByLabel(label, { exact: true });
      expect(await edit.getByRole('radio', { name: 'Alquiler' }).isChecked()).toBe(true);
      const values = async (labels: string[]) => Promise.all(labels.map((l) => editField(l).inputValue()));
      expect(
        await values([
          'Tipo de inmueble',
          'Título',
          'Referencia',
          'Precio (€)',
          'Superficie construida (m²)',
          'Superficie útil (m²)',
          'Habitaciones',
          'Baños',
          'Planta',
        ]),
      ).toEqual(['piso', title, ref, '1200', '85', '72', '2', '1', '3º B']);
      await edit.getByRole('tab', { name: 'Descripción' }).click();
      expect(await edit.getByRole('textbox', { name: 'Descripción', exact: true }).inputValue()).toBe(
        spanishText(1234).trim(),
      );
      expect(await edit.getByRole('textbox', { name: 'Descripción en inglés (opcional)' }).inputValue()).toBe(
        'Bright flat, renovated in 2021.\n\nTwo double bedrooms.',
      );
      await edit.getByRole('tab', { name: 'Características' }).click();
      const checked = await edit
        .getByRole('checkbox')
        .evaluateAll((els) =>
          els.filter((e) => (e as HTMLInputElement).checked).map((e) => e.parentElement?.textContent),
        );
      expect(checked).toEqual(['Ascensor', 'Aire acondicionado', 'Calefacción', 'Amueblado']);
      expect(await values(['Estado', 'Año de construcción', 'Orientación'])).toEqual(['good', '1968', 'se']);
      await edit.getByRole('tab', { name: 'Costes' }).click();
      expect(
        await values(['Gastos de comunidad (€/mes)', 'IBI (€/año)', 'Fianza (meses)', 'Disponible desde']),
      ).toEqual(['90', '420', '2', '2026-09-01']);
      await edit.getByRole('tab', { name: 'Ubicación' }).click();
      expect(await values(['Dirección', 'Ciudad'])).toEqual([address, 'Madrid']);
      await edit.getByRole('tab', { name: 'Certificado energético' }).click();
      expect(await editField('Situación del certificado').inputValue()).toBe('in_progress');
      await edit.getByRole('button', { name: 'Cancelar' }).click();

      // The same reference (in other letters' case) on another listing: refused, said on the field.
      await page.getByRole('button', { name: 'Nuevo inmueble' }).click();
      const other = page.getByRole('dialog', { name: 'Nuevo inmueble' });
      await other.getByLabel('Título', { exact: true }).fill(`Otro piso ${w}`);
      await other.getByLabel('Referencia', { exact: true }).fill(ref.toLowerCase());
      await other.getByLabel('Publicado').uncheck();
      await other.getByRole('tab', { name: 'Descripción' }).click();
      await other.getByRole('button', { name: 'Crear inmueble' }).click();
      const taken = 'Ya tienes otro inmueble con esa referencia. Usa una distinta.';
      const reference = other.getByLabel('Referencia', { exact: true });
      await expect.poll(() => reference.getAttribute('aria-invalid')).toBe('true');
      expect(await other.getByRole('tab', { name: 'Básico' }).getAttribute('aria-selected')).toBe('true');
      expect(await errorOf(other, reference)).toBe(taken);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('reference');
      await screenshot(page, 'listing-form-reference-taken', other);
      await other.getByRole('button', { name: 'Cancelar' }).click();
      await expect.poll(() => other.count()).toBe(0);

      // Filters and search, on the page's own list; they survive a reload.
      const filters = page.getByRole('search', { name: 'Filtrar inmuebles' });
      const cards = page.getByRole('article');
      const total = await cards.count();
      await filters.getByLabel('Operación').selectOption({ label: 'Alquiler' });
      await filters.getByLabel('Tipo').selectOption({ label: 'Piso' });
      await expect.poll(() => card.isVisible()).toBe(true);
      const rentals = await cards.count();
      expect(rentals).toBeLessThan(total);
      for (const kind of await page.getByTestId('listing-kind').allTextContents())
        expect(kind).toMatch(/^Alquiler · Piso/);
      await filters.getByLabel('Buscar').fill('CHAMBERI alquiler');
      await expect.poll(() => card.isVisible()).toBe(true);
      await filters.getByLabel('Buscar').fill(ref.toLowerCase());
      await expect.poll(() => cards.count()).toBe(1);
      await filters.getByLabel('Buscar').fill(street);
      await expect.poll(() => card.isVisible()).toBe(true);
      await filters.getByLabel('Estado').selectOption({ label: 'Publicado' });
      await expect.poll(() => filters.getByRole('status').textContent()).toMatch(/^1 de \d+ inmuebles$/);
      await screenshot(page, 'listings-filtered');
      expect(new URL(page.url()).searchParams.toString()).toBe(
        new URLSearchParams({
          operacion: 'alquiler',
          tipo: 'piso',
          estado: 'publicado',
          q: street,
        }).toString(),
      );
      await page.reload();
      await expect.poll(() => card.isVisible()).toBe(true);
      expect(await filters.getByLabel('Buscar').inputValue()).toBe(street);
      expect(await filters.getByLabel('Operación').inputValue()).toBe('rent');
      expect(await filters.getByLabel('Estado').inputValue()).toBe('published');
      await filters.getByLabel('Estado').selectOption({ label: 'Borrador' });
      await visible(page, 'Ningún inmueble coincide con los filtros').toBe(true);
      await screenshot(page, 'listings-no-match');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Quitar filtros' }).click();
      await expect.poll(() => cards.count()).toBe(total);
      expect(new URL(page.url()).search).toBe('');
      expect(errors).toEqual([]);
      await deleteListingsTitled(page, [title, `Otro piso ${w}`]);
      await context.close();
    }
  }, 240_000);
});
