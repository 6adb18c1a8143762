import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { signInAsDemo } from '../support/flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 });

describe('energy certificate (Real Decreto 390/2021)', () => {
  it('warns about a listing published without it, then the agency sets it and the microsite shows it', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, errors } = await openPage(browser, viewport);
      await signInAsDemo(page);
      const origin = new URL(page.url()).origin;
      const title = `Piso sin certificado ${viewport.width}`;
      const created = await page.request.post('/api/listings', {
        headers: { origin },
        data: { title, price: '240000', city: 'Madrid', sqm: '80', beds: '2', baths: '1' },
      });
      expect(created.status()).toBe(201);
      const { listing } = await created.json();

      await page.goto('/dashboard/listings');
      const card = page.getByRole('article', { name: title });
      await expect.poll(() => card.getByText('Publicado sin certificado energético').isVisible()).toBe(true);

      await card.getByRole('button', { name: 'Editar' }).click();
      const form = page.getByRole('dialog', { name: 'Editar inmueble' });
      const warning = form.getByTestId('energy-missing');
      await expect.poll(() => warning.isVisible()).toBe(true);
      expect(await warning.textContent()).toContain('Real Decreto 390/2021');

      await form.getByLabel('Situación del certificado').selectOption('certified');
      await expect.poll(() => warning.isVisible()).toBe(false);
      // Saving without the letters says what is missing, in Spanish.
      await form.getByRole('button', { name: 'Guardar cambios' }).click();
      await visible(page, 'Elige la letra de consumo (de la A a la G).').toBe(true);
      await visible(page, 'Elige la letra de emisiones (de la A a la G).').toBe(true);

      await form.getByRole('group', { name: 'Letra de consumo' }).getByText('C', { exact: true }).click();
      await form.getByRole('group', { name: 'Letra de emisiones' }).getByText('D', { exact: true }).click();
      await form.getByLabel('Consumo (kWh/m²·año)').fill('97,4');
      await screenshot(page, 'energy-form', form);
      await expectAccessible(page);
      await form.getByRole('button', { name: 'Guardar cambios' }).click();
      await visible(page, 'Inmueble actualizado').toBe(true);
      await expect.poll(() => card.getByText('Publicado sin certificado energético').count()).toBe(0);
      expect(await card.getByText('Certificado energético: consumo C, emisiones D').count()).toBe(1);

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
      await context.close();
    }
  }, 180_000);
});
