import { countFormat } from '../../../shared/format';
import { type ImportRunStatus, type ImportSourceKind, importTexts } from '../../../shared/imports';

/** "1 inmueble" / "3 inmuebles", the number in es-ES. */
const count = (n: number, one: string, many: string) => `${countFormat.format(n)} ${n === 1 ? one : many}`;

/**
 * Spanish texts of Configuración → Importar that are not in `importTexts`
 * (src/shared/imports.ts holds the title, the server's messages and what both say).
 */
export const importPageTexts = {
  title: importTexts.title,
  intro: importTexts.intro,
  documentTitle: `${importTexts.title} · Escaparate`,
  back: 'Volver a Configuración',
  loading: 'Cargando...',
  loadError: 'No se pudo cargar la importación.',
  settingsCaption:
    'Trae tus inmuebles desde el feed de tu programa inmobiliario o desde una hoja de cálculo.',
  settingsLink: 'Ir a Importar',

  // Source choice
  startTitle: 'Importar',
  sourceLegend: '¿De dónde vienen tus inmuebles?',
  fromUrl: 'Desde la dirección de un feed',
  fromUrlHint: 'Tu programa inmobiliario lo publica (formato Kyero). Se puede sincronizar solo.',
  fromFile: 'Desde un archivo',
  fromFileHint: 'Un feed XML descargado o una hoja de cálculo hecha con la plantilla.',
  urlLabel: 'Dirección del feed',
  urlPlaceholder: 'https://mi-programa.es/feeds/kyero.xml',
  usernameLabel: 'Usuario (opcional)',
  passwordLabel: 'Contraseña (opcional)',
  credentialsHint: 'Solo si tu programa protege el feed con usuario y contraseña.',
  savedPasswordHint: 'Déjala en blanco para usar la que ya está guardada.',
  readFeed: 'Leer feed',
  readingFeed: 'Leyendo el feed...',
  fileLabel: 'Archivo (.xml, .csv o .xlsx)',
  fileHint: 'Un feed XML de Kyero, o la plantilla rellenada en CSV o Excel.',
  readFile: 'Leer archivo',
  readingFile: 'Leyendo el archivo...',
  templateTitle: 'Plantilla de hoja de cálculo',
  templateNeeds:
    'Una fila por inmueble, con los títulos de columna de la plantilla. Obligatorios: Referencia, Operación, Tipo, Precio y Población; con la misma referencia, una segunda importación actualiza el inmueble en vez de duplicarlo. Las fotos, como direcciones web en Foto 1 … Foto 12.',
  templateCsv: 'Descargar plantilla CSV',
  templateXlsx: 'Descargar plantilla Excel',

  // Preview
  previewTitle: 'Vista previa',
  previewRead: (total: number, name: string) =>
    `${count(total, 'inmueble leído', 'inmuebles leídos')} de «${name}». Todavía no se ha cambiado nada.`,
  countsTitle: 'Lo que cambiaría',
  counts: {
    new: 'Nuevos',
    updated: 'Actualizados',
    unchanged: 'Sin cambios',
    invalid: 'No válidos',
    beyondLimit: 'Fuera del límite del plan',
    left: 'Ya no están en el feed',
  },
  beyondLimitHint: (limit: number | null) =>
    limit === null
      ? 'Tu plan no tiene límite'
      : `Entran como Borrador (tu plan publica ${countFormat.format(limit)})`,
  invalidHint: 'No se importan',
  beyondLimitNote: (n: number, limit: number) =>
    `${count(n, 'inmueble supera', 'inmuebles superan')} el límite de tu plan (${count(limit, 'inmueble publicado', 'inmuebles publicados')}) y ${n === 1 ? 'entrará' : 'entrarán'} como Borrador. Podrás publicarlos cuando despubliques otros o cambies de plan.`,
  photosNote: (n: number) =>
    `Se ${n === 1 ? 'descargará' : 'descargarán'} ${count(n, 'foto nueva', 'fotos nuevas')}.`,
  linkedNote: (n: number) =>
    `${count(n, 'inmueble que ya tenías se enlazará', 'inmuebles que ya tenías se enlazarán')} con el feed por su referencia.`,
  lists: {
    invalid: 'Por qué no son válidos',
    notes: 'Notas',
    new: 'Inmuebles nuevos',
    updated: 'Inmuebles que se actualizan',
    left: 'Inmuebles que ya no están en el feed',
  },
  reference: (ref: string) => `Ref. ${ref}`,
  optionsTitle: 'Opciones',
  leftLabel: 'Inmuebles que ya no están en el feed',
  leftHint: 'Nunca se borran.',
  privacyLabel: 'Dirección en el microsite',
  scheduleLabel: 'Sincronizar',
  import: 'Importar',
  importing: 'Importando...',
  restart: 'Elegir otro origen',

  // Progress and summary
  progressLabel: 'Progreso de la importación',
  queued: 'En cola: empezará en unos segundos.',
  running: (done: number, total: number) =>
    `Importando: ${countFormat.format(done)} de ${count(total, 'inmueble', 'inmuebles')}.`,
  doneTitle: 'Importación terminada',
  failedTitle: 'La importación ha fallado',
  failedFallback: 'No se pudo completar la importación. No se ha cambiado nada.',
  seeListings: 'Ver mis inmuebles',
  again: 'Hacer otra importación',
  summary: {
    created: 'Creados',
    updated: 'Actualizados',
    unchanged: 'Sin cambios',
    invalid: 'No válidos',
    left: 'Pasados a Borrador (fuera del feed)',
    drafted: 'Entraron como Borrador',
    photos_downloaded: 'Fotos descargadas',
    photos_kept: 'Fotos conservadas',
  },
  errorsTitle: 'Avisos por inmueble',

  // Saved feed
  sourceTitle: 'Feed sincronizado',
  sourceCaption: 'La dirección que se lee en cada sincronización.',
  sourceUrl: 'Dirección del feed',
  sourceUser: (user: string) => `Usuario: ${user}`,
  save: 'Guardar',
  saving: 'Guardando...',
  saved: 'Cambios guardados',
  saveError: 'No se pudieron guardar los cambios.',
  syncNow: 'Sincronizar ahora',
  syncError: 'No se pudo empezar la sincronización.',
  stop: 'Dejar de sincronizar',
  stopTitle: '¿Dejar de sincronizar este feed?',
  stopText:
    'No se volverá a leer el feed. Los inmuebles ya importados se quedan como están y el registro se conserva.',
  stopping: 'Parando...',
  stopped: 'El feed ya no se sincroniza.',
  stopError: 'No se pudo dejar de sincronizar.',
  keep: 'Cancelar',
  failures: (n: number) =>
    n === 1
      ? 'La última sincronización ha fallado. Revisa el registro y pulsa «Sincronizar ahora».'
      : `Las últimas ${countFormat.format(n)} sincronizaciones han fallado. Revisa el registro y pulsa «Sincronizar ahora».`,
  nextRun: (when: string) => `Próxima sincronización: ${when}.`,
  noNextRun: 'Sin sincronizaciones programadas: solo cuando pulses «Sincronizar ahora».',

  // Log
  logTitle: 'Registro de importaciones',
  logCaption: 'Las últimas importaciones, de la más reciente a la más antigua.',
  logEmpty: 'Aún no has importado nada.',
  scheduled: 'Programada',
  manual: 'Manual',
  statusLabels: {
    queued: 'En cola',
    running: 'En curso',
    done: 'Terminada',
    failed: 'Fallida',
  } satisfies Record<ImportRunStatus, string>,
  sourceKinds: {
    feed_url: 'Feed',
    feed_file: 'Archivo XML',
    sheet: 'Hoja de cálculo',
  } satisfies Record<ImportSourceKind, string>,
  logCounts: (c: { created: number; updated: number; unchanged: number; invalid: number; left: number }) =>
    [
      count(c.created, 'nuevo', 'nuevos'),
      count(c.updated, 'actualizado', 'actualizados'),
      `${countFormat.format(c.unchanged)} sin cambios`,
      count(c.invalid, 'no válido', 'no válidos'),
      ...(c.left ? [`${countFormat.format(c.left)} fuera del feed, a Borrador`] : []),
    ].join(' · '),
  logPhotos: (downloaded: number, kept: number) =>
    `${count(downloaded, 'foto descargada', 'fotos descargadas')} · ${count(kept, 'foto conservada', 'fotos conservadas')}`,
} as const;
