import { priceFormat } from '../../../shared/format';
import {
  BRAND_DEFAULTS,
  type MicrositePage,
  micrositePageTitle,
  micrositeTexts as t,
} from '../../../shared/microsite';
import { escapeHtml } from '../../lib/html';
import { listingJsonLd } from './listing-json-ld';

/** The built client: its script URL and the CSS inlined in every page (no render-blocking request). */
export interface MicrositeAssets {
  css: string;
  scriptUrl: string | null;
}

/** JSON inside a script element: `<` escaped so a value can never end the element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url?: string;
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

function listingFacts(l: ListingPage['listing']): string[] {
  const facts = [l.price !== null ? priceFormat.format(l.price) : t.priceOnRequest];
  if (l.specs.sqm) facts.push(`${l.specs.sqm} m²`);
  if (l.specs.beds) facts.push(`${l.specs.beds} ${l.specs.beds === 1 ? 'habitación' : 'habitaciones'}`);
  if (l.specs.baths) facts.push(`${l.specs.baths} ${l.specs.baths === 1 ? 'baño' : 'baños'}`);
  if (l.city) facts.push(l.city);
  return facts;
}

export function listingMeta(page: ListingPage, opts: { url: string; image?: PageMeta['image'] }): PageMeta {
  const { listing, agency } = page;
  return {
    title: micrositePageTitle(page),
    description: `${listingFacts(listing).join(' · ')}. Fotos, ubicación y contacto con ${agency.name}.`,
    url: opts.url,
    image: opts.image,
    themeColor: agency.primaryColor || BRAND_DEFAULTS.primary,
    index: true,
    jsonLd: listingJsonLd(page, { url: opts.url, origin: new URL(opts.url).origin }),
  };
}

export function agencyMeta(page: AgencyPage, opts: { url: string }): PageMeta {
  const { agency, listings } = page;
  const where = agency.city ? ` en ${agency.city}` : '';
  return {
    title: micrositePageTitle(page),
    description: `${listings.length} ${listings.length === 1 ? 'inmueble disponible' : 'inmuebles disponibles'} de ${agency.name}${where}.`,
    url: opts.url,
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

/** The description, Open Graph and Twitter tags and the canonical link of a server-rendered page. */
export function metaTags(meta: PageMeta): string {
  const tags: [string, string, string][] = [
    ['name', 'description', meta.description],
    ['name', 'theme-color', meta.themeColor],
    ['property', 'og:type', meta.ogType ?? 'website'],
    ['property', 'og:site_name', 'Escaparate'],
    ['property', 'og:locale', 'es_ES'],
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
  if (meta.jsonLd) lines.push(`<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>`);
  return lines.join('\n');
}

/**
 * The whole HTML document: meta tags, inlined CSS, the rendered body and the page's data. A page
 * with nothing to do in the browser (`hydrate: false`) ships neither its data nor the script.
 */
export function renderDocument(opts: {
  page: MicrositePage;
  body: string;
  meta: PageMeta;
  assets: MicrositeAssets;
  hydrate?: boolean;
}) {
  const { page, body, meta, assets, hydrate = true } = opts;
  const data = `<script type="application/json" id="microsite-data">${scriptJson(page)}</script>`;
  const script = assets.scriptUrl
    ? `<script type="module" src="${escapeHtml(assets.scriptUrl)}"></script>`
    : '';
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(meta.title)}</title>
${metaTags(meta)}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${assets.css}</style>
</head>
<body>
<div id="microsite">${body}</div>
${hydrate ? `${data}\n${script}` : ''}
</body>
</html>`;
}
