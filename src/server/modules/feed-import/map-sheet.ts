import { createHash } from 'node:crypto';
import { energyTexts } from '../../../shared/energy-certificate';
import type { EnergyStatus } from '../../../shared/energy-label';
import { groupedCount } from '../../../shared/format';
import { type AddressPrivacy, FEATURE_CODES, propertyType } from '../../../shared/listing-catalog';
import { type ListingInput, listingInputSchema, listingTexts } from '../../../shared/listings';
import { DESCRIPTION_MAX, featureCode, plainText, REFERENCE_MAX, titleOf, truncate } from './map-kyero';
import type { SheetRow } from './parse-sheet';
import { columnLabel, type FieldKey } from './sheet-columns';
import {
  amountOf,
  conditionOf,
  coordinates,
  dateOf,
  energyStatusOf,
  isWebUrl,
  onRequest,
  operationOf,
  orientationOf,
  typeOf,
  yesNo,
} from './sheet-values';

/*
 * One spreadsheet row → our listing input (issue 28 → Import from a spreadsheet), keyed by the
 * agency's reference. Pure; never throws for a bad row: it answers
 * `{ ok: false, reason: "Fila 7: falta el precio" }` with the row number Excel shows.
 * The rules are map-kyero's: unknown types to the nearest with a note, unknown features noted,
 * a dwelling without an energy certificate comes in as Borrador.
 */

export interface SheetMapOptions {
  /** Photos kept, first in column order (the plan's photo limit). */
  maxPhotos: number;
  /** Default 'zone', as for a feed. */
  addressPrivacy?: AddressPrivacy;
  /** Default true; the row's «Publicado» can only turn it off. */
  published?: boolean;
}

export type MappedRow =
  | {
      ok: true;
      /** The agency's reference: what matching uses. */
      key: string;
      row: number;
      input: ListingInput;
      /** http(s) photo URLs, column order, at most `maxPhotos`. */
      photos: string[];
      /** Features outside our catalogue; the caller may append them to the description. */
      unknownFeatures: string[];
      /** Spanish notes for the preview. */
      notes: string[];
      /** A hash of what the row gives (values, photos, other features): equal → the listing is unchanged. */
      version: string;
    }
  | { ok: false; key: string | null; row: number; reason: string };

/** The column named in a reason for a field of the listing schema. */
const FIELD_COLUMN: Partial<Record<string, FieldKey>> = { propertyType: 'type' };
const schemaLabel = (path: PropertyKey | undefined) => {
  const name = String(path ?? '');
  if (name === 'addressPrivacy') return 'Privacidad de la dirección';
  return columnLabel(FIELD_COLUMN[name] ?? (name as FieldKey)) || 'Datos';
};

export function mapSheetRow(sheetRow: SheetRow, options: SheetMapOptions): MappedRow {
  const { row, cells: c } = sheetRow;
  const reference = c.reference?.trim() ?? '';
  if (!reference) return { ok: false, key: null, row, reason: `Fila ${row}: falta la referencia` };
  const bad = (reason: string): MappedRow => ({
    ok: false,
    key: reference,
    row,
    reason: `Fila ${row}: ${reason}`,
  });
  if (reference.length > REFERENCE_MAX) return bad(`la referencia supera ${REFERENCE_MAX} caracteres`);
  const notes: string[] = [];
  const note = (text: string) => notes.push(`Fila ${row}: ${text}`);

  if (!c.operation) return bad('falta la operación (venta o alquiler)');
  const operation = operationOf(c.operation);
  if (!operation) return bad(`operación «${c.operation.slice(0, 30)}» no válida (venta o alquiler)`);

  if (!c.type) return bad('falta el tipo de inmueble');
  const type = typeOf(c.type);
  const useCode = propertyType(type.code)?.useCode ?? 'residencial';
  if (type.guessed)
    note(`tipo «${c.type.slice(0, 40)}» importado como ${propertyType(type.code)?.es ?? type.code}`);

  if (!c.price) return bad('falta el precio');
  let price: string | null = null;
  if (onRequest(c.price)) note('precio a consultar');
  else price = amountOf(c.price);

  const city = c.city?.trim() ?? '';
  if (!city) return bad('falta la población');

  const flag = (key: 'exterior' | 'published') => {
    const v = yesNo(c[key]);
    return v === undefined ? { error: `${columnLabel(key)}: escribe «Sí» o «No».` } : { value: v };
  };
  const exterior = flag('exterior');
  if (exterior.error) return bad(exterior.error);
  const publishedCell = flag('published');
  if (publishedCell.error) return bad(publishedCell.error);

  const coded = <T>(key: FieldKey, read: (v: string) => T | undefined, message: string) => {
    const raw = c[key];
    if (raw === undefined) return { value: null };
    const value = read(raw);
    return value === undefined ? { error: `${columnLabel(key)}: ${message}` } : { value };
  };
  const condition = coded('condition', conditionOf, listingTexts.badCondition);
  if (condition.error) return bad(condition.error);
  const orientation = coded('orientation', orientationOf, listingTexts.badOrientation);
  if (orientation.error) return bad(orientation.error);
  const status = coded<EnergyStatus>('energyStatus', energyStatusOf, energyTexts.badStatus);
  if (status.error) return bad(status.error);

  // Energy: a status, or with no status the two letters A–G, make a certificate. Otherwise it stays
  // unset and a dwelling comes in as a draft (the model refuses to publish it: Real Decreto 390/2021).
  const letter = (key: 'energyConsumption' | 'energyEmissions') => c[key]?.trim().toUpperCase() ?? null;
  let energyStatus = status.value ?? null;
  const consumption = letter('energyConsumption');
  const emissions = letter('energyEmissions');
  if (energyStatus === null) {
    const valid = (l: string | null) => l !== null && /^[A-G]$/.test(l);
    const wrong = [consumption, emissions].findIndex((l) => l !== null && l !== 'X' && !valid(l));
    if (wrong >= 0)
      return bad(
        `${columnLabel(wrong === 0 ? 'energyConsumption' : 'energyEmissions')}: ${energyTexts.badLetter}`,
      );
    if (valid(consumption) && valid(emissions)) energyStatus = 'certified';
    else note('certificado energético sin indicar');
  }
  const certified = energyStatus === 'certified';
  let published = (options.published ?? true) && publishedCell.value !== false;
  if (published && useCode === 'residencial' && energyStatus === null) {
    published = false;
    note('se importa como Borrador hasta indicar el certificado energético');
  }

  const place = coordinates(c.lat, c.lng);
  if (!place.ok) note('coordenadas no válidas: se importa sin ubicación en el mapa');

  const features = new Set<string>();
  const unknownFeatures: string[] = [];
  for (const raw of (c.features ?? '').split(/[,;\n|•]+/)) {
    const f = raw.trim();
    if (!f) continue;
    const code = featureCode(f);
    if (code) features.add(code);
    else if (!unknownFeatures.includes(f)) unknownFeatures.push(f);
  }
  if (unknownFeatures.length) note(`características fuera del catálogo: ${unknownFeatures.join(', ')}`);

  const descOf = (key: 'description' | 'descriptionEn', label: string) => {
    const text = c[key] ? plainText(c[key]) : '';
    if (text.length <= DESCRIPTION_MAX) return text || null;
    note(`descripción en ${label} recortada a ${groupedCount.format(DESCRIPTION_MAX)} caracteres`);
    return truncate(text, DESCRIPTION_MAX);
  };
  const amount = (key: FieldKey) => (c[key] === undefined ? null : amountOf(c[key]));

  const input: ListingInput = {
    title: c.title ?? titleOf(type.code, operation, city),
    price,
    address: c.address ?? null,
    city,
    sqm: amount('sqm'),
    usableSqm: amount('usableSqm'),
    plotSqm: amount('plotSqm'),
    beds: amount('beds'),
    baths: amount('baths'),
    floor: c.floor ?? null,
    exterior: exterior.value ?? false,
    yearBuilt: amount('yearBuilt'),
    condition: condition.value,
    orientation: orientation.value,
    communityFees: amount('communityFees'),
    ibi: amount('ibi'),
    depositMonths: amount('depositMonths'),
    availableFrom: c.availableFrom === undefined ? null : dateOf(c.availableFrom),
    lat: place.ok ? place.lat : null,
    lng: place.ok ? place.lng : null,
    published,
    useCode,
    operation,
    propertyType: type.code,
    reference,
    description: descOf('description', 'español'),
    descriptionEn: descOf('descriptionEn', 'inglés'),
    features: FEATURE_CODES.filter((f) => features.has(f)),
    addressPrivacy: options.addressPrivacy ?? 'zone',
    energyStatus,
    energyConsumption: certified ? consumption : null,
    energyEmissions: certified ? emissions : null,
    energyConsumptionKwh: certified ? (c.energyConsumptionKwh ?? null) : null,
    energyEmissionsKg: certified ? (c.energyEmissionsKg ?? null) : null,
  };

  const parsed = listingInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return bad(`${schemaLabel(issue?.path[0])}: ${issue?.message ?? 'datos no válidos'}`);
  }

  const urls = [...new Set(sheetRow.photos)];
  const web = urls.filter(isWebUrl);
  const notWeb = urls.length - web.length;
  if (notWeb === 1) note('una foto no es una dirección web (http o https): no se importa');
  if (notWeb > 1) note(`${notWeb} fotos no son direcciones web (http o https): no se importan`);
  const photos = web.slice(0, Math.max(0, options.maxPhotos));
  if (web.length > photos.length) note(`se importan las primeras ${photos.length} de ${web.length} fotos`);

  // The schema's output is flat (features aside, an array of codes): sorting its keys makes it stable.
  const values = Object.entries(parsed.data).sort(([a], [b]) => (a < b ? -1 : 1));
  const version = createHash('sha256')
    .update(JSON.stringify([values, photos, unknownFeatures]))
    .digest('base64url')
    .slice(0, 32);
  return { ok: true, key: reference, row, input, photos, unknownFeatures, notes, version };
}
