import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactTexts } from '../../src/shared/contact';
import { newsletterTexts } from '../../src/shared/newsletter';
import {
  baseURL,
  DESKTOP,
  expectAccessible,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
} from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The development outbox lists every e-mail the server sent (the mail job runs in the server). */
async function outboxHas(page: Page, text: string): Promise<boolean> {
  const res = await page.request.get('/dev/outbox');
  return (await res.text()).includes(text);
}

const noJs = (viewport: typeof PHONE) =>
  browser.newContext({ viewport, javaScriptEnabled: false, locale: 'es-ES', baseURL: baseURL() });

describe('/contact', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`at ${viewport.width} px, without JavaScript: errors keep what was typed, then the confirmation and both e-mails`, async () => {
      const context = await noJs(viewport);
      const page = await context.newPage();
      const sender = `e2e-${Date.now()}@inmobiliaria.es`;
      await page.goto('/contact');
      expect(
        await page.getByRole('heading', { level: 1, name: 'Hablemos de tu inmobiliaria' }).isVisible(),
      ).toBe(true);
      await screenshot(page, 'contact');
      await page.getByLabel('Nombre *').fill('Lucía Martín');
      await page.getByLabel('E-mail *').fill('lucia@');
      await page.getByLabel('Empresa').fill('Martín Inmuebles');
      await page.getByLabel('Asunto *').fill('Más de 15 inmuebles');
      await page.getByRole('button', { name: 'Enviar mensaje' }).click();
      await expect.poll(() => page.getByText(contactTexts.messageRequired).first().isVisible()).toBe(true);
      expect(await page.getByText(contactTexts.invalidEmail).first().isVisible()).toBe(true);
      expect(await page.getByLabel('Nombre *').inputValue()).toBe('Lucía Martín');
      expect(await page.getByLabel('Empresa').inputValue()).toBe('Martín Inmuebles');
      await screenshot(page, 'contact-errors');

      await page.getByLabel('E-mail *').fill(sender);
      await page.getByLabel('Mensaje *').fill('Tenemos 22 pisos. ¿Qué opciones hay?');
      await page.getByRole('button', { name: 'Enviar mensaje' }).click();
      await expect
        .poll(() => page.getByRole('heading', { name: '¡Mensaje enviado!' }).isVisible())
        .toBe(true);
      expect(new URL(page.url()).search).toBe('?enviado=1');
      await screenshot(page, 'contact-sent');
      // Stored and mailed by the server's job: the confirmation to the sender is in the outbox.
      await expect.poll(() => outboxHas(page, `Para: ${sender}`), { timeout: 20_000 }).toBe(true);
      expect(await outboxHas(page, 'Contacto web: Más de 15 inmuebles · Lucía Martín')).toBe(true);
      await context.close();
    });
  }

  for (const viewport of [PHONE, DESKTOP]) {
    it(`at ${viewport.width} px, without JavaScript: signs up from the box at the bottom, confirms and unsubscribes`, async () => {
      const context = await noJs(viewport);
      const page = await context.newPage();
      const reader = `lector-${Date.now()}@inmobiliaria.es`;
      await page.goto('/contact');
      await page.getByLabel('Tu e-mail').fill(reader);
      await page.getByRole('button', { name: 'Suscribirme' }).click();
      await expect.poll(() => page.getByText(newsletterTexts.sent).isVisible()).toBe(true);
      await screenshot(page, 'newsletter-sent');
      await expect.poll(() => outboxHas(page, `Para: ${reader}`), { timeout: 20_000 }).toBe(true);

      // The links of that e-mail: confirm, then unsubscribe (the page asks; the button acts).
      const outbox = await (await page.request.get('/dev/outbox')).text();
      const mail = outbox.split('<article>').find((a) => a.includes(`Para: ${reader}`))!;
      const link = (kind: string) =>
        mail.match(new RegExp(`href="([^"]*/newsletter/${kind}\\?token=[^"]+)"`))![1]!.replace(/&amp;/g, '&');
      await page.goto(link('confirm'));
      expect(await page.getByRole('heading', { name: newsletterTexts.confirmedTitle }).isVisible()).toBe(
        true,
      );
      await screenshot(page, 'newsletter-confirmed');
      await page.goto(link('unsubscribe'));
      expect(await page.getByText(newsletterTexts.unsubscribeBody(reader)).isVisible()).toBe(true);
      await screenshot(page, 'newsletter-unsubscribe');
      await page.getByRole('button', { name: newsletterTexts.unsubscribeButton }).click();
      await expect
        .poll(() => page.getByRole('heading', { name: newsletterTexts.unsubscribedTitle }).isVisible())
        .toBe(true);
      await screenshot(page, 'newsletter-unsubscribed');
      await context.close();
    });
  }

  for (const viewport of [PHONE, DESKTOP]) {
    it(`at ${viewport.width} px: axe finds nothing serious on the page, its errors and the newsletter page`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await page.goto('/contact');
      await expectAccessible(page);
      await screenshot(page, 'contact-js');
      await page.getByRole('button', { name: 'Enviar mensaje' }).click();
      await expect.poll(() => page.getByText(contactTexts.nameRequired).first().isVisible()).toBe(true);
      await expectAccessible(page);
      await page.goto('/newsletter');
      await expectAccessible(page);
      await screenshot(page, 'newsletter');
      await page.goto(`/newsletter/unsubscribe?token=${'x'.repeat(43)}`);
      expect(await page.getByRole('heading', { name: newsletterTexts.unknownLinkTitle }).isVisible()).toBe(
        true,
      );
      await expectAccessible(page);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
