import { type BlogArticleSummary, blogPaths } from '../../../../shared/blog';
import { blogTexts as t } from '../../../../shared/blog-texts';
import type { SitePage } from '../../../../shared/site';
import { BlogCard, BlogCover } from './blog-card';
import { BlogCategoryBadge } from './blog-category-badge';
import { BlogMetaLine } from './blog-meta-line';

type BlogArticlePage = Extract<SitePage, { kind: 'blog-article' }>;

function Neighbour({
  article,
  label,
  align,
}: {
  article: BlogArticleSummary;
  label: string;
  align: 'left' | 'right';
}) {
  return (
    <a
      href={blogPaths.article(article.slug)}
      rel={align === 'left' ? 'prev' : 'next'}
      className={`block rounded-xl border border-neutral-200 p-4 hover:border-neutral-400 ${align === 'right' ? 'sm:text-right' : ''}`}
    >
      <span className="block text-sm text-neutral-600">{label}</span>
      <span className="mt-1 block font-semibold text-ink">{article.title}</span>
    </a>
  );
}

/** /blog/{slug}: the article, then the older and newer ones and related reading. */
export function BlogArticleView({ page }: { page: BlogArticlePage }) {
  const { article } = page;
  return (
    <div className="px-4 py-10 sm:px-6 sm:py-14">
      <article className="mx-auto max-w-3xl">
        <p>
          <a
            href={blogPaths.list()}
            className="text-sm font-medium text-brand-700 underline underline-offset-2"
          >
            ← {t.back}
          </a>
        </p>
        <header className="mt-6">
          <BlogCategoryBadge category={article.category} />
          <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight text-ink sm:text-4xl">
            {article.title}
          </h1>
          <p className="mt-4 text-lg text-neutral-600">{article.excerpt}</p>
          <BlogMetaLine article={article} className="mt-4" />
        </header>
        <div className="mt-8 overflow-hidden rounded-2xl border border-neutral-200">
          <BlogCover article={article} eager />
        </div>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from the repository's Markdown with raw HTML escaped */}
        <div className="site-prose mt-10" dangerouslySetInnerHTML={{ __html: page.html }} />
      </article>
      {(page.previous || page.next) && (
        <nav aria-label={t.neighbours} className="mx-auto mt-14 grid max-w-3xl gap-4 sm:grid-cols-2">
          <div>{page.previous && <Neighbour article={page.previous} label={t.previous} align="left" />}</div>
          <div>{page.next && <Neighbour article={page.next} label={t.next} align="right" />}</div>
        </nav>
      )}
      {page.related.length > 0 && (
        <section aria-labelledby="related" className="mx-auto mt-16 max-w-6xl">
          <h2 id="related" className="text-2xl font-bold text-ink">
            {t.related}
          </h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.related.map((a) => (
              <BlogCard key={a.slug} article={a} headingLevel={3} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
