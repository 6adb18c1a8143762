import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsDashboardApi } from '../../src/shared/leads-dashboard';
import { approvedRender as approvedRenderOf } from '../support/approved-render';
import { DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser';
import { outboxArticle, registerSubscribedOwner } from '../support/flows';
import { makeJpeg } from '../support/images';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

/**
 * Issue 26 item 2: the use, room and style a buyer chose in the AI section reach the agency —
 * the dialog, the stored lead, the alert e-mail, the webhook and the CSV export.
 */
let browser: Browser;
let receiver: WebhookReceiver;
let owner: Page;
let origin: string;
let ownerEmail: string;
let listing: { id: string; slug: string };

beforeAll(async () => {
  browser = await launchBrowser();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await browser?.close();
  await receiver?.close();
});

const approvedRender = (photoId: string, room: string, style: string) =>
  approvedRenderOf(owner.request, { origin, listingId: listing.id, photoId, room, style });

/**
 * The lead of this buyer carries Residencial · Salón · the style: stored, in the webhook, in the CSV
 * export and in the alert e-mail of the local outbox.
 */
async function expectDelivered(buyer: { firstName: string; lastName: string; style: [string, string] }) {
  const [code, label] = buyer.style;
  const { leads } = await (await owner.request.get('/api/leads')).json();
  const lead = leads.find((l: { firstName: string }) => l.firstName === buyer.firstName);
  expect(lead).toMatchObject({
    listing: { id: listing.id },
    use: { code: 'residencial', label: 'Residencial' },
    room: { code: 'salon', label: 'Salón' },
    style: { code, label },
  });

  const created = () =>
    receiver.received
      .filter((r) => r.path === '/hook/interest')
      .map((r) => JSON.parse(r.body))
      .find((e) => e.type === 'lead.created' && e.data.lead.first_name === buyer.firstName);
  await expect.poll(created, { timeout: 20_000 }).toBeTruthy();
  expect(created().data.lead.interest).toEqual({ use: 'Residencial', room: 'Salón', style: label });

  const csv = await (await owner.request.get(leadsDashboardApi.exportCsv({}))).text();
  const line = csv.split('\r\n').find((l) => l.includes(`;${buyer.firstName};${buyer.lastName};`));
  expect(line).toContain(`;Residencial;Salón;${label};`);

  const mail = await outboxArticle(owner, ownerEmail, `Nuevo lead: ${buyer.firstName} ${buyer.lastName}`);
  expect(await mail.textContent()).toContain(`Le interesa: Residencial · Salón · ${label}`);
}

describe('the AI section’s choice reaches the agency', () => {
  it('an agency (Plus, with a webhook) approves two renders of its living room: Nórdico and Industrial', async () => {
    const opened = await openPage(browser, DESKTOP);
    owner = opened.page;
    ownerEmail = (await registerSubscribedOwner(owner, 'lead-interest', 'Plus')).email;
    origin = new URL(owner.url()).origin;
    const hook = await owner.request.post('/api/webhooks', {
      headers: { origin },
      data: { url: `${receiver.url}/interest` },
    });
    expect(hook.status()).toBe(201);
    const res = await owner.request.post('/api/listings', {
      headers: { origin },
      data: {
        energyStatus: 'in_progress',
        title: 'Piso con salón en Patraix',
        city: 'Valencia',
        published: true,
      },
    });
    expect(res.status()).toBe(201);
    listing = (await res.json()).listing;
    const up = await owner.request.post(`/api/listings/${listing.id}/photos`, {
      headers: { origin },
      multipart: {
        file: { name: 'salon.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(1600, 1200, 30) },
      },
    });
    expect(up.status()).toBe(201);
    const photoId = (await up.json()).photo.id as string;
    const kitchen = await owner.request.post(`/api/listings/${listing.id}/photos`, {
      headers: { origin },
      multipart: {
        file: { name: 'cocina.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(1600, 1200, 200) },
      },
    });
    expect(kitchen.status()).toBe(201);
    await approvedRender(photoId, 'salon', 'nordic');
    await approvedRender(photoId, 'salon', 'industrial');
    // Boho exists for the kitchen only: for the living room it is asked of the agency.
    await approvedRender((await kitchen.json()).photo.id, 'cocina', 'boho');
  }, 240_000);

  it('Residencial · Salón · Boho asked of the agency: the lead, the alert e-mail, the webhook and the CSV carry them', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(`/l/${listing.slug}`);
    await page.waitForSelector('html[data-hydrated]');
    const section = page.locator('#amueblar');
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: 'Salón', exact: true }).click();
    await section.getByRole('button', { name: 'Boho', exact: true }).click();
    await section.getByRole('button', { name: 'Pedir este estilo a la agencia' }).click();
    const dialog = page.getByRole('dialog', { name: '¡Me interesa esta propiedad!' });
    await expect.poll(() => dialog.getByText('Salón · Boho').isVisible()).toBe(true);
    await dialog.getByLabel('Nombre *').fill('Irene');
    await dialog.getByLabel('Apellidos *').fill('Climent');
    await dialog.getByLabel('E-mail *').fill('irene.climent@example.es');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect.poll(() => dialog.getByText('¡Solicitud enviada!', { exact: false }).isVisible()).toBe(true);
    await expectDelivered({ firstName: 'Irene', lastName: 'Climent', style: ['boho', 'Boho'] });
    expect(errors).toEqual([]);
    await context.close();
  });

  // "Contactar" opens the form prefilled with the selected use, room and style.
  it('Residencial · Salón · Industrial, then "Contactar": the dialog shows the choice and the lead carries it', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(`/l/${listing.slug}`);
    await page.waitForSelector('html[data-hydrated]');
    const section = page.locator('#amueblar');
    await section.scrollIntoViewIfNeeded();
    const industrial = section.getByRole('button', { name: 'Industrial', exact: true });
    await industrial.click();
    await expect.poll(() => industrial.getAttribute('aria-pressed')).toBe('true');
    expect(await section.getByRole('button', { name: 'Residencial' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(
      await section.getByRole('button', { name: 'Salón', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    // The phone's bar at the bottom of the screen.
    await page.getByRole('link', { name: 'Contactar' }).last().click();
    const dialog = page.getByRole('dialog', { name: '¡Me interesa esta propiedad!' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('Salón · Industrial').isVisible()).toBe(true);
    await dialog.getByLabel('Nombre *').fill('Ximo');
    await dialog.getByLabel('Apellidos *').fill('Ferrando');
    await dialog.getByLabel('E-mail *').fill('ximo.ferrando@example.es');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect.poll(() => dialog.getByText('¡Solicitud enviada!', { exact: false }).isVisible()).toBe(true);
    await expectDelivered({ firstName: 'Ximo', lastName: 'Ferrando', style: ['industrial', 'Industrial'] });
    expect(errors).toEqual([]);
    await context.close();
  });
});
