import { ENERGY_LETTERS } from '../../../shared/energy-label';
import {
  CONDITIONS,
  conditionLabels,
  FEATURES,
  ORIENTATIONS,
  orientationLabels,
  PROPERTY_TYPES,
} from '../../../shared/listing-catalog';
import { MAX_PHOTOS } from '../../../shared/listings';
import { fold } from './map-kyero';

/*
 * The spreadsheet template's columns (issue 28 → Import from a spreadsheet): one per field of the
 * listing model (src/shared/listings.ts; it has no postal code or province, so neither has the
 * template), Spanish headers, then Foto 1 … Foto 12. Headers are matched loosely: case, accents,
 * spaces, units in brackets and a few Spanish and English synonyms do not matter.
 */

export type FieldKey =
  | 'reference'
  | 'operation'
  | 'type'
  | 'title'
  | 'price'
  | 'city'
  | 'address'
  | 'sqm'
  | 'usableSqm'
  | 'plotSqm'
  | 'beds'
  | 'baths'
  | 'floor'
  | 'exterior'
  | 'yearBuilt'
  | 'condition'
  | 'orientation'
  | 'communityFees'
  | 'ibi'
  | 'depositMonths'
  | 'availableFrom'
  | 'energyStatus'
  | 'energyConsumption'
  | 'energyEmissions'
  | 'energyConsumptionKwh'
  | 'energyEmissionsKg'
  | 'features'
  | 'description'
  | 'descriptionEn'
  | 'lat'
  | 'lng'
  | 'published'
  /** One cell with several photo URLs (not in the template; recognised when a sheet has it). */
  | 'photos';
export type PhotoKey = `photo${number}`;
export type SheetKey = FieldKey | PhotoKey;

export interface SheetColumn {
  key: SheetKey;
  /** The template's header. */
  header: string;
  /** Its name in a row's reason: "Fila 9: Precio: …". */
  label: string;
  required?: boolean;
  /** What goes in it (the template's Instrucciones sheet). */
  help: string;
  /** The template's example row (a flat for sale in Madrid); a number is a numeric cell. */
  example?: string | number;
  /** Width in the .xlsx template, in characters. */
  width: number;
  /** Other headers taken for it, comma-separated (folded before comparing). */
  aliases?: string;
}

const list = (labels: string[]) => labels.map((l) => `«${l}»`).join(', ');
const TYPE_LABELS = PROPERTY_TYPES.map((t) => t.es);
const YES_NO = 'Sí o No.';

const field = (c: Omit<SheetColumn, 'width'> & { width?: number }): SheetColumn => ({ width: 14, ...c });

/** The template's columns, in order (the photo columns last). */
export const SHEET_COLUMNS: readonly SheetColumn[] = [
  field({
    key: 'reference',
    header: 'Referencia',
    label: 'Referencia',
    required: true,
    help: 'Tu referencia del inmueble, hasta 50 caracteres. Al importar de nuevo, la fila actualiza el inmueble con la misma referencia.',
    example: 'MAD-0001',
    aliases: 'ref, reference, referencia interna, codigo, cod, ref agencia',
  }),
  field({
    key: 'operation',
    header: 'Operación',
    label: 'Operación',
    required: true,
    help: '«Venta» o «Alquiler».',
    example: 'Venta',
    aliases: 'operation, tipo de operacion, venta o alquiler, venta alquiler, transaccion',
  }),
  field({
    key: 'type',
    header: 'Tipo',
    label: 'Tipo',
    required: true,
    help: `Uno de: ${list(TYPE_LABELS)}. Otro tipo se importa como el más parecido.`,
    example: 'Piso',
    aliases: 'tipo de inmueble, tipo inmueble, tipologia, type, property type, inmueble',
  }),
  field({
    key: 'title',
    header: 'Título',
    label: 'Título',
    help: 'Hasta 160 caracteres. Vacío: «Piso en venta en Madrid», según el tipo, la operación y la población.',
    example: 'Piso exterior con terraza en Chamberí',
    width: 40,
    aliases: 'title, titular, nombre, titulo del anuncio',
  }),
  field({
    key: 'price',
    header: 'Precio (€)',
    label: 'Precio',
    required: true,
    help: 'En euros, sin céntimos: 245000 o 245.000. En un alquiler, la renta al mes. «A consultar» si no se muestra.',
    example: 385000,
    aliases: 'price, importe, precio de venta, precio eur, precio euros, renta',
  }),
  field({
    key: 'city',
    header: 'Población',
    label: 'Población',
    required: true,
    help: 'El municipio del inmueble.',
    example: 'Madrid',
    aliases: 'ciudad, municipio, localidad, town, city',
  }),
  field({
    key: 'address',
    header: 'Dirección',
    label: 'Dirección',
    help: 'Calle, número, planta y puerta, hasta 200 caracteres. La parte que se muestra al público se elige al importar.',
    example: 'Calle de Ponzano 12, 3º B',
    width: 30,
    aliases: 'domicilio, calle, address, direccion completa',
  }),
  field({
    key: 'sqm',
    header: 'Superficie construida (m²)',
    label: 'Superficie construida',
    help: 'Metros cuadrados construidos; con decimales se redondea.',
    example: 92,
    aliases:
      'superficie, metros construidos, m2 construidos, metros, m2, built, built area, surface, size, sqm',
  }),
  field({
    key: 'usableSqm',
    header: 'Superficie útil (m²)',
    label: 'Superficie útil',
    help: 'Metros cuadrados útiles.',
    example: 80,
    aliases: 'metros utiles, m2 utiles, usable area, useful area',
  }),
  field({
    key: 'plotSqm',
    header: 'Parcela (m²)',
    label: 'Parcela',
    help: 'Metros cuadrados de parcela (casas, fincas, naves y terrenos).',
    aliases: 'superficie de parcela, superficie parcela, plot, plot size',
  }),
  field({
    key: 'beds',
    header: 'Dormitorios',
    label: 'Dormitorios',
    help: 'Número entero.',
    example: 3,
    aliases:
      'habitaciones, n dormitorios, n de dormitorios, numero de dormitorios, num dormitorios, beds, bedrooms',
  }),
  field({
    key: 'baths',
    header: 'Baños',
    label: 'Baños',
    help: 'Número entero.',
    example: 2,
    aliases: 'n banos, n de banos, numero de banos, banos y aseos, baths, bathrooms',
  }),
  field({
    key: 'floor',
    header: 'Planta',
    label: 'Planta',
    help: 'Texto libre, hasta 40 caracteres: Bajo, 1ª, 3º…',
    example: '3ª',
    aliases: 'altura, floor',
  }),
  field({
    key: 'exterior',
    header: 'Exterior (sí/no)',
    label: 'Exterior',
    help: `${YES_NO} Vacío: No.`,
    example: 'Sí',
    aliases: 'exterior interior',
  }),
  field({
    key: 'yearBuilt',
    header: 'Año de construcción',
    label: 'Año de construcción',
    help: 'Por ejemplo, 1965.',
    example: 1965,
    aliases: 'ano construccion, ano, year built, construction year',
  }),
  field({
    key: 'condition',
    header: 'Estado',
    label: 'Estado',
    help: `Uno de: ${list(CONDITIONS.map((c) => conditionLabels[c].es))}.`,
    example: 'Buen estado',
    aliases: 'estado de conservacion, conservacion, condition',
  }),
  field({
    key: 'orientation',
    header: 'Orientación',
    label: 'Orientación',
    help: `Uno de: ${list(ORIENTATIONS.map((o) => orientationLabels[o].es))}.`,
    example: 'Sur',
    aliases: 'orientation',
  }),
  field({
    key: 'communityFees',
    header: 'Gastos de comunidad (€/mes)',
    label: 'Gastos de comunidad',
    help: 'Euros al mes, sin céntimos.',
    example: 120,
    aliases: 'comunidad, cuota de comunidad, gastos comunidad, community fees',
  }),
  field({
    key: 'ibi',
    header: 'IBI (€/año)',
    label: 'IBI',
    help: 'Euros al año, sin céntimos.',
    example: 480,
    aliases: 'impuesto de bienes inmuebles',
  }),
  field({
    key: 'depositMonths',
    header: 'Fianza (meses)',
    label: 'Fianza',
    help: 'Solo en un alquiler: meses de fianza, de 0 a 24.',
    aliases: 'deposit',
  }),
  field({
    key: 'availableFrom',
    header: 'Disponible desde',
    label: 'Disponible desde',
    help: 'Solo en un alquiler: una fecha, por ejemplo 01/02/2027.',
    aliases: 'disponibilidad, fecha de disponibilidad, available from',
  }),
  field({
    key: 'energyStatus',
    header: 'Certificado energético',
    label: 'Certificado energético',
    help: '«Tiene certificado», «En trámite» o «Exento». Vacío con las dos letras: «Tiene certificado». Una vivienda sin él se importa como Borrador (Real Decreto 390/2021).',
    example: 'Tiene certificado',
    width: 20,
    aliases: 'certificado, situacion del certificado, energy certificate',
  }),
  field({
    key: 'energyConsumption',
    header: 'Consumo (letra)',
    label: 'Consumo (letra)',
    help: `Con certificado: de la ${ENERGY_LETTERS[0]} a la ${ENERGY_LETTERS.at(-1)}.`,
    example: 'E',
    aliases: 'letra de consumo, consumo letra, calificacion energetica, energy consumption',
  }),
  field({
    key: 'energyEmissions',
    header: 'Emisiones (letra)',
    label: 'Emisiones (letra)',
    help: `Con certificado: de la ${ENERGY_LETTERS[0]} a la ${ENERGY_LETTERS.at(-1)}.`,
    example: 'E',
    aliases: 'letra de emisiones, emisiones letra, energy emissions',
  }),
  field({
    key: 'energyConsumptionKwh',
    header: 'Consumo (kWh/m²·año)',
    label: 'Consumo (kWh/m²·año)',
    help: 'Opcional, con certificado: por ejemplo 185,5.',
    example: 185.5,
    aliases: 'consumo kwh, consumo kwh m2 ano, kwh m2 ano',
  }),
  field({
    key: 'energyEmissionsKg',
    header: 'Emisiones (kg CO₂/m²·año)',
    label: 'Emisiones (kg CO₂/m²·año)',
    help: 'Opcional, con certificado: por ejemplo 39,2.',
    example: 39.2,
    aliases: 'emisiones kg, emisiones kg co2, emisiones kg co2 m2 ano, kg co2 m2 ano',
  }),
  field({
    key: 'features',
    header: 'Características',
    label: 'Características',
    help: `Separadas por comas o punto y coma: ${list(FEATURES.map((f) => f.es))}. Las que no están en la lista se indican al importar.`,
    example: 'Ascensor, Terraza, Calefacción, Armarios empotrados',
    width: 40,
    aliases: 'extras, equipamiento, features',
  }),
  field({
    key: 'description',
    header: 'Descripción',
    label: 'Descripción',
    help: 'Hasta 4.000 caracteres; los saltos de línea se mantienen.',
    example:
      'Piso exterior de tres dormitorios en Chamberí, junto al metro de Quevedo. Salón con terraza orientada al sur, cocina independiente y dos baños completos.',
    width: 50,
    aliases: 'descripcion en espanol, descripcion espanol, descripcion es, description es',
  }),
  field({
    key: 'descriptionEn',
    header: 'Descripción en inglés',
    label: 'Descripción en inglés',
    help: 'Hasta 4.000 caracteres.',
    example:
      'Bright three-bedroom flat in Chamberí, next to Quevedo metro station. South-facing living room with terrace, separate kitchen and two full bathrooms.',
    width: 50,
    aliases: 'descripcion ingles, descripcion en, description, description en, english description',
  }),
  field({
    key: 'lat',
    header: 'Latitud',
    label: 'Latitud',
    help: 'Grados decimales, por ejemplo 40,4378. Con la longitud, o ninguna de las dos.',
    example: 40.4378,
    aliases: 'lat, latitude',
  }),
  field({
    key: 'lng',
    header: 'Longitud',
    label: 'Longitud',
    help: 'Grados decimales, por ejemplo -3,7005.',
    example: -3.7005,
    aliases: 'lng, lon, long, longitude',
  }),
  field({
    key: 'published',
    header: 'Publicado (sí/no)',
    label: 'Publicado',
    help: `${YES_NO} Vacío: Sí.`,
    example: 'Sí',
    aliases: 'publicar, published',
  }),
  ...Array.from({ length: MAX_PHOTOS }, (_, i) =>
    field({
      key: `photo${i + 1}` as PhotoKey,
      header: `Foto ${i + 1}`,
      label: `Foto ${i + 1}`,
      help: 'La dirección web (http o https) de una foto. Se importan en el orden de las columnas.',
      example: i < 2 ? `https://www.example.com/fotos/mad-0001-${i + 1}.jpg` : undefined,
      width: 30,
    }),
  ),
];

/** Any number of photo columns is read (the plan's limit applies when mapping). */
const MAX_PHOTO_COLUMN = 50;

/** Units and hints a header may end with: "Precio euros", "Superficie m2", "Exterior si no". */
const UNIT_TAIL = /(?: (?:m2|m|eur|euros|e|al mes|mes|al ano|ano|meses|si no|letra))+$/;

const headerForms = (header: string): string[] => {
  const full = fold(header);
  const bare = fold(header.replace(/\([^)]*\)|\[[^\]]*\]/g, ' '));
  return [full, bare, bare.replace(UNIT_TAIL, '')];
};

const INDEX = new Map<string, SheetKey>();
const FALLBACK = new Map<string, SheetKey>();
for (const c of SHEET_COLUMNS) {
  const [full = '', ...rest] = headerForms(c.header);
  INDEX.set(full, c.key);
  for (const alias of c.aliases?.split(',') ?? []) INDEX.set(fold(alias), c.key);
  // "Consumo (letra)" and "Consumo (kWh/m²·año)" both become "consumo": the first column keeps it.
  for (const form of rest) if (!FALLBACK.has(form)) FALLBACK.set(form, c.key);
}
for (const alias of ['fotos', 'photos', 'imagenes', 'images', 'urls de fotos', 'fotografias'])
  INDEX.set(alias, 'photos');

/** The column a header names, if any. */
export function columnOf(header: string): SheetKey | undefined {
  const forms = headerForms(header);
  for (const form of forms) {
    const key = INDEX.get(form) ?? FALLBACK.get(form);
    if (key) return key;
  }
  const photo = /^(?:foto|fotografia|photo|imagen|image|img|picture|url foto)\s*(\d{1,2})$/.exec(
    forms[2] ?? '',
  );
  const n = Number(photo?.[1]);
  return n >= 1 && n <= MAX_PHOTO_COLUMN ? `photo${n}` : undefined;
}

/** The photo position of a photo column (1-based), or null. */
export const photoNumber = (key: SheetKey): number | null =>
  /^photo\d+$/.test(key) ? Number(key.slice(5)) : null;

const BY_KEY = new Map(SHEET_COLUMNS.map((c) => [c.key, c]));

/** The name of a column in a row's reason. */
export const columnLabel = (key: SheetKey): string =>
  BY_KEY.get(key)?.label ?? (key === 'photos' ? 'Fotos' : `Foto ${photoNumber(key) ?? ''}`.trim());
