import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_LABEL, TEST_RENDER_LABEL } from '../../src/shared/staging-selection';
import { approvedRender as approvedRenderOf } from '../support/approved-render';
import {
  baseURL,
  DESKTOP,
  expectAccessible,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
} from '../support/browser';
import { registerSubscribedOwner } from '../support/flows';
import { makeJpeg } from '../support/images';

let browser: Browser;
let ownerPage: Page;
let origin: string;
let listing: { id: string; slug: string };
let livingRoomPhoto: string;

const approvedRender = (photoId: string, room: string, style: string) =>
  approvedRenderOf(ownerPage.request, { origin, listingId: listing.id, photoId, room, style });

/** A render of another mode than furnishing (no style), asked through the API and approved. */
const approvedModeRender = (photoId: string, mode: Record<string, unknown>) =>
  approvedRenderOf(ownerPage.request, { origin, listingId: listing.id, photoId, room: 'salon', mode });

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
    livingRoomPhoto = photoIds[0]!;
  }, 180_000);

  it('the agency also approves the living room emptied and renovated (the local provider draws each mode)', async () => {
    await approvedModeRender(livingRoomPhoto, { mode: 'empty' });
    await approvedModeRender(livingRoomPhoto, { mode: 'renovate', finishes: { floor: 'barro_cocido' } });
  }, 120_000);

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
    expect(await slider.getAttribute('aria-valuetext')).toBe('Original 55 %, render de prueba 45 %');
    const clip = await section
      .locator('img[alt$="(original)"]')
      .evaluate((el) => (el.parentElement as HTMLElement).style.clipPath);
    expect(clip).toBe('inset(0px 45% 0px 0px)');
    await screenshot(page, 'microsite-staging', section);
    await expectAccessible(page);

    // It opens on the first gallery photo that has a render (salón, Nórdico), not on the newest
    // render (cocina, Boho). Boho exists for the kitchen but not for the living room: say so and
    // offer to ask for it.
    expect(await section.getByRole('button', { name: 'Salón (foto 1)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
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
    // Photos numbered as the gallery numbers them, in its order.
    const photos = section.getByRole('group', { name: 'Fotos' }).getByRole('button');
    expect(await photos.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')))).toEqual([
      'Salón (foto 1)',
      'Cocina (foto 2)',
    ]);
    await section.getByRole('button', { name: 'Cocina (foto 2)' }).click();
    await section.getByRole('button', { name: 'Salón (foto 1)' }).click();
    await expect
      .poll(() => section.getByRole('button', { name: 'Nórdico' }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect.poll(() => section.getByText(TEST_RENDER_LABEL).isVisible()).toBe(true);
    expect(await section.getByText(AI_LABEL).count()).toBe(0);
    // The staged image is lazy: wait until it is there before the screenshot.
    await expect
      .poll(() =>
        section
          .locator('img[alt$="(render de prueba · sin IA)"]')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await screenshot(page, 'microsite-staging');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`${viewport.width} px: the visitor switches Amueblado, Vacío, Reformado; each label follows its image`, async () => {
      const { page, errors, section } = await visitSection(viewport);
      const { staging } = await (await page.request.get(`/api/public/listings/${listing.slug}`)).json();
      const afterOf = (mode: string) =>
        (staging as { photoId: string; mode: string; afterUrl: string }[]).find(
          (v) => v.photoId === livingRoomPhoto && v.mode === mode,
        )!.afterUrl;
      const modes = section.getByRole('group', { name: 'Versión' }).getByRole('button');
      await modes.first().waitFor();
      // Only the modes the living room has results of; no "Cielo".
      expect(await modes.allTextContents()).toEqual(['Amueblado', 'Vacío', 'Reformado']);
      // The title no longer says only "amueblar".
      expect(await section.getByRole('heading').textContent()).toBe('Imagínalo a tu gusto');
      const styles = section.getByRole('group', { name: 'Estilo' });
      for (const [name, mode, slider] of [
        ['Vacío', 'empty', 'la vaciada'],
        ['Reformado', 'renovate', 'la reformada'],
        ['Amueblado', 'furnish', 'la amueblada'],
      ] as const) {
        await section.getByRole('button', { name, exact: true }).click();
        expect(await section.getByRole('button', { name, exact: true }).getAttribute('aria-pressed')).toBe(
          'true',
        );
        // The staged picture is this mode's, and the label drawn on it is the one on its pane: the
        // local provider's test label in every mode (no AI made it).
        const label = section.locator('[data-staging-label]');
        await expect
          .poll(() => label.evaluate((el) => el.parentElement!.querySelector('img')!.getAttribute('src')))
          .toBe(afterOf(mode));
        expect(await label.textContent()).toBe(TEST_RENDER_LABEL);
        expect(await section.getByText(AI_LABEL).count()).toBe(0);
        expect(await section.getByText(/virtualmente con IA/).count()).toBe(0);
        await section.getByRole('slider', { name: `Comparar la foto original con ${slider}` }).waitFor();
        // Styles are furnishing's only.
        expect(await styles.count()).toBe(mode === 'furnish' ? 1 : 0);
        const frame = section.locator('div.aspect-\\[4\\/3\\]').first();
        await expect
          .poll(() =>
            frame
              .locator('img')
              .evaluateAll((imgs: HTMLImageElement[]) => imgs.every((i) => i.complete && i.naturalWidth > 0)),
          )
          .toBe(true);
        await screenshot(page, `microsite-staging-mode-${mode}`, section);
      }
      // The kitchen has furnished renders only: no switch.
      await section.getByRole('button', { name: 'Cocina (foto 2)' }).click();
      await expect.poll(() => section.getByRole('group', { name: 'Versión' }).count()).toBe(0);
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });

    it(`${viewport.width} px: Home shows only the render and its label, End only the original and its label`, async () => {
      const { page, errors, section } = await visitSection(viewport);
      const slider = page.getByRole('slider', { name: 'Comparar la foto original con la amueblada' });
      await slider.waitFor();
      const frame = section.locator('div.aspect-\\[4\\/3\\]').first();
      // Both pictures are lazy: wait until they are drawn.
      await expect
        .poll(() =>
          frame
            .locator('img')
            .evaluateAll((imgs: HTMLImageElement[]) => imgs.every((i) => i.complete && i.naturalWidth > 0)),
        )
        .toBe(true);
      const original = section.getByText('Original', { exact: true });
      const render = section.getByText(TEST_RENDER_LABEL, { exact: true });
      // At 50 % each label stays whole within its own half (it wraps on a phone).
      const half = (await frame.boundingBox())!;
      const mid = half.x + half.width / 2;
      const ai = (await render.boundingBox())!;
      expect(ai.x).toBeGreaterThanOrEqual(mid);
      expect(ai.x + ai.width).toBeLessThanOrEqual(half.x + half.width);
      const orig50 = (await original.boundingBox())!;
      expect(orig50.x + orig50.width).toBeLessThanOrEqual(mid);
      await screenshot(page, 'slider-50', frame);
      await slider.focus();
      await page.keyboard.press('Home');
      expect(await slider.inputValue()).toBe('0');
      expect(await slider.getAttribute('aria-valuetext')).toBe('Original 0 %, render de prueba 100 %');
      expect(await original.count()).toBe(0);
      expect(await render.isVisible()).toBe(true);
      // The original is cut away entirely: only the render shows.
      expect(
        await section
          .locator('img[alt$="(original)"]')
          .evaluate((el) => (el.parentElement as HTMLElement).style.clipPath),
      ).toBe('inset(0px 100% 0px 0px)');
      await screenshot(page, 'slider-home-0', frame);

      await page.keyboard.press('End');
      expect(await slider.inputValue()).toBe('100');
      expect(await slider.getAttribute('aria-valuetext')).toBe('Original 100 %, render de prueba 0 %');
      expect(await render.count()).toBe(0);
      expect(await original.isVisible()).toBe(true);
      await screenshot(page, 'slider-end-100', frame);

      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      expect(await slider.getAttribute('aria-valuetext')).toBe('Original 98 %, render de prueba 2 %');
      // Each label lies within the part of the frame its picture shows.
      const box = (await frame.boundingBox())!;
      const orig = (await original.boundingBox())!;
      expect(orig.x + orig.width).toBeLessThanOrEqual(box.x + box.width * 0.98 + 1);
      expect(errors).toEqual([]);
    });

    it(`${viewport.width} px: a vertical swipe on the slider scrolls the page and leaves the value; a sideways drag moves it`, async () => {
      const { page, errors, section } = await visitSection(viewport);
      const slider = page.getByRole('slider', { name: 'Comparar la foto original con la amueblada' });
      await slider.waitFor();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
      const frame = section.locator('[data-compare-slider]');
      await frame.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const box = (await frame.boundingBox())!;
      const swipe = async (from: { x: number; y: number }, to: { x: number; y: number }) => {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
        for (let i = 1; i <= 10; i++) {
          const at = { x: from.x + ((to.x - from.x) * i) / 10, y: from.y + ((to.y - from.y) * i) / 10 };
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at] });
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      const x = box.x + box.width * 0.3;
      const y = box.y + box.height * 0.7;
      const before = await page.evaluate(() => window.scrollY);
      await swipe({ x, y }, { x: x + 4, y: y - 200 });
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 100);
      expect(await slider.inputValue()).toBe('50');

      // A sideways drag is the slider's.
      const moved = (await frame.boundingBox())!;
      const mid = { x: moved.x + moved.width * 0.5, y: moved.y + moved.height * 0.5 };
      await swipe(mid, { x: moved.x + moved.width * 0.8, y: mid.y + 3 });
      await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThan(70);
      expect(errors).toEqual([]);
    });

    it(`${viewport.width} px without JavaScript: both pictures side by side (stacked on a phone) with their labels`, async () => {
      const context = await browser.newContext({
        viewport,
        baseURL: baseURL(),
        locale: 'es-ES',
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.goto(`/l/${listing.slug}`);
      const section = page.locator('#amueblar');
      await section.scrollIntoViewIfNeeded();
      const original = section.locator('img[alt$="(original)"]');
      const render = section.locator('img[alt$="(render de prueba · sin IA)"]');
      for (const img of [original, render])
        await expect
          .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
          .toBe(true);
      const a = (await original.boundingBox())!;
      const b = (await render.boundingBox())!;
      if (viewport.width < 640) {
        // Stacked: the original above, full width.
        expect(b.y).toBeGreaterThanOrEqual(a.y + a.height);
        expect(Math.abs(a.width - b.width)).toBeLessThan(2);
      } else {
        expect(Math.abs(a.y - b.y)).toBeLessThan(2);
        expect(b.x).toBeGreaterThanOrEqual(a.x + a.width);
      }
      // Neither is cut.
      expect(a.width).toBeGreaterThan(viewport.width < 640 ? 300 : 250);
      expect(await section.getByText('Original', { exact: true }).isVisible()).toBe(true);
      expect(await section.getByText(TEST_RENDER_LABEL, { exact: true }).isVisible()).toBe(true);
      expect(await section.getByText(/Desliza/).isVisible()).toBe(false);
      await screenshot(page, 'slider-nojs', section);
      await context.close();
    });
  }
});
