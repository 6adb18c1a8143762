import type { AgencyFilterKey } from './agency-filters';
import { formatList } from './format';
import type { Lang, Translation } from './lang';

/** Spanish texts of the agency page's filters and cards (the rest: micrositeTexts). */
const es = {
  filters: 'Filtrar inmuebles',
  operation: 'Operación',
  anyOperation: 'Todas',
  propertyType: 'Tipo',
  anyType: 'Todos',
  maxPrice: 'Precio máximo (€)',
  noMaxPrice: 'Sin límite',
  minBeds: 'Dormitorios',
  anyBeds: 'Cualquiera',
  bedsOrMore: (n: number) => `${n} o más`,
  submit: 'Ver inmuebles',
  clear: 'Quitar filtros',
  showing: (shown: number, total: number) => `${shown} de ${total} ${total === 1 ? 'inmueble' : 'inmuebles'}`,
  appliedLabel: 'Filtros aplicados',
  upTo: (price: string) => `Hasta ${price}`,
  bedsChip: (n: number) => `${n} ${n === 1 ? 'dormitorio' : 'dormitorios'} o más`,
  none: 'Ningún inmueble coincide con estos filtros.',
  noneHint: 'Prueba con otros o quita los filtros para ver todos.',
  rejected: {
    operation: 'No se ha aplicado la operación: elige venta o alquiler.',
    propertyType: 'No se ha aplicado el tipo: no es un tipo de inmueble del catálogo.',
    maxPrice:
      'No se ha aplicado el precio máximo: escribe una cantidad en euros sin decimales, por ejemplo 250000.',
    minBeds: 'No se ha aplicado el número de dormitorios: escribe un número entero, por ejemplo 2.',
  } satisfies Record<AgencyFilterKey, string>,
  pages: 'Páginas',
  previous: 'Anterior',
  next: 'Siguiente',
  pageOf: (n: number, total: number) => `Página ${n} de ${total}`,
  /** The end of a long list of cities: "Madrid, Valencia, Málaga y 2 más". */
  morePlaces: (n: number) => `${n} más`,
} as const;

const en: Translation<typeof es> = {
  filters: 'Filter properties',
  operation: 'Sale or rent',
  anyOperation: 'All',
  propertyType: 'Type',
  anyType: 'All',
  maxPrice: 'Maximum price (€)',
  noMaxPrice: 'No limit',
  minBeds: 'Bedrooms',
  anyBeds: 'Any',
  bedsOrMore: (n) => `${n} or more`,
  submit: 'Show properties',
  clear: 'Clear filters',
  showing: (found, total) => `${found} of ${total} ${total === 1 ? 'property' : 'properties'}`,
  appliedLabel: 'Filters applied',
  upTo: (price) => `Up to ${price}`,
  bedsChip: (n) => `${n} ${n === 1 ? 'bedroom' : 'bedrooms'} or more`,
  none: 'No property matches these filters.',
  noneHint: 'Try others, or clear the filters to see them all.',
  rejected: {
    operation: 'The sale or rent filter was not applied: choose sale or rent.',
    propertyType: 'The type filter was not applied: it is not a property type we list.',
    maxPrice: 'The maximum price was not applied: type an amount in euros without decimals, e.g. 250000.',
    minBeds: 'The bedrooms filter was not applied: type a whole number, e.g. 2.',
  },
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (n, total) => `Page ${n} of ${total}`,
  morePlaces: (n) => `${n} more`,
};

export type AgencyPageTexts = typeof en;
const all: Record<Lang, AgencyPageTexts> = { es, en };
export const agencyPageTextsFor = (lang: Lang): AgencyPageTexts => all[lang];

/**
 * The cities an agency's listings are in, for its page's title and description: "Madrid, Valencia
 * y Málaga"; past `max`, "Madrid, Valencia, Málaga y 2 más". Null without any.
 */
export function placesText(cities: readonly string[], lang: Lang, max = 3): string | null {
  if (cities.length === 0) return null;
  const shown = cities.slice(0, max);
  const rest = cities.length - shown.length;
  return formatList(rest > 0 ? [...shown, all[lang].morePlaces(rest)] : shown, lang);
}
