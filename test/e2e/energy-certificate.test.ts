import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { deleteListingsTitled, signInAsDemo } from '../support/flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 });

describe('energy certificate (Real Decreto 390/2021)', () => {
  it('refuses to publish a dwelling without it, then the agency sets it and the microsite shows it', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, errors } = await openPage(browser, viewport);
      await signInAsDemo(page);
      const origin = new URL(page.url()).origin;
      const title = `Piso con certificado ${viewport.width}`;

      await page.goto('/dashboard/listings/new');
      const form = page.getByRole('dialog', { name: 'Nuevo inmueble' });
      await form.getByLabel('Título', { exact: true }).fill(title);
      await form.getByLabel('Precio (€)', { exact: true }).fill('240000');
      await form.getByLabel('Superficie construida (m²)', { exact: true }).fill('80');
      await form.getByRole('tab', { name: 'Ubicación' }).click();
      await form.getByLabel('Ciudad', { exact: true }).fill('Madrid');
      await form.getByRole('tab', { name: 'Básico' }).click();

      // Published without the certificate's state: refused (Real Decreto 390/2021), on its field.
      await form.getByRole('button', { name: 'Crear inmueble' }).click();
      const energyTab = form.getByRole('tab', { name: 'Certificado energético' });
      await expect.poll(() => energyTab.getAttribute('aria-selected')).toBe('true');
      const status = form.getByLabel('Situación del certificado');
      await expect.poll(() => status.getAttribute('aria-invalid')).toBe('true');
      await visible(
        page,
        'Para publicar una vivienda, indica la situación del certificado energético (Real Decreto 390/2021): con certificado, en trámite o exento.',
      ).toBe(true);
      // The old "publish anyway" warning is gone: there is no publishing without it.
      expect(await form.getByText('Puedes publicar igualmente').count()).toBe(0);
      await screenshot(page, 'energy-refused', form);

      await status.selectOption('certified');
      // Saving without the letters says what is missing, in Spanish.
      await form.getByRole('button', { name: 'Crear inmueble' }).click();
      await visible(page, 'Elige la letra de consumo (de la A a la G).').toBe(true);
      await visible(page, 'Elige la letra de emisiones (de la A a la G).').toBe(true);

      await form.getByRole('group', { name: 'Letra de consumo' }).getByText('C', { exact: true }).click();
      await form.getByRole('group', { name: 'Letra de emisiones' }).getByText('D', { exact: true }).click();
      await form.getByLabel('Consumo (kWh/m²·año)').fill('97,4');
      await screenshot(page, 'energy-form', form);
      await expectAccessible(page);
      await form.getByRole('button', { name: 'Crear inmueble' }).click();
      await visible(page, 'Inmueble creado').toBe(true);
      await page
        .getByRole('dialog', { name: 'Fotos del inmueble' })
        .getByRole('button', { name: 'Cerrar' })
        .first()
        .click();
      const card = page.getByRole('article', { name: title });
      await expect
        .poll(() => card.getByText('Certificado energético: consumo C, emisiones D').count())
        .toBe(1);
      expect(await card.getByText('Publicado sin certificado energético').count()).toBe(0);
      const { listings } = await (await page.request.get('/api/listings')).json();
      const listing = listings.find((l: { title: string }) => l.title === title);

      // Switching to "Sin indicar" on a published dwelling is refused the same way.
      await card.getByRole('button', { name: 'Editar' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar inmueble' });
      await edit.getByRole('tab', { name: 'Certificado energético' }).click();
      await edit.getByLabel('Situación del certificado').selectOption('');
      await edit.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect
        .poll(() => edit.getByLabel('Situación del certificado').getAttribute('aria-invalid'))
        .toBe('true');
      await edit.getByRole('button', { name: 'Cancelar' }).click();

      await page.goto(`/l/${listing.slug}`);
      const label = page.getByRole('region', { name: 'Certificado energético' });
      await expect.poll(() => label.isVisible()).toBe(true);
      expect(await label.getByText('Consumo de energía: letra C (97,4 kWh/m²·año)').count()).toBe(1);
      expect(await label.getByText('Emisiones: letra D').count()).toBe(1);
      const marked = await label
        .locator('[data-energy-active]')
        .evaluateAll((els) => els.map((e) => e.textContent));
      expect(marked).toEqual(['C97,4', 'D']);
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
      expect(ld.hasEnergyConsumptionDetails.hasEnergyEfficiencyCategory).toBe(
        'https://schema.org/EUEnergyEfficiencyCategoryC',
      );
      await label.scrollIntoViewIfNeeded();
      await screenshot(page, 'energy-microsite');
      await expectAccessible(page);

      // The A4 poster shows the label too, and a two-line title still leaves the whole sheet on the page.
      const long = await page.request.post('/api/listings', {
        headers: { origin },
        data: {
          title: `Ático dúplex reformado con terraza, piscina comunitaria y garaje en el centro ${viewport.width}`,
          price: '615000',
          city: 'Madrid',
          sqm: '140',
          beds: '3',
          baths: '2',
          floor: '7º',
          energyStatus: 'certified',
          energyConsumption: 'A',
          energyEmissions: 'B',
          energyConsumptionKwh: '38',
          energyEmissionsKg: '7,5',
        },
      });
      expect(long.status()).toBe(201);
      await page.goto(`/dashboard/listings/${(await long.json()).listing.id}/poster`);
      const poster = page.getByTestId('poster-energy');
      await expect.poll(() => poster.isVisible()).toBe(true);
      expect(await poster.getByText('Consumo de energía: letra A (38 kWh/m²·año)').count()).toBe(1);
      expect(await poster.getByText('Emisiones: letra B (7,5 kg CO₂/m²·año)').count()).toBe(1);
      const sheet = await page.getByTestId('poster-sheet').boundingBox();
      const footer = await page.getByTestId('poster-sheet').locator('footer').boundingBox();
      expect(footer!.y + footer!.height).toBeLessThanOrEqual(sheet!.y + sheet!.height + 1);
      await screenshot(page, 'energy-poster');
      expect(errors).toEqual([]);
      await deleteListingsTitled(page, [
        title,
        `Ático dúplex reformado con terraza, piscina comunitaria y garaje en el centro ${viewport.width}`,
      ]);
      await context.close();
    }
  }, 180_000);
});
