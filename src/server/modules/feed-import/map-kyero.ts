import { groupedCount } from '../../../shared/format';
import {
  type AddressPrivacy,
  FEATURE_CODES,
  FEATURES,
  PROPERTY_TYPES,
  propertyType,
} from '../../../shared/listing-catalog';
import { type ListingInput, listingInputSchema } from '../../../shared/listings';
import type { KyeroFeedProperty } from './parse-kyero';

/*
 * One Kyero property → our listing input (issue 28 → Import from a feed). Pure; never throws for a
 * bad property: it answers `{ ok: false, reason: "Propiedad 4471: falta el precio" }`.
 */

export const DESCRIPTION_MAX = 4000;
export const REFERENCE_MAX = 50;

export interface MapOptions {
  /** Photos kept, first in feed order (the plan's photo limit). */
  maxPhotos: number;
  /** Default 'zone' (issue 28: "zona" unless the agency chooses otherwise). */
  addressPrivacy?: AddressPrivacy;
  /** Default true; a dwelling without a known energy certificate comes in as a draft anyway. */
  published?: boolean;
}

export type MappedProperty =
  | {
      ok: true;
      /** Kept for matching, not part of the listing. */
      feedId: string;
      feedDate: string | null;
      input: ListingInput;
      /** Photo URLs, feed order, at most `maxPhotos`. */
      photos: string[];
      /** Province for the address (the listing has no column of its own for it). */
      province: string | null;
      /** Features outside our catalogue; the caller may append them to the description. */
      unknownFeatures: string[];
      /** Spanish notes for the preview. */
      notes: string[];
    }
  | { ok: false; feedId: string | null; reason: string };

/** Lower case, accents and punctuation aside: "Ático " → "atico". */
export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Kyero / English / Spanish type words onto our catalogue. Checked as whole folded words. */
const TYPE_WORDS: [string, string][] = [
  ['penthouse', 'atico'],
  ['atico', 'atico'],
  ['duplex', 'duplex'],
  ['studio', 'estudio'],
  ['estudio', 'estudio'],
  ['loft', 'estudio'],
  ['semi detached', 'adosado'],
  ['town house', 'adosado'],
  ['townhouse', 'adosado'],
  ['terraced', 'adosado'],
  ['adosado', 'adosado'],
  ['adosada', 'adosado'],
  ['pareado', 'adosado'],
  ['casa adosada', 'adosado'],
  ['country house', 'finca'],
  ['finca', 'finca'],
  ['cortijo', 'finca'],
  ['masia', 'finca'],
  ['rustic', 'finca'],
  ['farm', 'finca'],
  ['villa', 'casa'],
  ['house', 'casa'],
  ['detached', 'casa'],
  ['chalet', 'casa'],
  ['bungalow', 'casa'],
  ['casa', 'casa'],
  ['cave house', 'casa'],
  ['apartment', 'piso'],
  ['flat', 'piso'],
  ['piso', 'piso'],
  ['apartamento', 'piso'],
  ['planta baja', 'piso'],
  ['ground floor', 'piso'],
  ['office', 'oficina'],
  ['oficina', 'oficina'],
  ['warehouse', 'nave'],
  ['industrial', 'nave'],
  ['nave', 'nave'],
  ['garage', 'garaje'],
  ['garaje', 'garaje'],
  ['parking', 'garaje'],
  ['plaza de garaje', 'garaje'],
  ['land', 'terreno'],
  ['plot', 'terreno'],
  ['terreno', 'terreno'],
  ['solar', 'terreno'],
  ['parcela', 'terreno'],
  ['commercial', 'local'],
  ['shop', 'local'],
  ['local', 'local'],
  ['restaurant', 'local'],
  ['bar', 'local'],
  ['hotel', 'local'],
  ['business', 'local'],
];

const COMMERCIAL_HINTS = /\b(commercial|comercial|business|negocio|premises|retail|tienda|store)\b/;

/** Our type code for a Kyero `type`, and whether it was a guess. */
export function mapType(raw: string): { code: string; guessed: boolean } {
  const t = ` ${fold(raw)} `;
  // Longer words first: "semi detached" before "detached", "country house" before "house".
  const words = [...TYPE_WORDS].sort((a, b) => b[0].length - a[0].length);
  for (const [word, code] of words) if (t.includes(` ${word} `)) return { code, guessed: false };
  return { code: COMMERCIAL_HINTS.test(t) ? 'local' : 'piso', guessed: true };
}

/** English and Spanish feature words (besides the catalogue's own labels) onto our codes. */
const FEATURE_WORDS: Record<string, string> = {
  elevator: 'ascensor',
  lift: 'ascensor',
  terrace: 'terraza',
  'roof terrace': 'terraza',
  balcony: 'balcon',
  garage: 'garaje',
  parking: 'garaje',
  'private parking': 'garaje',
  storage: 'trastero',
  pool: 'piscina',
  'private pool': 'piscina',
  'communal pool': 'piscina',
  'swimming pool': 'piscina',
  'piscina comunitaria': 'piscina',
  'piscina privada': 'piscina',
  garden: 'jardin',
  'private garden': 'jardin',
  'air conditioning': 'aire',
  'a c': 'aire',
  aircon: 'aire',
  'central heating': 'calefaccion',
  heating: 'calefaccion',
  'fitted wardrobes': 'armarios',
  furnished: 'amueblado',
  amueblado: 'amueblado',
  'sea view': 'vistas_mar',
  'sea views': 'vistas_mar',
  concierge: 'portero',
  'green areas': 'zonas_verdes',
  'fitted kitchen': 'cocina_equipada',
  fireplace: 'chimenea',
  alarm: 'alarma',
  'pets allowed': 'mascotas',
  exterior: 'exterior',
};

const FEATURE_INDEX = new Map<string, string>();
for (const f of FEATURES) {
  FEATURE_INDEX.set(fold(f.es), f.code);
  FEATURE_INDEX.set(fold(f.en), f.code);
  FEATURE_INDEX.set(fold(f.code), f.code);
}
for (const [word, code] of Object.entries(FEATURE_WORDS)) FEATURE_INDEX.set(fold(word), code);

export const featureCode = (raw: string): string | undefined => FEATURE_INDEX.get(fold(raw));

/** Tag names feeds carry in descriptions; anything else in angle brackets is the agency's text. */
const HTML_TAG =
  /<\/?(?:p|br|div|span|b|strong|i|em|u|ul|ol|li|h[1-6]|a|font|table|tbody|thead|tr|td|th|hr|img|small|big|sup|sub|blockquote|center)\b[^<>]*>/gi;

/** HTML a feed's description often carries → plain paragraphs; text without HTML is kept as is. */
export function plainText(text: string): string {
  if (!new RegExp(HTML_TAG.source, 'i').test(text)) return text.trim();
  return text
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\s*\/\s*(p|div|li|h[1-6])\s*>/gi, '\n\n')
    .replace(/<\s*li\b[^<>]*>/gi, '• ')
    .replace(HTML_TAG, '')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;|&apos;/gi, "'")
    .replace(/&amp;/gi, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const flagOn = (v: string | undefined) => v !== undefined && /^(1|true|yes)$/i.test(v.trim());

/** "3" → 3; empty → null; anything else → undefined (a bad value). */
function wholeNumber(v: string | undefined): number | null | undefined {
  if (v === undefined || v.trim() === '') return null;
  const t = v.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(t)) return undefined;
  return Math.round(Number(t));
}

function coordinate(v: string | undefined, limit: number): number | null | undefined {
  if (v === undefined || v.trim() === '') return null;
  const t = v.trim();
  if (!/^[-+]?\d{1,3}(\.\d+)?$/.test(t)) return undefined;
  const n = Number(t);
  return Math.abs(n) <= limit ? n : undefined;
}

export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.8 ? cut.slice(0, space) : cut}…`;
}

/** The Spanish title the listing gets: "Piso en venta en Madrid". */
export function titleOf(typeCode: string, operation: 'sale' | 'rent', town: string): string {
  const type = propertyType(typeCode)?.es ?? 'Inmueble';
  return `${type} en ${operation === 'sale' ? 'venta' : 'alquiler'} en ${town}`.slice(0, 160);
}

export function mapKyeroProperty(p: KyeroFeedProperty, options: MapOptions): MappedProperty {
  const id = p.id?.trim() ?? '';
  if (!id || id.length > 50)
    return {
      ok: false,
      feedId: id || null,
      reason: `Propiedad ${id ? `${id.slice(0, 50)}…` : 'sin id'}: ${id ? 'el id supera 50 caracteres' : 'falta el id'}`,
    };
  const bad = (reason: string): MappedProperty => ({
    ok: false,
    feedId: id,
    reason: `Propiedad ${id}: ${reason}`,
  });
  const notes: string[] = [];
  const note = (text: string) => notes.push(`Propiedad ${id}: ${text}`);

  // Price: a missing element is invalid (issue 28's example); "x" is Kyero's price on
  // application, which our model stores as null ("Precio a consultar").
  if (p.price === undefined || p.price.trim() === '') return bad('falta el precio');
  let price: number | null;
  if (/^x$/i.test(p.price.trim())) {
    price = null;
    note('precio a consultar');
  } else {
    const n = wholeNumber(p.price);
    if (n === undefined || n === null) return bad(`precio no válido («${p.price.slice(0, 30)}»)`);
    price = n;
  }
  if (p.currency && p.currency.trim().toUpperCase() !== 'EUR')
    return bad(`moneda ${p.currency.trim().slice(0, 10)} no admitida (solo euros)`);

  const freq = p.priceFreq?.trim().toLowerCase() ?? '';
  let operation: 'sale' | 'rent';
  if (freq === 'sale') operation = 'sale';
  else if (freq === 'month') operation = 'rent';
  else if (freq === 'week') return bad('alquiler por semanas no admitido');
  else if (!freq) return bad('falta price_freq (venta o alquiler)');
  else return bad(`price_freq «${freq.slice(0, 20)}» no admitido`);

  const town = p.town?.trim() ?? '';
  if (!town) return bad('falta la población');

  const rawType = p.type?.trim() ?? '';
  const mapped = mapType(rawType);
  const typeCode = mapped.code;
  const useCode = propertyType(typeCode)?.useCode ?? 'residencial';
  if (mapped.guessed) note(`tipo '${rawType || 'sin tipo'}' importado como ${typeCode}`);

  // Descriptions: es and en; other languages are left out (said once per property).
  const descOf = (lang: 'es' | 'en', label: string) => {
    const raw = p.desc[lang];
    if (!raw) return null;
    const text = plainText(raw);
    if (text.length > DESCRIPTION_MAX) {
      note(`descripción en ${label} recortada a ${groupedCount.format(DESCRIPTION_MAX)} caracteres`);
      return truncate(text, DESCRIPTION_MAX);
    }
    return text || null;
  };
  const description = descOf('es', 'español');
  const descriptionEn = descOf('en', 'inglés');
  const otherLangs = Object.keys(p.desc).filter((l) => l !== 'es' && l !== 'en');
  if (otherLangs.length) note(`descripciones en otros idiomas no importadas (${otherLangs.join(', ')})`);

  const features = new Set<string>();
  const unknownFeatures: string[] = [];
  for (const f of p.features) {
    const code = featureCode(f);
    if (code) features.add(code);
    else if (!unknownFeatures.includes(f)) unknownFeatures.push(f);
  }
  if (flagOn(p.pool)) features.add('piscina');
  if (unknownFeatures.length) note(`características fuera del catálogo: ${unknownFeatures.join(', ')}`);

  // Energy: Kyero's X means "not given / exempt / pending" without saying which, so neither
  // "en trámite" nor "exento" would be honest. Only two real letters A–G make a certificate;
  // anything else leaves the status unset (and a dwelling then comes in as a draft, because the
  // listing model refuses to publish a dwelling without it: Real Decreto 390/2021).
  const letter = (v: string | undefined) => (v && /^[A-G]$/i.test(v.trim()) ? v.trim().toUpperCase() : null);
  const consumption = letter(p.energyRating?.consumption);
  const emissions = letter(p.energyRating?.emissions);
  const certified = consumption !== null && emissions !== null;
  if (!certified) note('certificado energético sin letras en el feed: queda sin indicar');
  let published = options.published ?? true;
  if (published && useCode === 'residencial' && !certified) {
    published = false;
    note('se importa como Borrador hasta indicar el certificado energético');
  }

  const sqm = wholeNumber(p.surfaceArea?.built);
  const plot = wholeNumber(p.surfaceArea?.plot);
  const beds = wholeNumber(p.beds);
  const baths = wholeNumber(p.baths);
  if (sqm === undefined) return bad('superficie construida no válida');
  if (plot === undefined) return bad('superficie de parcela no válida');
  if (beds === undefined) return bad('número de dormitorios no válido');
  if (baths === undefined) return bad('número de baños no válido');

  let lat = coordinate(p.location?.latitude, 90);
  let lng = coordinate(p.location?.longitude, 180);
  if (lat === undefined || lng === undefined || (lat === null) !== (lng === null)) {
    note('coordenadas no válidas: se importa sin ubicación en el mapa');
    lat = null;
    lng = null;
  } else if (lat === 0 && lng === 0) {
    lat = null;
    lng = null;
  }

  // Reference: truncated with a note rather than refused (the feed's id is what matching uses).
  let reference = p.ref?.trim() || null;
  if (reference && reference.length > REFERENCE_MAX) {
    note(`referencia recortada a ${REFERENCE_MAX} caracteres`);
    reference = reference.slice(0, REFERENCE_MAX);
  }

  const input: ListingInput = {
    title: titleOf(typeCode, operation, town),
    price,
    city: town,
    sqm,
    beds,
    baths,
    plotSqm: plot,
    lat,
    lng,
    published,
    useCode,
    operation,
    propertyType: typeCode,
    reference,
    description,
    descriptionEn,
    features: FEATURE_CODES.filter((c) => features.has(c)),
    condition: flagOn(p.newBuild) ? 'new' : null,
    addressPrivacy: options.addressPrivacy ?? 'zone',
    energyStatus: certified ? 'certified' : null,
    energyConsumption: certified ? consumption : null,
    energyEmissions: certified ? emissions : null,
  };

  const parsed = listingInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'datos';
    return bad(`${field}: ${issue?.message ?? 'datos no válidos'}`);
  }

  const photos = p.images.slice(0, Math.max(0, options.maxPhotos));
  if (p.images.length > photos.length)
    note(`se importan las primeras ${photos.length} de ${p.images.length} fotos`);

  return {
    ok: true,
    feedId: id,
    feedDate: p.date?.trim() || null,
    input,
    photos,
    province: p.province?.trim() || null,
    unknownFeatures,
    notes,
  };
}

/** Every catalogue type code (for tests and the preview). */
export const TYPE_CODES = PROPERTY_TYPES.map((t) => t.code);
