import { paths, route } from './paths';

/**
 * The two private links of visits (issue 30): each member's calendar subscription (an .ics feed
 * that Google Calendar, Outlook or Apple Calendar poll) and a listing's visit log for its owner
 * (the property's owner, not the agency's). Each URL carries an HMAC of its id and a random key
 * stored beside it: a new key ends every old URL.
 */
export const visitLinkPaths = {
  /** `/calendario/{token}.ics`: the router's file parameter holds the token and the extension. */
  calendarFeed: Object.assign((token: string) => `/calendario/${encodeURIComponent(token)}.ics`, {
    pattern: '/calendario/:file' as const,
  }),
  /** `/registro-visitas/{token}`: the owner's read-only log of one listing's visits. */
  visitLog: route('/registro-visitas/:token'),
  /** The dashboard's visits page, linked from each calendar event. */
  dashboardVisits: paths.dashboard.visits,
} as const;

export const visitLinksApi = {
  calendar: '/api/visit-calendar',
  calendarRotate: '/api/visit-calendar/rotate',
  visitLog: route('/api/listings/:id/visit-log-link'),
} as const;

/** GET/POST of the calendar link; POST (create or rotate) of the visit-log link. */
export interface VisitLinkResponse {
  url: string;
}
/** GET of a listing's visit-log link: null while none is shared. */
export interface VisitLogLinkResponse {
  url: string | null;
}

/** What the calendar feed writes (in the agent's own calendar app). */
export const calendarFeedTexts = {
  calendarName: (agencyName: string) => `Visitas · ${agencyName}`,
  summary: (title: string) => `Visita: ${title}`,
  deletedListing: 'inmueble eliminado',
  visitor: (name: string) => `Visitante: ${name}`,
  email: (email: string) => `E-mail: ${email}`,
  phone: (phone: string) => `Teléfono: ${phone}`,
  dashboard: (url: string) => `Ver en Escaparate: ${url}`,
} as const;

/** The member's calendar card (Configuración). */
export const calendarCardTexts = {
  title: 'Tu calendario de visitas',
  intro:
    'Suscríbete a este enlace privado y tus visitas aparecerán en tu calendario. Quien tenga el enlace ve tus visitas: no lo compartas.',
  ownerNote: 'Como propietario de la cuenta, incluye también las visitas de la agencia sin agente asignado.',
  label: 'Enlace de suscripción',
  copy: 'Copiar',
  copied: 'Enlace copiado.',
  copyFailed: 'No se ha podido copiar. Selecciona el enlace y cópialo a mano.',
  rotate: 'Cambiar el enlace',
  rotateTitle: '¿Cambiar el enlace del calendario?',
  rotateBody:
    'El enlace actual dejará de funcionar y los calendarios suscritos a él dejarán de recibir tus visitas. Tendrás que suscribirte de nuevo con el enlace nuevo.',
  rotateConfirm: 'Cambiar el enlace',
  rotated: 'Enlace cambiado. Suscríbete de nuevo con el enlace nuevo.',
  rotateError: 'No se ha podido cambiar el enlace.',
  loading: 'Cargando…',
  loadError: 'No se ha podido cargar el enlace del calendario.',
  cancel: 'Cancelar',
  howTo: 'Cómo añadirlo',
  google: 'Google Calendar: Otros calendarios → «+» → Desde URL, pega el enlace y pulsa «Añadir calendario».',
  outlook: 'Outlook: Calendario → Agregar calendario → Suscribirse desde la web, pega el enlace e impórtalo.',
  apple:
    'Apple (Mac, iPhone): Calendario → Archivo → Nueva suscripción a calendario (en iPhone: Ajustes → Calendario → Cuentas → Añadir cuenta → Otra → Añadir calendario suscrito).',
  refreshNote: 'Los calendarios lo actualizan cada cierto tiempo (Google, a veces, tarda varias horas).',
} as const;

/** The owner's visit-log card (a listing's dialog in the dashboard). */
export const visitLogCardTexts = {
  open: 'Visitas',
  openTitle: 'Registro de visitas para el propietario',
  title: 'Registro de visitas para el propietario',
  intro:
    'Un enlace privado que puedes enviar al propietario: muestra las visitas de este inmueble y las valoraciones de quienes lo visitaron, sin sus datos personales.',
  none: 'Todavía no has compartido el registro de este inmueble.',
  create: 'Crear el enlace',
  created: 'Enlace creado.',
  label: 'Enlace del registro',
  copy: 'Copiar',
  copied: 'Enlace copiado.',
  copyFailed: 'No se ha podido copiar. Selecciona el enlace y cópialo a mano.',
  openLink: 'Abrir',
  rotate: 'Cambiar el enlace',
  rotateTitle: '¿Cambiar el enlace del registro?',
  rotateBody: 'El enlace actual dejará de funcionar. Envía el nuevo al propietario.',
  rotated: 'Enlace cambiado.',
  stop: 'Dejar de compartir',
  stopTitle: '¿Dejar de compartir el registro?',
  stopBody: 'El enlace dejará de funcionar. Puedes crear otro cuando quieras.',
  stopped: 'El registro ya no se comparte.',
  error: 'No se ha podido guardar el cambio.',
  loading: 'Cargando…',
  loadError: 'No se ha podido cargar el enlace del registro.',
  cancel: 'Cancelar',
  close: 'Cerrar',
} as const;

/** The visit-log page the owner opens (server-rendered, no personal data of visitors). */
export const visitLogPageTexts = {
  meta: 'Registro de visitas',
  title: (listingTitle: string) => `Registro de visitas: ${listingTitle}`,
  intro: (agencyName: string) =>
    `Las visitas a tu inmueble organizadas por ${agencyName}. Por su privacidad, no se muestran los datos personales de quienes lo visitaron.`,
  deletedListing: 'Inmueble eliminado',
  booked: 'Visitas pedidas',
  done: 'Visitas realizadas',
  rated: 'Valoración media',
  when: 'Fecha y hora',
  status: 'Estado',
  opinion: 'Valoración y comentario',
  tableLabel: 'Visitas al inmueble',
  stars: (n: number) => `${n} de 5`,
  none: 'Todavía no hay visitas.',
  updated: (at: string) => `Actualizado el ${at} (hora de Madrid).`,
  notFoundTitle: 'Este enlace no funciona',
  notFoundMessage:
    'El registro de visitas ya no se comparte o el enlace ha cambiado. Pide a la agencia el enlace actual.',
} as const;
