import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAGING_MODES, type StagingMode } from '../../src/shared/staging-modes';
import { type AppServer, startAppServer } from '../support/app-server';
import { approvedRender } from '../support/approved-render';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { type FakeReplicate, startFakeReplicate } from '../support/fake-replicate';
import { registerSubscribedOwner } from '../support/flows';
import { makeJpeg } from '../support/images';

/**
 * The microsite's mode switch with renders made by the real Replicate client (against a local
 * fake of its API), so each picture carries its mode's own AI label, not the local provider's
 * test label: the visitor switches the four modes and the label follows its picture, in
 * Spanish and in English (issue 29).
 */
let browser: Browser;
let app: AppServer;
let replicate: FakeReplicate;
let listing: { id: string; slug: string };
let photoId: string;

beforeAll(async () => {
  [browser, replicate] = await Promise.all([
    launchBrowser(),
    startFakeReplicate({ behaviour: { outputMegapixels: 0.3 } }),
  ]);
  app = await startAppServer({
    REPLICATE_API_TOKEN: replicate.token,
    REPLICATE_API_BASE: replicate.url,
    REPLICATE_WEBHOOK_SECRET: replicate.webhookSecret,
    STAGING_POLL_MS: '50',
  });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await replicate?.close();
});

/** The mode's button on the switch and the label its picture must carry, per language. */
const MODES: Record<
  StagingMode,
  { es: [string, string]; en: [string, string]; request: Record<string, unknown> }
> = {
  furnish: {
    es: ['Amueblado', 'Amueblado virtualmente con IA'],
    en: ['Furnished', 'Virtually staged with AI'],
    request: {},
  },
  empty: {
    es: ['Vacío', 'Vaciado virtualmente con IA'],
    en: ['Empty', 'Virtually emptied with AI'],
    request: { mode: { mode: 'empty' } },
  },
  renovate: {
    es: ['Reformado', 'Reformado virtualmente con IA'],
    en: ['Renovated', 'Virtually renovated with AI'],
    request: { mode: { mode: 'renovate', finishes: { floor: 'barro_cocido' } } },
  },
  exterior: {
    es: ['Cielo', 'Cielo modificado con IA'],
    en: ['Sky', 'Sky edited with AI'],
    request: { mode: { mode: 'exterior', sky: 'blue' } },
  },
};

describe('the microsite mode switch with Replicate renders', () => {
  it('an agency approves the living room in all four modes, made by the Replicate client', async () => {
    const { page, context } = await openPage(browser, DESKTOP, app.baseURL);
    await registerSubscribedOwner(page, 'staging-labels', 'Plus');
    const origin = new URL(page.url()).origin;
    const res = await page.request.post('/api/listings', {
      headers: { origin },
      data: {
        energyStatus: 'in_progress',
        title: 'Ático con terraza',
        price: '420000',
        city: 'Sevilla',
        published: true,
      },
    });
    expect(res.status()).toBe(201);
    listing = (await res.json()).listing;
    const up = await page.request.post(`/api/listings/${listing.id}/photos`, {
      headers: { origin },
      multipart: {
        file: { name: 'salon.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(1600, 1200, 40) },
      },
    });
    expect(up.status()).toBe(201);
    photoId = (await up.json()).photo.id;
    for (const mode of STAGING_MODES)
      await approvedRender(page.request, {
        origin,
        listingId: listing.id,
        photoId,
        room: 'salon',
        ...(mode === 'furnish' ? { style: 'nordic' } : {}),
        ...MODES[mode].request,
      });
    // Four predictions, each made by the real client (one per mode).
    expect(replicate.predictions.size).toBe(4);
    await context.close();
  }, 180_000);

  for (const [viewport, lang] of [
    [PHONE, 'es'],
    [DESKTOP, 'en'],
  ] as const) {
    it(`${viewport.width} px (${lang}): the visitor switches the four modes; each picture carries its own mode's label`, async () => {
      const { page, context, errors } = await openPage(browser, viewport, app.baseURL);
      const { staging } = await (await page.request.get(`/api/public/listings/${listing.slug}`)).json();
      const afterOf = (mode: StagingMode) =>
        (staging as { photoId: string; mode: string; afterUrl: string }[]).find(
          (v) => v.photoId === photoId && v.mode === mode,
        )!.afterUrl;
      await page.goto(`/l/${listing.slug}${lang === 'en' ? '?lang=en' : ''}`);
      await page.waitForSelector('html[data-hydrated]');
      const section = page.locator('#amueblar');
      await section.scrollIntoViewIfNeeded();
      const switcher = section.getByRole('group', { name: lang === 'en' ? 'Version' : 'Versión' });
      await switcher.getByRole('button').first().waitFor();
      expect(await switcher.getByRole('button').allTextContents()).toEqual(
        STAGING_MODES.map((m) => MODES[m][lang][0]),
      );
      // Opening on furnishing, then each mode, then back: the label is always its picture's.
      for (const mode of [...STAGING_MODES.slice(1), 'furnish'] as const) {
        const [button, label] = MODES[mode][lang];
        await switcher.getByRole('button', { name: button, exact: true }).click();
        const staged = section.locator('[data-staging-label]');
        await expect
          .poll(() => staged.evaluate((el) => el.parentElement!.querySelector('img')!.getAttribute('src')))
          .toBe(afterOf(mode));
        expect(await staged.textContent()).toBe(label);
        // No other mode's label anywhere in the section.
        for (const other of STAGING_MODES.filter((m) => m !== mode))
          expect(await section.getByText(MODES[other][lang][1], { exact: true }).count()).toBe(0);
        await expect
          .poll(() =>
            section
              .locator('img')
              .first()
              .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
          )
          .toBe(true);
        await screenshot(page, `microsite-labels-${lang}-${mode}`, section);
      }
      await expectAccessible(page);
      expect(errors).toEqual([]);
      await context.close();
    }, 60_000);
  }
});
