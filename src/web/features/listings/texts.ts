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

export const listingCardTexts = {
  edit: 'Editar',
  photos: 'Fotos',
  /** The listing's AI staging view. */
  staging: 'Staging IA',
  view: 'Ver',
  viewTitle: 'Abrir la página del inmueble en una pestaña nueva',
  delete: 'Eliminar',
  noAddress: 'Sin dirección',
  photoCount: 'Fotos',
  scans: 'Escaneos',
  leads: 'Leads',
  conversion: 'Conversión',
  created: (date: string) => `Creado el ${date}`,
  deleteTitle: 'Eliminar inmueble',
  deleteKeep: 'Cancelar',
  deleteConfirm: 'Eliminar',
  deleting: 'Eliminando...',
} as const;

export const listingFormTexts = {
  createTitle: 'Nuevo inmueble',
  editTitle: 'Editar inmueble',
  createDescription: 'Rellena los datos básicos. Después podrás subir las fotos.',
  editDescription: 'Los cambios se ven al momento en la página del inmueble.',
  title: 'Título',
  titlePlaceholder: 'Piso luminoso con terraza',
  price: 'Precio (€)',
  address: 'Dirección',
  city: 'Ciudad',
  sqm: 'Superficie (m²)',
  beds: 'Habitaciones',
  baths: 'Baños',
  floor: 'Planta',
  floorPlaceholder: '3.º B',
  exterior: 'Exterior',
  use: 'Uso',
  uses: { residencial: 'Residencial', comercial: 'Comercial' },
  map: 'Ubicación en el mapa',
  mapHint: 'Opcional. Coordenadas en grados decimales, por ejemplo 40.4168 y -3.7038.',
  lat: 'Latitud',
  lng: 'Longitud',
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
  count: (n: number, max: number) => `${n} de ${max} fotos`,
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
