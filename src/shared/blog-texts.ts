/** Every Spanish text of the blog: pages, meta tags and the feed. */
export const blogTexts = {
  title: 'Blog',
  pageTitle: 'Blog · Escaparate',
  heading: 'Blog de Escaparate',
  description:
    'Guías prácticas para inmobiliarias: carteles QR que convierten, staging virtual honesto, certificado energético, leads y analítica.',
  feedTitle: 'Blog de Escaparate',
  feedLink: 'RSS',
  feedLinkLabel: 'Suscríbete por RSS',
  intro:
    'Guías prácticas para agencias inmobiliarias: del escaparate al primer contacto, con lo que pide la ley y lo que dicen los datos.',
  filterLabel: 'Filtrar por categoría',
  all: 'Todos',
  featured: 'Destacado',
  empty: 'Todavía no hay artículos en esta categoría.',
  emptyLink: 'Ver todos los artículos',
  readMore: 'Leer artículo',
  minutes: (n: number) => `${n} min de lectura`,
  by: 'Por',
  back: 'Volver al blog',
  previous: 'Artículo anterior',
  next: 'Artículo siguiente',
  related: 'Sigue leyendo',
  neighbours: 'Más artículos',
  categoryTitle: (label: string) => `${label} · Blog · Escaparate`,
  notFoundTitle: 'Este artículo no existe',
  notFoundMessage:
    'Puede que la dirección esté mal escrita o que el artículo se haya retirado. En el blog tienes todos los demás.',
  notFoundMeta: 'Artículo no encontrado · Escaparate',
  coverAlt: (category: string) => `Ilustración de la categoría ${category}`,
} as const;
