import { blogPaths } from '../../../shared/blog';
import { getBlog } from './load-blog';

/** One article for /sitemap.xml: its path and the day it was published (`YYYY-MM-DD`). */
export interface BlogSitemapEntry {
  slug: string;
  path: string;
  date: string;
}

/** Every article of the blog, newest first, for the sitemap (the /blog page itself is not in it). */
export function listBlogArticlesForSitemap(): BlogSitemapEntry[] {
  return getBlog().articles.map((a) => ({ slug: a.slug, path: blogPaths.article(a.slug), date: a.date }));
}
