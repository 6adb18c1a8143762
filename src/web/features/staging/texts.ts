/**
 * Spanish texts of the dashboard's Staging IA view that are not in `stagingTexts`
 * (src/shared/staging.ts holds the product's quoted ones and the server's messages).
 */
export const stagingPageTexts = {
  documentTitle: 'Staging IA · Escaparate',
  title: 'Staging IA',
  back: 'Volver a inmuebles',
  intro: 'Elige una foto, el uso, la estancia y el estilo: la IA amuebla la foto sin tocar la original.',
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
} as const;
