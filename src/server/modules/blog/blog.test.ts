import { Hono } from 'hono';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../test/support/test-app';
import { blogCategories, blogPaths } from '../../../shared/blog';
import { blogTexts } from '../../../shared/blog-texts';
import { blogRoutes } from './blog.routes';
import { listBlogArticlesForSitemap } from './blog-sitemap';
import { getBlog } from './load-blog';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const blog = getBlog();
const featured = blog.articles.find((a) => a.featured)!;

async function page(path: string, status = 200) {
  const res = await t.app.request(path);
  expect(res.status, path).toBe(status);
  return new JSDOM(await res.text()).window.document;
}

const cardTitles = (doc: Document) =>
  [...doc.querySelectorAll('main article h2 a')].map((a) => a.textContent?.trim());

describe('GET /blog', () => {
  it('shows the featured article first, then every other one, and links the feed', async () => {
    const doc = await page('/blog');
    expect(doc.title).toBe(blogTexts.pageTitle);
    const titles = cardTitles(doc);
    expect(titles[0]).toBe(featured.title);
    expect(titles).toHaveLength(blog.articles.length);
    expect(doc.querySelector('main article')?.textContent).toContain(blogTexts.featured);
    const feed = doc.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(feed?.getAttribute('href')).toBe(blogPaths.rss);
    expect(doc.querySelector('[aria-current="page"]')?.textContent).toBe(blogTexts.all);
    expect(doc.querySelector('script:not([type="application/ld+json"])')).toBeNull();
  });

  it('shows a card with its cover, category, excerpt, author, date and reading time', async () => {
    const doc = await page('/blog');
    const a = blog.articles.find((x) => !x.featured)!;
    const card = [...doc.querySelectorAll('main article')].find((el) => el.textContent?.includes(a.title))!;
    expect(card.querySelector('img')?.getAttribute('src')).toBe(blogPaths.coverSvg(a.slug));
    const text = card.textContent ?? '';
    expect(text).toContain(blogCategories[a.category].label);
    expect(text).toContain(a.excerpt);
    expect(text).toContain(a.author);
    expect(card.querySelector('time')?.getAttribute('datetime')).toBe(a.date);
    expect(text).toContain(blogTexts.minutes(a.readingMinutes));
  });

  it('filters by category with a link, marking the chosen button', async () => {
    for (const [key, { label }] of Object.entries(blogCategories)) {
      const doc = await page(`/blog?categoria=${key}`);
      const expected = blog.articles.filter((a) => a.category === key).map((a) => a.title);
      expect(new Set(cardTitles(doc)), key).toEqual(new Set(expected));
      expect(doc.querySelector('[aria-current="page"]')?.textContent).toBe(label);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${TEST_ORIGIN}/blog?categoria=${key}`,
      );
    }
    // An unknown category is the whole list.
    expect(cardTitles(await page('/blog?categoria=deportes'))).toHaveLength(blog.articles.length);
  });

  it('says so when a category has no article', async () => {
    const app = new Hono().route('/', blogRoutes(t.deps, { articles: [], bySlug: new Map() }));
    const res = await app.request('/blog?categoria=tendencias');
    expect(res.status).toBe(200);
    const doc = new JSDOM(await res.text()).window.document;
    expect(doc.querySelector('main')?.textContent).toContain(blogTexts.empty);
    expect(cardTitles(doc)).toHaveLength(0);
  });
});

describe('GET /blog/{slug}', () => {
  it('renders the article with Open Graph, canonical and BlogPosting JSON-LD', async () => {
    const a = featured;
    const doc = await page(blogPaths.article(a.slug));
    const meta = (key: string) =>
      doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
    const url = `${TEST_ORIGIN}/blog/${a.slug}`;
    expect(doc.querySelector('h1')?.textContent).toBe(a.title);
    expect(doc.querySelector('.site-prose h2')).not.toBeNull();
    expect(meta('og:type')).toBe('article');
    expect(meta('og:title')).toBe(`${a.title} · Escaparate`);
    expect(meta('og:url')).toBe(url);
    expect(meta('article:published_time')).toBe(a.date);
    expect(meta('og:image')).toBe(`${TEST_ORIGIN}/blog/${a.slug}/cover.png`);
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('description')).toBe(a.excerpt);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: a.title,
      datePublished: a.date,
      image: [`${TEST_ORIGIN}/blog/${a.slug}/cover.png`],
      mainEntityOfPage: { '@id': url },
    });
  });

  it('links the older and newer articles and related ones', async () => {
    const middle = blog.articles[1]!;
    const doc = await page(blogPaths.article(middle.slug));
    expect(doc.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe(
      blogPaths.article(blog.articles[2]!.slug),
    );
    expect(doc.querySelector('a[rel="next"]')?.getAttribute('href')).toBe(
      blogPaths.article(blog.articles[0]!.slug),
    );
    const related = [...doc.querySelectorAll('section h3 a')].map((el) => el.getAttribute('href'));
    expect(related).toHaveLength(3);
    expect(related).not.toContain(blogPaths.article(middle.slug));
  });

  it('answers an unknown article with the site 404 page', async () => {
    const doc = await page('/blog/no-existe', 404);
    expect(doc.querySelector('h1')?.textContent).toBe(blogTexts.notFoundTitle);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.querySelector('footer')).not.toBeNull();
  });
});

describe('covers', () => {
  it('serves the drawn cover as SVG and as a 1200×630 PNG, with ETags', async () => {
    const svg = await t.app.request(blogPaths.coverSvg(featured.slug));
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg [^>]*viewBox="0 0 1200 630"/);

    const png = await t.app.request(blogPaths.coverPng(featured.slug));
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await png.arrayBuffer());
    expect(bytes.readUInt32BE(16)).toBe(1200); // IHDR width
    expect(bytes.readUInt32BE(20)).toBe(630); // IHDR height
    const again = await t.app.request(blogPaths.coverPng(featured.slug), {
      headers: { 'If-None-Match': png.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect((await t.app.request('/blog/no-existe/cover.png')).status).toBe(404);
  });
});

describe('GET /blog/rss.xml', () => {
  it('is RSS 2.0 XML with every article, absolute links and RFC 822 dates', async () => {
    const res = await t.app.request(blogPaths.rss);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/rss+xml');
    // jsdom's XML parser is strict: a malformed feed throws here.
    const doc = new JSDOM(await res.text(), { contentType: 'application/xml' }).window.document;
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const items = [...doc.querySelectorAll('item')];
    expect(items).toHaveLength(blog.articles.length);
    const first = items[0]!;
    const newest = blog.articles[0]!;
    expect(first.querySelector('title')?.textContent).toBe(newest.title);
    expect(first.querySelector('link')?.textContent).toBe(`${TEST_ORIGIN}/blog/${newest.slug}`);
    for (const item of items) {
      const date = item.querySelector('pubDate')?.textContent ?? '';
      expect(date).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} 00:00:00 GMT$/);
      expect(item.querySelector('link')?.textContent).toMatch(/^http:\/\/localhost:3000\/blog\/[a-z0-9-]+$/);
    }
  });
});

describe('listBlogArticlesForSitemap', () => {
  it('lists every article with its path and date', () => {
    const entries = listBlogArticlesForSitemap();
    expect(entries).toHaveLength(blog.articles.length);
    expect(entries[0]).toEqual({
      slug: blog.articles[0]!.slug,
      path: `/blog/${blog.articles[0]!.slug}`,
      date: blog.articles[0]!.date,
    });
  });
});
