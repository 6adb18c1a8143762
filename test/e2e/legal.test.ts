import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentCompany } from '../../src/server/env';
import { cookieTexts } from '../../src/shared/legal';
import { paths } from '../../src/shared/paths';
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

const pages = [
  [paths.privacy, 'Política de privacidad', 'privacy'],
  [paths.terms, 'Términos y condiciones', 'terms'],
  [paths.cookies, 'Política de cookies', 'cookies'],
  [paths.legalNotice, 'Aviso legal', 'aviso-legal'],
] as const;

const switchFor = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('legal pages (%s)', (_, viewport) => {
  it.each(pages)('%s: the company, the date, accessible, no script errors', async (path, title, name) => {
    const { page, context, errors } = await openPage(browser, viewport);
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
    expect(await page.locator('main, body').first().textContent()).toContain(developmentCompany.name);
    expect(await page.getByText('Última actualización:').isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, `legal-${name}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('cookie preferences in the browser', () => {
  it('choose, save, reload: the choice stays; reject all clears it', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(paths.cookies);
    expect(await page.getByTestId('cookie-choice').textContent()).toBe(cookieTexts.notChosen);
    const essential = page.getByRole('checkbox', { name: /^Esenciales/ });
    expect(await essential.isChecked()).toBe(true);
    expect(await essential.isDisabled()).toBe(true);

    await switchFor(page, 'Rendimiento').check();
    await switchFor(page, 'Marketing').check();
    await page.getByRole('button', { name: cookieTexts.save }).click();
    await page.waitForURL(/guardado=1/);
    expect(await page.getByRole('status').textContent()).toBe(cookieTexts.saved);
    await expectAccessible(page);
    await screenshot(page, 'legal-cookies-saved');

    await page.goto(paths.cookies);
    expect(await switchFor(page, 'Rendimiento').isChecked()).toBe(true);
    expect(await switchFor(page, 'Funcionalidad').isChecked()).toBe(false);
    expect(await switchFor(page, 'Marketing').isChecked()).toBe(true);
    expect(await page.getByTestId('cookie-choice').textContent()).toBe(
      'Tu elección actual: esenciales, rendimiento y marketing.',
    );
    await page.reload();
    expect(await switchFor(page, 'Marketing').isChecked()).toBe(true);

    await page.getByRole('button', { name: cookieTexts.rejectAll }).click();
    await page.waitForURL(/guardado=1/);
    await page.reload();
    for (const name of ['Rendimiento', 'Funcionalidad', 'Marketing'])
      expect(await switchFor(page, name).isChecked()).toBe(false);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'escaparate_cookies')?.value).toMatch(/\.000$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works with JavaScript turned off', async () => {
    const context = await browser.newContext({
      viewport: DESKTOP,
      javaScriptEnabled: false,
      baseURL: baseURL(),
    });
    const page = await context.newPage();
    await page.goto(paths.cookies);
    await page.getByRole('button', { name: cookieTexts.acceptAll }).click();
    await page.waitForURL(/guardado=1/);
    await page.goto(paths.cookies);
    for (const name of ['Rendimiento', 'Funcionalidad', 'Marketing'])
      expect(await switchFor(page, name).isChecked()).toBe(true);
    await context.close();
  });

  it('the landing footer leads to the legal notice', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await page.goto(paths.home);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Aviso legal' }).click();
    await page.waitForURL(`**${paths.legalNotice}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Aviso legal');
    expect(errors).toEqual([]);
    await context.close();
  });
});
