import type { Lang, Translation } from '../../../shared/lang';

/** Spanish texts of the microsite's map (the block's title and link are micrositeTexts'). */
export const locationTexts = {
  showMap: 'Ver mapa',
  loadingMap: 'Cargando el mapa…',
  mapFailed: 'No se ha podido cargar el mapa.',
  retry: 'Reintentar',
  mapLabel: 'Mapa de la ubicación del inmueble',
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
  pin: 'Ubicación del inmueble',
  /** The agency shows the street without number, or only the zone: the map draws an area. */
  approximateStreet: 'Ubicación aproximada: el círculo marca la calle, sin el número.',
  approximateZone: 'Ubicación aproximada: el círculo marca la zona.',
} as const;

export type LocationTexts = Translation<typeof locationTexts>;

export const locationTextsEn: LocationTexts = {
  showMap: 'Show map',
  loadingMap: 'Loading the map…',
  mapFailed: 'The map could not be loaded.',
  retry: 'Try again',
  mapLabel: 'Map of the property’s location',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  pin: 'Location of the property',
  approximateStreet: 'Approximate location: the circle marks the street, not the number.',
  approximateZone: 'Approximate location: the circle marks the area.',
};

export const locationTextsFor = (lang: Lang): LocationTexts =>
  lang === 'en' ? locationTextsEn : locationTexts;

/** How the map shows the point: a pin at the door, or an area around it (metres of radius). */
export type MapArea = { kind: 'pin' } | { kind: 'area'; radiusM: number };

/**
 * The street-only point is rounded to ~100 m and the zone's to ~1 km (publicPoint), so a circle
 * of 150 m or 1 km always holds the real place. A zone listing never carries an address.
 */
export function mapAreaOf(listing: { locationApproximate: boolean; address: string | null }): MapArea {
  if (!listing.locationApproximate) return { kind: 'pin' };
  return { kind: 'area', radiusM: listing.address ? 150 : 1000 };
}
