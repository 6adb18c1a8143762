import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
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
const sources = new Map<LegalSlug, Promise<LegalSource>>();

async function readSource(slug: LegalSlug): Promise<LegalSource> {
  const text = await readFile(join(projectRoot(), 'content/legal', `${slug}.md`), 'utf8');
  const { data, body } = parseFrontMatter(text);
  const { title, description, updated } = data;
  if (!title || !description || !updated || !/^\d{4}-\d{2}-\d{2}$/.test(updated))
    throw new Error(
      `content/legal/${slug}.md: front matter needs title, description and updated (YYYY-MM-DD)`,
    );
  const version = versionOf(slug);
  // What a sign-up stores is what the page shows: a text edited without its version is a mistake.
  if (version && version !== updated)
    throw new Error(
      `content/legal/${slug}.md: updated ${updated} differs from its version ${version} (shared/legal.ts legalVersions)`,
    );
  return { title, description, updated, version, body };
}

const versionOf = (slug: LegalSlug): string | undefined =>
  (legalVersions as Partial<Record<LegalSlug, string>>)[slug];

export function legalSource(slug: LegalSlug): Promise<LegalSource> {
  let source = sources.get(slug);
  if (!source) {
    source = readSource(slug);
    // A failed read is not remembered: the next request tries again.
    source.catch(() => sources.delete(slug));
    sources.set(slug, source);
  }
  return source;
}

/** The page's Markdown with the company, plans and cookie figures filled in, rendered to HTML. */
export async function buildLegalDocument(opts: {
  slug: LegalSlug;
  values: PlaceholderValues;
}): Promise<LegalDocument> {
  const { body, ...head } = await legalSource(opts.slug);
  return { ...head, html: renderMarkdown(fillPlaceholders(body, opts.values)) };
}
