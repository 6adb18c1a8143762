import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type BlogArticleSummary,
  type BlogCategory,
  blogFrontMatterSchema,
  blogSlugPattern,
} from '../../../shared/blog';
import { parseFrontMatter, renderMarkdown } from '../../lib/markdown';
import { projectRoot } from '../../paths';

/** An article ready to show: its card data and its body as safe HTML. */
export interface BlogArticle extends BlogArticleSummary {
  html: string;
}

/** Every article, newest first (the featured one is among them). */
export interface Blog {
  articles: readonly BlogArticle[];
  bySlug: ReadonlyMap<string, BlogArticle>;
}

/** Where the articles live: one `<slug>.md` each. */
export const blogContentDir = () => join(projectRoot(), 'content/blog');

/** Words a reader gets through in a minute of a practical text, rounded up to whole minutes. */
const WORDS_PER_MINUTE = 200;
export const readingMinutes = (markdown: string) =>
  Math.max(
    1,
    Math.ceil(markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length / WORDS_PER_MINUTE),
  );

function readArticle(dir: string, file: string): BlogArticle {
  const slug = file.replace(/\.md$/, '');
  if (!blogSlugPattern.test(slug)) throw new Error(`${file}: the file name must be a slug (a-z, 0-9, -)`);
  const { data, body } = parseFrontMatter(readFileSync(join(dir, file), 'utf8'));
  const parsed = blogFrontMatterSchema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(front matter)'}: ${i.message}`);
    throw new Error(`${file}: ${issues.join('; ')}`);
  }
  if (!body.trim()) throw new Error(`${file}: the article has no text`);
  const fm = parsed.data;
  return {
    slug,
    title: fm.title,
    excerpt: fm.excerpt,
    author: fm.author,
    date: fm.date,
    category: fm.category,
    featured: fm.featured === 'true',
    cover: fm.cover,
    readingMinutes: readingMinutes(body),
    html: renderMarkdown(body),
  };
}

/**
 * Reads and checks every article of `dir` (once, at start): a broken one stops the server and
 * fails the tests rather than showing a half page. Exactly one article is featured.
 */
export function loadBlog(dir: string = blogContentDir()): Blog {
  const files = readdirSync(dir).filter((f) => f.endsWith('.md'));
  const articles = files
    .map((file) => readArticle(dir, file))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  const featured = articles.filter((a) => a.featured).length;
  if (articles.length > 0 && featured !== 1) {
    throw new Error(`${dir}: exactly one article must be featured (found ${featured})`);
  }
  return { articles, bySlug: new Map(articles.map((a) => [a.slug, a])) };
}

let loaded: Blog | undefined;

/** The repository's blog, read on first use and kept for the life of the process. */
export function getBlog(): Blog {
  loaded ??= loadBlog();
  return loaded;
}

/** The card data of an article (no body). */
export function summaryOf(article: BlogArticle): BlogArticleSummary {
  const { html: _html, ...summary } = article;
  return summary;
}

/** The list page: the featured article apart (when it is in the category), the rest as cards. */
export function listBlog(blog: Blog, category?: BlogCategory) {
  const shown = blog.articles.filter((a) => !category || a.category === category);
  const featured = shown.find((a) => a.featured) ?? null;
  return {
    featured: featured && summaryOf(featured),
    articles: shown.filter((a) => a !== featured).map(summaryOf),
  };
}
