import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { deleteListingsTitled, signInAsDemo } from '../support/flows';
import { makeJpeg } from '../support/images';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('QR code and A4 poster', () => {
  it('shows the QR, downloads it as SVG and prints a one-page A4 poster', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, errors } = await openPage(browser, viewport);
      await signInAsDemo(page);
      const origin = new URL(page.url()).origin;
      const title = `Ático en Málaga ${viewport.width}`;
      const created = await page.request.post('/api/listings', {
        headers: { origin },
        data: {
          energyStatus: 'in_progress',
          title,
          price: '245000',
          city: 'Málaga',
          sqm: '85',
          beds: '3',
          baths: '2',
        },
      });
      expect(created.status()).toBe(201);
      const { listing } = await created.json();

      await page.goto('/dashboard/listings');
      await page.getByRole('article', { name: title }).getByRole('button', { name: 'QR' }).click();
      const dialog = page.getByRole('dialog', { name: 'Código QR' });
      const image = dialog.getByRole('img', { name: `Código QR de ${title}` });
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await expect.poll(() => dialog.getByText(`Código: ${listing.qrCode}`).isVisible()).toBe(true);
      await expect
        .poll(() => dialog.getByRole('textbox', { name: 'Enlace que abre el código' }).inputValue())
        .toBe(`${origin}/q/${listing.qrCode}`);
      await screenshot(page, 'qr-dialog');
      await expectAccessible(page);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Descargar SVG' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`qr-atico-en-malaga-${viewport.width}.svg`);
      expect(await dialog.getByRole('link', { name: 'Imprimir cartel A4' }).getAttribute('href')).toBe(
        `/dashboard/listings/${listing.id}/poster?print=1`,
      );

      await page.goto(`/dashboard/listings/${listing.id}/poster`);
      await expect.poll(() => page.getByText('TU VISITA EMPIEZA AQUÍ').isVisible()).toBe(true);
      // es-ES puts a no-break space before the euro sign.
      await expect
        .poll(async () => (await page.getByTestId('poster-price').textContent())?.replace(/\s/g, ' '))
        .toBe('245.000 €');
      expect(await page.getByTestId('poster-operation').textContent()).toBe('EN VENTA');
      // Real Decreto 390/2021: a certificate in progress says so on the poster too.
      expect(await page.getByTestId('poster-energy').textContent()).toBe(
        'Certificado energético: En trámite',
      );
      await screenshot(page, 'poster');
      if (viewport === DESKTOP) {
        await page.emulateMedia({ media: 'print' });
        await screenshot(page, 'poster-print');
        const pdf = await page.pdf({ format: 'A4', printBackground: true });
        const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
        expect(pages).toHaveLength(1);
      }
      expect(errors).toEqual([]);
      await deleteListingsTitled(page, [title]);
      await context.close();
    }
  });

  it('prints a rental with its reference: "EN ALQUILER", "Ref.", the price a month, on one A4 page', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, errors } = await openPage(browser, viewport);
      await signInAsDemo(page);
      const origin = new URL(page.url()).origin;
      const create = (data: Record<string, string>) =>
        page.request.post('/api/listings', {
          headers: { origin },
          data: { energyStatus: 'in_progress', city: 'Valencia', sqm: '70', beds: '2', baths: '1', ...data },
        });
      const reference = `ALQ-${viewport.width}`;
      const created = await create({
        title: `Piso con balcón en Ruzafa ${viewport.width}`,
        operation: 'rent',
        propertyType: 'piso',
        reference,
        price: '1200',
        address: 'Calle de Cuba 12',
      });
      expect(created.status()).toBe(201);
      const { listing } = await created.json();
      const up = await page.request.post(`/api/listings/${listing.id}/photos`, {
        headers: { origin },
        multipart: {
          file: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(1600, 1200, 200) },
        },
      });
      expect(up.status()).toBe(201);

      await page.goto(`/dashboard/listings/${listing.id}/poster`);
      await expect.poll(() => page.getByTestId('poster-operation').textContent()).toBe('EN ALQUILER');
      expect(await page.getByTestId('poster-kind').textContent()).toBe(`Piso · Ref. ${reference}`);
      expect((await page.getByTestId('poster-price').textContent())?.replace(/\s/g, ' ')).toBe('1.200 €/mes');
      expect(await page.getByTestId('poster-energy').textContent()).toBe(
        'Certificado energético: En trámite',
      );
      // The address as the listing lets it be shown (street only by default): no number in the window.
      expect(await page.getByText('Calle de Cuba, Valencia', { exact: true }).count()).toBe(1);
      expect(await page.getByText(/Calle de Cuba 12/).count()).toBe(0);
      await expect
        .poll(() => page.getByTestId('poster-cover').evaluate((img: HTMLImageElement) => img.complete))
        .toBe(true);
      await screenshot(page, 'poster-rental');
      await expectAccessible(page);
      if (viewport === DESKTOP) {
        await page.emulateMedia({ media: 'print' });
        await screenshot(page, 'poster-rental-print');
        const pdf = await page.pdf({ format: 'A4', printBackground: true });
        expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(1);
      }

      // Without a price: "Precio a consultar".
      const priceless = await create({ title: `Estudio sin precio ${viewport.width}`, operation: 'rent' });
      expect(priceless.status()).toBe(201);
      await page.goto(`/dashboard/listings/${(await priceless.json()).listing.id}/poster`);
      await expect.poll(() => page.getByTestId('poster-price').textContent()).toBe('Precio a consultar');
      expect(await page.getByTestId('poster-operation').textContent()).toBe('EN ALQUILER');
      expect(errors).toEqual([]);
      await deleteListingsTitled(page, [
        `Piso con balcón en Ruzafa ${viewport.width}`,
        `Estudio sin precio ${viewport.width}`,
      ]);
      await context.close();
    }
  });
});
