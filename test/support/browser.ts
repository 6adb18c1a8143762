import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { projectRoot } from '../../src/server/paths';
import { CHROMIUM_PATH } from './chromium';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export function baseURL(): string {
  return inject('baseURL');
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** JavaScript errors and console.error calls seen on the page (network failures excluded). */
  errors: string[];
  /** console.warn calls seen on the page. */
  warnings: string[];
}

/** A fresh context (own cookies) at a viewport, recording page errors. */
export async function openPage(browser: Browser, viewport = DESKTOP, base = baseURL()): Promise<TestPage> {
  const context = await browser.newContext({
    viewport,
    baseURL: base,
    locale: 'es-ES',
    isMobile: viewport.width < 768,
    hasTouch: viewport.width < 768,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  return { page, context, errors, warnings };
}

/** Saves a screenshot under test-results/screenshots for a person to look at (the whole page, or one element). */
export async function screenshot(page: Page, name: string, element?: Locator) {
  const dir = join(projectRoot(), 'test-results/screenshots');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}-${page.viewportSize()?.width ?? 0}.png`);
  if (element) await element.screenshot({ path });
  else await page.screenshot({ path, fullPage: true });
}

/**
 * axe: no serious or critical violation. It reads the colours as they are painted, so it waits for
 * the page's transitions to end first: a button between its pressed and plain colours (150 ms on
 * a fast machine, longer on a loaded one) has the contrast of neither.
 */
export async function expectAccessible(page: Page) {
  await page
    .waitForFunction(
      () =>
        !document
          .getAnimations()
          .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => {});
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}
