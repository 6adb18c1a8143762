import type { SitePage } from '../../../shared/site';
import type { AppDeps } from '../../context';
import { escapeHtml } from '../../lib/html';
import { metaTags, type PageMeta, scriptJson } from '../microsite/microsite-document';
import { type RenderedPage, toRenderedPage } from '../microsite/page-cache';

/** What a site page says about itself to search engines and link previews. */
export interface SiteMeta {
  title: string;
  description: string;
  /** The page's own path: canonical and og:url are PUBLIC_URL + path. */
  path: string;
  ogType?: 'website' | 'article';
  image?: PageMeta['image'];
  /** schema.org data, written as an application/ld+json script. */
  jsonLd?: unknown;
  /** Extra head elements, already HTML (e.g. the RSS `<link rel="alternate">`). */
  head?: string;
  /** False for pages search engines should not list (a 404, a confirmation). */
  index?: boolean;
  /** The document's language (Spanish unless said). */
  lang?: 'es' | 'en';
}

const THEME = '#ffffff';

/**
 * A server-rendered site page (blog, legal, contact): the whole document with its meta tags and
 * inlined styles, and no script at all. Gzipped and tagged once, sent with `send()`.
 */
export function renderSitePage(
  deps: Pick<AppDeps, 'env' | 'microsite'>,
  opts: { page: SitePage; meta: SiteMeta; status?: RenderedPage['status'] },
): RenderedPage {
  const { renderer, css } = deps.microsite.site;
  if (!renderer) {
    return toRenderedPage('La aplicación web no está compilada: ejecuta `npm run build`.', 503);
  }
  const { page, meta, status = 200 } = opts;
  const url = new URL(meta.path, deps.env.PUBLIC_URL).href;
  const tags = metaTags({
    title: meta.title,
    description: meta.description,
    url,
    image: meta.image,
    themeColor: THEME,
    index: meta.index ?? status === 200,
    ogType: meta.ogType,
  });
  const jsonLd =
    meta.jsonLd === undefined
      ? ''
      : `<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>\n`;
  const html = `<!doctype html>
<html lang="${meta.lang ?? 'es'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(meta.title)}</title>
${tags}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${jsonLd}${meta.head ?? ''}<style>${css}</style>
</head>
<body>
${renderer.render(page, meta.path)}
</body>
</html>`;
  return toRenderedPage(html, status);
}
