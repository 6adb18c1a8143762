/**
 * Spanish texts of the dashboard's Staging IA view that are not in `stagingTexts`
 * (src/shared/staging.ts holds the product's quoted ones and the server's messages).
 */
export const stagingPageTexts = {
  documentTitle: 'Staging IA · Escaparate',
  title: 'Staging IA',
  back: 'Volver a inmuebles',
  intro:
    'Elige una foto y qué hacer con ella (amueblar, vaciar, reformar o cambiar el cielo): la foto original no cambia.',
  loading: 'Cargando...',
  loadError: 'No se pudo cargar el inmueble.',
  noPhotos: 'Este inmueble aún no tiene fotos. Sube alguna desde «Fotos» en la tarjeta del inmueble.',
  photoLegend: 'Foto',
  photoAlt: (n: number) => `Foto ${n}`,
  useLegend: 'Uso del espacio',
  uses: { residencial: 'Residencial', comercial: 'Comercial' },
  room: 'Estancia',
  style: 'Estilo',
  choose: 'Elige...',
  progressTitle: 'Progreso de los renders',
  /** Under 'Generar Render con IA': the state of the render just asked for. */
  sending: 'Enviando la solicitud...',
  sendFailed: 'No se pudo pedir el render. Inténtalo de nuevo.',
  doneBelow: 'El render está en «Progreso de los renders».',
  seeResult: 'Ver el resultado',
  renderOf: (room: string, style: string) => `${room} · ${style}`,
  variantsTitle: 'Variaciones',
  variantsEmpty: 'Aún no hay variaciones. Genera el primer render con el formulario.',
  statsTitle: 'Resumen de variaciones',
  stats: {
    total: 'Total',
    approved: 'Aprobadas',
    pending: 'Pendientes',
    generated: 'Generadas',
    approvalRate: 'Tasa de aprobación',
  },
  before: 'Antes',
  after: 'Después',
  approvedBadge: 'Aprobada',
  approve: 'Aprobar',
  unapprove: 'Retirar aprobación',
  delete: 'Eliminar',
  deleteTitle: '¿Eliminar esta variación?',
  deleteBody: 'Se borra el render generado. La foto original no cambia.',
  deleteKeep: 'Cancelar',
  deleteConfirm: 'Eliminar variación',
  allowanceUnlimited: (used: number) =>
    `${used} ${used === 1 ? 'render' : 'renders'} este mes · sin límite en tu plan`,
  /** At the plan's monthly allowance: why the button is off, and the way out. */
  limitReached: (limit: number, resetsOn: string) =>
    `Has usado los ${limit} renders de tu plan este mes. Mejora tu plan para generar más ahora, o espera al ${resetsOn}, cuando se renuevan.`,
  noPlan: 'Necesitas un plan activo para generar renders.',
  upgrade: 'Ver planes y mejorar',
  choosePlan: 'Elegir un plan',
  allowanceLimited: (used: number, limit: number) =>
    `${used} de ${limit} ${limit === 1 ? 'render' : 'renders'} este mes`,
  errorTitle: 'Error',
  batchTitle: 'Amueblar todo el inmueble',
  batchIntro:
    'Genera cada estilo elegido en todas las fotos que tienen estancia: así el inmueble se ve coherente y los visitantes lo amueblan a su gusto al instante.',
  batchStyles: 'Estilos',
  batchChoose: 'Elige uno o más estilos para ver lo que cuesta.',
  batchCost: (renders: number, photos: number, made: number) =>
    `${renders} ${renders === 1 ? 'render nuevo' : 'renders nuevos'} para ${photos} ${photos === 1 ? 'foto' : 'fotos'}${made ? ` (${made} ya ${made === 1 ? 'hecho' : 'hechos'}, no se cobran otra vez)` : ''}.`,
  batchNothing: 'Todas estas variaciones ya existen: no hay nada que generar.',
  batchStart: 'Amueblar todo el inmueble',
  batchStarted: (n: number) => `${n} ${n === 1 ? 'render en cola' : 'renders en cola'}`,
  /** The batch panel's title and button follow the mode: "Vaciar estancia en todo el inmueble". */
  batchTitleOf: (action: string, furnish: boolean) =>
    furnish ? 'Amueblar todo el inmueble' : `${action} en todo el inmueble`,
  batchIntroMode: 'Una foto nueva por cada foto con estancia de este uso.',
  // Staging modes (issue 29).
  formLabel: 'Nuevo render',
  modeLegend: '¿Qué hacemos con la foto?',
  chain: 'Vaciar primero (la foto tiene muebles)',
  chainHint: 'Primero se vacía la estancia y después se amuebla el resultado: 2 renders por resultado.',
  emptyHint: 'Quita muebles y objetos; se quedan paredes, suelo, ventanas, puertas, cocina y baño.',
  renovateHint: 'Cambia los acabados elegidos; la distribución y las ventanas no cambian.',
  exteriorHint: 'Para fachadas, terrazas y vistas: cambia solo el cielo.',
  unchanged: 'Sin cambios',
  skyLegend: 'Cielo',
  variationsLegend: 'Resultados',
  variationsHint: 'Varias versiones de la misma petición para elegir la mejor.',
  /** Before "Generar": what the request costs and what is left. */
  cost: (n: number, left: number | null) =>
    `${n === 0 ? 'Ya está hecho: no usará renders' : `Usará ${n} ${n === 1 ? 'render' : 'renders'}`} · ${left === null ? 'sin límite en tu plan' : `te ${left === 1 ? 'queda 1' : `quedan ${left}`}`}`,
  emptying: 'Vaciando…',
  furnishing: 'Amueblando…',
  batchOf: (n: number) => `${n} renders`,
  batchDone: (done: number, n: number) => `${done} de ${n} ${n === 1 ? 'listo' : 'listos'}`,
  batchFailed: (n: number) => `${n} con error`,
  afterEmptying: 'tras vaciar',
  variationOf: (i: number, n: number) => `Variación ${i} de ${n}`,
} as const;
