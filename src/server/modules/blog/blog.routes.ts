import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { blogPaths, parseBlogCategory } from '../../../shared/blog';
import { blogTexts } from '../../../shared/blog-texts';
import type { AppDeps } from '../../context';
import { cacheControl, matchesEtag } from '../../http/cache';
import { send } from '../microsite/send-page';
import { renderSitePage } from '../site/site-document';
import { blogCoverPngs } from './blog-cover-png';
import { blogCoverSvg } from './blog-cover-svg';
import { blogFeed } from './blog-feed';
import { blogArticleMeta, blogListMeta } from './blog-meta';
import { getBlogArticle } from './get-blog-article';
import { type Blog, getBlog, listBlog } from './load-blog';

const etagOf = (body: string | Buffer) =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;

/** A drawn or generated file with its ETag and cache header; 304 when the browser has it. */
function sendFile(c: Context, opts: { body: string | Buffer; type: string; cache: string }) {
  const etag = etagOf(opts.body);
  c.header('Cache-Control', opts.cache);
  c.header('ETag', etag);
  c.header('X-Content-Type-Options', 'nosniff');
  if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304);
  c.header('Content-Type', opts.type);
  return c.body(typeof opts.body === 'string' ? opts.body : new Uint8Array(opts.body), 200);
}

/**
 * /blog (filtered by `?categoria=`), /blog/{slug}, their drawn covers and the RSS feed. Public,
 * server-rendered, no client JavaScript. The articles are read once, when the app is built.
 */
export function blogRoutes(deps: AppDeps, blog: Blog = getBlog()) {
  const publicUrl = deps.env.PUBLIC_URL;
  const coverPng = blogCoverPngs();
  const app = new Hono();

  app.get(blogPaths.list(), (c) => {
    const category = parseBlogCategory(c.req.query('categoria'));
    const { featured, articles } = listBlog(blog, category);
    const page = { kind: 'blog-list' as const, category: category ?? null, featured, articles };
    return send(c, renderSitePage(deps, { page, meta: blogListMeta(category) }));
  });

  app.get(blogPaths.rss, (c) =>
    sendFile(c, {
      body: blogFeed({ articles: blog.articles, publicUrl }),
      type: 'application/rss+xml; charset=UTF-8',
      cache: cacheControl.blogFeed,
    }),
  );

  app.get(blogPaths.article.pattern, (c) => {
    const view = getBlogArticle({ blog, slug: c.req.param('slug') });
    if (!view) {
      const page = {
        kind: 'not-found' as const,
        title: blogTexts.notFoundTitle,
        message: blogTexts.notFoundMessage,
      };
      const meta = {
        title: blogTexts.notFoundMeta,
        description: blogTexts.notFoundMessage,
        path: c.req.path,
      };
      return send(c, renderSitePage(deps, { page, meta, status: 404 }));
    }
    const { article, previous, next, related } = view;
    const { html, ...summary } = article;
    const page = { kind: 'blog-article' as const, article: summary, html, previous, next, related };
    return send(c, renderSitePage(deps, { page, meta: blogArticleMeta(summary, publicUrl) }));
  });

  app.get(blogPaths.coverSvg.pattern, (c) => {
    const article = blog.bySlug.get(c.req.param('slug'));
    if (!article) return c.text(blogTexts.notFoundTitle, 404);
    return sendFile(c, { body: blogCoverSvg(article), type: 'image/svg+xml', cache: cacheControl.blogCover });
  });

  app.get(blogPaths.coverPng.pattern, async (c) => {
    const article = blog.bySlug.get(c.req.param('slug'));
    if (!article) return c.text(blogTexts.notFoundTitle, 404);
    // Made to be shown by chat apps and social networks, unlike the rest of the app.
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return sendFile(c, { body: await coverPng(article), type: 'image/png', cache: cacheControl.blogCover });
  });

  return app;
}
