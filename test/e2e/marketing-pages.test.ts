import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageMetas } from '../../src/shared/page-meta';
import { paths } from '../../src/shared/paths';
import { aboutTexts } from '../../src/web/features/marketing/about-texts';
import { featuresTexts } from '../../src/web/features/marketing/features-texts';
import { claims, landingTexts } from '../../src/web/features/marketing/texts';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const description = (page: Page) =>
  page.locator('meta[name="description"]').getAttribute('content', { timeout: 2000 });

/** The figures of the claims strip a page shows, by its accessible name. */
const claimsShown = (page: Page, label: string) =>
  page.getByRole('region', { name: label }).getByRole('listitem').allInnerTexts();

/** Follows a header link: the main navigation on a desktop, the menu on a phone. */
async function headerLink(page: Page, name: string, phone: boolean) {
  if (phone) {
    // The server-rendered pages' menu is a <details> (it works without JavaScript): its summary.
    await page.getByLabel('Abrir menú').click();
    await page.getByRole('navigation', { name: 'Menú móvil' }).getByRole('link', { name }).click();
  } else {
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name }).click();
  }
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('/features and /about (%s)', (_, viewport) => {
  const phone = viewport === PHONE;

  it('the header leads to /features: nine cards, three steps, the landing figures, a way in', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await page.goto(paths.home);
    const landingClaims = await claimsShown(page, landingTexts.claimsLabel);
    expect(landingClaims).toEqual([...claims]);
    await screenshot(page, 'claims-strip', page.getByRole('region', { name: landingTexts.claimsLabel }));
    const landingFeatures = page.getByRole('region', { name: landingTexts.featuresTitle });
    const allFeatures = landingFeatures.getByRole('link', { name: landingTexts.allFeatures });
    expect(await allFeatures.getAttribute('href')).toBe(paths.features);
    await screenshot(page, 'landing-features', landingFeatures);

    await headerLink(page, 'Características', phone);
    await page.waitForURL(`**${paths.features}`);
    await expect.poll(() => page.title()).toBe(pageMetas.features.title);
    expect(await description(page)).toBe(pageMetas.features.description);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: featuresTexts.title }).isVisible())
      .toBe(true);

    const cards = page
      .getByRole('region', { name: featuresTexts.cardsTitle })
      .getByRole('heading', { level: 3 });
    expect(await cards.allInnerTexts()).toEqual(Object.values(featuresTexts.cards).map((card) => card.title));
    const steps = page.getByRole('region', { name: featuresTexts.stepsTitle }).getByRole('listitem');
    expect(await steps.count()).toBe(3);
    expect(await steps.getByRole('heading').allInnerTexts()).toEqual([
      'Sube fotos',
      'La IA procesa',
      'Recibe leads',
    ]);
    expect(await claimsShown(page, featuresTexts.resultsLabel)).toEqual(landingClaims);

    await expectAccessible(page);
    await screenshot(page, 'features');
    await page.getByRole('link', { name: featuresTexts.start }).click();
    await page.waitForURL(/\/(dashboard|auth\/login)/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the footer leads to /about: story, four values, a way in; home sets its own description again', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await page.goto(paths.features);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sobre nosotros' }).click();
    await page.waitForURL(`**${paths.about}`);
    // The page opens at its top, not where the footer link was.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => page.title()).toBe(pageMetas.about.title);
    expect(await description(page)).toBe(pageMetas.about.description);
    await expect
      .poll(() => page.getByRole('heading', { name: aboutTexts.storyTitle }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByText('Escaparate nació en 2024', { exact: false }).isVisible())
      .toBe(true);
    // The story's sentences as written: no claim of the strip pasted into one.
    expect(
      await page.getByText('Lo construimos escuchando a agencias españolas', { exact: false }).textContent(),
    ).toBe(
      'Lo construimos escuchando a agencias españolas, grandes y pequeñas, y seguimos mejorándolo cada semana con las que lo usan.',
    );
    expect(await page.locator('main').textContent()).not.toMatch(/hoy son \d+ días/);
    await expect.poll(() => page.getByRole('img', { name: aboutTexts.illustration }).isVisible()).toBe(true);

    const values = page
      .getByRole('region', { name: aboutTexts.valuesTitle })
      .getByRole('heading', { level: 3 });
    expect(await values.allInnerTexts()).toEqual(['Innovación', 'Colaboración', 'Resultados', 'Pasión']);
    expect(await page.getByRole('link', { name: aboutTexts.start }).getAttribute('href')).toBe(
      paths.dashboard.home,
    );

    await expectAccessible(page);
    await screenshot(page, 'about');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Características' }).click();
    await page.waitForURL(`**${paths.features}`);
    await expect.poll(() => description(page)).toBe(pageMetas.features.description);
    await page.getByRole('banner').getByRole('link', { name: 'Escaparate, ir al inicio' }).click();
    await page.waitForURL((url) => url.pathname === paths.home);
    await expect.poll(() => description(page)).toBe(pageMetas.home.description);
    expect(await page.title()).toBe(pageMetas.home.title);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('what the server sends', () => {
  it('each page with its own title and description; /favicon.ico', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    for (const [path, meta] of [
      [paths.features, pageMetas.features],
      [paths.about, pageMetas.about],
      [paths.home, pageMetas.home],
      [paths.pricing, pageMetas.pricing],
      [paths.auth.login, pageMetas.login],
    ] as const) {
      const res = await page.request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${meta.title}</title>`);
      expect(html).toContain(`<meta name="description" content="${meta.description}"`);
    }
    const icon = await page.request.get(paths.faviconIco);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/x-icon');
    expect(icon.headers()['cache-control']).toMatch(/max-age=\d{7}/);
    await context.close();
  });
});
