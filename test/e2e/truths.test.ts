import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_AGENTS } from '../support/activity';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { newEmail, registerAndSignIn } from '../support/flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A new agency on Smart, its checklist still open (expect.poll only runs inside a test). */
let owner: Page | undefined;
async function newAgency(): Promise<Page> {
  if (owner) return owner;
  const { page } = await openPage(browser, DESKTOP);
  await registerAndSignIn(page, newEmail('una-verdad'));
  await page.getByRole('button', { name: 'Elegir Smart' }).click();
  await page.waitForURL('**/billing/checkout/**');
  await page.getByRole('button', { name: 'Confirmar suscripción de prueba' }).click();
  await page.waitForURL('**/dashboard**');
  owner = page;
  return page;
}

const TABLET = { width: 768, height: 1024 };
type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The value shown next to a label (`<dt>Conversión</dt><dd>…</dd>`, with or without a colon). */
const figure = (scope: Locator, label: string) =>
  scope.locator(
    `xpath=.//dt[normalize-space()="${label}" or normalize-space()="${label}:"]/following-sibling::dd[1]`,
  );

describe('the onboarding checklist', () => {
  it('covers no quick action at 390, 768 and 1280 px, wherever the page is scrolled', async () => {
    const page = await newAgency();
    const checklist = page.getByTestId('onboarding-checklist');
    for (const viewport of [PHONE, TABLET, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/dashboard');
      await expect.poll(() => checklist.isVisible(), { timeout: 15_000 }).toBe(true);
      const cards = page.getByRole('region', { name: 'Acciones rápidas' }).getByRole('link');
      expect(await cards.count()).toBe(4);
      for (const card of await cards.all()) {
        await card.scrollIntoViewIfNeeded();
        const [box, list] = [await card.boundingBox(), await checklist.boundingBox()];
        expect(overlap(box!, list!), `checklist over a card at ${viewport.width} px`).toBe(false);
        // What a click reaches near the card's corners (inside the rounding) and at its centre is the card.
        const points = [
          [box!.x + 20, box!.y + 20],
          [box!.x + box!.width - 20, box!.y + box!.height - 20],
          [box!.x + box!.width / 2, box!.y + box!.height / 2],
        ];
        for (const point of points) {
          const hit = await card.evaluate((el, [x, y]) => {
            const top = document.elementFromPoint(x!, y!);
            return el.contains(top) ? 'card' : (top?.outerHTML.slice(0, 120) ?? 'nothing');
          }, point);
          expect(hit, `card covered at ${viewport.width} px`).toBe('card');
        }
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'truths-home-checklist');
    }
    await expectAccessible(page);
  });
});

describe('one figure, one format', () => {
  it('a decimal surface is rounded with a note; a WhatsApp lead keeps no stray e-mail; 50,0 % everywhere', async () => {
    const page = await newAgency();
    await page.setViewportSize(DESKTOP);
    await page.goto('/dashboard/listings');
    await page.getByRole('button', { name: 'Crear inmueble' }).first().click();
    const form = page.getByRole('dialog', { name: 'Nuevo inmueble' });
    await form.getByLabel('Título', { exact: true }).fill('Piso con patio en Ruzafa');
    await form.getByLabel('Precio (€)', { exact: true }).fill('245.000');
    await form.getByLabel('Superficie construida (m²)', { exact: true }).fill('85.5');
    await expect.poll(() => form.getByText('Se guardará como 86 m².').isVisible()).toBe(true);
    await screenshot(page, 'truths-listing-form-sqm');
    await form.getByRole('tab', { name: 'Certificado energético' }).click();
    await form.getByLabel('Situación del certificado').selectOption('in_progress');
    await form.getByRole('button', { name: 'Crear inmueble' }).click();
    await expect.poll(() => page.getByText('Inmueble creado').first().isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    const { listings } = await (await page.request.get('/api/listings')).json();
    const listing = listings[0];
    expect([listing.price, listing.specs.sqm]).toEqual([245000, 86]);

    for (const ua of [USER_AGENTS.mobile, USER_AGENTS.mobile]) {
      await page.request.get(`/q/${listing.qrCode}`, { headers: { 'user-agent': ua }, maxRedirects: 0 });
    }

    // A buyer types a wrong e-mail, changes her mind and asks for WhatsApp.
    const buyer = await openPage(browser, PHONE);
    await buyer.page.goto(`/l/${listing.slug}`);
    await buyer.page.waitForSelector('html[data-hydrated]');
    await buyer.page.getByRole('link', { name: 'Contactar' }).click();
    const dialog = buyer.page.getByRole('dialog', { name: '¡Me interesa esta propiedad!' });
    await dialog.getByLabel('Nombre *').fill('Lucía');
    await dialog.getByLabel('Apellidos *').fill('García');
    await dialog.getByLabel('E-mail *').fill('no-es-email');
    await dialog.getByText('WhatsApp', { exact: true }).click();
    await dialog.getByLabel('Teléfono (WhatsApp) *').fill('612 345 678');
    await dialog.getByRole('checkbox').check();
    const send = dialog.getByRole('button', { name: 'Enviar solicitud' });
    await expect.poll(() => send.isDisabled()).toBe(false);
    await send.click();
    await expect.poll(() => dialog.getByText('¡Solicitud enviada!', { exact: false }).isVisible()).toBe(true);
    expect(buyer.errors).toEqual([]);
    await buyer.context.close();

    const { leads } = await (await page.request.get('/api/leads')).json();
    expect(leads.map((l: { email: string | null; phone: string }) => [l.email, l.phone])).toEqual([
      [null, '612345678'],
    ]);

    // One buyer opened the page and sent the form (the member's own scans are not views): 100 %.
    const conversion = '100,0\u00a0%';
    await page.goto('/dashboard/listings');
    await expect
      .poll(() => figure(page.locator('main'), 'Conversión').first().textContent())
      .toBe(conversion);
    await screenshot(page, 'truths-listings');

    await page.goto('/dashboard');
    await expect
      .poll(() => page.getByTestId('kpi-conversion').locator('dd').first().textContent())
      .toBe(conversion);
    const recent = page.getByRole('region', { name: 'Inmuebles recientes' });
    expect(await figure(recent, 'Conversión').first().textContent()).toBe(conversion);

    await page.goto('/dashboard/analytics');
    await expect
      .poll(() => page.getByTestId('kpi-conversion').locator('dd').first().textContent())
      .toBe(conversion);
    expect(await figure(page.getByTestId('top-listings'), 'Conversión').first().textContent()).toBe(
      conversion,
    );
    await screenshot(page, 'truths-analytics');

    await page.goto('/dashboard/leads');
    const stats = page.getByRole('region', { name: 'Resumen de leads' });
    await expect.poll(() => figure(stats, 'Tasa de cierre').textContent()).toBe('0,0\u00a0%');
    expect(await page.getByRole('link', { name: 'Responder por WhatsApp' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Responder por e-mail' }).count()).toBe(0);
    await screenshot(page, 'truths-leads');
  });
});
