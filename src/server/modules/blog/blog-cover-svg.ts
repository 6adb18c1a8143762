import { type BlogArticleSummary, blogCategories } from '../../../shared/blog';
import { escapeHtml } from '../../lib/html';
import { drawMotif } from './cover-motifs';

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

const FONTS = `'Liberation Sans', Arial, Helvetica, 'DejaVu Sans', sans-serif`;
const INK = '#1f2937';

/** A number from the slug, so every article's cover varies a little and never changes. */
const seedOf = (slug: string) =>
  [...slug].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619), 2166136261);

/**
 * The article's cover (docs/decisions/016-code-drawn-pictures.md): its motif in the category's
 * colours. No title: the page and the card show it. The link-preview version (`labelled`) also
 * names the category and the blog, which a card already says beside it.
 */
export function blogCoverSvg(
  article: Pick<BlogArticleSummary, 'slug' | 'category' | 'cover'>,
  opts: { labelled?: boolean } = {},
): string {
  const category = blogCategories[article.category];
  const colors = { main: category.color, soft: category.soft, ink: INK, paper: '#ffffff' };
  const chipWidth = Math.round(40 + category.label.length * 17);
  const labels = `<rect x="48" y="44" width="${chipWidth}" height="52" rx="26" fill="${category.color}"/>
<text x="68" y="79" font-size="30" font-weight="700" fill="#ffffff">${escapeHtml(category.label)}</text>
<text x="1152" y="596" font-size="28" font-weight="700" fill="${INK}" text-anchor="end">Escaparate · Blog</text>
`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" font-family="${FONTS}">
<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="${category.soft}"/>
<circle cx="1080" cy="80" r="260" fill="${category.color}" fill-opacity="0.10"/>
<circle cx="120" cy="600" r="200" fill="${category.color}" fill-opacity="0.08"/>
${drawMotif(article.cover, colors, seedOf(article.slug))}
${opts.labelled ? labels : ''}</svg>`;
}
