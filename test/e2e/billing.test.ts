import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from '../support/app-server';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe';
import { newEmail, registerAndSignIn, signInAsDemo } from '../support/flows';

let browser: Browser;

/** From the plan page: chooses a plan and confirms the test-mode checkout with its trial. */
async function subscribeInTestMode(page: Page, plan: string) {
  await page.getByRole('button', { name: `Elegir ${plan}` }).click();
  await page.waitForURL('**/billing/checkout/**');
  await page.getByRole('button', { name: 'Confirmar suscripción de prueba' }).click();
  await expect
    .poll(() => page.getByText('¡Suscripción activada!').isVisible(), { timeout: 15_000 })
    .toBe(true);
}
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('plans and payments in local test mode', () => {
  it('register → plan page → Plus → test checkout → dashboard; trial shown; cancel → plan page', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await registerAndSignIn(page, newEmail('plan'));
    await expect.poll(() => page.getByRole('heading', { name: 'Elige tu plan' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('MÁS POPULAR').isVisible()).toBe(true);
    for (const price of ['8,99', '18,99', '39,99']) {
      await expect.poll(() => page.getByText(price, { exact: false }).first().isVisible()).toBe(true);
    }
    await screenshot(page, 'plan-page');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Elegir Plus' }).click();
    await page.waitForURL('**/billing/checkout/**');
    await expect
      .poll(() => page.getByText('Modo de prueba', { exact: false }).first().isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('45 días de prueba gratis').isVisible()).toBe(true);
    await screenshot(page, 'local-checkout');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Confirmar suscripción de prueba' }).click();

    await page.waitForURL('**/dashboard**');
    await expect
      .poll(() => page.getByText('¡Suscripción activada!').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Hola, bienvenido a Escaparate' }).isVisible())
      .toBe(true);
    await expect.poll(() => new URL(page.url()).search).toBe('');

    await page.goto('/dashboard/settings');
    const section = page.getByRole('region', { name: 'Suscripción' });
    await expect.poll(() => section.getByText('Te quedan 45 días de prueba').isVisible()).toBe(true);
    await expect.poll(() => section.getByText('En periodo de prueba').isVisible()).toBe(true);
    await expect.poll(() => section.getByText('18,99', { exact: false }).first().isVisible()).toBe(true);
    await screenshot(page, 'settings-subscription');
    await expectAccessible(page);

    await section.getByRole('button', { name: 'Cancelar suscripción' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect
      .poll(() => confirm.getByText('tu acceso al panel termina ahora mismo', { exact: false }).isVisible())
      .toBe(true);
    await confirm.getByRole('button', { name: 'Sí, cancelar ahora' }).click();
    await page.goto('/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Elige tu plan' }).isVisible()).toBe(true);

    // One trial per agency: choosing a plan again promises no trial and charges today.
    await expect
      .poll(() => page.getByText('ya usó su prueba gratuita', { exact: false }).isVisible())
      .toBe(true);
    expect(await page.getByText('45 días de prueba gratis', { exact: false }).count()).toBe(0);
    await screenshot(page, 'plan-page-no-trial');
    await page.goto('/pricing');
    await expect
      .poll(() => page.getByText('ya usó su prueba gratuita', { exact: false }).isVisible())
      .toBe(true);
    expect(await page.getByText('45 días de prueba gratis', { exact: false }).count()).toBe(0);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Elegir Plus' }).click();
    await page.waitForURL('**/billing/checkout/**');
    await expect.poll(() => page.getByText('Se cobrará 18,99', { exact: false }).isVisible()).toBe(true);
    for (const promise of ['días de prueba gratis', 'Durante la prueba no se cobra nada']) {
      expect(await page.getByText(promise, { exact: false }).count()).toBe(0);
    }
    expect(await page.getByRole('button', { name: 'Confirmar suscripción de prueba' }).count()).toBe(0);
    expect(await page.title()).toBe('Confirmar suscripción · Escaparate');
    await screenshot(page, 'local-checkout-no-trial');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Confirmar suscripción', exact: true }).click();
    await expect
      .poll(() => page.getByText('¡Suscripción activada!').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.goto('/dashboard/settings');
    await expect.poll(() => section.getByText('Activa', { exact: true }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a smaller plan says what goes to Borrador first and keeps the listing the user picks', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await registerAndSignIn(page, newEmail('rebaja'));
    await subscribeInTestMode(page, 'Plus');
    const created = await page.evaluate(async () => {
      const ids: string[] = [];
      for (const title of ['Piso antiguo en Ruzafa', 'Ático nuevo en Benimaclet']) {
        const res = await fetch('/api/listings', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ title, city: 'Valencia', energyStatus: 'in_progress' }),
        });
        ids.push((await res.json()).listing.id);
      }
      return ids;
    });

    await page.goto('/dashboard/settings');
    const section = page.getByRole('region', { name: 'Suscripción' });
    await section.getByRole('button', { name: 'Cambiar de plan' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cambiar a Smart' }).click();
    await expect.poll(() => dialog.getByText('1 inmueble pasará a Borrador').isVisible()).toBe(true);
    await expect
      .poll(() => dialog.getByText('su microsite no se muestra y su código QR', { exact: false }).isVisible())
      .toBe(true);
    // The oldest is kept unless the user picks another.
    const oldest = dialog.getByRole('radio', { name: /Piso antiguo en Ruzafa/ });
    const newest = dialog.getByRole('radio', { name: /Ático nuevo en Benimaclet/ });
    expect(await oldest.isChecked()).toBe(true);
    expect(await newest.isChecked()).toBe(false);
    await newest.check();
    await screenshot(page, 'change-plan-downgrade', dialog);
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'change-plan-downgrade', dialog);
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: 'Cambiar a Smart y pasar 1 inmueble a Borrador' }).click();
    await expect.poll(() => page.getByText('Suscripción actualizada').isVisible()).toBe(true);

    const published = await page.evaluate(async () => {
      const { listings } = await (await fetch('/api/listings')).json();
      return listings.filter((l: { published: boolean }) => l.published).map((l: { id: string }) => l.id);
    });
    expect(published).toEqual([created[1]]);
    await page.goto('/dashboard/listings');
    await expect
      .poll(() => page.getByTestId('listings-usage').textContent())
      .toBe('1 de 1 inmueble publicado · Plan Smart');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('changes plan from settings and opens the portal in a new tab', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await registerAndSignIn(page, newEmail('cambio'));
    await subscribeInTestMode(page, 'Smart');

    await page.goto('/dashboard/settings');
    const section = page.getByRole('region', { name: 'Suscripción' });
    await section.getByRole('button', { name: 'Cambiar de plan' }).click();
    const dialog = page.getByRole('dialog');
    await screenshot(page, 'change-plan');
    await dialog.getByRole('button', { name: /Pro/ }).click();
    await expect.poll(() => page.getByText('Suscripción actualizada').isVisible()).toBe(true);
    await expect.poll(() => section.getByText('39,99', { exact: false }).first().isVisible()).toBe(true);

    const [portal] = await Promise.all([
      context.waitForEvent('page'),
      section.getByRole('button', { name: 'Gestionar suscripción' }).click(),
    ]);
    await portal.waitForURL('**/billing/portal');
    await expect
      .poll(() => portal.getByRole('heading', { name: 'Gestionar suscripción' }).isVisible())
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the demo account goes straight to the dashboard', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signInAsDemo(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pricing shows the plans from the database, at 390 and 1280 px', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, errors } = await openPage(browser, viewport);
      await page.goto('/pricing');
      await expect.poll(() => page.getByText('MÁS POPULAR').isVisible()).toBe(true);
      await expect
        .poll(() => page.getByText('45 días de prueba gratis', { exact: false }).first().isVisible())
        .toBe(true);
      await expect
        .poll(() => page.getByRole('link', { name: 'Reservar una reunión' }).getAttribute('href'))
        .toMatch(/^mailto:/);
      await screenshot(page, 'pricing');
      await expectAccessible(page);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('plans and payments with Stripe (local fake Stripe server)', () => {
  let fake: FakeStripe;
  let server: AppServer;
  beforeAll(async () => {
    fake = await startFakeStripe();
    server = await startAppServer({
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
      STRIPE_PRICE_SMART: 'price_smart',
      STRIPE_PRICE_PLUS: 'price_plus',
      STRIPE_PRICE_PRO: 'price_pro',
      STRIPE_API_BASE: fake.url,
    });
    fake.setWebhook({ url: `${server.baseURL}/api/billing/webhook`, secret: 'whsec_e2e' });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  it('register → plan page → Plus → Stripe Checkout → webhook → dashboard activated', async () => {
    const { page, context, errors } = await openPage(browser, PHONE, server.baseURL);
    await registerAndSignIn(page, newEmail('stripe'));
    await page.getByRole('button', { name: 'Elegir Plus' }).click();
    await page.waitForURL(`${fake.url}/checkout/**`);
    await page.getByRole('button', { name: 'Pagar y suscribirse' }).click();
    await page.waitForURL(`${server.baseURL}/dashboard**`);
    await expect
      .poll(() => page.getByText('¡Suscripción activada!').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.goto('/dashboard/settings');
    await expect.poll(() => page.getByText('Te quedan 45 días de prueba').isVisible()).toBe(true);
    const subscription = [...fake.subscriptions.values()].at(-1);
    expect(subscription.status).toBe('trialing');
    expect(subscription.items.data[0].price.id).toBe('price_plus');
    expect(errors).toEqual([]);
    await context.close();
  });
});
