import { z } from 'zod';
import { noControlChars } from './control-chars';
import type { PhotoSource } from './listings';
import { paths, route } from './paths';
import { AI_LABEL, TEST_RENDER_LABEL } from './staging-selection';

/** Spanish texts of AI staging (decision 017 → AI staging). */
export const stagingTexts = {
  photoRequired: 'Selecciona una foto para generar el render.',
  styleRequired: 'Selecciona un estilo para generar el render.',
  // A variant needs a room (visitors pick renders by room); the product named no text for it.
  roomRequired: 'Selecciona una estancia para generar el render.',
  signInRequired: 'Debes iniciar sesión para generar renders.',
  generate: 'Generar Render con IA',
  variantExists: 'Esta variación ya existe.',
  invalidCatalog: 'verifica que room_code, style_code y use_code sean válidos',
  // Loading, updating and deleting variants each fail with a toast of their own (texts ours).
  variantsLoadError: 'No se pudieron cargar las variaciones.',
  variantUpdateError: 'No se pudo actualizar la variación.',
  variantDeleteError: 'No se pudo eliminar la variación.',
  variantApproved: 'Variación aprobada',
  variantUnapproved: 'Aprobación retirada',
  variantDeleted: 'Variación eliminada',
  notConfigured:
    'El staging virtual con IA no está configurado en este servidor. Contacta con el administrador.',
  allowance: (used: number, limit: number) => `${used} de ${limit} renders este mes`,
  allowanceUnlimited: (used: number) => `${used} renders este mes (ilimitados)`,
  batchTooBig: (needed: number, left: number) =>
    `Amueblar todo el inmueble necesita ${needed} renders y te quedan ${left} este mes. Elige menos estilos o mejora tu plan en Configuración › Suscripción.`,
  noRoomPhotos:
    'Ninguna foto tiene una estancia de este uso. Indica la estancia de cada foto en el gestor de fotos.',
  limitReached: (plan: string, limit: number) =>
    `Has usado los ${limit} renders de tu plan ${plan} este mes. Mejora tu plan en Configuración › Suscripción para generar más, o espera al mes que viene.`,
  noPlan: 'Necesitas un plan activo para generar renders. Elige uno en Configuración › Suscripción.',
  notCancelable: 'Este render ya ha terminado y no se puede cancelar.',
  labelAi: AI_LABEL,
  labelTest: TEST_RENDER_LABEL,
  /** While the local test provider is configured (no REPLICATE_API_TOKEN): what a real render does and how to turn it on. */
  testProviderTitle: 'Modo de prueba: los renders no los hace la IA',
  testProviderBody:
    'Este servidor usa el proveedor de prueba local: dibuja muebles sencillos en los colores del estilo sobre tu foto, y cada imagen lleva la marca «Render de prueba · sin IA». Con un proveedor real, un modelo de IA amuebla la foto de forma fotorrealista en el estilo elegido, conservando paredes, ventanas, suelo y encuadre, y la imagen se publica con la etiqueta «Amueblado virtualmente con IA».',
  testProviderEnable:
    'Para activarlo, el administrador del servidor define la variable de entorno REPLICATE_API_TOKEN (token de una cuenta de Replicate) y reinicia el servidor.',
} as const;

export const renderStatuses = [
  'queued',
  'processing',
  'completed',
  'failed',
  'canceled',
  'discarded',
] as const;
export type RenderStatus = (typeof renderStatuses)[number];

/** Render progress stages (decision 017 → AI staging): the value stored on the render and the text shown for it. */
export const renderStages = [
  { progress: 0, label: 'Error' },
  { progress: 10, label: 'Preparando imagen...' },
  { progress: 25, label: 'Subiendo imagen...' },
  { progress: 40, label: 'Generando diseño con IA...' },
  { progress: 90, label: 'Guardando diseño...' },
  { progress: 100, label: '¡Completado!' },
] as const;
export type RenderProgress = (typeof renderStages)[number]['progress'];

/** The stage text of a stored progress value (the highest stage not above it). */
export function stageLabel(progress: number): string {
  let label: string = renderStages[0].label;
  for (const stage of renderStages) if (progress >= stage.progress) label = stage.label;
  return label;
}

/** What a render shows now: 'Error' once failed, else the text of its stage. */
export function renderStageText(status: RenderStatus, progress: number): string {
  if (status === 'failed') return renderStages[0].label;
  if (status === 'canceled') return 'Cancelado';
  if (status === 'queued' && progress === 0) return 'En cola...';
  return stageLabel(progress);
}

/** Why a render failed, as stored on it; shown with `renderErrorTexts`. */
export const renderErrorCodes = [
  'out_of_credit',
  'input_unreachable',
  'save_failed',
  'upload_failed',
  'generation_failed',
  'timeout',
] as const;
export type RenderErrorCode = (typeof renderErrorCodes)[number];

const renderFailed = 'No se pudo generar el render. Inténtalo de nuevo.';

/**
 * The render errors of decision 017 → AI staging: 'Error al subir imagen' and the generic message
 * are the product's quoted texts; the first three (credit, original, saving) are worded here.
 */
export const renderErrorTexts: Record<RenderErrorCode, string> = {
  out_of_credit:
    'El servicio de IA se ha quedado sin crédito. Avisa al administrador; no se te ha descontado ningún render.',
  input_unreachable: 'No se pudo leer la foto original. Vuelve a subirla e inténtalo de nuevo.',
  save_failed: 'El render se generó, pero no se pudo guardar. Inténtalo de nuevo.',
  upload_failed: 'Error al subir imagen',
  generation_failed: renderFailed,
  timeout: renderFailed,
};

/** The Spanish text of a stored error code; anything unknown gets the generic one. */
export const renderErrorText = (code: string | null | undefined): string =>
  (code && renderErrorTexts[code as RenderErrorCode]) || renderFailed;

/** `POST` generate: the same schema checks the dashboard form and the request. */
export const renderRequestSchema = z.object({
  photoId: z.uuid({ error: stagingTexts.photoRequired }),
  use: z.enum(['residencial', 'comercial']).default('residencial'),
  room: z
    .string({ error: stagingTexts.roomRequired })
    .trim()
    .min(1, { error: stagingTexts.roomRequired })
    .max(60)
    .refine(...noControlChars('Estancia')),
  style: z
    .string({ error: stagingTexts.styleRequired })
    .trim()
    .min(1, { error: stagingTexts.styleRequired })
    .max(60)
    .refine(...noControlChars('Estilo')),
  /** Omitted: one seed per photo, use, room and style, so a repeated request is the same render. */
  seed: z.number().int().min(0).max(2_147_483_647).optional(),
});
export type RenderRequest = z.input<typeof renderRequestSchema>;

/** "Amueblar todo el inmueble": every photo tagged with a room of `use`, in each of `styles`. */
export const batchRequestSchema = z.object({
  use: z.enum(['residencial', 'comercial']).default('residencial'),
  styles: z
    .array(z.string().trim().min(1).max(60), { error: stagingTexts.styleRequired })
    .min(1, { error: stagingTexts.styleRequired })
    .max(12),
});
export type BatchRequest = z.input<typeof batchRequestSchema>;

/** What a batch will cost, shown before it starts (and what it did, after). */
export interface BatchPlanView {
  /** Photos with a room of that use (untagged photos are left out). */
  photos: number;
  /** Renders it queues: each one counts against the allowance. */
  newRenders: number;
  /** Variations already made or on their way: not paid again. */
  alreadyMade: number;
  allowance: AllowanceView;
  /** False when the allowance left is smaller than `newRenders`: nothing is queued. */
  fits: boolean;
}

/** `PATCH` a variant: approve (true) or take the approval back (false). */
export const variantPatchSchema = z.object({ approved: z.boolean() });

/** One render as the dashboard follows it (read from the database, so any instance answers). */
export interface RenderView {
  id: string;
  listingId: string;
  photoId: string | null;
  batchId: string | null;
  use: string;
  room: string | null;
  style: string;
  seed: number;
  status: RenderStatus;
  progress: number;
  /** The stage text for `progress` ('Error' when failed). */
  stage: string;
  error: { code: string; message: string } | null;
  variantId: string | null;
  /** The staged image, once stored. */
  afterUrl: string | null;
  /** Made by the local test provider: labelled as a test, never as AI. */
  testRender: boolean;
  createdAt: string;
  completedAt: string | null;
}

/** `POST` generate answers 201 with a new render, 200 with the one the same request already made. */
export interface RenderResponse {
  render: RenderView;
  created: boolean;
}

export interface VariantView {
  id: string;
  listingId: string;
  photoId: string | null;
  generationId: string | null;
  use: string;
  room: string;
  style: string;
  useLabel: string;
  roomLabel: string;
  styleLabel: string;
  /** The original photo (public derivative) beside the staged image, for the before/after slider. */
  beforeUrl: string | null;
  /** The original photo's sizes for `srcset` (empty without the photo). */
  beforeSources: PhotoSource[];
  afterUrl: string | null;
  /** The staged image's sizes for `srcset`, narrowest first; empty for one made before they existed. */
  afterSources: PhotoSource[];
  approved: boolean;
  /** Made by the local test provider: labelled as a test, never as AI. */
  testRender: boolean;
  /** /demo's pictures, drawn by code: labelled as illustrations, never as AI. */
  illustration?: boolean;
  approvedBy: string | null;
  approvedAt: string | null;
  createdAt: string;
}

export interface AllowanceView {
  used: number;
  /** Null: unlimited. */
  limit: number | null;
  /** ISO date of the next reset (first day of next month, Europe/Madrid). */
  resetsAt: string;
  /** "N de 20 renders este mes". */
  text: string;
}

export interface VariantStats {
  total: number;
  approved: number;
  pending: number;
  generated: number;
  /** approved / generated, rounded %; 0 when none generated. */
  approvalRate: number;
}

/** Decision 017 → AI staging (Variants): generated = has an image; pending = generated, not approved. */
export function variantStats(list: readonly { afterUrl: string | null; approved: boolean }[]): VariantStats {
  const generated = list.filter((v) => v.afterUrl !== null).length;
  const approved = list.filter((v) => v.approved).length;
  const pending = list.filter((v) => v.afterUrl !== null && !v.approved).length;
  return {
    total: list.length,
    approved,
    pending,
    generated,
    approvalRate: generated ? Math.round((approved / generated) * 100) : 0,
  };
}

/** A variant as visitors see it: approved ones of a published listing only. */
export type PublicVariantView = Pick<
  VariantView,
  | 'id'
  | 'photoId'
  | 'use'
  | 'room'
  | 'style'
  | 'useLabel'
  | 'roomLabel'
  | 'styleLabel'
  | 'beforeUrl'
  | 'beforeSources'
  | 'afterSources'
  | 'testRender'
  | 'illustration'
> & { afterUrl: string };

/** Staging endpoints (members unless marked public). */
export const stagingApi = {
  /** POST generate, GET the listing's renders (newest first). */
  renders: route('/api/listings/:id/renders'),
  /** GET one render's state (poll it). */
  render: route('/api/renders/:renderId'),
  cancel: route('/api/renders/:renderId/cancel'),
  /** POST: "Amueblar todo el inmueble" (one render per photo and style, one batch id); `?batch=` on `renders` follows it. */
  batch: route('/api/listings/:id/renders/batch'),
  /** POST: the same body, answers the cost without queuing anything. */
  batchPreview: route('/api/listings/:id/renders/batch/preview'),
  /** The renders of one batch (one progress view for the whole run). */
  batchRenders: (listingId: string, batchId: string) =>
    `${route('/api/listings/:id/renders')(listingId)}?${new URLSearchParams({ batch: batchId })}`,
  /** GET the listing's variants, newest first. */
  variants: route('/api/listings/:id/variants'),
  stats: route('/api/listings/:id/variants/stats'),
  /** PATCH {approved}, DELETE. */
  variant: route('/api/variants/:variantId'),
  allowance: '/api/staging/allowance',
  /** The provider's completion callback (signed; no session). */
  webhook: '/api/staging/webhook',
  /** Public: approved variants of a published listing. */
  publicVariants: route('/api/public/listings/:slug/variants'),
  /** Where the limit message sends the member: Configuración › Suscripción. */
  upgrade: `${paths.dashboard.settings}#subscription-section`,
} as const;
