import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LISTINGS } from '../../src/server/demo/demo-listings-data';
import {
  DEMO_EMPTIED_ID,
  DEMO_FURNISHED,
  DEMO_REFURNISHED,
} from '../../src/server/modules/demo/demo-empty-example';
import { projectRoot } from '../../src/server/paths';
import { AI_LABEL, ILLUSTRATION_LABEL } from '../../src/shared/staging-selection';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { signInAsDemo } from '../support/flows';

let browser: Browser;
let demoAccount: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A screenshot; 'viewport' takes what the screen shows (a dialog over the page), not the whole page. */
async function shot(page: Page, name: string, element?: Locator | 'viewport') {
  if (element !== 'viewport') return screenshot(page, name, element);
  const file = `${name}-${page.viewportSize()?.width ?? 0}.png`;
  mkdirSync(join(projectRoot(), 'test-results/screenshots'), { recursive: true });
  await page.screenshot({ path: join(projectRoot(), 'test-results/screenshots', file) });
}

/** The seeded agency's leads: a demo contact must not add one (nor to anybody else). */
async function leadCount(): Promise<number> {
  const { leads } = await (await demoAccount.request.get('/api/leads')).json();
  return leads.length;
}

/** Until these (lazy) pictures have arrived, before a screenshot. */
async function imagesLoaded(images: Locator) {
  await expect
    .poll(
      () =>
        images.evaluateAll((imgs) =>
          imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
}

describe('/demo', () => {
  it('the seeded account exists to count leads', async () => {
    demoAccount = (await openPage(browser, DESKTOP)).page;
    await signInAsDemo(demoAccount);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`at ${viewport.width} px: banner, facts, slider by keyboard, a style without pair, and 'Demo completada' with nothing sent`, async () => {
      const before = await leadCount();
      const { page, errors } = await openPage(browser, viewport);
      const posts: string[] = [];
      page.on('request', (r) => {
        if (r.method() !== 'GET') posts.push(`${r.method()} ${r.url()}`);
      });
      await page.goto('/demo');
      await page.waitForSelector('html[data-hydrated]');
      expect(await page.title()).toContain('Demo');
      await expect.poll(() => page.getByText('Esto es una demostración:').isVisible()).toBe(true);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Local comercial en Ruzafa' }).isVisible())
        .toBe(true);
      expect(await page.getByText('Planta baja').isVisible()).toBe(true);
      await imagesLoaded(page.locator('main img').first());
      await shot(page, 'demo-top', 'viewport');

      // The Contactar button opens the contact dialog; Escape closes it.
      const dialog = page.getByRole('dialog');
      await page.getByRole('link', { name: 'Contactar' }).locator('visible=true').first().click();
      await expect
        .poll(() => dialog.getByRole('button', { name: 'Enviar solicitud' }).isVisible())
        .toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);

      const section = page.locator('#amueblar');
      await section.scrollIntoViewIfNeeded();
      const slider = section.getByRole('slider', { name: 'Comparar la foto original con la amueblada' });
      await slider.waitFor();
      expect(await slider.inputValue()).toBe('50');
      await slider.focus();
      for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
      expect(await slider.inputValue()).toBe('45');
      // Drawings, not renders: labelled as illustrations, never "con IA".
      expect(await section.getByText(ILLUSTRATION_LABEL).isVisible()).toBe(true);
      expect(await section.getByText(AI_LABEL).count()).toBe(0);
      await imagesLoaded(section.locator('img'));
      await shot(page, 'demo-staging', section);
      await imagesLoaded(page.locator('main img').first());
      await shot(page, 'demo');

      // The use toggle: the same premises as a home.
      await section.getByRole('button', { name: 'Residencial' }).click();
      await expect
        .poll(() => section.getByRole('button', { name: 'Salón', exact: true }).getAttribute('aria-pressed'))
        .toBe('true');
      await section.getByRole('button', { name: 'Comercial' }).click();
      // Cafetería has no Boho pair: the message and the ask button, no slider.
      await section.getByRole('button', { name: 'Boho', exact: true }).click();
      await expect
        .poll(() =>
          section.getByText(/Todavía no hay un render aprobado de cafetería en estilo boho/).isVisible(),
        )
        .toBe(true);
      expect(await section.getByRole('slider').count()).toBe(0);
      await section.getByRole('button', { name: 'Pedir este estilo a la agencia' }).click();
      await expect.poll(() => dialog.getByText('Cafetería · Boho').isVisible()).toBe(true);
      await dialog.getByLabel('Nombre *').fill('Lucía');
      await dialog.getByLabel('Apellidos *').fill('Ferrer');
      await dialog.getByLabel('E-mail *').fill('lucia.ferrer@example.es');
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect.poll(() => dialog.getByText('Demo completada').isVisible()).toBe(true);
      expect(await dialog.getByText('Comercial · Cafetería · Boho').isVisible()).toBe(true);
      expect(await dialog.getByText('E-mail: lucia.ferrer@example.es').isVisible()).toBe(true);
      await shot(page, 'demo-completada', 'viewport');
      await expectAccessible(page);
      await dialog.getByRole('link', { name: 'Cerrar' }).last().click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      // Nothing was sent: 'Contactar' offers the form again, with what was typed.
      await page.getByRole('link', { name: 'Contactar' }).locator('visible=true').first().click();
      await expect.poll(() => dialog.getByLabel('Nombre *').inputValue()).toBe('Lucía');
      await page.keyboard.press('Escape');

      await expectAccessible(page);
      expect(posts).toEqual([]);
      expect(await leadCount()).toBe(before);
      expect(errors).toEqual([]);
    });
  }
});

describe('/demo: the "vaciar" example, drawn by code', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`at ${viewport.width} px: the furnished office, its emptied version and the chain's result, switched by mode, labelled as illustrations`, async () => {
      const { page, errors } = await openPage(browser, viewport);
      await page.goto('/demo');
      await page.waitForSelector('html[data-hydrated]');
      const section = page.locator('#amueblar');
      await section.scrollIntoViewIfNeeded();
      // The title names every version the demo shows, not only furnishing.
      await expect.poll(() => section.getByRole('heading').textContent()).toBe('Imagínalo a tu gusto');
      await section.getByRole('button', { name: 'Oficina', exact: true }).click();
      await section.getByRole('button', { name: 'Oficina (foto 3)' }).click();
      const modes = section.getByRole('group', { name: 'Versión' }).getByRole('button');
      await expect.poll(() => modes.allTextContents()).toEqual(['Amueblado', 'Vacío']);
      const label = section.locator('[data-staging-label]');
      const stagedSrc = () =>
        label.evaluate((el) => el.parentElement!.querySelector('img')!.getAttribute('src'));
      const original = section.locator('img[alt$="(original)"]');
      for (const [name, after] of [
        ['Vacío', `/demo/media/${DEMO_EMPTIED_ID}-960.webp`],
        ['Amueblado', `/demo/media/${DEMO_REFURNISHED.id}-960.webp`],
      ] as const) {
        await section.getByRole('button', { name, exact: true }).click();
        await expect.poll(stagedSrc).toBe(after);
        // The original is the furnished office in both; the label is the drawing's, never "con IA".
        expect(await original.getAttribute('src')).toBe(`/demo/media/${DEMO_FURNISHED.id}-960.webp`);
        expect(await label.textContent()).toBe(ILLUSTRATION_LABEL);
        expect(await section.getByText(/con IA/).count()).toBe(0);
        expect(await section.getByRole('group', { name: 'Estilo' }).count()).toBe(name === 'Vacío' ? 0 : 1);
        await imagesLoaded(section.locator('[data-compare-slider]').locator('..').locator('img'));
        await shot(page, `demo-vaciar-${name === 'Vacío' ? 'empty' : 'furnish'}`, section);
      }
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });
  }
});

describe("the demo account's listings", () => {
  const rental = DEMO_LISTINGS.find((l) => l.operation === 'rent')!;
  for (const viewport of [PHONE, DESKTOP]) {
    it(`at ${viewport.width} px: full ads in Inmuebles and on the microsite, one a rental by the month`, async () => {
      const { page, errors } = await openPage(browser, viewport);
      await signInAsDemo(page);
      await page.goto('/dashboard/listings');
      const card = page.getByRole('article').filter({ hasText: rental.title });
      await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await card.getByText(/2\.300\s€\/mes/).isVisible()).toBe(true);
      expect(await card.getByText(rental.reference, { exact: false }).isVisible()).toBe(true);
      await shot(page, 'demo-account-listings');

      await page.goto(`/l/${rental.slug}`);
      await page.waitForSelector('html[data-hydrated]');
      const main = page.locator('main');
      await expect
        .poll(() =>
          main
            .getByText(/2\.300\s€\/mes/)
            .locator('visible=true')
            .first()
            .isVisible(),
        )
        .toBe(true);
      expect(
        await main.getByText(`Ref. ${rental.reference}`).locator('visible=true').first().isVisible(),
      ).toBe(true);
      const firstParagraph = rental.description.split('\n\n')[0]!;
      expect(await main.getByText(firstParagraph.slice(0, 60), { exact: false }).isVisible()).toBe(true);
      await imagesLoaded(page.locator('main img').first());
      await shot(page, 'demo-account-rental');
      // In English: the English description.
      await page.goto(`/l/${rental.slug}?lang=en`);
      await page.waitForSelector('html[data-hydrated]');
      const firstEn = rental.descriptionEn.split('\n\n')[0]!;
      await expect
        .poll(() => page.locator('main').getByText(firstEn.slice(0, 60), { exact: false }).isVisible())
        .toBe(true);
      expect(
        await page
          .locator('main')
          .getByText(/€2,300\/month/)
          .locator('visible=true')
          .first()
          .isVisible(),
      ).toBe(true);
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });
  }
});

describe('the landing carousel', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`at ${viewport.width} px: next/previous and dots change the example, the illustration label shows, 'Ver demo' opens /demo`, async () => {
      const { page, errors } = await openPage(browser, viewport);
      await page.goto('/');
      const carousel = page.getByRole('region', { name: 'Ejemplos de antes y después' });
      await carousel.scrollIntoViewIfNeeded();
      const slide = carousel.locator('figure');
      await expect.poll(() => slide.getAttribute('aria-label')).toBe('1 de 3: Cafetería');
      expect(await carousel.getByText(ILLUSTRATION_LABEL).isVisible()).toBe(true);
      expect(
        await carousel.getByRole('button', { name: 'Ver ejemplo 1: Cafetería' }).getAttribute('aria-current'),
      ).toBe('true');
      const slider = carousel.getByRole('slider');
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      expect(await slider.inputValue()).toBe('51');
      await imagesLoaded(carousel.locator('img'));
      await shot(page, 'landing-carousel', carousel.locator('xpath=ancestor::section[1]'));

      await carousel.getByRole('button', { name: 'Ejemplo siguiente' }).click();
      await expect.poll(() => slide.getAttribute('aria-label')).toBe('2 de 3: Peluquería');
      expect(await slider.inputValue()).toBe('50');
      expect(await carousel.getByText('Estilo minimalista').isVisible()).toBe(true);
      await carousel.getByRole('button', { name: 'Ejemplo anterior' }).click();
      await carousel.getByRole('button', { name: 'Ejemplo anterior' }).click();
      await expect.poll(() => slide.getAttribute('aria-label')).toBe('3 de 3: Piso moderno');
      expect(
        await carousel
          .getByRole('button', { name: 'Ver ejemplo 3: Piso moderno' })
          .getAttribute('aria-current'),
      ).toBe('true');
      expect(await carousel.getByText(ILLUSTRATION_LABEL).isVisible()).toBe(true);
      await expectAccessible(page);

      await page.getByRole('link', { name: 'Ver demo' }).last().click();
      await page.waitForURL('**/demo');
      await expect.poll(() => page.getByText('Esto es una demostración:').isVisible()).toBe(true);
      expect(errors).toEqual([]);
    });
  }
});
