import type { EnergyStatus } from '../../../shared/energy-label';
import {
  CONDITIONS,
  type Condition,
  conditionLabels,
  ORIENTATIONS,
  type Orientation,
  orientationLabels,
  PROPERTY_TYPES,
} from '../../../shared/listing-catalog';
import { fold, mapType } from './map-kyero';
import { serialToIso } from './sheet-xlsx';

/*
 * How a spreadsheet cell is read, in Spanish first: "Sí", "Venta", "Casa o chalet", "Buen
 * estado", "Sureste", "Tiene certificado", "01/02/2027", "250.000 €". Each reader answers
 * undefined for a value it cannot read (the mapper says which column).
 */

/** Sí/No, as people type them; empty → null. */
export function yesNo(raw: string | undefined): boolean | null | undefined {
  const v = fold(raw ?? '');
  if (v === '') return null;
  if (/^(si|s|yes|y|x|1|true|verdadero)$/.test(v)) return true;
  if (/^(no|n|0|false|falso)$/.test(v)) return false;
  return undefined;
}

export function operationOf(raw: string): 'sale' | 'rent' | undefined {
  const v = fold(raw);
  // Rent first: "Alquiler con opción a compra" is a rent.
  if (/\b(alquiler|alquilar|en alquiler|rent|rental|for rent|arrendamiento|to let)\b/.test(v)) return 'rent';
  if (/\b(venta|en venta|vender|sale|for sale|compra)\b/.test(v)) return 'sale';
  return undefined;
}

const TYPE_INDEX = new Map<string, string>();
for (const t of PROPERTY_TYPES) for (const name of [t.es, t.en, t.code]) TYPE_INDEX.set(fold(name), t.code);

/** The catalogue's type for a label ("Casa o chalet", "Ático", "Flat"); else the nearest, guessed. */
export function typeOf(raw: string): { code: string; guessed: boolean } {
  const code = TYPE_INDEX.get(fold(raw));
  return code ? { code, guessed: false } : mapType(raw);
}

const CONDITION_WORDS: Record<string, Condition> = {
  nuevo: 'new',
  nueva: 'new',
  'a estrenar': 'new',
  'new build': 'new',
  bueno: 'good',
  'buen estado': 'good',
  reformado: 'good',
  'para reformar': 'to_reform',
  reformar: 'to_reform',
  'a rehabilitar': 'to_reform',
  renovate: 'to_reform',
};
for (const c of CONDITIONS) {
  CONDITION_WORDS[fold(conditionLabels[c].es)] = c;
  CONDITION_WORDS[fold(conditionLabels[c].en)] = c;
  CONDITION_WORDS[c.replace('_', ' ')] = c;
}

export const conditionOf = (raw: string): Condition | undefined => CONDITION_WORDS[fold(raw)];

const ORIENTATION_WORDS: Record<string, Orientation> = { sw: 'so', w: 'o', nw: 'no' };
for (const o of ORIENTATIONS) {
  ORIENTATION_WORDS[o] = o;
  ORIENTATION_WORDS[fold(orientationLabels[o].es).replace(/ /g, '')] = o;
  ORIENTATION_WORDS[fold(orientationLabels[o].en).replace(/ /g, '')] = o;
}

/** "Sur", "sureste", "Sur-este", "SE", "south-east" → the catalogue's code. */
export const orientationOf = (raw: string): Orientation | undefined =>
  ORIENTATION_WORDS[fold(raw).replace(/ /g, '')];

/** "Tiene certificado", "En trámite", "Exento" (and a few synonyms) → the model's status. */
export function energyStatusOf(raw: string): EnergyStatus | undefined {
  const v = fold(raw);
  if (/^(tiene certificado|con certificado|certificado|si|certified|yes)$/.test(v)) return 'certified';
  if (/^(en tramite|tramite|en tramites|pendiente|in progress|pending)$/.test(v)) return 'in_progress';
  if (/^(exento|exenta|exempt|no requiere|no necesita)$/.test(v)) return 'exempt';
  return undefined;
}

/** "01/02/2027", "1-2-27", "2027-02-01" or an Excel serial → "2027-02-01"; anything else as typed. */
export function dateOf(raw: string): string {
  const v = raw.trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(v);
  if (dmy) {
    const [, d = '', m = '', y = ''] = dmy;
    const year = y.length === 2 ? `20${y}` : y;
    return `${year}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  }
  const ymd = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(v);
  if (ymd) return `${ymd[1]}-${ymd[2]?.padStart(2, '0')}-${ymd[3]?.padStart(2, '0')}`;
  // A date cell that lost its format (or a CSV saved from one) carries the serial day.
  if (/^\d{5}$/.test(v)) return serialToIso(Number(v)) ?? v;
  return v;
}

/** "250.000 €", "€ 250.000", "85,5 m²", "3 meses" → the number as typed, for the schema to read. */
export function amountOf(raw: string): string {
  const v = raw
    .trim()
    .replace(/^(€|eur)\s*/i, '')
    .replace(/\s*m(?:2|²)(?:\s.*)?$/i, '')
    .trim();
  const m =
    /^([-+]?\d[\d.,\s\u00a0\u202f]*?)(?:\s*(?:€|euros|eur|meses|mes|\/\s*mes|al mes|\/\s*año|al año|años|m))*\.?$/i.exec(
      v,
    );
  return m?.[1] ?? v;
}

/** "a consultar", "Precio a consultar", "x" (Kyero's way) → true. */
export const onRequest = (raw: string) =>
  /^(a consultar|consultar|precio a consultar|x|poa|price on request|on request)$/.test(fold(raw));

/** An http(s) URL of a sane length. */
export const isWebUrl = (s: string) => {
  if (s.length > 2000) return false;
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Latitude and longitude in decimal degrees, both or neither; 0,0 is no place. */
export function coordinates(lat: string | undefined, lng: string | undefined) {
  const read = (v: string | undefined, limit: number) => {
    if (v === undefined) return null;
    if (!/^[-+]?\d{1,3}(?:[.,]\d+)?$/.test(v)) return undefined;
    const n = Number(v.replace(',', '.'));
    return Math.abs(n) <= limit ? n : undefined;
  };
  const a = read(lat, 90);
  const b = read(lng, 180);
  if (a === undefined || b === undefined || (a === null) !== (b === null)) return { ok: false as const };
  return { ok: true as const, lat: a === 0 && b === 0 ? null : a, lng: a === 0 && b === 0 ? null : b };
}
