/** A value inserted into Markdown: what the operator configured must read as text, never as markup. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>#|~]/g, (ch) => `\\${ch}`);
}

/** Values for `{{key}}`: plain text is escaped, `{ markdown }` (lists built by the server) is not. */
export type PlaceholderValues = Record<string, string | { markdown: string }>;

/**
 * Fills `{{key}}` in a legal page. An unknown key is an error, not an empty gap: a page must
 * never show a half-written sentence or a bare `{{…}}`.
 */
export function fillPlaceholders(source: string, values: PlaceholderValues): string {
  return source.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, key: string, at: number) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Unknown placeholder {{${key}}} in a legal page`);
    if (typeof value !== 'string') return value.markdown;
    // A value ending in a full stop ("… S.L.") before the sentence's own: one stop, not "S.L..".
    const text = value.endsWith('.') && source[at + match.length] === '.' ? value.slice(0, -1) : value;
    return escapeMarkdown(text);
  });
}
