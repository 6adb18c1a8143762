import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOwner, TEST_ORIGIN, type TestApp } from '../../../../test/support/test-app';
import { paths } from '../../../shared/paths';
import { publicPages } from '../../../shared/public-pages';
import { listings } from '../../db/schema';
import { listBlogArticlesForSitemap } from '../blog/blog-sitemap';
import { seoRoutes } from './seo.routes';
import { sitemapXml } from './sitemap-xml';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Parses the XML as a strict parser would (a malformed document fails) and reads its URLs. */
function readSitemap(xml: string) {
  const doc = new new JSDOM().window.DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const root = doc.documentElement;
  expect([root.localName, root.namespaceURI]).toEqual(['urlset', SITEMAP_NS]);
  const urls = [...root.children].map((url) => {
    expect(url.localName).toBe('url');
    return {
      loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
      lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
    };
  });
  return new Map(urls.map((u) => [u.loc, u.lastmod]));
}

async function fetchSitemap(app: { request: TestApp['app']['request'] } = t.app) {
  const res = await app.request(paths.sitemap);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
  return { res, urls: readSitemap(await res.text()) };
}

const abs = (path: string) => TEST_ORIGIN + path;

describe('GET /sitemap.xml', () => {
  it('lists the public pages, every published listing and its agency page, never a draft or a deleted one', async () => {
    const owner = await signedInOwner(t);
    const create = async (title: string, published: boolean) => {
      const res = await owner.client.post('/api/listings', { energyStatus: 'in_progress', title, published });
      expect(res.status).toBe(201);
      return (await res.json()).listing as { id: string; slug: string };
    };
    const shown = await create('Piso con terraza & vistas', true);
    const draft = await create('Borrador en Ruzafa', false);
    const removed = await create('Ático que se borra', true);
    expect((await owner.client.request(`/api/listings/${removed.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    // An agency with only drafts shows nothing worth indexing.
    const quiet = await signedInOwner(t);
    expect(
      (
        await quiet.client.post('/api/listings', {
          energyStatus: 'in_progress',
          title: 'Solo borrador',
          published: false,
        })
      ).status,
    ).toBe(201);

    const { urls } = await fetchSitemap();
    for (const page of publicPages) expect(urls.has(abs(page)), page).toBe(true);
    expect(urls.get(abs(paths.home))).toBeNull();

    const [row] = await t.db.select().from(listings).where(eq(listings.id, shown.id));
    expect(urls.get(abs(paths.listing(shown.slug)))).toBe(row!.updatedAt.toISOString());
    expect(urls.has(abs(paths.listing(draft.slug)))).toBe(false);
    expect(urls.has(abs(paths.listing(removed.slug)))).toBe(false);

    const { agency } = await (await owner.client.get('/api/me')).json();
    const agencyLastmod = urls.get(abs(paths.agency(agency.slug)));
    expect(agencyLastmod).toBeTruthy();
    expect(new Date(agencyLastmod!).getTime()).toBeGreaterThanOrEqual(row!.updatedAt.getTime());
    const { agency: quietAgency } = await (await quiet.client.get('/api/me')).json();
    expect(urls.has(abs(paths.agency(quietAgency.slug)))).toBe(false);
    expect([...urls.keys()].every((loc) => loc.startsWith(`${TEST_ORIGIN}/`))).toBe(true);
  });

  it('follows the listings at once: unpublished goes, published comes with a newer lastmod; ETag answers 304', async () => {
    const owner = await signedInOwner(t);
    const res = await owner.client.post('/api/listings', {
      energyStatus: 'in_progress',
      title: 'Local en Benimaclet',
      published: true,
    });
    const { listing } = (await res.json()) as { listing: { id: string; slug: string } };
    const loc = abs(paths.listing(listing.slug));

    const first = await fetchSitemap();
    const firstLastmod = first.urls.get(loc);
    expect(firstLastmod).toBeTruthy();
    const etag = first.res.headers.get('etag')!;
    expect(first.res.headers.get('cache-control')).toBe('no-cache');
    const again = await t.app.request(paths.sitemap, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const edit = (published: boolean) =>
      owner.client.request(`/api/listings/${listing.id}`, {
        method: 'PUT',
        json: { energyStatus: 'in_progress', title: 'Local en Benimaclet', published },
      });
    expect((await edit(false)).status).toBe(200);
    const hidden = await fetchSitemap();
    expect(hidden.urls.has(loc)).toBe(false);
    expect(hidden.res.headers.get('etag')).not.toBe(etag);
    expect((await t.app.request(paths.sitemap, { headers: { 'if-none-match': etag } })).status).toBe(200);

    expect((await edit(true)).status).toBe(200);
    const back = (await fetchSitemap()).urls.get(loc);
    expect(new Date(back!).getTime()).toBeGreaterThan(new Date(firstLastmod!).getTime());
  });

  it('lists every blog article with its date', async () => {
    const { urls } = await fetchSitemap();
    const articles = listBlogArticlesForSitemap();
    expect(articles.length).toBeGreaterThanOrEqual(6);
    for (const a of articles) expect(urls.get(abs(a.path))).toBe(new Date(a.date).toISOString());
  });

  it('adds the pages other modules register, escaped', async () => {
    const blog = seoRoutes(t.deps, {
      extraEntries: [
        async () => [
          { path: '/blog/qr-en-el-escaparate', lastmod: new Date('2026-03-02T09:00:00Z') },
          { path: '/blog/buscar?tema=a&b=<c>' },
        ],
      ],
    });
    const { urls } = await fetchSitemap(blog);
    expect(urls.get(abs('/blog/qr-en-el-escaparate'))).toBe('2026-03-02T09:00:00.000Z');
    expect(urls.has(abs('/blog/buscar?tema=a&b=<c>'))).toBe(true);
    expect(urls.has(abs(paths.pricing))).toBe(true);
  });

  it('writes each URL once and refuses an entry that is not a path of this site', () => {
    const xml = sitemapXml('https://escaparate.es', [{ path: '/a' }, { path: '/a' }, { path: '/b' }]);
    expect([...readSitemap(xml).keys()]).toEqual(['https://escaparate.es/a', 'https://escaparate.es/b']);
    expect(() => sitemapXml('https://escaparate.es', [{ path: 'https://evil.example/x' }])).toThrow();
    expect(() => sitemapXml('https://escaparate.es', [{ path: '//evil.example/x' }])).toThrow();
  });
});

describe('GET /robots.txt', () => {
  it('opens the public pages, closes the account, the API and diagnostics, and points at the sitemap', async () => {
    const res = await t.app.request(paths.robots);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const closed of ['/dashboard', '/api/', '/debug/']) expect(lines).toContain(`Disallow: ${closed}`);
    expect(lines).toContain(`Sitemap: ${TEST_ORIGIN}${paths.sitemap}`);
    // Nothing closes a public page.
    const disallowed = lines
      .filter((l) => l.startsWith('Disallow: '))
      .map((l) => l.slice('Disallow: '.length));
    for (const page of [...publicPages, paths.listing('piso'), paths.agency('fincas')]) {
      expect(
        disallowed.some((prefix) => page.startsWith(prefix)),
        page,
      ).toBe(false);
    }
  });

  it('names the sitemap at PUBLIC_URL, whatever host the request used', async () => {
    const other = await createTestApp({ env: { PUBLIC_URL: 'https://www.escaparate.es/' } });
    try {
      const text = await (await other.app.request('https://www.escaparate.es/robots.txt')).text();
      expect(text).toContain('Sitemap: https://www.escaparate.es/sitemap.xml\n');
      const xml = await (await other.app.request('https://www.escaparate.es/sitemap.xml')).text();
      expect(readSitemap(xml).has('https://www.escaparate.es/pricing')).toBe(true);
    } finally {
      await other.close();
    }
  });
});
