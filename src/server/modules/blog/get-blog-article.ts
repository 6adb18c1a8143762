import type { BlogArticleSummary } from '../../../shared/blog';
import { type Blog, type BlogArticle, summaryOf } from './load-blog';

const RELATED = 3;

/** An article with the ways on from it: the older and newer ones, and related reading. */
export interface BlogArticleView {
  article: BlogArticle;
  /** The next older article (the list is newest first). */
  previous: BlogArticleSummary | null;
  /** The next newer article. */
  next: BlogArticleSummary | null;
  /** Same category first, then the newest others; never itself. */
  related: BlogArticleSummary[];
}

export function getBlogArticle(opts: { blog: Blog; slug: string }): BlogArticleView | null {
  const { blog, slug } = opts;
  const article = blog.bySlug.get(slug);
  if (!article) return null;
  const index = blog.articles.indexOf(article);
  const older = blog.articles[index + 1];
  const newer = index > 0 ? blog.articles[index - 1] : undefined;
  const others = blog.articles.filter((a) => a !== article);
  const related = [
    ...others.filter((a) => a.category === article.category),
    ...others.filter((a) => a.category !== article.category),
  ].slice(0, RELATED);
  return {
    article,
    previous: older ? summaryOf(older) : null,
    next: newer ? summaryOf(newer) : null,
    related: related.map(summaryOf),
  };
}
