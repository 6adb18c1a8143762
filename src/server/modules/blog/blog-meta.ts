import { type BlogArticleSummary, blogCategories, blogPaths } from '../../../shared/blog';
import { blogTexts } from '../../../shared/blog-texts';
import { escapeHtml } from '../../lib/html';
import type { SiteMeta } from '../site/site-document';
import { COVER_HEIGHT, COVER_WIDTH } from './blog-cover-svg';

/** Every blog page announces the feed to browsers and readers. */
export const feedLinkTag = `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(blogTexts.feedTitle)}" href="${blogPaths.rss}">\n`;

/** /blog and its category views (each its own canonical address). */
export function blogListMeta(category: keyof typeof blogCategories | undefined): SiteMeta {
  return {
    title: category ? blogTexts.categoryTitle(blogCategories[category].label) : blogTexts.pageTitle,
    description: blogTexts.description,
    path: blogPaths.list(category),
    head: feedLinkTag,
  };
}

/** An article: Open Graph as an article with its drawn cover, and schema.org BlogPosting. */
export function blogArticleMeta(article: BlogArticleSummary, publicUrl: string): SiteMeta {
  const path = blogPaths.article(article.slug);
  const url = new URL(path, publicUrl).href;
  const image = new URL(blogPaths.coverPng(article.slug), publicUrl).href;
  const section = blogCategories[article.category].label;
  const head = [
    `<meta property="article:published_time" content="${article.date}">`,
    `<meta property="article:section" content="${escapeHtml(section)}">`,
    `<meta property="article:author" content="${escapeHtml(article.author)}">`,
  ].join('\n');
  return {
    title: `${article.title} · Escaparate`,
    description: article.excerpt,
    path,
    ogType: 'article',
    image: { url: image, width: COVER_WIDTH, height: COVER_HEIGHT, alt: blogTexts.coverAlt(section) },
    head: `${head}\n${feedLinkTag}`,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: article.title,
      description: article.excerpt,
      datePublished: article.date,
      dateModified: article.date,
      inLanguage: 'es-ES',
      articleSection: section,
      image: [image],
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      // The articles are signed by the team, not by a person.
      author: { '@type': 'Organization', name: article.author },
      publisher: { '@type': 'Organization', name: 'Escaparate', url: new URL('/', publicUrl).href },
    },
  };
}
