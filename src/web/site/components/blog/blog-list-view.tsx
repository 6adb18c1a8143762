import type { ReactNode } from 'react';
import { type BlogCategory, blogCategories, blogCategoryKeys, blogPaths } from '../../../../shared/blog';
import { blogTexts as t } from '../../../../shared/blog-texts';
import type { SitePage } from '../../../../shared/site';
import { BlogCard, BlogFeaturedCard } from './blog-card';

type BlogListPage = Extract<SitePage, { kind: 'blog-list' }>;

const filters: { key: BlogCategory | null; label: string }[] = [
  { key: null, label: t.all },
  ...blogCategoryKeys.map((key) => ({ key, label: blogCategories[key].label })),
];

/** The category buttons: links, so they filter without JavaScript; the chosen one is marked. */
function CategoryFilter({ current }: { current: BlogCategory | null }) {
  return (
    <nav aria-label={t.filterLabel} className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {filters.map(({ key, label }) => (
          <li key={key ?? 'all'}>
            <a
              href={blogPaths.list(key ?? undefined)}
              aria-current={key === current ? 'page' : undefined}
              className="inline-flex min-h-10 items-center rounded-full border border-neutral-300 bg-white px-4 text-sm font-medium text-neutral-800 transition-colors hover:border-neutral-500 aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-white"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /blog: the featured article first, then the cards. `aside` is the place for the newsletter
 * box (composed in site-app.tsx); nothing is drawn there without one.
 */
export function BlogListView({ page, aside }: { page: BlogListPage; aside?: ReactNode }) {
  const empty = !page.featured && page.articles.length === 0;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t.heading}</h1>
        <p className="mt-4 text-lg text-neutral-600">{t.intro}</p>
        <p className="mt-3 text-sm">
          <a href={blogPaths.rss} className="font-medium text-brand-700 underline underline-offset-2">
            {t.feedLinkLabel}
          </a>
        </p>
      </header>
      <CategoryFilter current={page.category} />
      {empty ? (
        <div className="mt-10 rounded-2xl border border-dashed border-neutral-300 p-10 text-center">
          <p className="text-lg text-neutral-700">{t.empty}</p>
          <a href={blogPaths.list()} className="mt-4 inline-block font-semibold text-brand-700 underline">
            {t.emptyLink}
          </a>
        </div>
      ) : (
        <div className="mt-10 flex flex-col gap-10">
          {page.featured && <BlogFeaturedCard article={page.featured} />}
          {page.articles.length > 0 && (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {page.articles.map((article) => (
                <BlogCard key={article.slug} article={article} />
              ))}
            </div>
          )}
        </div>
      )}
      {aside && <aside className="mt-14">{aside}</aside>}
    </div>
  );
}
