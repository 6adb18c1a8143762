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
  allowanceLimited: (used: number, limit: number) =>
    `${used} de ${limit} ${limit === 1 ? 'render' : 'renders'} este mes`,
  errorTitle: 'Error',
} as const;
