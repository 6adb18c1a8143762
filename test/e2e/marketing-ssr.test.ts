import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingApi, formatPlanPrice, type PlansResponse } from '../../src/shared/billing';
import { pageMetas } from '../../src/shared/page-meta';
import { paths } from '../../src/shared/paths';
import { aboutTexts } from '../../src/web/features/marketing/about-texts';
import { featuresTexts } from '../../src/web/features/marketing/features-texts';
import { claims, landingTexts, notFoundTexts } from '../../src/web/features/marketing/texts';
import {
  baseURL,
  DESKTOP,
  expectAccessible,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
} from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A visitor whose browser runs no JavaScript at all. */
async function withoutScripts(viewport: typeof PHONE) {
  const context = await browser.newContext({
    viewport,
    baseURL: baseURL(),
    locale: 'es-ES',
    javaScriptEnabled: false,
  });
  return { context, page: await context.newPage() };
}

/** Scrolls down the whole page (a wheel, which needs no script), so its lazy pictures load for the shot. */
async function scrollThrough(page: Page) {
  for (let i = 0; i < 14; i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState('networkidle');
  // Back at the top: the sticky header then sits at the top of the whole-page shot.
  await page.mouse.wheel(0, -100_000);
  await page.waitForTimeout(100);
}

const meta = (page: Page, key: string) =>
  page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');

const pages = [
  { path: paths.home, meta: pageMetas.home, shot: 'ssr-landing' },
  { path: paths.features, meta: pageMetas.features, shot: 'ssr-features' },
  { path: paths.about, meta: pageMetas.about, shot: 'ssr-about' },
  { path: paths.pricing, meta: pageMetas.pricing, shot: 'ssr-pricing' },
] as const;

/** What each page must show without any script: its real content, not an empty shell. */
async function expectContent(page: Page, path: string, plans: PlansResponse) {
  const main = page.getByRole('main');
  if (path === paths.home) {
    await main.getByRole('heading', { level: 1, name: /máquina de captar leads 24\/7/ }).waitFor();
    const shown = await page
      .getByRole('region', { name: landingTexts.claimsLabel })
      .getByRole('listitem')
      .allInnerTexts();
    expect(shown).toEqual([...claims]);
    // All three examples, each as its two pictures side by side, and no dead carousel buttons.
    expect(await main.getByRole('img', { name: /ilustración de ejemplo/i }).count()).toBe(3);
    expect(await main.getByRole('img', { name: /\(original\)$/ }).count()).toBe(3);
    expect(await main.getByRole('button', { name: landingTexts.examples.next }).isVisible()).toBe(false);
    expect(await main.getByRole('link', { name: landingTexts.allFeatures }).getAttribute('href')).toBe(
      paths.features,
    );
  } else if (path === paths.features) {
    await main.getByRole('heading', { level: 1, name: featuresTexts.title }).waitFor();
    const cards = page
      .getByRole('region', { name: featuresTexts.cardsTitle })
      .getByRole('heading', { level: 3 });
    expect(await cards.allInnerTexts()).toEqual(Object.values(featuresTexts.cards).map((c) => c.title));
  } else if (path === paths.about) {
    await main.getByRole('heading', { level: 2, name: aboutTexts.storyTitle }).waitFor();
    const values = page
      .getByRole('region', { name: aboutTexts.valuesTitle })
      .getByRole('heading', { level: 3 });
    expect(await values.allInnerTexts()).toEqual(['Innovación', 'Colaboración', 'Resultados', 'Pasión']);
  } else {
    await main.getByRole('heading', { level: 1, name: 'Un plan para cada escaparate' }).waitFor();
    // The figures of the plans table, as the plans API gives them: nothing typed into the page.
    for (const plan of plans.plans) {
      const card = main.getByRole('listitem', { name: plan.name });
      expect(await card.getByText(formatPlanPrice(plan.priceMonthCents)).isVisible()).toBe(true);
      expect(await card.getByRole('link', { name: `Probar ${plan.name} gratis` }).getAttribute('href')).toBe(
        paths.auth.registerForPlan(plan.code),
      );
    }
    expect(await main.getByText('no son opiniones de clientes', { exact: false }).isVisible()).toBe(true);
  }
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the marketing pages without JavaScript (%s)', (_, viewport) => {
  it('/, /features, /about and /pricing are readable, with link-preview tags', async () => {
    const { context, page } = await withoutScripts(viewport);
    const plans = (await (await page.request.get(billingApi.plans)).json()) as PlansResponse;
    for (const { path, meta: expected, shot } of pages) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      expect(await page.title()).toBe(expected.title);
      await expectContent(page, path, plans);

      const url = new URL(path, baseURL()).href;
      expect(await meta(page, 'description')).toBe(expected.description);
      expect(await meta(page, 'og:title')).toBe(expected.title);
      expect(await meta(page, 'og:description')).toBe(expected.description);
      expect(await meta(page, 'og:url')).toBe(url);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(url);
      expect(await meta(page, 'og:image')).toBe(new URL('/og-image.png', baseURL()).href);
      expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
      expect(await meta(page, 'twitter:title')).toBe(expected.title);
      await scrollThrough(page);
      await screenshot(page, `${shot}-nojs`);
    }
    const image = await page.request.get('/og-image.png');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    await context.close();
  });

  it('an unknown path is a server-rendered 404, not indexed', async () => {
    const { context, page } = await withoutScripts(viewport);
    const res = await page.goto('/no-existe-esta-pagina');
    expect(res?.status()).toBe(404);
    const heading = page.getByRole('heading', { level: 1, name: notFoundTexts.title });
    expect(await heading.getAttribute('lang')).toBe('en');
    expect(await page.getByText(notFoundTexts.body).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: notFoundTexts.backHome }).getAttribute('href')).toBe('/');
    expect(await meta(page, 'robots')).toBe('noindex');
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    await screenshot(page, 'ssr-404-nojs');
    await context.close();
  });
});

describe('what the server sends for the marketing pages', () => {
  it('the page itself, no app bundle; only the landing loads a script, its carousel', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    for (const { path } of pages) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).toContain('<main id="main"');
      expect(html, path).not.toContain('id="root"');
      const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);
      expect(scripts, path).toEqual(
        path === paths.home ? [expect.stringMatching(/^\/assets\/marketing-/)] : [],
      );
    }
    // The app's own screens keep the app's shell.
    const login = await (await page.request.get(paths.auth.login)).text();
    expect(login).toContain('id="root"');
    await context.close();
  });
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the marketing pages with JavaScript (%s)', (_, viewport) => {
  it('the landing carousel moves between examples and its slider compares', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await page.goto(paths.home);
    const t = landingTexts.examples;
    const carousel = page.getByRole('region', { name: t.carousel });
    await carousel.scrollIntoViewIfNeeded();
    const slide = carousel.locator('figure[aria-roledescription]');
    await expect.poll(() => slide.getAttribute('aria-label')).toBe('1 de 3: Cafetería');
    // Its two pictures arrive (drawn by /demo/media), the original first.
    const pictures = slide.getByRole('img');
    expect(await pictures.count()).toBe(2);
    for (const picture of await pictures.all()) {
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    await carousel.getByRole('button', { name: t.next }).click();
    await expect.poll(() => slide.getAttribute('aria-label')).toBe('2 de 3: Peluquería');
    await carousel.getByRole('button', { name: /Ver ejemplo 3/ }).click();
    await expect.poll(() => slide.getAttribute('aria-label')).toMatch(/^3 de 3: /);
    const slider = carousel.getByRole('slider');
    await slider.focus();
    await page.keyboard.press('End');
    await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe('Original 100 %, ilustración 0 %');
    await page.keyboard.press('Home');
    await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe('Original 0 %, ilustración 100 %');
    await carousel.getByRole('button', { name: t.previous }).click();
    await expect.poll(() => slide.getAttribute('aria-label')).toBe('2 de 3: Peluquería');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('each page and the 404 pass axe, and look right', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    for (const { path, shot } of pages) {
      await page.goto(path);
      await expectAccessible(page);
      await scrollThrough(page);
      await screenshot(page, `${shot}-js`);
    }
    await page.goto('/pagina-que-no-existe');
    await expectAccessible(page);
    await screenshot(page, 'ssr-404-js');
    expect(errors).toEqual([]);
    await context.close();
  });
});
