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
    <div className={`text-sm text-neutral-600 ${className}`}>
      <p>
        {t.by} {article.author}
      </p>
      <p className="mt-0.5">
        <time dateTime={article.date}>{formatBlogDate(article.date)}</time>
        <span aria-hidden="true"> · </span>
        <span>{t.minutes(article.readingMinutes)}</span>
      </p>
    </div>
  );
}
