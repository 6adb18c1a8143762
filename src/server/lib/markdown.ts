import { Marked } from 'marked';
import { escapeHtml } from './html';

/**
 * Markdown of the repository's texts (legal pages, blog articles) to HTML. Raw HTML in the source
 * is shown as text, never run: a text can only format, not inject.
 */
const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html: ({ text }) => escapeHtml(text),
  },
});

export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false });
}

const fence = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * The `key: value` lines between two `---` at the top of a text, and the text after them.
 * Values may be quoted ("..." or '...'); anything richer belongs in the text itself.
 */
export function parseFrontMatter(text: string): { data: Record<string, string>; body: string } {
  const match = fence.exec(text);
  if (!match) return { data: {}, body: text };
  const data: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`front matter: "${line}" is not "key: value"`);
    const key = line.slice(0, colon).trim();
    const raw = line.slice(colon + 1).trim();
    data[key] = /^(["']).*\1$/.test(raw) ? raw.slice(1, -1) : raw;
  }
  return { data, body: text.slice(match[0].length) };
}
