import { type AnalyticsRange, type DeviceClass, figureTexts } from '../../../shared/analytics';

/** Spanish texts of Dashboard → Analíticas. */
export const analyticsTexts = {
  documentTitle: 'Analíticas · Escaparate',
  title: 'Analíticas',
  subtitle: 'Cómo rinden tus inmuebles, sus microsites y tus carteles QR.',
  rangeLabel: 'Periodo',
  ranges: { week: 'Semana', month: 'Mes', year: 'Año' } satisfies Record<AnalyticsRange, string>,
  rangeSpan: { week: 'Últimos 7 días', month: 'Últimos 30 días', year: 'Últimos 365 días' } satisfies Record<
    AnalyticsRange,
    string
  >,
  loading: 'Cargando analíticas...',
  updating: 'Actualizando...',
  loadError: 'No se pudieron cargar las analíticas.',
  noDataTitle: 'Todavía no hay datos',
  noDataBody:
    'Cuando alguien abra el microsite de uno de tus inmuebles, escanee su cartel QR o te envíe una solicitud, lo verás aquí.',
  noDataAction: 'Ir a mis inmuebles',
  kpisTitle: 'Cifras del periodo',
  views: figureTexts.views,
  viewsHint: figureTexts.viewsHint,
  qrShare: figureTexts.qrShare,
  qrShareHint: figureTexts.qrShareAbout,
  leads: figureTexts.leads,
  leadsHint: 'Solicitudes recibidas',
  conversion: figureTexts.conversion,
  conversionHint: figureTexts.conversionHint,
  published: 'Inmuebles publicados',
  publishedHint: 'Ahora mismo',
  chartTitle: 'Rendimiento mensual',
  chartCaption: 'Vistas y leads de los últimos 6 meses.',
  chartEmpty: 'Sin vistas ni leads en los últimos 6 meses.',
  month: 'Mes',
  topListingsTitle: 'Inmuebles destacados',
  topListingsEmpty: 'Ningún inmueble ha tenido vistas ni leads en este periodo.',
  draft: 'Borrador',
  topStylesTitle: 'Estilos más populares',
  topStylesCaption:
    'Estilos elegidos por quienes te enviaron una solicitud y estilos de los renders con IA completados en el periodo.',
  topStylesEmpty:
    'Ningún lead ha elegido un estilo de decoración ni se ha completado un render con IA en este periodo.',
  /** "5 leads · 3 renders" (numbers already formatted). */
  styleCounts: (leads: number, leadsText: string, renders: number, rendersText: string) =>
    `${leadsText} ${leads === 1 ? 'lead' : 'leads'} · ${rendersText} ${renders === 1 ? 'render' : 'renders'}`,
  ofStyled: (pct: string) => `${pct} de los leads con estilo`,
  visitFunnelTitle: 'De la vista a la visita',
  visitFunnelCaption:
    'Vistas de tus microsites, solicitudes recibidas y visitas al inmueble del periodo: reservadas (pedidas en él, salvo las rechazadas) y hechas.',
  visitSteps: {
    views: 'Vistas del microsite',
    leads: 'Leads',
    booked: 'Visitas reservadas',
    done: 'Visitas hechas',
  },
  visitStepShare: (pct: string, of: string) => `${pct} de ${of}`,
  visitStepOf: { leads: 'las vistas', booked: 'los leads', done: 'las reservadas' },
  funnelTitle: 'De vista a lead, por dispositivo',
  funnelCaption: 'Vistas de tus microsites y solicitudes enviadas desde cada tipo de dispositivo.',
  device: 'Dispositivo',
  total: 'Total',
  devices: { mobile: 'Móvil', tablet: 'Tableta', desktop: 'Ordenador', other: 'Otros' } satisfies Record<
    DeviceClass,
    string
  >,
} as const;
