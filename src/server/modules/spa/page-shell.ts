import type { PageMeta } from '../../../shared/page-meta';
import { escapeHtml } from '../../lib/html';

const titleTag = /<title>[^<]*<\/title>/;
const descriptionTag = /<meta name="description" content="[^"]*"\s*\/?>/;

/**
 * The app's HTML shell with a page's own title and description, so that search engines and
 * link previews, which do not run the app, read them. Throws if the shell lost either tag:
 * a build that drops them must fail its tests, not serve pages without a description.
 */
export function withPageMeta(shell: string, meta: PageMeta): string {
  if (!titleTag.test(shell) || !descriptionTag.test(shell)) {
    throw new Error('index.html has no <title> or <meta name="description">');
  }
  return shell
    .replace(titleTag, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(descriptionTag, `<meta name="description" content="${escapeHtml(meta.description)}" />`);
}
