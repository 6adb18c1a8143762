import type { Page } from 'playwright-core';
import { expect } from 'vitest';

let n = 0;
/** A fresh address for each account a test creates. */
export const newEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++n}@example.es`;

/** Opens the local outbox as a developer would and returns the newest link for `to`. */
export async function mailLink(page: Page, to: string, contains: string): Promise<string> {
  await page.goto('/dev/outbox');
  const article = page.locator('article', { hasText: `Para: ${to}` }).first();
  const href = await article.locator(`a[href*="${contains}"]`).first().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

/**
 * The outbox article of the newest message to `to` whose text contains `subject`, once it is there
 * (jobs send it a moment later): the outbox is reloaded until it shows.
 */
export async function outboxArticle(page: Page, to: string, subject: string) {
  const article = page
    .locator('article', { hasText: `Para: ${to}` })
    .filter({ hasText: subject })
    .first();
  await expect
    .poll(
      async () => {
        await page.goto('/dev/outbox');
        return article.isVisible();
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe(true);
  return article;
}

/**
 * Fills and sends the sign-in form. Scoped to the form that holds the sign-in button: right after a
 * client-side navigation the previous page (e.g. the register form) can still be on screen while the
 * login route's code loads, and typing into it would be lost.
 */
export async function fillLogin(page: Page, address: string, password: string) {
  const submit = page.getByRole('button', { name: 'Iniciar sesión', exact: true });
  const form = page.locator('form', { has: submit });
  await form.waitFor();
  await form.getByLabel('E-mail').fill(address);
  await form.getByLabel('Contraseña', { exact: true }).fill(password);
  await submit.click();
}

export async function register(page: Page, address: string, password: string) {
  await page.goto('/auth/register');
  await page.getByLabel('E-mail').fill(address);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar contraseña').fill(password);
  await page.getByLabel('He leído y acepto los Términos y la Política de privacidad').check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect
    .poll(() => page.getByText('Registro exitoso: verifica tu email').isVisible(), { timeout: 15_000 })
    .toBe(true);
  await page.waitForURL('**/auth/login');
}

/** Registers, confirms the e-mail through the outbox and signs in: lands on /dashboard. */
export async function registerAndSignIn(page: Page, address: string, password = 'secreto-123') {
  await register(page, address, password);
  await page.goto(await mailLink(page, address, '/api/auth/verify-email'));
  await page.waitForURL('**/auth/login?verified=1');
  await fillLogin(page, address, password);
  await page.waitForURL('**/dashboard');
}

/** A new account of its own with a plan (Smart unless said; local test mode): the dashboard needs a plan. */
export async function registerSubscribedOwner(
  page: Page,
  prefix: string,
  plan: 'Smart' | 'Plus' | 'Pro' = 'Smart',
): Promise<{ email: string; password: string }> {
  const account = { email: newEmail(prefix), password: 'secreto-123' };
  await registerAndSignIn(page, account.email, account.password);
  await page.getByRole('button', { name: `Elegir ${plan}` }).click();
  await page.waitForURL('**/billing/checkout/**');
  await page.getByRole('button', { name: 'Confirmar suscripción de prueba' }).click();
  await expect
    .poll(() => page.getByText('¡Suscripción activada!').first().isVisible(), { timeout: 15_000 })
    .toBe(true);
  return account;
}

export const DEMO = { email: 'demo@escaparate.es', password: 'escaparate-demo' } as const;

/** Signs in with the seeded demo account (active Pro plan) and waits for its dashboard. */
export async function signInAsDemo(page: Page) {
  await page.goto('/auth/login');
  await fillLogin(page, DEMO.email, DEMO.password);
  await page.waitForURL('**/dashboard');
  await expect
    .poll(() => page.getByRole('heading', { name: 'Hola, bienvenido a Escaparate' }).isVisible())
    .toBe(true);
}

/**
 * Deletes the signed-in agency's listings with these titles. Tests that add listings to the demo
 * account, shared by the whole run, leave it as they found it: its plan caps published listings.
 */
export async function deleteListingsTitled(page: Page, titles: string[]) {
  const origin = new URL(page.url()).origin;
  const { listings } = (await (await page.request.get('/api/listings')).json()) as {
    listings: { id: string; title: string }[];
  };
  for (const l of listings.filter((x) => titles.includes(x.title))) {
    expect((await page.request.delete(`/api/listings/${l.id}`, { headers: { origin } })).status()).toBe(204);
  }
}
