/** Spanish texts of the QR dialog and the A4 poster (decision 017 → Language and texts, QR codes). */
export const qrTexts = {
  /** Verbatim: the toast (title 'Error') and the inline message. */
  errorTitle: 'Error',
  generateError: 'No se pudo generar el código QR',
} as const;

export const qrDialogTexts = {
  open: 'QR',
  openTitle: 'Ver el código QR y el cartel para imprimir',
  title: 'Código QR',
  close: 'Cerrar',
  imageAlt: (title: string) => `Código QR de ${title}`,
  loading: 'Generando código QR...',
  code: (code: string) => `Código: ${code}`,
  codeHint:
    'Es la dirección que abre el QR. Si alguien no puede escanearlo, puede escribirla en el navegador.',
  link: 'Enlace que abre el código',
  copy: 'Copiar enlace',
  copied: 'Enlace copiado',
  copyError: 'No se pudo copiar el enlace. Selecciónalo y cópialo a mano.',
  download: 'Descargar SVG',
  downloading: 'Descargando...',
  print: 'Imprimir cartel A4',
  printHint: 'Se abre en una pestaña nueva',
  retry: 'Reintentar',
} as const;

export const posterTexts = {
  documentTitle: (title: string) => `Cartel · ${title} · Escaparate`,
  /** The poster's texts, verbatim. */
  tagline: 'TU VISITA EMPIEZA AQUÍ',
  print: 'Imprimir',
  back: 'Volver',
  printHint: 'Tamaño A4 vertical, sin márgenes.',
  loading: 'Cargando cartel...',
  loadError: 'No se pudo cargar el cartel.',
  notFound: 'Este inmueble no existe o no es de tu agencia.',
  coverAlt: (title: string) => `Foto de ${title}`,
  logoAlt: (agency: string) => `Logo de ${agency}`,
  noPhoto: 'Sin foto',
  qrAlt: (title: string) => `Código QR de ${title}`,
  scanMe: 'Escanéame con la cámara de tu móvil',
  scanMore: 'Fotos, detalles y contacto al instante.',
  code: (code: string) => `Código: ${code}`,
  priceOnRequest: 'Precio a consultar',
  /** The agency's own reference of the listing. */
  reference: (ref: string) => `Ref. ${ref}`,
  specsLabel: 'Características',
  sqm: 'Superficie',
  sqmValue: (n: string) => `${n} m²`,
  beds: 'Habitaciones',
  baths: 'Baños',
  floor: 'Planta',
  exterior: 'Exterior',
  contactLabel: 'Contacto de la agencia',
  phone: 'Teléfono',
  email: 'E-mail',
} as const;

/** Moving a printed poster's code to another listing or the agency page. */
export const posterTargetTexts = {
  sectionTitle: '¿Qué abre este cartel?',
  opensListing: (title: string) => `Ahora abre: ${title}`,
  opensDraft: (title: string) => `Ahora abre: ${title} (borrador)`,
  opensAgency: 'Ahora abre la página de tu agencia.',
  draftWarning: 'Es un borrador: quien escanee verá «no disponible» hasta que lo publiques.',
  label: 'Llevar el cartel a',
  thisListing: (title: string) => `Este inmueble: ${title}`,
  draft: (title: string) => `${title} (borrador)`,
  agencyPage: 'La página de tu agencia',
  save: 'Guardar destino',
  saving: 'Guardando...',
  loading: 'Cargando destino del cartel...',
  saved: 'Destino del cartel guardado',
  saveError: 'No se pudo cambiar el destino del cartel.',
  loadError: 'No se pudo cargar el destino del cartel.',
  retry: 'Reintentar',
  hint: '¿Vendido o borrado? No tires el cartel: llévalo a otro inmueble. Los escaneos ya hechos siguen contando para su inmueble.',
  alsoHere: 'Otros carteles que abren este inmueble',
  poster: (title: string, code: string) => `Cartel de «${title}» · código ${code}`,
  /** Before moving a listing's own code: what happens to the posters already printed, and to it. */
  movesAway: (title: string, target: string | null) =>
    `Los carteles de «${title}» ya impresos abrirán ${target ? `«${target}»` : 'la página de tu agencia'}. Este inmueble recibirá un código QR nuevo: imprime su cartel otra vez.`,
  savedNewCode: 'Destino guardado. Este inmueble tiene un código QR nuevo: imprime su cartel otra vez.',
  earlier: 'Carteles anteriores de este inmueble',
} as const;

/** The list of posters whose listing was deleted (Inmuebles page). */
export const orphanPosterTexts = {
  title: 'Carteles de inmuebles borrados',
  caption:
    'Estos carteles siguen impresos aunque su inmueble ya no exista. Elige qué abren: otro inmueble o la página de tu agencia.',
  code: (code: string) => `Código: ${code}`,
} as const;
