import { z } from 'zod';
import { ADDRESS_PRIVACY } from './listing-catalog';
import { paths } from './paths';

/**
 * Importing listings (issue 28 → Import from a feed / from a spreadsheet): Configuración → Importar,
 * owner only. The API's paths and shapes and the Spanish texts the server and the screen share.
 *
 * The flow: a preview (POST `preview`, a feed URL, an uploaded Kyero XML or a spreadsheet) reads the
 * source and says what would change, writing nothing but a private copy of what it read; "Importar"
 * (POST `runs` with the preview's id) queues a durable run that applies exactly that copy. A feed URL
 * imported once becomes the agency's source: synced on its schedule or with "Sincronizar ahora".
 */

export const importApi = {
  /** GET: the saved source, the running run and the log. */
  state: '/api/imports',
  /** POST: JSON `importUrlSchema`, or multipart with a `file` (Kyero .xml, .csv or .xlsx). */
  preview: '/api/imports/preview',
  /** POST: `importStartSchema` → 202 with the queued run. */
  runs: '/api/imports/runs',
  /** GET: one run, for the progress view. */
  run: (id: string) => `/api/imports/runs/${id}`,
  /** PUT `importSourceSettingsSchema` (schedule, left listings); DELETE: stop syncing the feed. */
  source: '/api/imports/source',
  /** POST: sync the saved feed now → 202 with the queued run. */
  sync: '/api/imports/sync',
  /** GET: the spreadsheet template. */
  templateCsv: '/api/imports/plantilla.csv',
  templateXlsx: '/api/imports/plantilla.xlsx',
} as const;

/** The dashboard page (Configuración → Importar). */
export const importPagePath = paths.dashboard.import;

export const IMPORT_SCHEDULES = ['off', 'hourly', 'daily'] as const;
export type ImportSchedule = (typeof IMPORT_SCHEDULES)[number];
export const importScheduleLabels: Record<ImportSchedule, string> = {
  off: 'Solo cuando pulse «Sincronizar ahora»',
  hourly: 'Cada hora',
  daily: 'Cada día',
};

/** What happens to a listing that came from the feed and is no longer in it. Never deleted. */
export const LEFT_ACTIONS = ['draft', 'keep'] as const;
export type LeftAction = (typeof LEFT_ACTIONS)[number];
export const leftActionLabels: Record<LeftAction, string> = {
  draft: 'Pasarlos a Borrador',
  keep: 'Dejarlos como están',
};

export const IMPORT_SOURCE_KINDS = ['feed_url', 'feed_file', 'sheet'] as const;
export type ImportSourceKind = (typeof IMPORT_SOURCE_KINDS)[number];

/** Feed URLs and their credentials: lengths the form and the server both check. */
export const FEED_URL_MAX = 2000;
export const FEED_CREDENTIAL_MAX = 200;

const isHttpUrl = (s: string) => {
  if (!URL.canParse(s)) return false;
  const u = new URL(s);
  return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
};

export const importTexts = {
  title: 'Importar inmuebles',
  intro:
    'Trae tus inmuebles desde el feed XML de tu programa inmobiliario (formato Kyero) o desde una hoja de cálculo. Antes de escribir nada verás qué cambia.',
  ownerOnly: 'Solo el titular de la agencia puede importar inmuebles.',
  urlRequired: 'Escribe la dirección del feed.',
  urlInvalid: 'La dirección del feed debe empezar por http:// o https://.',
  urlTooLong: `La dirección del feed no puede superar ${FEED_URL_MAX} caracteres.`,
  credentialTooLong: `El usuario y la contraseña no pueden superar ${FEED_CREDENTIAL_MAX} caracteres.`,
  fileRequired: 'Elige un archivo XML, CSV o Excel (.xlsx).',
  fileType: 'El archivo debe ser un feed XML (Kyero), un CSV o un Excel (.xlsx).',
  previewExpired: 'La vista previa ha caducado. Vuelve a leer el feed o el archivo.',
  runBusy: 'Ya hay una importación en curso. Espera a que termine.',
  noSource: 'Todavía no hay un feed guardado. Importa primero desde su dirección.',
  nothingToImport: 'No hay nada que importar: todos los inmuebles están al día o no son válidos.',
  emptyFeed:
    'El feed no tiene ningún inmueble. No se ha cambiado nada (un feed vacío no se toma como que todos tus inmuebles han salido).',
  failureMailSubject: 'La sincronización de tu feed de inmuebles está fallando',
} as const;

/** POST preview, JSON: a feed URL with optional HTTP Basic credentials. */
export const importUrlSchema = z.object({
  url: z
    .string({ error: importTexts.urlRequired })
    .trim()
    .min(1, { error: importTexts.urlRequired })
    .max(FEED_URL_MAX, { error: importTexts.urlTooLong })
    .refine(isHttpUrl, { error: importTexts.urlInvalid }),
  username: z.string().trim().max(FEED_CREDENTIAL_MAX, { error: importTexts.credentialTooLong }).optional(),
  /** Empty with a saved source for the same URL and user: the saved password is used. */
  password: z.string().max(FEED_CREDENTIAL_MAX, { error: importTexts.credentialTooLong }).optional(),
});
export type ImportUrlInput = z.output<typeof importUrlSchema>;

/** POST runs: apply a preview. */
export const importStartSchema = z.object({
  preview_id: z.uuid({ error: importTexts.previewExpired }),
  left_action: z.enum(LEFT_ACTIONS).default('draft'),
  address_privacy: z.enum(ADDRESS_PRIVACY).default('zone'),
  /** Feed URLs only: how often to sync it from now on. */
  schedule: z.enum(IMPORT_SCHEDULES).default('daily'),
});
export type ImportStartInput = z.output<typeof importStartSchema>;

/** PUT source: the saved feed's settings. */
export const importSourceSettingsSchema = z.object({
  schedule: z.enum(IMPORT_SCHEDULES),
  left_action: z.enum(LEFT_ACTIONS),
  address_privacy: z.enum(ADDRESS_PRIVACY),
});
export type ImportSourceSettings = z.output<typeof importSourceSettingsSchema>;

/** One listing in the preview's lists. */
export const previewItemSchema = z.object({
  /** The feed's id, or the spreadsheet's reference. */
  key: z.string(),
  title: z.string(),
  reference: z.string().nullable(),
  /** The existing listing it updates, if any. */
  listing_id: z.string().nullable(),
});
export type PreviewItem = z.infer<typeof previewItemSchema>;

export const importPreviewSchema = z.object({
  preview_id: z.string(),
  source: z.object({ kind: z.enum(IMPORT_SOURCE_KINDS), name: z.string() }),
  /** Properties read from the source (valid and invalid). */
  total: z.number(),
  new: z.array(previewItemSchema),
  updated: z.array(previewItemSchema),
  unchanged: z.number(),
  /** "Propiedad 4471: falta el precio" / "Fila 7: falta la referencia". */
  invalid: z.array(z.string()),
  /** New or updated listings that come in as Borrador: past the plan's published limit. */
  beyond_limit: z.number(),
  /** The plan's published limit, or null (unlimited). */
  published_limit: z.number().nullable(),
  /** Listings that came from this source and are no longer in it. */
  left: z.array(previewItemSchema),
  /** Spanish notes: types mapped to the nearest, features outside the catalogue, drafts… */
  notes: z.array(z.string()),
  /** Photos the run would download (new URLs). */
  photos: z.number(),
  /** Existing listings (same reference) linked to the feed on this first import. */
  linked: z.number(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const IMPORT_RUN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportRunStatus = (typeof IMPORT_RUN_STATUSES)[number];

export const importRunSchema = z.object({
  id: z.string(),
  status: z.enum(IMPORT_RUN_STATUSES),
  source: z.object({ kind: z.enum(IMPORT_SOURCE_KINDS), name: z.string() }),
  /** true: started by the schedule, false: by a person. */
  scheduled: z.boolean(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  counts: z.object({
    created: z.number(),
    updated: z.number(),
    unchanged: z.number(),
    invalid: z.number(),
    /** Listings that left the source and were passed to Borrador. */
    left: z.number(),
    /** Of created/updated: came in as Borrador (plan limit or no energy certificate). */
    drafted: z.number(),
    photos_downloaded: z.number(),
    photos_kept: z.number(),
  }),
  /** Properties handled so far, of `total` (for the progress bar). */
  progress: z.object({ done: z.number(), total: z.number() }),
  /** Per property, Spanish: invalid ones and photo failures. */
  errors: z.array(z.string()),
  /** Why the whole run failed (bad feed, unreachable…), in Spanish; null otherwise. */
  error: z.string().nullable(),
});
export type ImportRun = z.infer<typeof importRunSchema>;

/** What POST runs, POST sync (202) and GET run answer. */
export const importRunResponseSchema = z.object({ run: importRunSchema });

export const importStateSchema = z.object({
  /** The saved feed URL, synced on its schedule; null until a feed URL was imported. */
  source: z
    .object({
      url: z.string(),
      username: z.string().nullable(),
      has_password: z.boolean(),
      schedule: z.enum(IMPORT_SCHEDULES),
      left_action: z.enum(LEFT_ACTIONS),
      address_privacy: z.enum(ADDRESS_PRIVACY),
      /** Failed scheduled runs in a row (the owner is e-mailed once at 3). */
      failures: z.number(),
      next_run_at: z.string().nullable(),
    })
    .nullable(),
  /** The run queued or in progress, if any. */
  active: importRunSchema.nullable(),
  /** The last runs, newest first. */
  runs: z.array(importRunSchema),
});
export type ImportState = z.infer<typeof importStateSchema>;
