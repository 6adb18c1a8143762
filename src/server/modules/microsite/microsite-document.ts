import { stringifyHydration } from '../../../shared/hydration-json';
import { canonicalHref, DEFAULT_LANG, type Lang, langs, type PageLang } from '../../../shared/lang';
import {
  BRAND_DEFAULTS,
  hydrationData,
  type MicrositePage,
  type MicrositeTexts,
  micrositePageTitle,
} from '../../../shared/microsite';
import { micrositeTextsFor } from '../../../shared/microsite-texts';
import { escapeHtml } from '../../lib/html';
import { descriptionIn, listingJsonLd } from './listing-json-ld';

/** The built client: its script URL and the CSS inlined in every page (no render-blocking request). */
export interface MicrositeAssets {
  css: string;
  scriptUrl: string | null;
}

/** JSON text inside a script element: `<` escaped so a value can never end the element. */
const inScript = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** JSON inside a script element: `<` escaped so a value can never end the element. */
export const scriptJson = (value: unknown) => inScript(JSON.stringify(value));

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical URL (the page's language's own address). */
  url?: string;
  /** The page's address in each language (hreflang), absolute. */
  alternates?: Record<Lang | 'x-default', string>;
  image?: { url: string; width: number; height: number; alt: string };
  themeColor: string;
  index: boolean;
  /** schema.org structured data, written as application/ld+json in the head. */
  jsonLd?: Record<string, unknown>;
  /** `website` unless the page is an article (a blog post). */
  ogType?: 'website' | 'article';
}

type ListingPage = Extract<MicrositePage, { kind: 'listing' }>;
type AgencyPage = Extract<MicrositePage, { kind: 'agency' }>;

function listingFacts(l: ListingPage['listing'], t: MicrositeTexts): string[] {
  const facts = [l.price !== null ? t.listingPrice(l.price, l.operation) : t.priceOnRequest];
  if (l.specs.sqm) facts.push(`${l.specs.sqm} m²`);
  if (l.specs.beds) facts.push(t.bedsCount(l.specs.beds));
  if (l.specs.baths) facts.push(t.bathsCount(l.specs.baths));
  if (l.city) facts.push(l.city);
  return facts;
}

/** The canonical URL in the page's language and the hreflang alternates of an address `path`. */
export function langUrls(origin: string, path: string, lang: Lang): Pick<PageMeta, 'url' | 'alternates'> {
  const at = (l: Lang) => `${origin}${canonicalHref(path, l)}`;
  return {
    url: at(lang),
    alternates: { es: at('es'), en: at('en'), 'x-default': at(DEFAULT_LANG) },
  };
}

/** A text on one line, at most `max` characters, cut at a word with '…' when longer. */
export function snippet(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  // Back to the last whole word, unless that throws away most of the text (one very long word).
  const atWord = space > max / 2 ? cut.slice(0, space) : cut;
  return `${atWord.replace(/[\s,;:.\-–—]+$/u, '')}…`;
}

/** The meta and Open Graph description: the agency's description when it wrote one, else the facts. */
function listingDescription(page: ListingPage, t: MicrositeTexts, lang: Lang): string {
  const text = descriptionIn(page.listing, lang);
  return text
    ? snippet(text)
    : t.listingDescription(listingFacts(page.listing, t).join(' · '), page.agency.name);
}

export function listingMeta(
  page: ListingPage,
  opts: { origin: string; path: string; lang: Lang; image?: PageMeta['image'] },
): PageMeta {
  const { agency } = page;
  const t = micrositeTextsFor(opts.lang);
  const urls = langUrls(opts.origin, opts.path, opts.lang);
  return {
    title: micrositePageTitle(page, t),
    description: listingDescription(page, t, opts.lang),
    ...urls,
    image: opts.image,
    themeColor: agency.primaryColor || BRAND_DEFAULTS.primary,
    index: true,
    jsonLd: listingJsonLd(page, { url: urls.url!, origin: opts.origin, lang: opts.lang }),
  };
}

export function agencyMeta(page: AgencyPage, opts: { origin: string; path: string; lang: Lang }): PageMeta {
  const { agency } = page;
  const t = micrositeTextsFor(opts.lang);
  return {
    title: micrositePageTitle(page, t),
    description: t.agencyDescription(page.published.total, agency.name, page.published.places ?? agency.city),
    ...langUrls(opts.origin, opts.path, opts.lang),
    themeColor: BRAND_DEFAULTS.agencyPage,
    index: true,
  };
}

export const notFoundMeta = (title: string): PageMeta => ({
  title,
  description: title,
  themeColor: BRAND_DEFAULTS.primary,
  index: false,
});

const ogLocales: Record<Lang, string> = { es: 'es_ES', en: 'en_GB' };

/** The description, Open Graph and Twitter tags, the canonical and hreflang links of a server-rendered page. */
export function metaTags(meta: PageMeta, lang: Lang = DEFAULT_LANG): string {
  const tags: [string, string, string][] = [
    ['name', 'description', meta.description],
    ['name', 'theme-color', meta.themeColor],
    ['property', 'og:type', meta.ogType ?? 'website'],
    ['property', 'og:site_name', 'Escaparate'],
    ['property', 'og:locale', ogLocales[lang]],
    ...langs
      .filter((l) => l !== lang)
      .map((l): [string, string, string] => ['property', 'og:locale:alternate', ogLocales[l]]),
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
  ];
  if (!meta.index) tags.push(['name', 'robots', 'noindex']);
  if (meta.url) tags.push(['property', 'og:url', meta.url]);
  if (meta.image) {
    tags.push(
      ['property', 'og:image', meta.image.url],
      ['property', 'og:image:width', String(meta.image.width)],
      ['property', 'og:image:height', String(meta.image.height)],
      ['property', 'og:image:alt', meta.image.alt],
      ['name', 'twitter:image', meta.image.url],
    );
  }
  const lines = tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`);
  if (meta.url) lines.push(`<link rel="canonical" href="${escapeHtml(meta.url)}">`);
  for (const [hreflang, href] of Object.entries(meta.alternates ?? {}))
    lines.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`);
  if (meta.jsonLd) lines.push(`<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>`);
  return lines.join('\n');
}

/**
 * The whole HTML document: meta tags, inlined CSS, the rendered body and the page's data. A page
 * with nothing to do in the browser (`hydrate: false`) ships neither its data nor the script.
 * The JSON-LD goes at the end of the body: its texts (a description of up to 4.000 characters)
 * then compress against the same texts in the markup instead of being sent twice from across the
 * inlined CSS, beyond gzip's 32 KB window (decisive for the 20 KB HTML budget). The page data
 * leaves the description out (hydrationData): hydration never draws it again.
 */
export function renderDocument(opts: {
  page: MicrositePage;
  body: string;
  meta: PageMeta;
  assets: MicrositeAssets;
  hydrate?: boolean;
  /** The page's language (`<html lang>`, read again by the script); Spanish unless told. */
  pageLang?: PageLang;
}) {
  const { page, body, assets, hydrate = true } = opts;
  const { lang, pinned } = opts.pageLang ?? { lang: DEFAULT_LANG, pinned: false };
  // A language the browser's header chose is served at the plain address: that address is this
  // page's canonical (pointing at `?lang=en` from it would name another hreflang page as this one).
  const meta =
    pinned || !opts.meta.alternates ? opts.meta : { ...opts.meta, url: opts.meta.alternates['x-default'] };
  // Read back by the client with parseHydration (photo sources packed: shared/hydration-json.ts).
  const data = `<script type="application/json" id="microsite-data">${inScript(stringifyHydration(hydrationData(page)))}</script>`;
  const jsonLd = meta.jsonLd
    ? `<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>\n`
    : '';
  const script = assets.scriptUrl
    ? `<script type="module" src="${escapeHtml(assets.scriptUrl)}"></script>`
    : '';
  return `<!doctype html>
<html lang="${lang}"${pinned ? ' data-lang-pinned="true"' : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(meta.title)}</title>
${metaTags({ ...meta, jsonLd: undefined }, lang)}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${assets.css}</style>
</head>
<body>
<div id="microsite">${body}</div>
${jsonLd}${hydrate ? `${data}\n${script}` : ''}
</body>
</html>`;
}
