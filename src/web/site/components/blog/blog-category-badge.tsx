import { type BlogCategory, blogCategories, blogPaths } from '../../../../shared/blog';

/** The category's name in its colour (above a card's whole-card link) (white on the colour: every one passes 4.5:1), linking to its list. */
export function BlogCategoryBadge({ category, link = true }: { category: BlogCategory; link?: boolean }) {
  const { label, color } = blogCategories[category];
  const className = 'inline-flex rounded-full px-3 py-1 text-xs font-semibold text-white';
  const style = { backgroundColor: color };
  return link ? (
    <a href={blogPaths.list(category)} className={`${className} relative z-10 hover:underline`} style={style}>
      {label}
    </a>
  ) : (
    <span className={className} style={style}>
      {label}
    </span>
  );
}
