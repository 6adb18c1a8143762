import { z } from 'zod';
import { noControlChars } from './control-chars';
import { percentOf } from './format';
import type { PhotoSource } from './listings';
import { paths, route } from './paths';
import {
  STAGING_MODE_INFO,
  type StagingMode,
  type StagingModeChoice,
  stagingModeChoiceSchema,
} from './staging-modes';
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
  /** The same for a batch of another mode ("Vaciar estancia todo el inmueble"): no styles to drop. */
  batchTooBigMode: (mode: StagingMode, needed: number, left: number) =>
    `«${STAGING_MODE_INFO[mode].action.es}» en todo el inmueble necesita ${needed} renders y te quedan ${left} este mes. Mejora tu plan en Configuración › Suscripción o espera al mes que viene.`,
  noRoomPhotos:
    'Ninguna foto tiene una estancia de este uso. Indica la estancia de cada foto en el gestor de fotos.',
  limitReached: (plan: string, limit: number) =>
    `Has usado los ${limit} renders de tu plan ${plan} este mes. Mejora tu plan en Configuración › Suscripción para generar más, o espera al mes que viene.`,
  noPlan: 'Necesitas un plan activo para generar renders. Elige uno en Configuración › Suscripción.',
  notCancelable: 'Este render ya ha terminado y no se puede cancelar.',
  /** The configured model cannot do the mode (the interior-design preset furnishes only). */
  modeUnsupported: (mode: StagingMode, supported: readonly StagingMode[]) =>
    `El modelo de IA configurado en este servidor no puede «${STAGING_MODE_INFO[mode].action.es}»; solo: ${supported.map((m) => `«${STAGING_MODE_INFO[m].action.es}»`).join(', ')}. No se te ha descontado ningún render. Contacta con el administrador para usar otro modelo.`,
  chainOnlyFurnish: 'Vaciar y amueblar a la vez solo se puede pedir al amueblar.',
  variationsRange: 'Pide entre 1 y 4 variaciones.',
  /** A request of several renders (variations, a chain) that does not fit in what is left. */
  notEnoughRenders: (needed: number, left: number) =>
    `Esta petición necesita ${needed} renders y te ${left === 1 ? 'queda 1' : `quedan ${left}`} este mes. Pide menos variaciones o mejora tu plan en Configuración › Suscripción.`,
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
  'source_failed',
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
  // A chain's furnishing step: the emptied room it was to start from never came.
  source_failed: 'No se pudo vaciar la estancia, así que no se ha amueblado. Inténtalo de nuevo.',
};

/** The Spanish text of a stored error code; anything unknown gets the generic one. */
export const renderErrorText = (code: string | null | undefined): string =>
  (code && renderErrorTexts[code as RenderErrorCode]) || renderFailed;

const styleField = z
  .string({ error: stagingTexts.styleRequired })
  .trim()
  .min(1, { error: stagingTexts.styleRequired })
  .max(60)
  .refine(...noControlChars('Estilo'));

/** Only furnishing is asked in a style; absent mode: furnish (the request as it was before modes). */
const usesStyle = (mode: StagingModeChoice | undefined) =>
  STAGING_MODE_INFO[mode?.mode ?? 'furnish'].usesStyle;

/**
 * `POST` generate: the same schema checks the dashboard form and the request. Without `mode` it
 * is a furnishing request exactly as before modes. `variations`: 1–4 renders with different
 * seeds, each one counted. `chain`: furnish only; empties the room first and furnishes the
 * emptied result (two renders, both counted).
 */
export const renderRequestSchema = z
  .object({
    photoId: z.uuid({ error: stagingTexts.photoRequired }),
    use: z.enum(['residencial', 'comercial']).default('residencial'),
    room: z
      .string({ error: stagingTexts.roomRequired })
      .trim()
      .min(1, { error: stagingTexts.roomRequired })
      .max(60)
      .refine(...noControlChars('Estancia')),
    /** Required to furnish; ignored (not stored) by the other modes. */
    style: styleField.optional(),
    /** Omitted: one seed per listing, use, style and mode, so the flat looks alike room to room. */
    seed: z.number().int().min(0).max(2_147_483_647).optional(),
    mode: stagingModeChoiceSchema.optional(),
    variations: z
      .number({ error: stagingTexts.variationsRange })
      .int({ error: stagingTexts.variationsRange })
      .min(1, { error: stagingTexts.variationsRange })
      .max(4, { error: stagingTexts.variationsRange })
      .default(1),
    chain: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (usesStyle(body.mode) && !body.style)
      ctx.addIssue({ code: 'custom', path: ['style'], message: stagingTexts.styleRequired });
    if (body.chain && (body.mode?.mode ?? 'furnish') !== 'furnish')
      ctx.addIssue({ code: 'custom', path: ['chain'], message: stagingTexts.chainOnlyFurnish });
  });
export type RenderRequest = z.input<typeof renderRequestSchema>;

/**
 * "Amueblar todo el inmueble": every photo tagged with a room of `use`, in each of `styles`; with
 * another mode (no styles), one render per photo.
 */
export const batchRequestSchema = z
  .object({
    use: z.enum(['residencial', 'comercial']).default('residencial'),
    styles: z
      .array(z.string().trim().min(1).max(60), { error: stagingTexts.styleRequired })
      .max(12)
      .optional(),
    mode: stagingModeChoiceSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (usesStyle(body.mode) && !body.styles?.length)
      ctx.addIssue({ code: 'custom', path: ['styles'], message: stagingTexts.styleRequired });
  });
/** `styles` stays required in the type (the dashboard's furnishing batch); another mode sends `[]`. */
export type BatchRequest = Omit<z.input<typeof batchRequestSchema>, 'styles'> & { styles: string[] };
/** What the server takes: `styles` may be left out for a mode without styles. */
export type BatchRequestInput = z.input<typeof batchRequestSchema>;

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
  /** '' for a mode that takes no style (every mode but furnish). */
  style: string;
  seed: number;
  /** What the render does; `modeChoice` adds its options (finishes, sky). */
  mode: StagingMode;
  modeChoice: StagingModeChoice;
  /** Which of its request's variations it is (0: the first). */
  variation: number;
  /** A chain step: the render whose output it starts from. */
  sourceRenderId: string | null;
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

/**
 * `POST` generate answers 201 when it queued a new render (`created`), 200 when the same request
 * had made them all already. `render`: the first render (the one render of a plain request, as
 * before variations and chains); `renders`: every render of the request in order (variation 0,
 * 1…; per variation a chain's empty step, then its furnishing step), each with its own `created`.
 */
export interface RenderResponse {
  render: RenderView;
  created: boolean;
  renders: (RenderView & { created: boolean })[];
  /** Set when the request made more than one render: follow them with `batchRenders`. */
  batchId: string | null;
}

export interface VariantView {
  id: string;
  listingId: string;
  photoId: string | null;
  generationId: string | null;
  use: string;
  room: string;
  /** '' for a mode that takes no style. */
  style: string;
  /** The mode of the render that made it; its public label is STAGING_MODE_INFO[mode].publicLabel. */
  mode: StagingMode;
  modeChoice: StagingModeChoice;
  variation: number;
  /** A chain step's source render (the emptied room it furnished). */
  sourceRenderId: string | null;
  useLabel: string;
  roomLabel: string;
  /** '' for a mode that takes no style. */
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
  /** approved / generated in % to one decimal, as every percentage (decision 012): 1 of 8 is 12.5; 0 when none generated. */
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
    approvalRate: percentOf(approved, generated),
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
> & {
  afterUrl: string;
  /**
   * What the render did: the microsite's switch and the label every public image of it carries
   * (publicStagedLabel in staging-selection.ts: the mode's own "… con IA" label, or the test
   * render's). Always sent by the API; absent only on /demo's drawn pictures, which furnish.
   */
  mode?: StagingMode;
};

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
