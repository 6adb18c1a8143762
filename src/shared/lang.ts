/** The languages of the public microsite: Spanish (the default) and English for foreign buyers. */
export const langs = ['es', 'en'] as const;
export type Lang = (typeof langs)[number];
export const DEFAULT_LANG: Lang = 'es';

export const isLang = (v: unknown): v is Lang => v === 'es' || v === 'en';

/** A language's quality in an Accept-Language header (0 when absent) and where it first appears. */
function rank(header: string, lang: Lang): { q: number; at: number } {
  let q = 0;
  let at = Number.POSITIVE_INFINITY;
  header.split(',').forEach((part, i) => {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    if (tag !== lang && !tag.startsWith(`${lang}-`)) return;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(value) || value <= 0) return;
    q = Math.max(q, value);
    at = Math.min(at, i);
  });
  return { q, at };
}

/**
 * English when the browser prefers en over es (a higher q, or listed first at the same q);
 * Spanish otherwise (no header, another language only).
 */
export function langFromAcceptLanguage(header: string | null | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  const en = rank(header, 'en');
  const es = rank(header, 'es');
  if (en.q === 0) return DEFAULT_LANG;
  return en.q > es.q || (en.q === es.q && en.at < es.at) ? 'en' : DEFAULT_LANG;
}

/** The language a page is shown in and how it was chosen. */
export interface PageLang {
  lang: Lang;
  /** Chosen by `?lang=` (the switch): links keep it, the answer does not depend on the header. */
  pinned: boolean;
}

/** `?lang=en|es` wins; else the browser's Accept-Language. */
export function choosePageLang(query: string | null | undefined, acceptLanguage: string | null | undefined) {
  if (isLang(query)) return { lang: query, pinned: true } satisfies PageLang;
  return { lang: langFromAcceptLanguage(acceptLanguage), pinned: false } satisfies PageLang;
}

/**
 * A microsite address in a language: `?lang=en` for English (its canonical address), `?lang=es`
 * only when Spanish was chosen with the switch, so a link does not fall back to the header's choice.
 */
export function langHref(href: string, pageLang: PageLang): string {
  const { lang, pinned } = pageLang;
  if (lang === DEFAULT_LANG && !pinned) return href;
  const hash = href.indexOf('#');
  const [path, fragment] = hash < 0 ? [href, ''] : [href.slice(0, hash), href.slice(hash)];
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}${fragment}`;
}

/** The canonical address of a page in a language: the plain path in Spanish, `?lang=en` in English. */
export const canonicalHref = (path: string, lang: Lang) => (lang === 'en' ? `${path}?lang=en` : path);

/** The names of the languages as the switch shows them (each in its own language). */
export const langNames: Record<Lang, string> = { es: 'Español', en: 'English' };

/**
 * The shape of a texts object with any wording: the Spanish `as const` object fixes the keys and
 * the arguments, its translation fills them with its own strings.
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : Translation<T[K]>;
};
