import { z } from 'zod';
import { agentTexts } from './agents';
import { noControlChars } from './control-chars';
import { checkEnergy, energyInputShape } from './energy-certificate';
import type { EnergyCertificate } from './energy-label';
import {
  ADDRESS_PRIVACY,
  type AddressPrivacy,
  CONDITIONS,
  type Condition,
  DEFAULT_TYPE,
  FEATURE_CODES,
  OPERATIONS,
  type Operation,
  ORIENTATIONS,
  type Orientation,
  PROPERTY_TYPES,
  propertyType,
} from './listing-catalog';
import { catalogApi, route } from './paths';
import { readNumber } from './whole-number';

/** Up to 12 photos per listing (decision 017 → Photos and logo). */
export const MAX_PHOTOS = 12;
/** Largest upload accepted, per file. */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;

/** Spanish texts of listings and photos (decision 017 → Language and texts). */
export const listingTexts = {
  titleRequired: 'El título es obligatorio.',
  tooLong: 'Este campo es demasiado largo.',
  maxChars: (n: number) => `Máximo ${countFormatEs(n)} caracteres.`,
  badOperation: 'Elige «Venta» o «Alquiler».',
  badType: 'Elige un tipo de inmueble de la lista.',
  typeOfOtherUse: 'Ese tipo de inmueble no corresponde al uso elegido.',
  badFeature: 'Elige las características de la lista.',
  badCondition: 'Elige «Obra nueva», «Buen estado» o «A reformar».',
  badOrientation: 'Elige una orientación de la lista.',
  badPrivacy: 'Elige qué parte de la dirección se muestra.',
  badYear: (max: number) => `Indica un año entre 1500 y ${max}.`,
  badDate: 'Indica una fecha válida (día, mes y año).',
  rentOnly: 'La fianza y la fecha de disponibilidad solo se indican en un alquiler.',
  referenceTaken: 'Ya tienes otro inmueble con esa referencia. Usa una distinta.',
  energyToPublish:
    'Para publicar una vivienda, indica la situación del certificado energético (Real Decreto 390/2021): con certificado, en trámite o exento.',
  notANumber: 'Introduce un número.',
  noDecimals: 'Introduce un número entero, sin decimales.',
  priceNoDecimals: 'El precio va sin céntimos: por ejemplo, 245000 o 245.000.',
  sqmRounded: (sqm: number) => `Se guardará como ${sqm} m².`,
  notNegative: 'El número no puede ser negativo.',
  tooBig: 'El número es demasiado grande.',
  invalidLat: 'La latitud debe estar entre -90 y 90.',
  invalidLng: 'La longitud debe estar entre -180 y 180.',
  latLngTogether: 'Indica latitud y longitud, o ninguna de las dos.',
  published: 'Publicado',
  draft: 'Borrador',
  empty: 'No tienes inmuebles aún',
  deleteConfirm: (title: string) => `¿Estás seguro de que quieres eliminar «${title}»?`,
  errorTitle: 'Error',
  createError: 'No se pudo crear el inmueble.',
  createErrorRetry: 'No se pudo crear el inmueble. Inténtalo de nuevo.',
  created: 'Inmueble creado',
  updateError: 'No se pudo actualizar el inmueble.',
  updated: 'Inmueble actualizado',
  deleteError: 'No se pudo eliminar el inmueble.',
  deleted: 'Inmueble eliminado',
  photosLoadError: 'No se pudieron cargar las fotos.',
  photosUploadError: 'No se pudieron subir las fotos. Inténtalo de nuevo.',
  photoDeleteError: 'No se pudo eliminar la foto.',
  photosUploaded: '¡Fotos subidas!',
  photoDeleted: 'Foto eliminada',
  catalogsLoadError: 'No se pudieron cargar los catálogos.',
  invalidFilesTitle: 'Archivos no válidos',
  invalidFiles: 'Solo se pueden subir imágenes.',
  noneChosen: 'Selecciona al menos una imagen.',
  badUpload: 'El envío del archivo no es válido.',
  tooManyPhotos: `Cada inmueble admite hasta ${MAX_PHOTOS} fotos.`,
  /** `max`: the photos the agency's plan allows per listing (at most MAX_PHOTOS). */
  tooManyPhotosFor: (max: number) => `Cada inmueble admite hasta ${max} fotos con tu plan.`,
  leftOut: (names: string[], max: number = MAX_PHOTOS) =>
    `Solo se guardan las primeras ${max} fotos. No se han subido: ${names.join(', ')}.`,
  fileTooBig: 'La imagen supera el tamaño máximo de 25 MB.',
  notAnImage: 'El archivo no es una imagen válida (JPEG, PNG, WebP o AVIF).',
  corruptImage: 'La imagen está dañada o incompleta.',
  tooManyPixels: 'La imagen tiene demasiados píxeles (máximo 60 megapíxeles).',
  // HEIC (HEVC) cannot be decoded by sharp's prebuilt libvips; AVIF can.
  heicUnsupported:
    'Aún no podemos procesar fotos HEIC. Expórtala como JPEG (en el iPhone: Ajustes › Cámara › Formatos › «Más compatible») e inténtalo de nuevo.',
  tooSmall: 'La imagen es demasiado pequeña (mínimo 200 píxeles de lado).',
  photoDeleteConfirm: '¿Eliminar esta foto? No se puede deshacer.',
  limitReachedTitle: 'Límite alcanzado',
} as const;

/**
 * Form values are strings; the server accepts the same strings or numbers. Empty → null.
 * `decimals`: 'round' stores the nearest whole number (the form says so first, see
 * `roundingNote`); 'refuse' answers with `decimalMessage`. Never a silent ×10 or ×1000.
 */
const optionalInt = (max: number, decimals: 'round' | { refuse: string }) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || String(v).trim() === '') return null;
      const read = readNumber(typeof v === 'string' ? v.trim() : v);
      if (!read.ok) {
        ctx.addIssue({
          code: 'custom',
          message: read.reason === 'negative' ? listingTexts.notNegative : listingTexts.notANumber,
        });
        return z.NEVER;
      }
      if (read.decimal && decimals !== 'round') {
        ctx.addIssue({ code: 'custom', message: decimals.refuse });
        return z.NEVER;
      }
      const n = Math.round(read.value);
      if (n > max) {
        ctx.addIssue({ code: 'custom', message: listingTexts.tooBig });
        return z.NEVER;
      }
      return n;
    });

/** "Se guardará como 86 m²." under Superficie while what is typed has decimals; else null. */
export function roundingNote(typed: string): string | null {
  if (typed.trim() === '') return null;
  const read = readNumber(typed.trim());
  return read.ok && read.decimal ? listingTexts.sqmRounded(Math.round(read.value)) : null;
}

function countFormatEs(n: number) {
  return new Intl.NumberFormat('es-ES', { useGrouping: 'always' }).format(n);
}

const optionalText = (max: number, label: string, opts: { multiline?: boolean } = {}) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v == null || v.trim() === '' ? null : opts.multiline ? tidyParagraphs(v) : v.trim()))
    .refine((v) => v === null || v.length <= max, { message: listingTexts.maxChars(max) })
    .refine(...noControlChars(label, opts));

/** Line breaks as "\n", no trailing spaces, at most one blank line between paragraphs. */
function tidyParagraphs(v: string): string {
  return v
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** One of a list of codes; empty → null (or the default). */
const optionalCode = <T extends string>(codes: readonly T[], message: string) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v, ctx): T | null => {
      if (v == null || v.trim() === '') return null;
      if ((codes as readonly string[]).includes(v.trim())) return v.trim() as T;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

const thisYear = new Date().getFullYear();

/** "YYYY-MM-DD" of a real day; empty → null. */
const optionalDate = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v, ctx): string | null => {
    if (v == null || v.trim() === '') return null;
    const s = v.trim();
    const d = new Date(`${s}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s) {
      ctx.addIssue({ code: 'custom', message: listingTexts.badDate });
      return z.NEVER;
    }
    return s;
  });

const optionalCoord = (limit: number, message: string) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || String(v).trim() === '') return null;
      // Decimal degrees only: Number() would also read "0x10" as 16, "1e1" as 10 and " " as 0.
      const text = String(v).trim();
      if (typeof v === 'string' && !/^[-+]?\d{1,3}(?:[.,]\d+)?$/.test(text)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      const n = Number(text.replace(',', '.'));
      if (!Number.isFinite(n) || Math.abs(n) > limit) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

/** The fields of the listing schema, each validated on its own (the checks across fields follow). */
export const listingFieldsShape = {
  title: z
    .string({ error: listingTexts.titleRequired })
    .trim()
    .min(1, { error: listingTexts.titleRequired })
    .max(160, { error: listingTexts.maxChars(160) })
    .refine(...noControlChars('Título')),
  price: optionalInt(1_000_000_000, { refuse: listingTexts.priceNoDecimals }),
  address: optionalText(200, 'Dirección'),
  city: optionalText(100, 'Ciudad'),
  sqm: optionalInt(1_000_000, 'round'),
  beds: optionalInt(100, { refuse: listingTexts.noDecimals }),
  baths: optionalInt(100, { refuse: listingTexts.noDecimals }),
  floor: optionalText(40, 'Planta'),
  exterior: z.boolean().optional().default(false),
  lat: optionalCoord(90, listingTexts.invalidLat),
  lng: optionalCoord(180, listingTexts.invalidLng),
  published: z.boolean().optional().default(true),
  useCode: z.enum(['residencial', 'comercial']).optional().default('residencial'),
  operation: z.enum(OPERATIONS, { error: listingTexts.badOperation }).optional().default('sale'),
  /** Empty or absent: the use's first type (piso, local). */
  propertyType: optionalCode(
    PROPERTY_TYPES.map((t) => t.code),
    listingTexts.badType,
  ),
  reference: optionalText(50, 'Referencia'),
  description: optionalText(4000, 'Descripción', { multiline: true }),
  descriptionEn: optionalText(4000, 'Descripción en inglés', { multiline: true }),
  features: z
    .array(z.enum(FEATURE_CODES as [string, ...string[]], { error: listingTexts.badFeature }))
    .max(FEATURE_CODES.length)
    .optional()
    .default([])
    .transform((codes) => FEATURE_CODES.filter((c) => codes.includes(c))),
  usableSqm: optionalInt(1_000_000, 'round'),
  plotSqm: optionalInt(100_000_000, 'round'),
  yearBuilt: optionalInt(thisYear + 5, { refuse: listingTexts.badYear(thisYear + 5) }).refine(
    (y) => y === null || y >= 1500,
    { message: listingTexts.badYear(thisYear + 5) },
  ),
  condition: optionalCode<Condition>(CONDITIONS, listingTexts.badCondition),
  orientation: optionalCode<Orientation>(ORIENTATIONS, listingTexts.badOrientation),
  communityFees: optionalInt(100_000, { refuse: listingTexts.priceNoDecimals }),
  ibi: optionalInt(1_000_000, { refuse: listingTexts.priceNoDecimals }),
  depositMonths: optionalInt(24, { refuse: listingTexts.noDecimals }),
  availableFrom: optionalDate,
  addressPrivacy: z.enum(ADDRESS_PRIVACY, { error: listingTexts.badPrivacy }).optional().default('street'),
  /**
   * The member who handles it ("Agente asignado"); '' or null: the agency. Absent on an edit:
   * unchanged, so a client that does not know the field cannot unassign by accident.
   */
  assignedMemberId: z
    .union([z.uuid({ error: agentTexts.notAMember }), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v === '' ? null : v)),
  ...energyInputShape,
};

/** A type that belongs to the other use (a "local" for a dwelling) is refused. */
export function checkTypeOfUse(
  v: { propertyType: string | null; useCode: 'residencial' | 'comercial' },
  ctx: z.RefinementCtx,
) {
  const type = propertyType(v.propertyType);
  if (type && type.useCode !== v.useCode)
    ctx.addIssue({ code: 'custom', message: listingTexts.typeOfOtherUse, path: ['propertyType'] });
}

/** Create/edit listing (decision 017 → Listings): the same schema in the dialog and on the server. */
export const listingInputSchema = z
  .object(listingFieldsShape)
  .refine((v) => (v.lat === null) === (v.lng === null), {
    message: listingTexts.latLngTogether,
    path: ['lng'],
  })
  .superRefine(checkEnergy)
  .superRefine(checkTypeOfUse)
  .superRefine((v, ctx) => {
    if (v.operation === 'sale' && (v.depositMonths !== null || v.availableFrom !== null))
      ctx.addIssue({
        code: 'custom',
        message: listingTexts.rentOnly,
        path: [v.depositMonths !== null ? 'depositMonths' : 'availableFrom'],
      });
    // Real Decreto 390/2021: every advert of a dwelling shows its energy label.
    if (v.published && v.useCode === 'residencial' && v.energyStatus === null)
      ctx.addIssue({ code: 'custom', message: listingTexts.energyToPublish, path: ['energyStatus'] });
  })
  .transform((v) => ({ ...v, propertyType: v.propertyType ?? DEFAULT_TYPE[v.useCode] }));
export type ListingInput = z.input<typeof listingInputSchema>;
export type ListingValues = z.output<typeof listingInputSchema>;

/** A derivative of a photo for `srcset`. */
export interface PhotoSource {
  url: string;
  width: number;
  height: number;
}

/** A listing photo as the API exposes it (decision 017 → Photos and logo: url, pos, room, room_code). */
export interface PhotoView {
  id: string;
  url: string;
  pos: number;
  room: string | null;
  room_code: string | null;
  width: number;
  height: number;
  sources: PhotoSource[];
}

export interface ListingView {
  id: string;
  slug: string;
  title: string;
  price: number | null;
  address: string | null;
  city: string | null;
  qrCode: string;
  published: boolean;
  lat: number | null;
  lng: number | null;
  specs: {
    sqm: number | null;
    beds: number | null;
    baths: number | null;
    floor: string | null;
    exterior: boolean;
  };
  useCode: 'residencial' | 'comercial';
  operation: Operation;
  propertyType: string;
  reference: string | null;
  description: string | null;
  descriptionEn: string | null;
  features: string[];
  facts: ListingFacts;
  addressPrivacy: AddressPrivacy;
  /** Real Decreto 390/2021; null while the agency has not given it. */
  energy: EnergyCertificate | null;
  coverPhotoId: string | null;
  coverPhotoUrl: string | null;
  photoCount: number;
  /** The agency member who handles it; null: the agency. */
  assignedMemberId: string | null;
  createdAt: string;
  /** All-time microsite views, leads and conversion (src/shared/analytics.ts: one definition). */
  kpis: { views: number; leads: number; conversionPct: number };
}

/**
 * The facts beyond the five tiles of `specs` (built m², bedrooms, bathrooms, floor, exterior); null
 * where the agency gave none.
 */
export interface ListingFacts {
  usableSqm: number | null;
  plotSqm: number | null;
  yearBuilt: number | null;
  condition: Condition | null;
  orientation: Orientation | null;
  /** € a month. */
  communityFees: number | null;
  /** € a year. */
  ibi: number | null;
  /** A rent's fianza, in months. */
  depositMonths: number | null;
  /** A rent's "disponible desde", YYYY-MM-DD. */
  availableFrom: string | null;
}

export interface ListingsResponse {
  listings: ListingView[];
  /** Published count and the plan's cap (null = unlimited). */
  limit: { published: number; max: number | null; planName: string | null };
}

export const photoOrderSchema = z.object({ photoIds: z.array(z.uuid()).min(1).max(MAX_PHOTOS) });
export const photoPatchSchema = z.object({ roomCode: z.string().max(40).nullable() });
export const coverSchema = z.object({ photoId: z.uuid() });

export const listingsApi = {
  list: '/api/listings',
  one: route('/api/listings/:id'),
  /** GET the photos; POST multipart (field `file`) to upload one. */
  photos: route('/api/listings/:id/photos'),
  photo: route('/api/listings/:id/photos/:photoId'),
  photoOrder: route('/api/listings/:id/photos/order'),
  cover: route('/api/listings/:id/cover'),
  rooms: catalogApi.rooms,
} as const;
