import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_LABEL, TEST_RENDER_LABEL } from '../../src/shared/staging-selection';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { registerSubscribedOwner } from '../support/flows';
import { makeJpeg } from '../support/images';

let browser: Browser;
let ownerPage: Page;
let origin: string;
let listing: { id: string; slug: string };

/** Asks for a render with the local provider, waits for it and approves its variant. */
async function approvedRender(photoId: string, room: string, style: string) {
  const res = await ownerPage.request.post(`/api/listings/${listing.id}/renders`, {
    headers: { origin },
    data: { photoId, use: 'residencial', room, style },
  });
  expect(res.status()).toBe(201);
  const { render } = await res.json();
  let variantId: string | null = null;
  await expect
    .poll(
      async () => {
        const state = (await (await ownerPage.request.get(`/api/renders/${render.id}`)).json()).render;
        variantId = state.variantId;
        return state.status;
      },
      { timeout: 30_000 },
    )
    .toBe('completed');
  const approve = await ownerPage.request.patch(`/api/variants/${variantId}`, {
    headers: { origin },
    data: { approved: true },
  });
  expect(approve.status()).toBe(200);
}

beforeAll(async () => {
  browser = await launchBrowser();
});

/** A visitor opens the microsite and scrolls to the AI section (which loads its code then). */
async function visitSection(viewport: typeof PHONE) {
  const opened = await openPage(browser, viewport);
  await opened.page.goto(`/l/${listing.slug}`);
  await opened.page.waitForSelector('html[data-hydrated]');
  const section = opened.page.locator('#amueblar');
  await section.scrollIntoViewIfNeeded();
  return { ...opened, section };
}
afterAll(() => browser?.close());

describe('the microsite AI section', () => {
  // expect.poll (in the sign-up flow and the render wait) only runs inside a test.
  it('a subscribed agency approves two renders of its published listing: salón in Nórdico, cocina in Boho', async () => {
    const { page } = await openPage(browser, DESKTOP);
    ownerPage = page;
    await registerSubscribedOwner(page, 'staging-site');
    origin = new URL(page.url()).origin;
    const res = await page.request.post('/api/listings', {
      headers: { origin },
      data: {
        energyStatus: 'in_progress',
        title: 'Piso con salón amplio',
        price: '310000',
        city: 'Valencia',
        published: true,
      },
    });
    expect(res.status()).toBe(201);
    listing = (await res.json()).listing;
    const photoIds: string[] = [];
    for (const hue of [30, 200]) {
      const up = await page.request.post(`/api/listings/${listing.id}/photos`, {
        headers: { origin },
        multipart: {
          file: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(1600, 1200, hue) },
        },
      });
      expect(up.status()).toBe(201);
      photoIds.push((await up.json()).photo.id);
    }
    await approvedRender(photoIds[0]!, 'salon', 'nordic');
    await approvedRender(photoIds[1]!, 'cocina', 'boho');
  }, 180_000);

  it('slider by keyboard, the AI label, and asking for a style that has no render stores use, room and style', async () => {
    const { page, errors, section } = await visitSection(PHONE);
    const slider = page.getByRole('slider', { name: 'Comparar la foto original con la amueblada' });
    await slider.waitFor();
    expect(await slider.inputValue()).toBe('50');
    // The local provider's renders are tests: labelled so, never "con IA".
    await expect.poll(() => section.getByText(TEST_RENDER_LABEL).isVisible()).toBe(true);
    expect(await section.getByText(AI_LABEL).count()).toBe(0);

    await slider.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    expect(await slider.inputValue()).toBe('55');
    expect(await slider.getAttribute('aria-valuetext')).toBe('55 % foto original');
    const clip = await section
      .locator('img[alt$="(original)"]')
      .evaluate((el) => (el as HTMLElement).style.clipPath);
    expect(clip).toBe('inset(0px 45% 0px 0px)');
    await screenshot(page, 'microsite-staging', section);
    await expectAccessible(page);

    // The newest render (cocina, Boho) comes first. Boho exists for the kitchen but not for the
    // living room: say so and offer to ask for it.
    await section.getByRole('button', { name: 'Salón', exact: true }).click();
    await expect
      .poll(() => section.getByRole('button', { name: 'Nórdico' }).getAttribute('aria-pressed'))
      .toBe('true');
    await section.getByRole('button', { name: 'Boho' }).click();
    await expect
      .poll(() => section.getByText(/Todavía no hay un render aprobado de salón en estilo boho/).isVisible())
      .toBe(true);
    expect(await section.getByText(TEST_RENDER_LABEL).count()).toBe(0);
    await section.getByRole('button', { name: 'Pedir este estilo a la agencia' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Salón · Boho').isVisible()).toBe(true);
    await screenshot(page, 'microsite-staging-ask');
    await dialog.getByLabel('Nombre *').fill('Lucía');
    await dialog.getByLabel('Apellidos *').fill('Ferrer');
    await dialog.getByLabel('E-mail *').fill('lucia.ferrer@example.es');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect.poll(() => dialog.getByText('¡Solicitud enviada!', { exact: false }).isVisible()).toBe(true);

    const { leads } = await (await ownerPage.request.get('/api/leads')).json();
    const lead = leads.find((l: { listing: { id: string } }) => l.listing.id === listing.id);
    expect(lead).toMatchObject({
      firstName: 'Lucía',
      use: { code: 'residencial' },
      room: { code: 'salon', label: 'Salón' },
      style: { code: 'boho', label: 'Boho' },
    });
    expect(errors).toEqual([]);
  });

  it('desktop: the section beside the price column, the living room in Nórdico', async () => {
    const { page, errors, section } = await visitSection(DESKTOP);
    await section.getByRole('button', { name: 'Salón (foto 2)' }).click();
    await expect
      .poll(() => section.getByRole('button', { name: 'Nórdico' }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect.poll(() => section.getByText(TEST_RENDER_LABEL).isVisible()).toBe(true);
    expect(await section.getByText(AI_LABEL).count()).toBe(0);
    // The staged image is lazy: wait until it is there before the screenshot.
    await expect
      .poll(() =>
        section
          .locator(`img[alt*="${TEST_RENDER_LABEL.toLowerCase()}"]`)
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await screenshot(page, 'microsite-staging');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
