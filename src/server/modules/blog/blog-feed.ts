import { type BlogArticleSummary, blogCategories, blogPaths } from '../../../shared/blog';
import { blogTexts } from '../../../shared/blog-texts';
import { escapeHtml } from '../../lib/html';

/** `2026-11-10` → `Tue, 10 Nov 2026 00:00:00 GMT`, the RFC 822 date RSS 2.0 asks for. */
export const rfc822 = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString();

/** The RSS 2.0 feed of the blog, newest first, with absolute links. */
export function blogFeed(opts: { articles: readonly BlogArticleSummary[]; publicUrl: string }): string {
  const abs = (path: string) => new URL(path, opts.publicUrl).href;
  const items = opts.articles.map((a) => {
    const link = abs(blogPaths.article(a.slug));
    return `<item>
<title>${escapeHtml(a.title)}</title>
<link>${escapeHtml(link)}</link>
<guid isPermaLink="true">${escapeHtml(link)}</guid>
<pubDate>${rfc822(a.date)}</pubDate>
<dc:creator>${escapeHtml(a.author)}</dc:creator>
<category>${escapeHtml(blogCategories[a.category].label)}</category>
<description>${escapeHtml(a.excerpt)}</description>
</item>`;
  });
  const newest = opts.articles[0];
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${escapeHtml(blogTexts.feedTitle)}</title>
<link>${escapeHtml(abs(blogPaths.list()))}</link>
<atom:link href="${escapeHtml(abs(blogPaths.rss))}" rel="self" type="application/rss+xml"/>
<description>${escapeHtml(blogTexts.description)}</description>
<language>es-ES</language>
${newest ? `<lastBuildDate>${rfc822(newest.date)}</lastBuildDate>\n` : ''}${items.join('\n')}
</channel>
</rss>
`;
}
