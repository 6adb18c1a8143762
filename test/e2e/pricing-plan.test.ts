import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTexts } from '../../src/shared/auth-texts';
import { paths } from '../../src/shared/paths';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { fillLogin, mailLink, newEmail, registerAndSignIn, signInAsDemo } from '../support/flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PASSWORD = 'secreto-123';

/** On the local checkout page: the plan it is for, from its summary. */
async function checkoutPlan(page: Page): Promise<string | undefined> {
  await page.waitForURL('**/billing/checkout/**');
  const row = page.locator('dt', { hasText: 'Plan' }).locator('xpath=following-sibling::dd');
  await row.waitFor();
  return (await row.textContent())?.trim();
}

describe('the plan chosen on /pricing is the one checked out', () => {
  it('a new visitor clicks Plus → registers → confirms the e-mail → signs in → checkout for Plus', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    const email = newEmail('precio-plus');
    await page.goto(paths.pricing);
    // No made-up customer: until real quotes (with consent) exist, examples said to be examples.
    const examples = page.getByRole('region', { name: 'Cómo pueden usarlo las agencias' });
    await examples.scrollIntoViewIfNeeded();
    expect(await examples.getByText('no son opiniones de clientes', { exact: false }).isVisible()).toBe(true);
    expect(await page.getByText('Lucía Fernández').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Lo que dicen las agencias' }).count()).toBe(0);
    await screenshot(page, 'pricing-examples');
    await page.getByRole('link', { name: 'Probar Plus gratis' }).click();
    await page.waitForURL(`**${paths.auth.registerForPlan('plus')}`);
    await expect
      .poll(() => page.getByText('Plan elegido: Plus (18,99 €/mes, IVA incluido)').isVisible())
      .toBe(true);
    expect(await page.title()).toBe('Crear cuenta · Escaparate');
    await expectAccessible(page);
    await screenshot(page, 'register-with-plan');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'register-with-plan');

    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
    await page.getByLabel('He leído y acepto los Términos y la Política de privacidad').check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect.poll(() => page.getByText('Registro exitoso: verifica tu email').isVisible()).toBe(true);
    // The sign-in page right after registering already continues to the plan's checkout...
    await page.waitForURL((url) => url.pathname === paths.auth.login);
    expect(new URL(page.url()).searchParams.get('from')).toBe(paths.billing.start('plus'));

    // ...and so does the confirmation e-mail's link (opened later, maybe in another tab).
    await page.goto(await mailLink(page, email, '/api/auth/verify-email'));
    await page.waitForURL(
      (url) => url.pathname === paths.auth.login && url.searchParams.get('verified') === '1',
    );
    expect(new URL(page.url()).searchParams.get('from')).toBe(paths.billing.start('plus'));
    await expect.poll(() => page.getByText(authTexts.emailVerified).isVisible()).toBe(true);
    await fillLogin(page, email, PASSWORD);

    expect(await checkoutPlan(page)).toBe('Plus');
    await expect.poll(() => page.getByText('45 días de prueba gratis').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Confirmar suscripción de prueba' }).click();
    await expect
      .poll(() => page.getByText('¡Suscripción activada!').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.goto(paths.dashboard.settings);
    const section = page.getByRole('region', { name: 'Suscripción' });
    await expect.poll(() => section.getByText('18,99', { exact: false }).first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a signed-in user without a plan goes straight to checkout for the plan, from /pricing or a register link', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await registerAndSignIn(page, newEmail('precio-dentro'));
    await page.goto(paths.pricing);
    await page.getByRole('button', { name: 'Elegir Pro' }).click();
    expect(await checkoutPlan(page)).toBe('Pro');

    // A sign-up link with a plan, opened by someone already signed in.
    await page.goto(paths.auth.registerForPlan('smart'));
    expect(await checkoutPlan(page)).toBe('Smart');

    // A checkout that cannot start says so and tries again on request.
    await page.route('**/api/billing/checkout', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'No disponible' } } }),
    );
    await page.goto(paths.billing.start('plus'));
    await expect
      .poll(() => page.getByRole('heading', { name: 'No se pudo iniciar el pago' }).isVisible())
      .toBe(true);
    await page.unroute('**/api/billing/checkout');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    expect(await checkoutPlan(page)).toBe('Plus');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an agency that already has a plan is sent to change it in Settings; a made-up plan goes to /pricing', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signInAsDemo(page);
    await page.goto(paths.billing.start('plus'));
    await expect
      .poll(() => page.getByRole('heading', { name: 'Ya tienes un plan activo' }).isVisible())
      .toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'checkout-start-subscribed');
    await page.getByRole('link', { name: 'Cambiar de plan' }).click();
    await page.waitForURL(`**${paths.dashboard.settings}`);

    await page.goto('/billing/start?plan=gold');
    await page.waitForURL(`**${paths.pricing}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signed out, the checkout link asks to sign in first and continues afterwards', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await page.goto(paths.billing.start('smart'));
    await page.waitForURL((url) => url.pathname === paths.auth.login);
    expect(new URL(page.url()).searchParams.get('from')).toBe(paths.billing.start('smart'));
    await context.close();
  });
});
