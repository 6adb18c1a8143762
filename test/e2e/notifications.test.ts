import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { outboxArticle, registerSubscribedOwner } from '../support/flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 });

const section = (page: Page) => page.getByRole('region', { name: 'Notificaciones' });
const checked = (page: Page, name: string) =>
  section(page).getByRole('switch', { name }).getAttribute('aria-checked');
/** The switch's state, once the page shows it (after a navigation or a save). */
const expectChecked = (page: Page, name: string) =>
  expect.poll(() => checked(page, name), { timeout: 15_000 });

describe('Settings → Notificaciones', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`saves a preference for real (${viewport.width} px)`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await registerSubscribedOwner(page, 'avisos');
      await page.goto('/dashboard/settings');

      // The defaults (decision 017 → Leads): leads e-mail on, scans off, daily and weekly summaries on.
      await expectChecked(page, 'Nuevos leads por e-mail').toBe('true');
      expect(await checked(page, 'Escaneos por e-mail')).toBe('false');
      expect(await checked(page, 'Resumen diario')).toBe('true');
      expect(await checked(page, 'Resumen semanal')).toBe('true');
      // Every preference is sent now: nothing says "Próximamente" any more.
      expect(await section(page).getByText('Próximamente').count()).toBe(0);
      expect(await section(page).getByText('darte de baja con un clic', { exact: false }).isVisible()).toBe(
        true,
      );

      await section(page).getByRole('switch', { name: 'Nuevos leads por e-mail' }).click();
      await expectChecked(page, 'Nuevos leads por e-mail').toBe('false');
      await visible(page, 'Preferencias guardadas').toBe(true);
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/api/notification-preferences') && r.request().method() === 'PUT',
      );
      await section(page).getByRole('switch', { name: 'Resumen semanal' }).click();
      expect((await saved).status()).toBe(200);

      await page.reload();
      await expectChecked(page, 'Nuevos leads por e-mail').toBe('false');
      expect(await checked(page, 'Resumen semanal')).toBe('false');
      expect(await checked(page, 'Resumen diario')).toBe('true');

      // From the top, so the phone's sticky header is not captured over the section.
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'settings-notifications');
      await expectAccessible(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("sends the new-lead alert with the rental's operation, type, reference and monthly price", async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await registerSubscribedOwner(page, 'aviso-alquiler');
    const me = await (await page.request.get('/api/me')).json();
    const to: string = me.agency.email ?? me.user.email;
    const created = await page.request.post('/api/listings', {
      data: {
        energyStatus: 'in_progress',
        title: 'Piso con balcón en Lavapiés',
        address: 'Calle del Ave María 20',
        city: 'Madrid',
        operation: 'rent',
        propertyType: 'piso',
        reference: 'LAV-118',
        price: '1200',
        depositMonths: '2',
      },
    });
    expect(created.status()).toBe(201);
    const { listing } = await created.json();
    const lead = await page.request.post(`/api/public/listings/${listing.slug}/leads`, {
      data: {
        firstName: 'Irene',
        lastName: 'Campos',
        contactMethod: 'email',
        email: 'irene@example.es',
        consent: true,
      },
    });
    expect(lead.status()).toBe(201);

    const alert = await outboxArticle(page, to, 'Nuevo lead: Irene Campos · Piso con balcón en Lavapiés');
    const text = (await alert.textContent()) ?? '';
    expect(text).toContain('Alquiler · Piso · Ref. LAV-118');
    expect(text).toContain('1.200\u00a0€/mes');
    const html = (await alert.locator('a[href*="/dev/outbox/"]').first().getAttribute('href'))!;
    for (const viewport of [PHONE, DESKTOP]) {
      const reader = await openPage(browser, viewport);
      await reader.page.goto(html);
      await reader.page.getByText('Alquiler · Piso · Ref. LAV-118').waitFor();
      expect(await reader.page.getByText('1.200\u00a0€/mes').isVisible()).toBe(true);
      await screenshot(reader.page, 'email-lead-alert-rent');
      const overflow = await reader.page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      );
      expect(overflow).toBe(false);
      expect(reader.errors).toEqual([]);
      await reader.context.close();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('puts the switch back and says so when the save fails', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await registerSubscribedOwner(page, 'avisos-error');
    await page.goto('/dashboard/settings');
    await expectChecked(page, 'Escaneos por e-mail').toBe('false');
    await page.route('**/api/notification-preferences', (route) =>
      route.request().method() === 'PUT' ? route.abort('failed') : route.continue(),
    );
    await section(page).getByRole('switch', { name: 'Escaneos por e-mail' }).click();
    await visible(page, 'No se pudieron guardar las preferencias.').toBe(true);
    expect(await checked(page, 'Escaneos por e-mail')).toBe('false');
    await page.unroute('**/api/notification-preferences');
    await page.reload();
    await expectChecked(page, 'Escaneos por e-mail').toBe('false');
    await context.close();
  });
});
