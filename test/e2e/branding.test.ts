import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { registerSubscribedOwner, signInAsDemo } from '../support/flows';
import { makeLogoPng } from '../support/images';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 });
const background = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => getComputedStyle(el).backgroundColor);

describe('Settings → Personalización', () => {
  it('colours with picker and text, logo upload with preview, switches, removal', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    // Pro: the secondary colour is part of Branding completo (src/shared/plan-features.ts).
    await registerSubscribedOwner(page, 'marca', 'Pro');
    await page.goto('/dashboard/settings');
    const section = page.getByRole('region', { name: 'Personalización' });
    await expect
      .poll(() => section.getByLabel('Color principal', { exact: true }).inputValue())
      .toBe('#e56665');

    // Text and picker drive the same value; the swatch follows at once.
    await section.getByLabel('Color principal', { exact: true }).fill('#0A7E8C');
    await expect.poll(() => background(page, 'primary_color-swatch')).toBe('rgb(10, 126, 140)');
    await section.getByLabel('Elegir color secundario').fill('#203040');
    await expect
      .poll(() => section.getByLabel('Color secundario', { exact: true }).inputValue())
      .toBe('#203040');
    await expect.poll(() => background(page, 'secondary_color-swatch')).toBe('rgb(32, 48, 64)');

    // A bad value is refused in Spanish.
    await section.getByLabel('Color principal', { exact: true }).fill('rojo');
    await section.getByRole('button', { name: 'Guardar cambios' }).click();
    await visible(page, 'Introduce un color hexadecimal válido, por ejemplo #e56665.').toBe(true);
    await section.getByLabel('Color principal', { exact: true }).fill('#0a7e8c');

    // Not an image: an inline message, no toast (decision 017 → Language and texts: logo errors are inline).
    const logoInput = section.getByTestId('logo-input');
    await logoInput.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await visible(page, 'Solo se pueden subir imágenes.').toBe(true);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);

    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await makeLogoPng() });
    await visible(page, 'Logo actualizado').toBe(true);
    const logoSrc = () => section.getByTestId('logo-preview').locator('img').getAttribute('src');
    await expect.poll(logoSrc).toMatch(/^\/uploads\/agencies\/[0-9a-f-]+\/logo-[0-9a-f]{16}\.png$/);
    const header = section.getByTestId('branding-preview').getByRole('img', { name: 'Logo de la agencia' });
    await expect.poll(() => header.isVisible()).toBe(true);
    await section.getByRole('button', { name: 'Guardar cambios' }).click();
    await visible(page, 'Personalización guardada').toBe(true);
    await screenshot(page, 'branding');
    await expectAccessible(page);

    // Saved for real: a reload shows the same values; switching the logo off hides it in the preview.
    await page.reload();
    await expect
      .poll(() => section.getByLabel('Color principal', { exact: true }).inputValue())
      .toBe('#0a7e8c');
    await section.getByRole('switch', { name: 'Mostrar el logo' }).click();
    await expect.poll(() => header.isVisible()).toBe(false);
    await section.getByRole('switch', { name: 'Mostrar los datos de contacto' }).click();
    await section.getByRole('button', { name: 'Guardar cambios' }).click();
    await visible(page, 'Personalización guardada').toBe(true);
    await page.reload();
    await expect
      .poll(() => section.getByRole('switch', { name: 'Mostrar el logo' }).getAttribute('aria-checked'))
      .toBe('false');

    // Removal is confirmed first.
    await section.getByRole('button', { name: 'Eliminar logo' }).click();
    const confirm = page.getByRole('alertdialog');
    await visible(page, '¿Eliminar el logo? Dejará de aparecer en tus microsites, carteles y fotos.').toBe(
      true,
    );
    await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await visible(page, 'Logo eliminado').toBe(true);
    await expect.poll(() => section.getByText('Sin logo').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signInAsDemo(page);
    await page.goto('/dashboard/settings');
    const section = page.getByRole('region', { name: 'Personalización' });
    await expect.poll(() => section.getByTestId('branding-preview').isVisible()).toBe(true);
    await section.getByLabel('Color principal', { exact: true }).fill('#f2c94c');
    await expect.poll(() => background(page, 'primary_color-swatch')).toBe('rgb(242, 201, 76)');
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'branding');
    await expectAccessible(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a file dropped on the logo preview is checked like a chosen one and says what is wrong', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signInAsDemo(page);
    await page.goto('/dashboard/settings');
    const section = page.getByRole('region', { name: 'Personalización' });
    const preview = section.getByTestId('logo-preview');
    await preview.waitFor();
    const drop = (file: { name: string; type: string; bytes: number[] }) =>
      preview.evaluate((el, f) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(f.bytes)], f.name, { type: f.type }));
        for (const type of ['dragenter', 'dragover', 'drop'])
          el.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
      }, file);

    // Not an image: said at once, in Spanish, under the logo (decision 017: no toast for the logo).
    await drop({ name: 'contrato.pdf', type: 'application/pdf', bytes: [...Buffer.from('%PDF-1.4')] });
    await expect.poll(() => section.getByRole('alert').textContent()).toBe('Solo se pueden subir imágenes.');
    // An image the server refuses: its message, not a generic one.
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#e56665' } })
      .png()
      .toBuffer();
    await drop({ name: 'logo.png', type: 'image/png', bytes: [...tiny] });
    await expect
      .poll(() => section.getByRole('alert').textContent())
      .toBe('El logo es demasiado pequeño (mínimo 32 píxeles de lado).');
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/dashboard/settings');
    await expect.poll(() => section.getByText('Sin logo').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
