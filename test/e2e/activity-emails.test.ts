import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { outboxArticle, registerSubscribedOwner } from '../support/flows';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const switchState = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Notificaciones' })
    .getByRole('switch', { name })
    .getAttribute('aria-checked');

const hrefIn = async (article: ReturnType<Page['locator']>, contains: string) =>
  (await article.locator(`a[href*="${contains}"]`).first().getAttribute('href'))!;

describe('activity e-mails: scan alert, summaries and their one-click unsubscribe', () => {
  it('arrive in the outbox, and the unsubscribe link works signed out and shows in Settings', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await registerSubscribedOwner(page, 'resumenes', 'Plus');
    const me = await (await page.request.get('/api/me')).json();
    const to: string = me.agency.email ?? me.user.email;

    // Scan alerts are off by default: the owner switches them on in Settings.
    await page.goto('/dashboard/settings');
    await expect.poll(() => switchState(page, 'Escaneos por e-mail'), { timeout: 15_000 }).toBe('false');
    await page
      .getByRole('region', { name: 'Notificaciones' })
      .getByRole('switch', { name: 'Escaneos por e-mail' })
      .click();
    await expect.poll(() => switchState(page, 'Escaneos por e-mail'), { timeout: 15_000 }).toBe('true');

    const created = await page.request.post('/api/listings', {
      data: {
        energyStatus: 'in_progress',
        title: 'Ático con terraza',
        address: 'Carrer de Verdi 10',
        city: 'Barcelona',
        published: true,
      },
    });
    expect(created.status()).toBe(201);
    const { listing } = await created.json();
    for (let i = 0; i < 2; i++) {
      const scan = await page.request.get(`/q/${listing.qrCode}`, {
        maxRedirects: 0,
        headers: { 'user-agent': IPHONE },
      });
      expect(scan.status()).toBe(302);
    }
    const lead = await page.request.post(`/api/public/listings/${listing.slug}/leads`, {
      data: {
        firstName: 'Ana',
        lastName: 'García',
        contactMethod: 'email',
        email: 'ana@example.es',
        consent: true,
      },
    });
    expect(lead.status()).toBe(201);

    // The scan alert: one e-mail with the day's count, a moment after the first scan (an hour in production).
    const alert = await outboxArticle(page, to, 'Tu cartel de Ático con terraza se ha escaneado 2 veces hoy');
    expect(await alert.getByText('List-Unsubscribe-Post').isVisible()).toBe(true);
    const alertHtml = await hrefIn(alert, '/dev/outbox/');

    // The summaries leave at 8:00 the next day; the developer's button sends today's now.
    await page.getByRole('button', { name: 'Enviar ya los resúmenes de hoy y de esta semana' }).click();
    const daily = await outboxArticle(page, to, 'Tu resumen del');
    // The scans came from the signed-in member's own browser: not visitors. The lead's sender viewed the page.
    expect(await daily.textContent()).toContain('1 vista y 1 lead');
    expect(await daily.textContent()).toContain('Conversión: 100,0');
    expect(await daily.textContent()).toContain('Tu mejor inmueble: Ático con terraza');
    await outboxArticle(page, to, 'Tu resumen semanal');
    const dailyHtml = await hrefIn(daily, '/dev/outbox/');
    const unsubscribe = await hrefIn(daily, '/email/unsubscribe');

    for (const viewport of [PHONE, DESKTOP]) {
      const visitor = await openPage(browser, viewport);
      for (const [href, name] of [
        [dailyHtml, 'email-daily-summary'],
        [alertHtml, 'email-scan-alert'],
      ] as const) {
        await visitor.page.goto(href);
        await visitor.page.getByText('Escaparate').first().waitFor();
        await screenshot(visitor.page, name);
        const overflow = await visitor.page.evaluate(
          () => document.documentElement.scrollWidth > window.innerWidth,
        );
        expect(overflow, name).toBe(false);
      }
      // Signed out, as from a mail app: the link asks first.
      await visitor.page.goto(unsubscribe);
      await visitor.page.getByText('¿Quieres dejar de recibir el resumen diario de').waitFor();
      await screenshot(visitor.page, 'email-unsubscribe');
      await expectAccessible(visitor.page);
      // Last, so both widths saw the question first.
      if (viewport === DESKTOP) {
        await visitor.page.getByRole('button', { name: 'Darme de baja' }).click();
        await visitor.page.getByRole('heading', { name: 'Te has dado de baja' }).waitFor();
        expect(await visitor.page.getByText('Ya no recibirás el resumen diario.').isVisible()).toBe(true);
        await screenshot(visitor.page, 'email-unsubscribed');
      }
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    }

    // The owner's Settings show the same preference off; the others as they were.
    await page.goto('/dashboard/settings');
    await expect.poll(() => switchState(page, 'Resumen diario'), { timeout: 15_000 }).toBe('false');
    expect(await switchState(page, 'Resumen semanal')).toBe('true');
    expect(await switchState(page, 'Escaneos por e-mail')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });
});
