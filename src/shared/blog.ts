import { z } from 'zod';
import { paths, route } from './paths';

/** The blog's categories, in the order of the filter buttons; the key is the `?categoria=` value. */
export const blogCategories = {
  marketing: { label: 'Marketing', color: '#c2410c', soft: '#fff1e6' },
  tecnologia: { label: 'Tecnología', color: '#1d4ed8', soft: '#e8efff' },
  innovacion: { label: 'Innovación', color: '#7c3aed', soft: '#f1eaff' },
  analytics: { label: 'Analytics', color: '#0f766e', soft: '#e3f6f3' },
  'casos-de-exito': { label: 'Casos de éxito', color: '#15803d', soft: '#e7f7ec' },
  tendencias: { label: 'Tendencias', color: '#be123c', soft: '#ffe8ee' },
} as const;

export type BlogCategory = keyof typeof blogCategories;
export const blogCategoryKeys = Object.keys(blogCategories) as [BlogCategory, ...BlogCategory[]];

/** The motif drawn on an article's cover (see the blog module's cover drawing). */
export const blogCoverMotifs = ['qr', 'staging', 'energy', 'clock', 'chart', 'camera', 'storefront'] as const;
export type BlogCoverMotif = (typeof blogCoverMotifs)[number];

/** An article's file name without `.md`, and its address segment. */
export const blogSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The front matter of `content/blog/<slug>.md`: every article must pass it or the server does not start. */
export const blogFrontMatterSchema = z.strictObject({
  title: z.string().trim().min(10).max(110),
  excerpt: z.string().trim().min(60).max(260),
  author: z.string().trim().min(3).max(60),
  date: z.iso.date(),
  category: z.enum(blogCategoryKeys),
  featured: z.enum(['true', 'false']).default('false'),
  cover: z.enum(blogCoverMotifs),
});
export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;

/** What a card and the feed need of an article. */
export interface BlogArticleSummary {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** `YYYY-MM-DD`. */
  date: string;
  category: BlogCategory;
  featured: boolean;
  cover: BlogCoverMotif;
  readingMinutes: number;
}

export const blogPaths = {
  /** The list, filtered by `?categoria=`. */
  list: (category?: BlogCategory) =>
    category ? `${paths.blog}?${new URLSearchParams({ categoria: category })}` : paths.blog,
  article: route('/blog/:slug'),
  /** The cover drawn as SVG (used on the cards). */
  coverSvg: route('/blog/:slug/cover.svg'),
  /** The same cover as a 1200×630 PNG, for link previews. */
  coverPng: route('/blog/:slug/cover.png'),
  rss: '/blog/rss.xml',
} as const;

/** The `?categoria=` value, if it names a category. */
export const parseBlogCategory = (value: string | undefined): BlogCategory | undefined =>
  value && Object.hasOwn(blogCategories, value) ? (value as BlogCategory) : undefined;

/** `2026-03-04` → `4 de marzo de 2026` (the date is a calendar day: no time zone shift). */
export function formatBlogDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}
