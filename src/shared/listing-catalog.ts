// No zod here: the microsite's client imports this module and must stay small.
import type { Lang } from './lang';

/*
 * The catalogue of a complete Spanish property ad (docs/decisions/026-listing-model.md): the
 * operation, the property types per use, the features, the condition and the orientation, each
 * with its Spanish and English label. The property types are also a table (property_types, seeded
 * from here) that listings reference, like rooms and styles.
 */

export const OPERATIONS = ['sale', 'rent'] as const;
export type Operation = (typeof OPERATIONS)[number];

export const operationLabels: Record<Operation, { es: string; en: string; poster: string }> = {
  sale: { es: 'Venta', en: 'For sale', poster: 'EN VENTA' },
  rent: { es: 'Alquiler', en: 'For rent', poster: 'EN ALQUILER' },
};

export interface PropertyType {
  useCode: 'residencial' | 'comercial';
  code: string;
  es: string;
  en: string;
  /** The schema.org type of its structured data. */
  schemaType: string;
}

export const PROPERTY_TYPES: readonly PropertyType[] = [
  { useCode: 'residencial', code: 'piso', es: 'Piso', en: 'Flat', schemaType: 'Apartment' },
  { useCode: 'residencial', code: 'atico', es: 'Ático', en: 'Penthouse', schemaType: 'Apartment' },
  { useCode: 'residencial', code: 'duplex', es: 'Dúplex', en: 'Duplex', schemaType: 'Apartment' },
  { useCode: 'residencial', code: 'estudio', es: 'Estudio', en: 'Studio', schemaType: 'Apartment' },
  {
    useCode: 'residencial',
    code: 'casa',
    es: 'Casa o chalet',
    en: 'House or villa',
    schemaType: 'SingleFamilyResidence',
  },
  {
    useCode: 'residencial',
    code: 'adosado',
    es: 'Adosado',
    en: 'Terraced house',
    schemaType: 'SingleFamilyResidence',
  },
  { useCode: 'residencial', code: 'finca', es: 'Finca rústica', en: 'Country estate', schemaType: 'House' },
  { useCode: 'comercial', code: 'local', es: 'Local', en: 'Commercial premises', schemaType: 'Place' },
  { useCode: 'comercial', code: 'oficina', es: 'Oficina', en: 'Office', schemaType: 'Place' },
  { useCode: 'comercial', code: 'nave', es: 'Nave', en: 'Warehouse', schemaType: 'Place' },
  { useCode: 'comercial', code: 'garaje', es: 'Garaje', en: 'Garage', schemaType: 'Place' },
  { useCode: 'comercial', code: 'terreno', es: 'Terreno', en: 'Land', schemaType: 'Landform' },
];

/** The type a listing of a use starts with (and existing listings got: piso or local). */
export const DEFAULT_TYPE = { residencial: 'piso', comercial: 'local' } as const;

/** Types whose facts include a plot (parcela). */
export const TYPES_WITH_PLOT = new Set(['casa', 'adosado', 'finca', 'nave', 'terreno']);

export const propertyType = (code: string | null | undefined): PropertyType | undefined =>
  PROPERTY_TYPES.find((t) => t.code === code);

export const typesOfUse = (useCode: string) => PROPERTY_TYPES.filter((t) => t.useCode === useCode);

export interface Feature {
  code: string;
  es: string;
  en: string;
}

/** What Spanish portals list as a property's extras, in the order the microsite shows them. */
export const FEATURES: readonly Feature[] = [
  { code: 'ascensor', es: 'Ascensor', en: 'Lift' },
  { code: 'terraza', es: 'Terraza', en: 'Terrace' },
  { code: 'balcon', es: 'Balcón', en: 'Balcony' },
  { code: 'garaje', es: 'Plaza de garaje', en: 'Parking space' },
  { code: 'trastero', es: 'Trastero', en: 'Storage room' },
  { code: 'piscina', es: 'Piscina', en: 'Swimming pool' },
  { code: 'jardin', es: 'Jardín', en: 'Garden' },
  { code: 'aire', es: 'Aire acondicionado', en: 'Air conditioning' },
  { code: 'calefaccion', es: 'Calefacción', en: 'Heating' },
  { code: 'armarios', es: 'Armarios empotrados', en: 'Built-in wardrobes' },
  { code: 'amueblado', es: 'Amueblado', en: 'Furnished' },
  { code: 'accesible', es: 'Accesible (movilidad reducida)', en: 'Wheelchair accessible' },
  { code: 'vistas_mar', es: 'Vistas al mar', en: 'Sea views' },
  { code: 'portero', es: 'Portero', en: 'Concierge' },
  { code: 'zonas_verdes', es: 'Zonas verdes', en: 'Green areas' },
  { code: 'cocina_equipada', es: 'Cocina equipada', en: 'Fitted kitchen' },
  { code: 'chimenea', es: 'Chimenea', en: 'Fireplace' },
  { code: 'alarma', es: 'Alarma', en: 'Alarm system' },
  { code: 'mascotas', es: 'Admite mascotas', en: 'Pets allowed' },
  { code: 'exterior', es: 'Exterior', en: 'Exterior-facing' },
];
export const FEATURE_CODES = FEATURES.map((f) => f.code);

export const CONDITIONS = ['new', 'good', 'to_reform'] as const;
export type Condition = (typeof CONDITIONS)[number];
export const conditionLabels: Record<Condition, { es: string; en: string }> = {
  new: { es: 'Obra nueva', en: 'New build' },
  good: { es: 'Buen estado', en: 'Good condition' },
  to_reform: { es: 'A reformar', en: 'To renovate' },
};

export const ORIENTATIONS = ['n', 'ne', 'e', 'se', 's', 'so', 'o', 'no'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];
export const orientationLabels: Record<Orientation, { es: string; en: string }> = {
  n: { es: 'Norte', en: 'North' },
  ne: { es: 'Noreste', en: 'North-east' },
  e: { es: 'Este', en: 'East' },
  se: { es: 'Sureste', en: 'South-east' },
  s: { es: 'Sur', en: 'South' },
  so: { es: 'Suroeste', en: 'South-west' },
  o: { es: 'Oeste', en: 'West' },
  no: { es: 'Noroeste', en: 'North-west' },
};

/** How much of the address the public side shows: exact, the street without number, or the zone. */
export const ADDRESS_PRIVACY = ['exact', 'street', 'zone'] as const;
export type AddressPrivacy = (typeof ADDRESS_PRIVACY)[number];
export const addressPrivacyLabels: Record<AddressPrivacy, string> = {
  exact: 'Dirección exacta',
  street: 'Solo la calle (sin número)',
  zone: 'Solo la zona',
};

/** "Calle de Ponzano 12, 3º B" → "Calle de Ponzano": the street without number, floor or door. */
export function streetOnly(address: string): string {
  const cut = address.replace(/[\s,]*(?:\bn[º°o.]\s*)?\d.*$/i, '').replace(/[\s,]+$/, '');
  return cut.length >= 3 ? cut : '';
}

/** What the public side may show of an address, by the listing's privacy. */
export function publicAddress(address: string | null, privacy: AddressPrivacy): string | null {
  if (!address || privacy === 'zone') return null;
  if (privacy === 'exact') return address;
  return streetOnly(address) || null;
}

/**
 * What the public side may show of the point: exact, or rounded to a cell (~100 m for the
 * street, ~1 km for the zone) so the map shows an area and the page never carries the exact spot.
 */
export function publicPoint(
  lat: number | null,
  lng: number | null,
  privacy: AddressPrivacy,
): { lat: number; lng: number; approximate: boolean } | null {
  if (lat === null || lng === null) return null;
  if (privacy === 'exact') return { lat, lng, approximate: false };
  const step = privacy === 'street' ? 1000 : 100;
  return { lat: Math.round(lat * step) / step, lng: Math.round(lng * step) / step, approximate: true };
}

/** The label of a catalogue entry in a language. */
export const labelIn = (lang: Lang, entry: { es: string; en: string } | undefined): string =>
  entry ? (lang === 'en' ? entry.en : entry.es) : '';
