import { z } from 'zod';
import { agentTexts } from './agents';
import { noControlChars } from './control-chars';
import { checkEnergy, energyInputShape } from './energy-certificate';
import type { EnergyCertificate } from './energy-label';
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
  deleteConfirm: 'Estás seguro de que quieres eliminar este inmueble?',
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

const optionalText = (max: number, label: string) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
    .refine((v) => v === null || v.length <= max, { message: listingTexts.tooLong })
    .refine(...noControlChars(label));

const optionalCoord = (limit: number, message: string) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || String(v).trim() === '') return null;
      const n = Number(String(v).trim().replace(',', '.'));
      if (!Number.isFinite(n) || Math.abs(n) > limit) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

/** Create/edit listing (decision 017 → Listings): the same schema in the dialog and on the server. */
export const listingInputSchema = z
  .object({
    title: z
      .string({ error: listingTexts.titleRequired })
      .trim()
      .min(1, { error: listingTexts.titleRequired })
      .max(160, { error: listingTexts.tooLong })
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
    /**
     * The member who handles it ("Agente asignado"); '' or null: the agency. Absent on an edit:
     * unchanged, so a client that does not know the field cannot unassign by accident.
     */
    assignedMemberId: z
      .union([z.uuid({ error: agentTexts.notAMember }), z.literal(''), z.null()])
      .optional()
      .transform((v) => (v === '' ? null : v)),
    ...energyInputShape,
  })
  .refine((v) => (v.lat === null) === (v.lng === null), {
    message: listingTexts.latLngTogether,
    path: ['lng'],
  })
  .superRefine(checkEnergy);
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
  /** Real Decreto 390/2021; null while the agency has not given it. */
  energy: EnergyCertificate | null;
  coverPhotoId: string | null;
  coverPhotoUrl: string | null;
  photoCount: number;
  /** The agency member who handles it; null: the agency. */
  assignedMemberId: string | null;
  createdAt: string;
  /** Real figures from scans and leads (0 until there are any). */
  kpis: { scans: number; leads: number; conversionPct: number };
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
