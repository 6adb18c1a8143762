import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from '../support/app-server';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe';
import { newEmail, registerAndSignIn, signInAsDemo } from '../support/flows';
import { STRIPE_TEST_PRICES } from '../support/stripe-app';

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
  it('register → plan page → Plus → test checkout → dashboard; trial shown; cancel keeps the trial, Reanudar undoes it', async () => {
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

    // Cancelling in the trial keeps access until the trial ends, charges nothing, and can be undone.
    await section.getByRole('button', { name: 'Cancelar suscripción' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect
      .poll(() => confirm.getByText('y entonces termina sin ningún cargo', { exact: false }).isVisible())
      .toBe(true);
    expect(await confirm.getByText('ahora mismo', { exact: false }).count()).toBe(0);
    await screenshot(page, 'cancel-dialog-trial', confirm);
    await confirm.getByRole('button', { name: 'Sí, cancelar' }).click();
    await expect.poll(() => page.getByText('Suscripción cancelada').isVisible()).toBe(true);
    await expect
      .poll(() => section.getByText('Has cancelado: tu prueba termina el', { exact: false }).isVisible())
      .toBe(true);
    expect(await section.getByRole('button', { name: 'Cancelar suscripción' }).count()).toBe(0);
    await screenshot(page, 'settings-cancel-scheduled', section);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'settings-cancel-scheduled', section);
    await page.setViewportSize(DESKTOP);
    await expectAccessible(page);
    await page.goto('/dashboard');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Hola, bienvenido a Escaparate' }).isVisible())
      .toBe(true);
    await page.goto('/dashboard/settings');
    await section.getByRole('button', { name: 'Reanudar suscripción' }).click();
    await expect.poll(() => page.getByText('Suscripción reanudada').isVisible()).toBe(true);
    await expect.poll(() => section.getByText('Te quedan 45 días de prueba').isVisible()).toBe(true);
    await expect
      .poll(() => section.getByRole('button', { name: 'Cancelar suscripción' }).isVisible())
      .toBe(true);
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
    // A dearer plan shows its price and when it is charged before anything changes.
    await dialog.getByRole('button', { name: 'Cambiar a Pro' }).click();
    await expect.poll(() => dialog.getByText('39,99 €/mes', { exact: false }).isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('IVA incluido').isVisible()).toBe(true);
    await expect
      .poll(() => dialog.getByText('Hoy no se cobra nada: estás en el periodo de prueba.').isVisible())
      .toBe(true);
    await expect
      .poll(() => dialog.getByText('Tu prueba termina el', { exact: false }).isVisible())
      .toBe(true);
    // As a browser's POST would, it says where it comes from (with a cookie and no Origin, only JSON goes).
    const synced = await page.request.post('/api/billing/check-subscription', {
      headers: { origin: new URL(page.url()).origin },
    });
    expect((await synced.json()).plan_code).toBe('smart');
    await screenshot(page, 'change-plan-upgrade-trial', dialog);
    await expectAccessible(page);
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'change-plan-upgrade-trial', dialog);
    await page.setViewportSize(PHONE);
    await dialog.getByRole('button', { name: 'Cambiar a Pro' }).click();
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
      // Every price says IVA is included.
      await expect.poll(() => page.getByText('IVA incluido', { exact: true }).count()).toBe(3);
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
    fake = await startFakeStripe({ prices: STRIPE_TEST_PRICES });
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

  it('register → Plus → Stripe Checkout → webhook → activated; upgrade priced; cancel at period end; no second trial', async () => {
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

    // Ten days into a paid month: the upgrade shows Stripe's proration, charged today.
    const now = Math.floor(Date.now() / 1000);
    Object.assign(subscription, { status: 'active', trial_end: null });
    subscription.items.data[0].current_period_start = now - 10 * 86_400;
    subscription.items.data[0].current_period_end = now + 20 * 86_400;
    await fake.sendEvent('customer.subscription.updated', subscription);
    await page.reload();
    const section = page.getByRole('region', { name: 'Suscripción' });
    await section.getByRole('button', { name: 'Cambiar de plan' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cambiar a Pro' }).click();
    await expect.poll(() => dialog.getByText('Hoy se cobra').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('Tiempo no usado de Plus').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('IVA incluido').isVisible()).toBe(true);
    await screenshot(page, 'change-plan-upgrade-proration', dialog);
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'change-plan-upgrade-proration', dialog);
    await dialog.getByRole('button', { name: /^Cambiar a Pro y pagar/ }).click();
    await expect.poll(() => page.getByText('Suscripción actualizada').isVisible()).toBe(true);
    expect(fake.invoices.size).toBe(1);
    expect([...fake.invoices.values()][0].total).toBeGreaterThan(1300);

    // Cancelling keeps the paid month; when Stripe ends it, choosing a plan again has no trial.
    await section.getByRole('button', { name: 'Cancelar suscripción' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect
      .poll(() => confirm.getByText('el final del periodo ya pagado', { exact: false }).isVisible())
      .toBe(true);
    await confirm.getByRole('button', { name: 'Sí, cancelar' }).click();
    await expect
      .poll(() => section.getByText('Has cancelado: tu acceso termina el', { exact: false }).isVisible())
      .toBe(true);
    expect(subscription.cancel_at_period_end).toBe(true);
    await fake.sendEvent(
      'customer.subscription.deleted',
      { ...subscription, status: 'canceled' },
      { created: Math.floor(Date.now() / 1000) + 5 },
    );
    await page.goto('/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Elige tu plan' }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('ya usó su prueba gratuita', { exact: false }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Elegir Plus' }).click();
    await page.waitForURL(`${fake.url}/checkout/**`);
    expect(await page.getByText('Prueba gratuita', { exact: false }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
