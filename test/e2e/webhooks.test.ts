import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '../../src/server/modules/webhooks/webhook-signature';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { registerSubscribedOwner } from '../support/flows';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

let browser: Browser;
let receiver: WebhookReceiver;
beforeAll(async () => {
  browser = await launchBrowser();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await browser?.close();
  await receiver?.close();
});

const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 });
const section = (page: Page) => page.getByRole('region', { name: 'Webhooks' });

describe('Settings → Webhooks', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`adds an endpoint, shows its secret once, tests it and logs the 200 (${viewport.width} px)`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await registerSubscribedOwner(page, `webhook-${viewport.width}`, 'Plus');
      await page.goto('/dashboard/settings#webhooks-section');
      const url = `${receiver.url}/${viewport.width}`;
      const mine = () => receiver.received.filter((r) => r.path === `/hook/${viewport.width}`);

      await section(page).getByLabel('URL del webhook').fill(url);
      await section(page).getByRole('button', { name: 'Añadir webhook' }).click();
      const shown = section(page).getByTestId('webhook-secret');
      await expect.poll(() => shown.isVisible(), { timeout: 15_000 }).toBe(true);
      const secret = (await shown.textContent()) ?? '';
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      await section(page).scrollIntoViewIfNeeded();
      await screenshot(page, 'settings-webhooks-secret', section(page));

      await section(page).getByRole('button', { name: 'Ya lo he guardado' }).click();
      expect(await shown.count()).toBe(0);
      await page.reload();
      await visible(page, `Secreto: ${secret.slice(0, 10)}…`).toBe(true);
      // Once only: not on the page, nor in what the page loads.
      expect(await page.content()).not.toContain(secret);

      await section(page).getByRole('button', { name: 'Enviar prueba' }).click();
      await visible(page, 'Prueba entregada (respuesta 200)').toBe(true);
      const log = section(page).getByRole('table', { name: 'Registro de entregas' });
      await expect.poll(() => log.getByText('200', { exact: true }).isVisible()).toBe(true);
      expect(await log.getByText('Prueba', { exact: true }).isVisible()).toBe(true);
      expect(mine()).toHaveLength(1);
      const [test] = mine();
      const header = test!.headers['escaparate-signature'] as string;
      expect(verifyWebhookSignature({ secret, header, body: test!.body })).toBe(true);
      expect(JSON.parse(test!.body)).toMatchObject({ version: 1, type: 'webhook.test' });

      // A buyer writes from a listing of this agency: the lead reaches the receiver, signed.
      const origin = new URL(page.url()).origin;
      const created = await page.request.post('/api/listings', {
        headers: { origin },
        data: {
          energyStatus: 'in_progress',
          title: `Ático en Ruzafa ${viewport.width}`,
          city: 'Valencia',
          operation: 'rent',
          propertyType: 'atico',
          reference: `RZ-${viewport.width}`,
          price: '1200',
        },
      });
      expect(created.status()).toBe(201);
      const { listing } = await created.json();
      const lead = await page.request.post(`/api/public/listings/${listing.slug}/leads`, {
        headers: { origin },
        data: {
          firstName: 'Lucía',
          lastName: 'Martín',
          contactMethod: 'email',
          email: `lucia-${viewport.width}@example.es`,
          consent: true,
        },
      });
      expect(lead.status()).toBe(201);
      await expect.poll(() => mine().length, { timeout: 20_000 }).toBe(2);
      const hook = mine()[1]!;
      expect(
        verifyWebhookSignature({
          secret,
          header: hook.headers['escaparate-signature'] as string,
          body: hook.body,
        }),
      ).toBe(true);
      expect(JSON.parse(hook.body)).toMatchObject({
        type: 'lead.created',
        data: {
          lead: { first_name: 'Lucía', email: `lucia-${viewport.width}@example.es` },
          listing: { operation: 'rent', type: 'atico', reference: `RZ-${viewport.width}`, price: 1200 },
        },
      });
      await page.reload();
      await expect
        .poll(() => log.getByText('Nuevo lead', { exact: true }).isVisible(), { timeout: 15_000 })
        .toBe(true);

      await section(page).scrollIntoViewIfNeeded();
      await screenshot(page, 'settings-webhooks', section(page));
      await expectAccessible(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('tells a Smart agency the plans that include webhooks, with nothing to add', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await registerSubscribedOwner(page, 'webhook-smart', 'Smart');
    await page.goto('/dashboard/settings#webhooks-section');
    await visible(page, 'Los webhooks están disponibles en los planes Plus y Pro.').toBe(true);
    expect(await section(page).getByLabel('URL del webhook').count()).toBe(0);
    await screenshot(page, 'settings-webhooks-smart', section(page));
    expect(errors).toEqual([]);
    await context.close();
  });
});
