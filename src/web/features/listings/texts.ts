import { figureTexts } from '../../../shared/analytics';

/**
 * Spanish texts of the listings screens that are not in `listingTexts`
 * (src/shared/listings.ts holds the product's quoted ones and the server's messages).
 */
export const listingsPageTexts = {
  documentTitle: 'Inmuebles · Escaparate',
  title: 'Inmuebles',
  newListing: 'Nuevo inmueble',
  createListing: 'Crear inmueble',
  emptyBody: 'Crea tu primer inmueble: tendrá su propia página y su cartel QR para el escaparate.',
  loading: 'Cargando inmuebles...',
  loadError: 'No se pudieron cargar los inmuebles.',
  retry: 'Reintentar',
  usage: (published: number, max: number | null) =>
    max === null
      ? `${published} ${published === 1 ? 'inmueble publicado' : 'inmuebles publicados'} (ilimitados)`
      : `${published} de ${max} ${max === 1 ? 'inmueble publicado' : 'inmuebles publicados'}`,
  plan: (name: string) => `Plan ${name}`,
  atLimit: 'Has llegado al límite de tu plan.',
  changePlan: 'Cambiar de plan',
} as const;

export const listingFiltersTexts = {
  label: 'Filtrar inmuebles',
  search: 'Buscar',
  searchPlaceholder: 'Título, referencia o dirección',
  operation: 'Operación',
  allOperations: 'Todas',
  type: 'Tipo',
  allTypes: 'Todos',
  status: 'Estado',
  allStatuses: 'Todos',
  /** How many of the agency's listings the filters leave. */
  shown: (n: number, total: number) =>
    n === total
      ? `${total} ${total === 1 ? 'inmueble' : 'inmuebles'}`
      : `${n} de ${total} ${total === 1 ? 'inmueble' : 'inmuebles'}`,
  noneTitle: 'Ningún inmueble coincide con los filtros',
  noneBody: 'Prueba con otra búsqueda o quita los filtros para ver todos tus inmuebles.',
  clear: 'Quitar filtros',
} as const;

export const listingCardTexts = {
  edit: 'Editar',
  photos: 'Fotos',
  /** The listing's AI staging view. */
  staging: 'Staging IA',
  view: 'Ver',
  viewTitle: 'Abrir la página del inmueble en una pestaña nueva',
  delete: 'Eliminar',
  noAddress: 'Sin dirección',
  reference: (ref: string) => `Ref. ${ref}`,
  priceOnRequest: 'Precio a consultar',
  photoCount: 'Fotos',
  views: figureTexts.views,
  leads: 'Leads',
  conversion: 'Conversión',
  created: (date: string) => `Creado el ${date}`,
  deleteTitle: 'Eliminar inmueble',
  deleteKeep: 'Cancelar',
  deleteConfirm: 'Eliminar',
  deleting: 'Eliminando...',
} as const;

const countEs = new Intl.NumberFormat('es-ES', { useGrouping: 'always' });

export const listingFormTexts = {
  createTitle: 'Nuevo inmueble',
  editTitle: 'Editar inmueble',
  createDescription: 'Rellena los datos por secciones. Después podrás subir las fotos.',
  editDescription: 'Los cambios se ven al momento en la página del inmueble.',
  sectionsLabel: 'Secciones del anuncio',
  sections: {
    basic: 'Básico',
    description: 'Descripción',
    features: 'Características',
    costs: 'Costes',
    location: 'Ubicación',
    energy: 'Certificado energético',
  },
  /** After a section's name, for screen readers, when it has a field to correct. */
  sectionHasErrors: 'con errores',
  /** Above the sections after a submit with errors. */
  errorsIn: (names: string[]) =>
    names.length === 1
      ? `Corrige los datos marcados en «${names[0]}».`
      : `Corrige los datos marcados en ${names
          .slice(0, -1)
          .map((n) => `«${n}»`)
          .join(', ')} y «${names.at(-1)}».`,
  next: (section: string) => `Siguiente: ${section}`,
  operation: 'Operación',
  propertyType: 'Tipo de inmueble',
  title: 'Título',
  titlePlaceholder: 'Piso luminoso con terraza',
  reference: 'Referencia',
  referenceHint: 'Tu referencia interna (por ejemplo, PZ-1024). Opcional; no se repite entre tus inmuebles.',
  price: 'Precio (€)',
  /** Under the price of a rent: how the ad will read it. */
  priceRentHint: (shown: string | null) => `Precio al mes: se publica como «${shown ?? '1.200 €/mes'}».`,
  sqm: 'Superficie construida (m²)',
  usableSqm: 'Superficie útil (m²)',
  plotSqm: 'Parcela (m²)',
  beds: 'Habitaciones',
  baths: 'Baños',
  floor: 'Planta',
  floorPlaceholder: '3.º B',
  exterior: 'Exterior',
  use: 'Uso',
  uses: { residencial: 'Residencial', comercial: 'Comercial' },
  // Ubicación (listing-form-location.tsx).
  address: 'Dirección',
  city: 'Ciudad',
  description: 'Descripción',
  descriptionHint: 'Texto sin formato. Separa los párrafos con una línea en blanco.',
  descriptionEn: 'Descripción en inglés (opcional)',
  descriptionEnHint: 'La página en inglés la muestra; si la dejas vacía, muestra la española.',
  /** The live counter under a description: "1.234 / 4.000". */
  counter: (n: number, max: number) => `${countEs.format(n)} / ${countEs.format(max)}`,
  counterLabel: (n: number, max: number) => `${countEs.format(n)} de ${countEs.format(max)} caracteres`,
  featuresLegend: 'Qué tiene',
  condition: 'Estado',
  yearBuilt: 'Año de construcción',
  orientation: 'Orientación',
  notGiven: 'Sin indicar',
  communityFees: 'Gastos de comunidad (€/mes)',
  ibi: 'IBI (€/año)',
  rentTerms: 'Condiciones del alquiler',
  depositMonths: 'Fianza (meses)',
  depositHint: 'Lo habitual es un mes en vivienda y dos en local.',
  availableFrom: 'Disponible desde',
  costsHint: 'Opcional. El anuncio los muestra para que el comprador o inquilino sepa lo que paga.',
  publishedHint: 'Los borradores no se ven en la web ni cuentan para el límite de tu plan.',
  atLimitHint:
    'Has llegado al límite de inmuebles publicados de tu plan: guárdalo como borrador o cambia de plan.',
  cancel: 'Cancelar',
  create: 'Crear inmueble',
  save: 'Guardar cambios',
  close: 'Cerrar',
} as const;

export const photoManagerTexts = {
  title: 'Fotos del inmueble',
  description: (title: string, max: number) =>
    `${title}. Hasta ${max} fotos; la portada es la que se ve primero. Arrastra las fotos o usa las flechas para ordenarlas.`,
  loading: 'Cargando fotos...',
  none: 'Este inmueble aún no tiene fotos.',
  /** Past the plan's number (kept after a downgrade) it says how many are shown, never "11 de 6". */
  count: (n: number, max: number) =>
    n <= max ? `${n} de ${max} fotos` : `${n} fotos · ${max} se muestran con tu plan`,
  /** The mark on a photo past the plan's number (issue 25 → 7). */
  notShown: 'No se muestran con tu plan',
  notShownNotice: (hidden: number, max: number) =>
    `Tu plan muestra ${max} fotos por inmueble. ${
      hidden === 1 ? 'La foto marcada se guarda' : `Las ${hidden} fotos marcadas se guardan`
    }, pero no sale${hidden === 1 ? '' : 'n'} en la página pública. Cambia el orden para elegir cuáles se ven, o cambia de plan para mostrarlas todas.`,
  changePlan: 'Cambiar de plan',
  /** The link to the listing's Staging IA view. */
  staging: 'Amueblar con IA',
  position: (n: number) => `Foto ${n}`,
  cover: 'Portada',
  useAsCover: 'Usar como portada',
  moveLeft: 'Mover a la izquierda',
  moveRight: 'Mover a la derecha',
  moved: (n: number) => `Foto movida a la posición ${n}.`,
  delete: 'Eliminar foto',
  deleteTitle: 'Eliminar foto',
  deleteKeep: 'Cancelar',
  deleteConfirm: 'Eliminar',
  room: 'Estancia',
  noRoom: 'Sin estancia',
  roomError: 'No se pudo guardar la estancia.',
  coverError: 'No se pudo cambiar la portada.',
  coverSet: 'Portada actualizada',
  orderError: 'No se pudo guardar el orden de las fotos.',
  dropTitle: 'Arrastra aquí tus fotos',
  dropHint: (left: number) => (left === 1 ? 'Puedes añadir 1 foto más.' : `Puedes añadir ${left} fotos más.`),
  choose: 'Elegir fotos',
  full: 'Has llegado al máximo de fotos. Elimina alguna para subir otras.',
  uploads: 'Subidas',
  uploading: (name: string) => `Subiendo ${name}`,
  uploadDone: 'Subida',
  queued: 'En cola',
  someFailed: (failed: number) =>
    failed === 1 ? '1 foto no se pudo subir.' : `${failed} fotos no se pudieron subir.`,
  close: 'Cerrar',
  retry: 'Reintentar',
} as const;
