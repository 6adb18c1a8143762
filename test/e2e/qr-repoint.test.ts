import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { registerSubscribedOwner } from '../support/flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Created {
  id: string;
  slug: string;
  qrCode: string;
  title: string;
}

describe('moving a printed QR poster', () => {
  it('moves the code from the QR dialog, and the printed code then opens the other listing', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, errors } = await openPage(browser, viewport);
      // An agency of its own (Plus: five listings): the demo's listings are the other tests'.
      await registerSubscribedOwner(page, `qr-cartel-${viewport.width}`, 'Plus');
      const origin = new URL(page.url()).origin;
      const create = async (title: string): Promise<Created> => {
        const res = await page.request.post('/api/listings', {
          headers: { origin },
          data: { energyStatus: 'in_progress', title, price: '245000', city: 'Sevilla' },
        });
        expect(res.status()).toBe(201);
        return (await res.json()).listing;
      };
      const sold = await create(`Piso vendido en Triana ${viewport.width}`);
      const next = await create(`Casa nueva en Nervión ${viewport.width}`);

      await page.goto('/dashboard/listings');
      await page.getByRole('article', { name: sold.title }).getByRole('button', { name: 'QR' }).click();
      const dialog = page.getByRole('dialog', { name: 'Código QR' });
      const target = dialog.getByTestId('poster-target');
      await expect.poll(() => target.textContent()).toBe(`Ahora abre: ${sold.title}`);
      const select = dialog.getByRole('combobox', { name: 'Llevar el cartel a' });
      await select.selectOption({ label: next.title });
      // Before saving, the dialog says what happens to the posters in the window and to this listing.
      const warning = dialog.getByTestId('poster-moves-away');
      await expect
        .poll(() => warning.textContent())
        .toBe(
          `Los carteles de «${sold.title}» ya impresos abrirán «${next.title}». Este inmueble recibirá un código QR nuevo: imprime su cartel otra vez.`,
        );
      await dialog.getByRole('heading', { name: '¿Qué abre este cartel?' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'qr-repoint-warning', dialog);
      await dialog.getByRole('button', { name: 'Guardar destino' }).click();
      await expect
        .poll(() =>
          page
            .getByText(
              'Destino guardado. Este inmueble tiene un código QR nuevo: imprime su cartel otra vez.',
            )
            .isVisible(),
        )
        .toBe(true);
      // The listing has a code of its own again: the dialog shows it, and it opens this listing.
      await expect.poll(() => dialog.getByText(`Código: ${sold.qrCode}`).count()).toBe(0);
      const fresh = (await (await page.request.get(`/api/listings/${sold.id}`)).json()).listing
        .qrCode as string;
      expect(fresh).not.toBe(sold.qrCode);
      await expect.poll(() => dialog.getByText(`Código: ${fresh}`).isVisible()).toBe(true);
      await expect.poll(() => target.textContent()).toBe(`Ahora abre: ${sold.title}`);
      expect(await warning.count()).toBe(0);
      // The old code is listed under this listing's earlier posters, leading to the other one.
      const earlier = dialog.getByTestId('earlier-poster');
      await expect
        .poll(() => earlier.textContent())
        .toContain(`código ${sold.qrCode} · Ahora abre: ${next.title}`);
      await earlier.scrollIntoViewIfNeeded();
      await screenshot(page, 'qr-repoint-dialog');
      await screenshot(page, 'qr-repoint-dialog-panel', dialog);
      await expectAccessible(page);

      // The new code, scanned: this listing; the poster printed from now on carries it.
      await page.goto(`/q/${fresh}`);
      expect(new URL(page.url()).pathname).toBe(`/l/${sold.slug}`);
      await page.goto(`/dashboard/listings/${sold.id}/poster`);
      await expect.poll(() => page.getByText(`Código: ${fresh}`).first().isVisible()).toBe(true);

      // The printed code, scanned: the other listing's page.
      await page.goto(`/q/${sold.qrCode}`);
      expect(new URL(page.url()).pathname).toBe(`/l/${next.slug}`);
      await expect
        .poll(() => page.getByRole('heading', { name: next.title, level: 1 }).isVisible())
        .toBe(true);

      // The sold listing is deleted: its poster is listed, and can be sent to the agency page.
      const deleted = await page.request.delete(`/api/listings/${sold.id}`, { headers: { origin } });
      expect(deleted.status()).toBe(204);
      await page.goto('/dashboard/listings');
      const orphans = page.getByRole('region', { name: 'Carteles de inmuebles borrados' });
      const row = orphans.getByTestId('orphan-poster').filter({ hasText: sold.qrCode });
      await expect.poll(() => row.getByText(`Ahora abre: ${next.title}`).isVisible()).toBe(true);
      await row
        .getByRole('combobox', { name: 'Llevar el cartel a' })
        .selectOption({ label: 'La página de tu agencia' });
      await row.getByRole('button', { name: 'Guardar destino' }).click();
      await expect.poll(() => row.getByText('Ahora abre la página de tu agencia.').isVisible()).toBe(true);
      await orphans.scrollIntoViewIfNeeded();
      await screenshot(page, 'qr-orphan-posters', orphans);
      await expectAccessible(page);
      await page.goto(`/q/${sold.qrCode}`);
      expect(new URL(page.url()).pathname).toMatch(/^\/agency\/[a-z0-9-]+$/);

      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
