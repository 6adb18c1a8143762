import type { MarketingPage } from '../../../shared/marketing';
import { normalizePagePath, pageMetas } from '../../../shared/page-meta';
import { paths } from '../../../shared/paths';
import { escapeHtml } from '../../lib/html';
import { metaTags } from '../microsite/microsite-document';
import type { MarketingBundle } from './marketing-bundle';

/** The link-preview picture of the product's pages (src/web/public, 1200 × 630). */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;
const OG_IMAGE_ALT = 'Escaparate: carteles QR, microwebs y staging con IA para inmobiliarias';

const notFoundMeta = {
  title: 'Página no encontrada · Escaparate',
  description: 'La dirección que buscas no existe o se ha movido.',
};

/** Each marketing page's path (its canonical address), title and description. */
export const marketingPaths = {
  landing: paths.home,
  features: paths.features,
  about: paths.about,
  pricing: paths.pricing,
} as const;

type Kind = MarketingPage['kind'];

const metaOf = (kind: Kind) =>
  kind === 'landing' ? pageMetas.home : kind === 'not-found' ? notFoundMeta : pageMetas[kind];

/** Which marketing page a path is, if any (`/features/` is `/features`). */
export function marketingKind(pathname: string): Exclude<Kind, 'not-found'> | null {
  const path = normalizePagePath(pathname);
  const found = Object.entries(marketingPaths).find(([, p]) => p === path);
  return (found?.[0] as Exclude<Kind, 'not-found'> | undefined) ?? null;
}

/**
 * A whole marketing page: meta and link-preview tags, the inlined stylesheet, the rendered body and,
 * on the landing only, the carousel's module script. A 404 is not indexed and has no canonical.
 */
export function renderMarketingDocument(
  bundle: MarketingBundle,
  opts: { page: MarketingPage; path: string; publicUrl: string },
): string {
  const { page, path, publicUrl } = opts;
  const meta = metaOf(page.kind);
  const found = page.kind !== 'not-found';
  const tags = metaTags({
    title: meta.title,
    description: meta.description,
    url: found ? new URL(path, publicUrl).href : undefined,
    image: {
      url: new URL(OG_IMAGE.path, publicUrl).href,
      width: OG_IMAGE.width,
      height: OG_IMAGE.height,
      alt: OG_IMAGE_ALT,
    },
    themeColor: '#ffffff',
    index: found,
  });
  const { island } = bundle;
  const script =
    page.kind === 'landing'
      ? `${island.preload.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">\n`).join('')}<script type="module" src="${escapeHtml(island.src)}"></script>\n`
      : '';
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(meta.title)}</title>
${tags}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${bundle.css}</style>
</head>
<body>
${bundle.renderer.render(page, path)}
${script}</body>
</html>`;
}
