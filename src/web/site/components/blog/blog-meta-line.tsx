import { type BlogArticleSummary, formatBlogDate } from '../../../../shared/blog';
import { blogTexts as t } from '../../../../shared/blog-texts';

/** Author · date · reading time, under a title. */
export function BlogMetaLine({
  article,
  className = '',
}: {
  article: BlogArticleSummary;
  className?: string;
}) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-neutral-600 ${className}`}>
      <span>
        {t.by} {article.author}
      </span>
      <span aria-hidden="true">·</span>
      <time dateTime={article.date}>{formatBlogDate(article.date)}</time>
      <span aria-hidden="true">·</span>
      <span>{t.minutes(article.readingMinutes)}</span>
    </p>
  );
}
