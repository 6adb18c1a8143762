import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { DEMO, fillLogin, registerSubscribedOwner } from '../support/flows';

const NOT_ALLOWED = (label: string) =>
  `El campo «${label}» contiene caracteres no permitidos (invisibles o de control). Vuelve a escribirlo.`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 120_000);

/**
 * A published listing of an agency of its own (the demo account's plan may be full after the other
 * browser tests). Made inside the test: the sign-up flow's checks are test assertions.
 */
async function ownListingSlug(): Promise<string> {
  const { page, context } = await openPage(browser, DESKTOP);
  await registerSubscribedOwner(page, 'bad-input');
  const res = await page.request.post('/api/listings', {
    headers: { origin: new URL(page.url()).origin },
    data: { energyStatus: 'in_progress', title: 'Estudio junto al río', city: 'Sevilla' },
  });
  expect(res.status()).toBe(201);
  const { slug } = (await res.json()).listing as { slug: string };
  await context.close();
  return slug;
}
afterAll(() => browser?.close());

describe('bad input in the browser', () => {
  it('the microsite lead form says which field holds a control character, and sends nothing', async () => {
    const slug = await ownListingSlug();
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, errors } = await openPage(browser, viewport);
      const posts: string[] = [];
      page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
      await page.goto(`/l/${slug}`);
      await page.waitForSelector('html[data-hydrated]');
      await page.getByRole('link', { name: 'Contactar' }).click();
      const dialog = page.getByRole('dialog', { name: '¡Me interesa esta propiedad!' });
      await dialog.getByLabel('Nombre *').fill('Ana\u0007');
      await dialog.getByLabel('Apellidos *').fill('Pérez');
      await dialog.getByLabel('E-mail *').fill('ana@example.es');
      await dialog.getByRole('checkbox').check();
      await expect.poll(() => dialog.getByText(NOT_ALLOWED('Nombre')).isVisible()).toBe(true);
      expect(await dialog.getByRole('button', { name: 'Enviar solicitud' }).isDisabled()).toBe(true);
      await screenshot(page, 'bad-input-lead-form');
      expect(posts).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('a wrong password is answered in Spanish by the API and on screen', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto('/auth/login');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in/email'));
    await fillLogin(page, DEMO.email, 'no-es-la-clave');
    const res = await answer;
    expect(res.status()).toBe(401);
    expect((await res.json()).message).toBe('E-mail o contraseña incorrectos.');
    await expect.poll(() => page.getByText('E-mail o contraseña incorrectos.').isVisible()).toBe(true);
    await page.waitForTimeout(500); // the toast's entrance, for the picture only
    await screenshot(page, 'bad-input-login');
    await context.close();
  });
});
