import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlog } from '../../src/server/modules/blog/load-blog';
import { blogCategories, blogPaths } from '../../src/shared/blog';
import { blogTexts } from '../../src/shared/blog-texts';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const blog = loadBlog();
const marketing = blog.articles.filter((a) => a.category === 'marketing');

/**
 * How many images of the page fail to load (the covers are served by the app). Lazy ones are
 * asked for at once, or an image far below the fold would never load on a phone.
 */
const brokenImages = (page: Page) =>
  page.evaluate(async () => {
    const imgs = [...document.querySelectorAll('main img')] as HTMLImageElement[];
    await Promise.all(
      imgs.map((img) => {
        img.loading = 'eager';
        return img.decode().catch(() => {});
      }),
    );
    return imgs.filter((img) => img.naturalWidth === 0).length;
  });

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('/blog (%s)', (_, viewport) => {
  it('filters by a category button and opens an article', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await page.goto(blogPaths.list());
    await expect.poll(() => page.title()).toBe(blogTexts.pageTitle);
    const filter = page.getByRole('navigation', { name: blogTexts.filterLabel });
    expect(await filter.getByRole('link').allInnerTexts()).toEqual([
      'Todos',
      'Marketing',
      'Tecnología',
      'Innovación',
      'Analytics',
      'Casos de éxito',
      'Tendencias',
    ]);
    const titles = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
    expect(await titles.count()).toBe(blog.articles.length);
    expect(await titles.first().textContent()).toBe(blog.articles.find((a) => a.featured)?.title);
    expect(await brokenImages(page)).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'blog');

    await filter.getByRole('link', { name: blogCategories.marketing.label }).click();
    await page.waitForURL(`**${blogPaths.list('marketing')}`);
    expect(await filter.locator('[aria-current="page"]').textContent()).toBe(blogCategories.marketing.label);
    expect(new Set(await titles.allInnerTexts())).toEqual(new Set(marketing.map((a) => a.title)));
    await screenshot(page, 'blog-marketing');

    const target = marketing.find((a) => !a.featured)!;
    await page.getByRole('link', { name: target.title }).click();
    await page.waitForURL(`**${blogPaths.article(target.slug)}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(target.title);
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(await brokenImages(page)).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'blog-article');

    await page.getByRole('link', { name: blogTexts.back }).click();
    await page.waitForURL(`**${blogPaths.list()}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/blog/rss.xml', () => {
  it('is served as a feed the browser parses as XML', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await page.goto(blogPaths.list());
    const feed = await page.evaluate(
      async (href) => {
        const text = await (await fetch(href ?? '')).text();
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? null,
          items: [...doc.querySelectorAll('item > title')].map((t) => t.textContent),
        };
      },
      await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href'),
    );
    expect(feed.error).toBeNull();
    expect(feed.items).toEqual(blog.articles.map((a) => a.title));
    expect(errors).toEqual([]);
    await context.close();
  });
});
