import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { fillLogin } from '../support/flows';
import { type ServerWithStagingOwner, startServerWithStagingOwner } from '../support/staging-server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const visible = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 });

async function openStaging(server: ServerWithStagingOwner, viewport: typeof DESKTOP) {
  const opened = await openPage(browser, viewport, server.baseURL);
  await opened.page.goto('/auth/login');
  await fillLogin(opened.page, server.owner.email, server.owner.password);
  await opened.page.waitForURL('**/dashboard');
  await opened.page.goto(`/dashboard/listings/${server.listingId}/staging`);
  await visible(opened.page, 'Piso sin amueblar').toBe(true);
  return opened;
}

describe('Staging IA at the plan limit', () => {
  let server: ServerWithStagingOwner;
  beforeAll(async () => {
    server = await startServerWithStagingOwner({ renders: 20 });
  }, 120_000);
  afterAll(() => server?.stop());

  it('says the 20 renders are used, when they renew, and leads to the plan page', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, errors } = await openStaging(server, viewport);
      await visible(page, '20 de 20 renders este mes').toBe(true);
      const notice = page.getByTestId('staging-limit');
      await expect
        .poll(() => notice.textContent())
        .toMatch(/^Has usado los 20 renders de tu plan este mes\./);
      expect(await notice.textContent()).toMatch(/espera al 1 de [a-z]+, cuando se renuevan\./);
      expect(await page.getByRole('button', { name: 'Generar Render con IA' }).isDisabled()).toBe(true);
      await expectAccessible(page);
      await screenshot(page, 'staging-limit');
      if (viewport === DESKTOP) {
        await notice.getByRole('link', { name: 'Ver planes y mejorar' }).click();
        await page.waitForURL('**/dashboard/settings#subscription-section');
        await expect
          .poll(() => page.getByRole('heading', { name: 'Suscripción', exact: true }).isVisible())
          .toBe(true);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('Staging IA in production without REPLICATE_API_TOKEN', () => {
  let server: ServerWithStagingOwner;
  beforeAll(async () => {
    server = await startServerWithStagingOwner({
      renders: 0,
      env: {
        NODE_ENV: 'production',
        AUTH_SECRET: 'e2e-production-secret-0123456789abcdef',
        REPLICATE_API_TOKEN: '',
      },
    });
  }, 120_000);
  afterAll(() => server?.stop());

  it('explains that staging is not configured, and nothing can be generated', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, errors } = await openStaging(server, viewport);
      await visible(
        page,
        'El staging virtual con IA no está configurado en este servidor. Contacta con el administrador.',
      ).toBe(true);
      expect(await page.getByRole('button', { name: 'Generar Render con IA' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Amueblar todo el inmueble' }).isDisabled()).toBe(true);
      // No test render, no limit notice: the only message is the real one.
      expect(await page.getByTestId('staging-limit').count()).toBe(0);
      expect(await page.getByText('RENDER DE PRUEBA').count()).toBe(0);
      await expectAccessible(page);
      await screenshot(page, 'staging-not-configured');
      expect(errors).toEqual([]);
      await context.close();
    }
    // The API says the same, and refuses a render.
    const { page, context } = await openStaging(server, DESKTOP);
    const allowance = await page.request.get('/api/staging/allowance');
    expect(await allowance.json()).toMatchObject({ configured: false, allowance: { used: 0, limit: 20 } });
    const res = await page.request.post(`/api/listings/${server.listingId}/renders`, {
      data: {
        photoId: '00000000-0000-4000-8000-000000000000',
        use: 'residencial',
        room: 'salon',
        style: 'nordic',
      },
      headers: { origin: server.baseURL },
    });
    expect(res.status()).toBe(503);
    expect((await res.json()).error.message).toBe(
      'El staging virtual con IA no está configurado en este servidor. Contacta con el administrador.',
    );
    await context.close();
  });
});
