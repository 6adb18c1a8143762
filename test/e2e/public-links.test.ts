import { JSDOM } from 'jsdom';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/shared/paths';
import { publicPages } from '../../src/shared/public-pages';
import { baseURL, DESKTOP, launchBrowser, openPage } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Not public pages (robots.txt closes them too): their links are checked, not followed further. */
const NOT_PUBLIC = ['/dashboard', '/api/', '/auth/', '/billing/', '/debug/', '/dev/', '/q/'];
const isPublic = (path: string) => !NOT_PUBLIC.some((prefix) => path.startsWith(prefix));

/** The single-page app's shell: its links exist only once the app has run. */
const isSpaShell = (html: string) => html.includes('<div id="root"></div>');

function hrefsIn(html: string): string[] {
  const { document } = new JSDOM(html).window;
  return [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '');
}

/** The app rendered in Chromium: every anchor in the DOM, the closed mobile menu's included. */
async function hrefsRendered(page: Page, path: string): Promise<string[]> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator('#main').first().waitFor();
  return page.$$eval('a[href]', (anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
}

/** Same-origin links as `path?query` (no fragment); mail, phone and other sites are left out. */
function internalTarget(href: string, base: string): string | null {
  const url = new URL(href, base);
  if (url.origin !== new URL(base).origin) return null;
  return url.pathname + url.search;
}

describe('every internal link of the public pages answers', () => {
  it('crawls from /, the public pages and the demo seed’s microsites: no 4xx or 5xx anywhere', async () => {
    const origin = baseURL();
    // The sitemap holds the public pages, the demo agency's page and its published listings.
    const sitemap = await (await fetch(`${origin}${paths.sitemap}`)).text();
    const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(fromSitemap.some((p) => p.startsWith('/agency/'))).toBe(true);
    expect(fromSitemap.some((p) => p.startsWith('/l/'))).toBe(true);

    const { page, context, errors } = await openPage(browser, DESKTOP, origin);
    const queue = [...new Set([paths.home, ...publicPages, ...fromSitemap])];
    const foundOn = new Map<string, string>(queue.map((p) => [p, 'start']));
    const seen = new Set<string>();
    const broken: string[] = [];
    let spaPages = 0;

    while (queue.length > 0) {
      const target = queue.shift()!;
      if (seen.has(target)) continue;
      seen.add(target);
      const res = await fetch(origin + target, { headers: { 'accept-language': 'es-ES' } });
      const body = await res.text();
      if (res.status >= 400) {
        broken.push(`${res.status} ${target} (linked from ${foundOn.get(target)})`);
        continue;
      }
      const finalPath = new URL(res.url).pathname;
      const html = res.headers.get('content-type')?.startsWith('text/html');
      if (!html || !isPublic(finalPath)) continue;
      const hrefs = isSpaShell(body) ? await hrefsRendered(page, target) : hrefsIn(body);
      if (isSpaShell(body)) spaPages++;
      for (const href of hrefs) {
        const next = internalTarget(href, res.url);
        if (next === null || seen.has(next)) continue;
        if (!foundOn.has(next)) foundOn.set(next, target);
        queue.push(next);
      }
    }

    expect(broken).toEqual([]);
    // Every public page comes server-rendered, readable without JavaScript (the marketing pages
    // too, since issue 26), and the crawl went well beyond the start list.
    expect(spaPages).toBe(0);
    expect(seen.size).toBeGreaterThan(publicPages.length + 5);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
