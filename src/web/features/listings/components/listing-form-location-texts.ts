import type { GeocodePrecision } from '../../../../shared/geocoding';

const coord = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 5, maximumFractionDigits: 5 });

/** Spanish texts of the form's Ubicación section beyond the address and city (listingFormTexts'). */
export const locationFormTexts = {
  privacyLegend: 'Qué dirección se publica',
  privacyHint:
    'La dirección completa siempre queda en tu panel; la web y el cartel muestran solo lo que elijas.',
  mapLegend: 'Punto en el mapa',
  mapHint:
    'Toca o haz clic en el mapa para poner el punto y arrástralo hasta el portal. Con el teclado: mueve el mapa con las flechas y pulsa Intro para ponerlo en el centro.',
  mapLabel: 'Mapa para situar el inmueble',
  search: 'Buscar en el mapa',
  searching: 'Buscando…',
  searchHint: 'Busca la dirección y la ciudad que has escrito arriba.',
  loadingMap: 'Cargando el mapa…',
  mapFailed: 'No se ha podido cargar el mapa. Puedes guardar el inmueble sin punto y volver a intentarlo.',
  showMap: 'Ver mapa',
  marker: 'Punto del inmueble',
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
  noPoint: 'Todavía no hay punto: la página del inmueble no mostrará mapa.',
  point: (lat: number, lng: number) => `Punto: ${coord.format(lat)}, ${coord.format(lng)}`,
  clear: 'Quitar el punto',
  /** After "Buscar en el mapa" found something: what it matched and how close that is. */
  found: (label: string, precision: GeocodePrecision) =>
    precision === 'portal'
      ? `Encontrado: ${label}. Comprueba que el punto está en el portal.`
      : precision === 'street'
        ? `Encontrada la calle: ${label}. Arrastra el punto hasta el portal.`
        : `Punto aproximado (${label}): no hemos encontrado la calle. Arrastra el punto hasta el portal.`,
} as const;

/** How close the map starts to a found point: the door, the street, the town. */
export const ZOOM_FOR: Record<GeocodePrecision, number> = {
  portal: 18,
  street: 17,
  postcode: 15,
  district: 14,
  town: 13,
};
