import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Lang } from '../../../shared/lang';
import { type LegalSlug, legalVersions } from '../../../shared/legal';
import { paths } from '../../../shared/paths';
import { parseFrontMatter, renderMarkdown } from '../../lib/markdown';
import { projectRoot } from '../../paths';
import { fillPlaceholders, type PlaceholderValues } from './fill-placeholders';

/** Where each legal page lives. */
export const legalPaths: Record<LegalSlug, string> = {
  privacy: paths.privacy,
  terms: paths.terms,
  cookies: paths.cookies,
  'aviso-legal': paths.legalNotice,
};

/** The texts in content/legal: the site's legal pages and the buyer's privacy notice of an agency. */
export type LegalText = LegalSlug | 'buyer-privacy';

/** The legal texts that have an English version (content/legal/en/{slug}.md). */
export const englishLegalTexts = ['cookies', 'aviso-legal', 'buyer-privacy'] as const satisfies LegalText[];

interface LegalSource {
  title: string;
  description: string;
  /** `YYYY-MM-DD` of the text's last change. */
  updated: string;
  /** The version a sign-up accepts and stores (Terms, Privacy), the same as `updated`. */
  version?: string;
  body: string;
}

/** A legal page ready for the site renderer: safe HTML and what the head says about it. */
export interface LegalDocument extends Omit<LegalSource, 'body'> {
  html: string;
}

// The repository's files do not change while the process runs: each is read once.
const sources = new Map<string, Promise<LegalSource>>();

/** `privacy.md`, or `en/cookies.md` for an English version. */
const fileOf = (slug: LegalText, lang: Lang) => `${lang === 'en' ? 'en/' : ''}${slug}.md`;

async function readSource(slug: LegalText, lang: Lang): Promise<LegalSource> {
  const file = fileOf(slug, lang);
  const text = await readFile(join(projectRoot(), 'content/legal', file), 'utf8');
  const { data, body } = parseFrontMatter(text);
  const { title, description, updated } = data;
  if (!title || !description || !updated || !/^\d{4}-\d{2}-\d{2}$/.test(updated))
    throw new Error(`content/legal/${file}: front matter needs title, description and updated (YYYY-MM-DD)`);
  // A sign-up accepts the Spanish text: only it carries the version.
  const version = lang === 'es' ? versionOf(slug) : undefined;
  // What a sign-up stores is what the page shows: a text edited without its version is a mistake.
  if (version && version !== updated)
    throw new Error(
      `content/legal/${slug}.md: updated ${updated} differs from its version ${version} (shared/legal.ts legalVersions)`,
    );
  return { title, description, updated, version, body };
}

const versionOf = (slug: LegalText): string | undefined =>
  (legalVersions as Partial<Record<LegalText, string>>)[slug];

export function legalSource(slug: LegalText, lang: Lang = 'es'): Promise<LegalSource> {
  const key = fileOf(slug, lang);
  let source = sources.get(key);
  if (!source) {
    source = readSource(slug, lang);
    // A failed read is not remembered: the next request tries again.
    source.catch(() => sources.delete(key));
    sources.set(key, source);
  }
  return source;
}

/** The page's Markdown with the company, plans and cookie figures filled in, rendered to HTML. */
export async function buildLegalDocument(opts: {
  slug: LegalText;
  values: PlaceholderValues;
  lang?: Lang;
}): Promise<LegalDocument> {
  const { body, ...head } = await legalSource(opts.slug, opts.lang);
  return { ...head, html: renderMarkdown(fillPlaceholders(body, opts.values)) };
}
