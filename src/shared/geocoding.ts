// No zod here: the microsite's lazily loaded map imports this file (geocoding-schema.ts has the schema).

/** Spanish texts of "Buscar en el mapa" (the form) and of /api/geocode's answers (one place). */
export const geocodeTexts = {
  notFound: 'No hemos encontrado esa dirección. Coloca el punto en el mapa.',
  unavailable:
    'El buscador de direcciones no responde en este momento. Coloca el punto en el mapa o inténtalo más tarde.',
  tooMany: 'Has hecho muchas búsquedas seguidas. Espera unos minutos o coloca el punto en el mapa.',
  nothingTyped: 'Escribe la dirección o la ciudad para buscarla en el mapa.',
  maxChars: (n: number) => `Máximo ${n} caracteres.`,
} as const;

/**
 * How close the point is: the building's door (portal), somewhere on the street, the post code's
 * area, a district of the town, or the town's centre.
 */
export type GeocodePrecision = 'portal' | 'street' | 'postcode' | 'district' | 'town';

/** A found point. `label`: the place the geocoder matched, to show beside the pin. */
export interface GeocodeResult {
  lat: number;
  lng: number;
  precision: GeocodePrecision;
  label: string;
}

/** What the browser needs to draw a map: the tile server the operator configured, and its credit. */
export interface MapConfig {
  /** A Leaflet URL template: `https://tile.example/{z}/{x}/{y}.png` (`{s}` allowed). */
  tilesUrl: string;
  /** Plain text, e.g. "© OpenStreetMap". */
  attribution: string;
  /** Where the credit links to (the tiles' licence page), or null. */
  attributionUrl: string | null;
  maxZoom: number;
}

export const geocodeApi = {
  /** POST `{ address, city }` (signed-in members) → 200 GeocodeResult, 404 not found, 502 provider down. */
  geocode: '/api/geocode',
  /** GET (public, cacheable) → MapConfig. */
  mapConfig: '/api/map-config',
} as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The tiles' credit as Leaflet shows it (HTML): a link to the licence; the configured text escaped. */
export function mapAttributionHtml(config: MapConfig): string {
  const label = escapeHtml(config.attribution);
  return config.attributionUrl
    ? `<a href="${escapeHtml(config.attributionUrl)}" target="_blank" rel="noopener">${label}</a>`
    : label;
}
