import { paths } from './paths';

/** The title and description of a page, in the HTML the server sends and in the tab. */
export interface PageMeta {
  title: string;
  description: string;
}

/** What every app page carries unless it has its own (the same text as src/web/index.html). */
export const defaultDescription =
  'Escaparate: microsites para inmuebles con carteles QR, staging virtual con IA y captación de leads.';

/**
 * Public pages with their own title and description. The server writes them into the page it
 * sends (search engines and link previews read that), the page sets them again after client-side
 * navigation (`usePageMeta`).
 */
export const pageMetas = {
  features: {
    title: 'Características · Escaparate',
    description:
      'Carteles QR A4, microwebs por inmueble, staging virtual con IA, leads por e-mail y WhatsApp, analíticas y tu marca: todo lo que Escaparate hace por tu inmobiliaria.',
  },
  about: {
    title: 'Sobre nosotros · Escaparate',
    description:
      'Escaparate nace en 2024 para que las inmobiliarias españolas capten clientes con su escaparate las 24 horas. Conoce nuestra historia y nuestros valores.',
  },
} as const satisfies Record<string, PageMeta>;

const byPath: ReadonlyMap<string, PageMeta> = new Map<string, PageMeta>([
  [paths.features, pageMetas.features],
  [paths.about, pageMetas.about],
]);

/** The page's own meta, if it has one (`/features/` is `/features`). */
export function pageMetaFor(pathname: string): PageMeta | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(normalized);
}
