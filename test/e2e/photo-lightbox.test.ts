import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LISTINGS } from '../../src/server/demo/demo-listings-data';
import { projectRoot } from '../../src/server/paths';
import { parseHydration } from '../../src/shared/hydration-json';
import type { MicrositePage } from '../../src/shared/microsite';
import { baseURL, DESKTOP, expectAccessible, launchBrowser, PHONE } from '../support/browser';

// Issue 26 item 8: a photo of the gallery opens full screen (swipe, arrows, pinch and double-tap
// zoom, Escape and Back close); item 17: the gallery's focusable strip has a name.

const LISTING = DEMO_LISTINGS[0]!;
const COUNT = LISTING.photos.length;
const STRIP = 'Fotos: Intro para ampliar';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Visit {
  page: Page;
  context: BrowserContext;
  errors: string[];
  /** The page's own data requests (a client-side navigation would make one). */
  dataFetches: string[];
  photos: Extract<MicrositePage, { kind: 'listing' }>['listing']['photos'];
}

/** The seeded listing in a fresh context: a phone with touch at 2× or a desktop with a mouse at 1×. */
async function visit(
  viewport: typeof PHONE,
  opts: { query?: string; reducedMotion?: 'reduce'; from?: string } = {},
): Promise<Visit> {
  const touch = viewport.width < 768;
  const context = await browser.newContext({
    viewport,
    baseURL: baseURL(),
    locale: 'es-ES',
    isMobile: touch,
    hasTouch: touch,
    deviceScaleFactor: touch ? 2 : 1,
    reducedMotion: opts.reducedMotion,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
  });
  if (opts.from) await page.goto(opts.from);
  await page.goto(`/l/${LISTING.slug}${opts.query ?? ''}`);
  await page.waitForSelector('html[data-hydrated]');
  const dataFetches: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'fetch' && r.url().includes(LISTING.slug)) dataFetches.push(r.url());
  });
  const data = parseHydration<MicrositePage>((await page.locator('#microsite-data').textContent()) ?? '{}');
  if (data.kind !== 'listing') throw new Error(`not a listing page: ${data.kind}`);
  return { page, context, errors, dataFetches, photos: data.listing.photos };
}

const viewerOf = (page: Page) => page.getByRole('dialog', { name: 'Visor de fotos' });
/** The picture in the middle of the viewer (its neighbours wait beside the screen, hidden). */
const shownImage = (page: Page) => page.locator('.plb-slide:not([aria-hidden]) img');
const counterOf = (page: Page) => page.locator('.plb-count [aria-hidden="true"]');
const box = async (l: Locator) => (await l.boundingBox())!;
/**
 * Closed, and the viewer's history entry left: closing goes back off the entry, and the browser's
 * popstate for it comes a moment later. A key pressed before it lands is a race a person cannot
 * win on a slow machine, so the steps wait for it.
 */
async function closedAndBack(page: Page) {
  await expect.poll(() => viewerOf(page).count()).toBe(0);
  await expect
    .poll(() => page.evaluate(() => (history.state as Record<string, unknown> | null)?.escaparatePhoto))
    .toBeUndefined();
}
const activeLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

/** What the screen shows (the viewer over the page), under /tmp/shots-lightbox and test-results. */
async function shot(page: Page, name: string) {
  const file = `${name}-${page.viewportSize()?.width ?? 0}.png`;
  for (const dir of ['/tmp/shots-lightbox', join(projectRoot(), 'test-results/screenshots')]) {
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, file) });
  }
}

/** Until the viewer's picture has arrived at the size it asked for. */
async function arrived(page: Page, url: string) {
  await expect
    .poll(() =>
      shownImage(page).evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : 'loading')),
    )
    .toBe(new URL(url, baseURL()).href);
}

/** axe with the viewer open: no WCAG A/AA violation on the page at any impact, none of any rule in the viewer. */
async function expectNoAxeViolations(page: Page) {
  await expectAccessible(page);
  const wcag = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(wcag.violations.map((v) => `${v.id} (${v.impact}): ${v.help}`)).toEqual([]);
  const all = await new AxeBuilder({ page }).include('dialog.plb').analyze();
  expect(all.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

// ---- touch, through the DevTools protocol: real touch events, as a phone sends them ----
type Pt = [number, number];
async function touch(cdp: CDPSession, paths: Pt[][], steps = 8, stepMs = 16) {
  const at = (k: number) =>
    paths.map((p, id) => {
      const [a, b] = [p[0]!, p.at(-1)!];
      return { x: a[0] + ((b[0] - a[0]) * k) / steps, y: a[1] + ((b[1] - a[1]) * k) / steps, id };
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let k = 1; k <= steps; k++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(k) });
    await new Promise((r) => setTimeout(r, stepMs));
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
const swipe = (cdp: CDPSession, from: Pt, to: Pt) => touch(cdp, [[from, to]]);
const pinch = (cdp: CDPSession, a: [Pt, Pt], b: [Pt, Pt]) => touch(cdp, [a, b]);
async function doubleTap(cdp: CDPSession, at: Pt) {
  for (let i = 0; i < 2; i++) {
    const point = { x: at[0], y: at[1], id: 0 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await new Promise((r) => setTimeout(r, 80));
  }
}

describe('the photo viewer', () => {
  it('at 390 px with touch: tap opens, swipe, pinch, double tap, pan; Back closes and stays on the page', async () => {
    const { page, context, errors, dataFetches, photos } = await visit(PHONE);
    expect(photos).toHaveLength(COUNT);
    // Item 17: the focusable strip has a name, and axe finds nothing on the page.
    expect(await page.getByRole('group', { name: STRIP }).getAttribute('tabindex')).toBe('0');
    const wcag = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(wcag.violations.map((v) => `${v.id} (${v.impact}): ${v.help}`)).toEqual([]);
    const url = page.url();
    const historyBefore = await page.evaluate(() => history.length);

    await page.locator('#foto-1 img').tap();
    const viewer = viewerOf(page);
    await expect.poll(() => viewer.isVisible()).toBe(true);
    expect(await counterOf(page).textContent()).toBe(`1 / ${COUNT}`);
    expect(await viewer.getByText(`Foto 1 de ${COUNT}`).count()).toBe(1);
    expect(await shownImage(page).getAttribute('alt')).toBe(photos[0]!.alt);
    // A 4:3 photo fit to the phone's 390 px at 2×: 780 device pixels, the 960-px derivative.
    await arrived(page, photos[0]!.sources.find((s) => s.width === 960)!.url);
    const fitted = await box(shownImage(page));
    expect(fitted.width).toBeCloseTo(390, 0);
    expect(fitted.height).toBeCloseTo(292.5, 0);
    expect(fitted.y + fitted.height / 2).toBeCloseTo(PHONE.height / 2, 0);
    // Opening pushed one history entry, at the same address.
    expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
    expect(page.url()).toBe(url);

    const cdp = await context.newCDPSession(page);
    const mid = PHONE.height / 2;
    // Swipe left: the next photo; right: back. Past the first photo: it stays.
    await swipe(cdp, [320, mid], [60, mid]);
    await expect.poll(() => counterOf(page).textContent()).toBe(`2 / ${COUNT}`);
    expect(await shownImage(page).getAttribute('alt')).toBe(photos[1]!.alt);
    await swipe(cdp, [60, mid], [320, mid]);
    await expect.poll(() => counterOf(page).textContent()).toBe(`1 / ${COUNT}`);
    await swipe(cdp, [60, mid], [320, mid]);
    await new Promise((r) => setTimeout(r, 500));
    expect(await counterOf(page).textContent()).toBe(`1 / ${COUNT}`);
    expect((await box(shownImage(page))).x).toBeCloseTo(0, 0);

    // Pinch apart, 100 → 200 px: twice the size, around the fingers' centre.
    await pinch(
      cdp,
      [
        [145, mid],
        [95, mid],
      ],
      [
        [245, mid],
        [295, mid],
      ],
    );
    await expect.poll(async () => Math.round((await box(shownImage(page))).width)).toBe(780);
    expect(await viewer.getByRole('button', { name: 'Reducir la foto' }).count()).toBe(1);
    await shot(page, 'lightbox-zoomed');
    // One finger now pans the photo instead of changing it…
    const before = await box(shownImage(page));
    await swipe(cdp, [200, mid], [300, mid]);
    const panned = await box(shownImage(page));
    expect(panned.x - before.x).toBeGreaterThan(50);
    expect(await counterOf(page).textContent()).toBe(`1 / ${COUNT}`);
    // …never past the photo's edge (780 px wide on 390: at most 195 px either way).
    await swipe(cdp, [50, mid], [380, mid]);
    expect((await box(shownImage(page))).x).toBeCloseTo(0, 0);
    // A zoomed photo gets a sharper derivative: 780 CSS px at 2× wants the 1600-px one.
    await arrived(page, photos[0]!.sources.find((s) => s.width === 1600)!.url);

    // Double tap: back to the fitted photo; again: 2.5× around the tap.
    await doubleTap(cdp, [195, mid]);
    await expect.poll(async () => Math.round((await box(shownImage(page))).width)).toBe(390);
    await doubleTap(cdp, [100, mid]);
    await expect.poll(async () => Math.round((await box(shownImage(page))).width)).toBe(975);
    const zoomedBox = await box(shownImage(page));
    // The point tapped (95 px left of the centre) stays under the finger: 2.5 × its offset from the photo's centre.
    expect(zoomedBox.x + zoomedBox.width / 2).toBeCloseTo(195 + 95 * 1.5, 0);
    await doubleTap(cdp, [195, mid]);
    await expect.poll(async () => Math.round((await box(shownImage(page))).width)).toBe(390);

    await swipe(cdp, [320, mid], [60, mid]);
    await expect.poll(() => counterOf(page).textContent()).toBe(`2 / ${COUNT}`);
    await arrived(page, photos[1]!.sources.find((s) => s.width === 960)!.url);
    await expectNoAxeViolations(page);
    await shot(page, 'lightbox');

    // The phone's Back: the viewer closes, the page stays (no navigation, no data reloaded).
    await page.evaluate(() => history.back());
    await expect.poll(() => viewer.count()).toBe(0);
    expect(page.url()).toBe(url);
    expect(await page.getByRole('heading', { level: 1, name: LISTING.title }).isVisible()).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(dataFetches).toEqual([]);
    // Focus back on the photos, which show the one the visitor ended on.
    expect(await activeLabel(page)).toBe(STRIP);
    await expect.poll(() => page.getByText(`Foto 2 de ${COUNT}`).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 1280 px with mouse and keyboard: Enter, arrows, double click, Tab stays inside, Escape leaves no history entry', async () => {
    const { page, context, errors, dataFetches, photos } = await visit(DESKTOP, { from: '/robots.txt' });
    const url = page.url();
    const strip = page.getByRole('group', { name: STRIP });
    await strip.focus();
    await page.keyboard.press('Enter');
    const viewer = viewerOf(page);
    await expect.poll(() => viewer.isVisible()).toBe(true);
    expect(await activeLabel(page)).toBe('Cerrar el visor');
    expect(await counterOf(page).textContent()).toBe(`1 / ${COUNT}`);
    // 4:3 on 1280 × 800: 1067 × 800 on screen at 1×, the 1600-px derivative.
    await arrived(page, photos[0]!.sources.find((s) => s.width === 1600)!.url);
    const fitted = await box(shownImage(page));
    expect(fitted.height).toBeCloseTo(800, 0);
    expect(fitted.width).toBeCloseTo(1066.7, 0);
    expect(await viewer.getByRole('button', { name: 'Foto anterior' }).getAttribute('aria-disabled')).toBe(
      'true',
    );

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counterOf(page).textContent()).toBe(`2 / ${COUNT}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counterOf(page).textContent()).toBe(`3 / ${COUNT}`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counterOf(page).textContent()).toBe(`2 / ${COUNT}`);
    await viewer.getByRole('button', { name: 'Foto siguiente' }).click();
    await expect.poll(() => counterOf(page).textContent()).toBe(`3 / ${COUNT}`);
    expect(await shownImage(page).getAttribute('alt')).toBe(photos[2]!.alt);

    // Double click zooms in 2.5× around the pointer, a drag pans, a second double click fits again.
    await page.mouse.dblclick(640, 400);
    await expect.poll(async () => Math.round((await box(shownImage(page))).height)).toBe(2000);
    const before = await box(shownImage(page));
    await page.mouse.move(640, 400);
    await page.mouse.down();
    await page.mouse.move(740, 450, { steps: 5 });
    await page.mouse.up();
    const panned = await box(shownImage(page));
    expect(Math.round(panned.x - before.x)).toBe(100);
    expect(Math.round(panned.y - before.y)).toBe(50);
    await shot(page, 'lightbox-zoomed');
    await page.mouse.dblclick(640, 400);
    await expect.poll(async () => Math.round((await box(shownImage(page))).height)).toBe(800);
    // The zoom button, by keyboard.
    await viewer.getByRole('button', { name: 'Ampliar la foto' }).press('Enter');
    await expect.poll(async () => Math.round((await box(shownImage(page))).height)).toBe(2000);
    expect(await activeLabel(page)).toBe('Reducir la foto');
    await page.keyboard.press('Enter');
    await expect.poll(async () => Math.round((await box(shownImage(page))).height)).toBe(800);

    // Tab and Shift+Tab go round the viewer's buttons, never to the page behind.
    const seen = new Set<string | null | undefined>();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog.plb')))).toBe(true);
      seen.add(await activeLabel(page));
    }
    expect([...seen].sort()).toEqual([
      'Ampliar la foto',
      'Cerrar el visor',
      'Foto anterior',
      'Foto siguiente',
    ]);
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog.plb')))).toBe(true);

    await expectNoAxeViolations(page);
    await shot(page, 'lightbox');

    // Escape: closed, focus back on the photos (showing photo 3), and no history entry left over.
    await page.keyboard.press('Escape');
    await closedAndBack(page);
    expect(await activeLabel(page)).toBe(STRIP);
    await expect.poll(() => page.getByText(`Foto 3 de ${COUNT}`).count()).toBeGreaterThan(0);
    expect(page.url()).toBe(url);

    // Forward reopens it where it was; its close button closes it again.
    await page.evaluate(() => history.forward());
    await expect.poll(() => viewer.isVisible()).toBe(true);
    expect(await counterOf(page).textContent()).toBe(`3 / ${COUNT}`);
    await viewer.getByRole('button', { name: 'Cerrar el visor' }).click();
    await closedAndBack(page);

    // A click on a photo opens it too; so does Space on the strip, which does not close it again on release.
    await page.locator('#foto-3 img').click();
    await expect.poll(() => viewer.isVisible()).toBe(true);
    expect(await counterOf(page).textContent()).toBe(`3 / ${COUNT}`);
    await page.keyboard.press('Escape');
    await closedAndBack(page);
    await strip.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => viewer.isVisible()).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(await viewer.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.count()).toBe(0);

    await new Promise((r) => setTimeout(r, 300));
    expect(dataFetches).toEqual([]);
    // Back now leaves the listing: opening and closing the viewer left no entry behind.
    await page.goBack();
    await expect.poll(() => page.url()).toBe(new URL('/robots.txt', baseURL()).href);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reduced motion: no sliding or zoom animation; English labels on the English side', async () => {
    const { page, context, errors } = await visit(DESKTOP, { query: '?lang=en', reducedMotion: 'reduce' });
    const strip = page.getByRole('group', { name: 'Photos: Enter to enlarge' });
    await strip.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
    await expect.poll(() => viewer.isVisible()).toBe(true);
    expect(await activeLabel(page)).toBe('Close the viewer');
    expect(await viewer.getByText(`Photo 1 of ${COUNT}`).count()).toBe(1);
    await page.keyboard.press('ArrowRight');
    // No animation to wait for: the next photo is there at once.
    expect(await counterOf(page).textContent()).toBe(`2 / ${COUNT}`);
    await viewer.getByRole('button', { name: 'Zoom in on the photo' }).click();
    expect(
      await shownImage(page).evaluate((img) => [img.className, getComputedStyle(img).transitionDuration]),
    ).toEqual(['plb-ease', '0s']);
    expect(await viewer.getByRole('button', { name: 'Zoom out of the photo' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.count()).toBe(0);
    expect(await activeLabel(page)).toBe('Photos: Enter to enlarge');
    expect(errors).toEqual([]);
    await context.close();
  });
});
