import { type BlogArticleSummary, blogPaths } from '../../../../shared/blog';
import { blogTexts as t } from '../../../../shared/blog-texts';
import { BlogCategoryBadge } from './blog-category-badge';
import { BlogMetaLine } from './blog-meta-line';

/** The drawn cover (1200×630): decorative, the title says what the article is. */
export function BlogCover({
  article,
  eager = false,
  className = '',
}: {
  article: BlogArticleSummary;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={blogPaths.coverSvg(article.slug)}
      alt=""
      width={1200}
      height={630}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`aspect-[40/21] w-full bg-neutral-100 object-cover ${className}`}
    />
  );
}

/**
 * An article in a list. The title is the link (one per card, so a screen reader hears each
 * article once); the category badge links to its own list.
 */
export function BlogCard({
  article,
  headingLevel = 2,
}: {
  article: BlogArticleSummary;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="relative flex flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm">
      <BlogCover article={article} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <BlogCategoryBadge category={article.category} />
        </div>
        <Heading className="text-lg leading-snug font-bold text-ink">
          <a
            href={blogPaths.article(article.slug)}
            className="after:absolute after:inset-0 hover:text-brand-700 hover:underline"
          >
            {article.title}
          </a>
        </Heading>
        <p className="text-neutral-700">{article.excerpt}</p>
        <BlogMetaLine article={article} className="mt-auto pt-2" />
      </div>
    </article>
  );
}

/** The featured article: the cover beside the text on wide screens. */
export function BlogFeaturedCard({ article }: { article: BlogArticleSummary }) {
  return (
    <article className="relative grid overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm md:grid-cols-2">
      <BlogCover article={article} eager className="md:h-full md:aspect-auto" />
      <div className="flex flex-col gap-4 p-6 md:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex rounded-full bg-ink px-3 py-1 text-xs font-semibold text-white">
            {t.featured}
          </span>
          <BlogCategoryBadge category={article.category} />
        </div>
        <h2 className="text-2xl leading-tight font-bold text-ink sm:text-3xl">
          <a
            href={blogPaths.article(article.slug)}
            className="after:absolute after:inset-0 hover:text-brand-700 hover:underline"
          >
            {article.title}
          </a>
        </h2>
        <p className="text-lg text-neutral-700">{article.excerpt}</p>
        <BlogMetaLine article={article} className="mt-auto" />
      </div>
    </article>
  );
}
