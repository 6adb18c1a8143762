import { escapeHtml } from '../../lib/html';

/** One page in the sitemap: its path on this site and, when known, when it last changed. */
export interface SitemapEntry {
  /** Starts with `/`; the sitemap prefixes the site's public origin. */
  path: string;
  lastmod?: Date | null;
}

/** A module that adds pages of its own (the blog's articles): called on every sitemap request. */
export type SitemapSource = () => Promise<SitemapEntry[]>;

/** The protocol's limit per file; past it a sitemap index would be needed (decision left for then). */
export const MAX_SITEMAP_URLS = 50_000;

/**
 * The sitemap protocol's XML (sitemaps.org 0.9): absolute, escaped `<loc>`s, each page once,
 * `<lastmod>` as a W3C date-time when the page has one.
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (!entry.path.startsWith('/') || entry.path.startsWith('//')) {
      throw new Error(`A sitemap entry must be a path of this site: ${entry.path}`);
    }
    const loc = origin + entry.path;
    if (seen.has(loc)) continue;
    seen.add(loc);
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
    urls.push(`<url><loc>${escapeHtml(loc)}</loc>${lastmod}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.slice(0, MAX_SITEMAP_URLS),
    '</urlset>',
    '',
  ].join('\n');
}
