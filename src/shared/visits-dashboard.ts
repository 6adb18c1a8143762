import { lazyFormat } from './format';
import { paths } from './paths';
import { SPAIN_TIME_ZONE } from './time-zone';
import type { VisitView } from './visits';

/**
 * The agency's side of visits (issue 30): the Visitas page and Configuración → Visitas. The words
 * shared with the booking form and the server (statuses, weekdays, hour checks) are visitTexts in
 * shared/visits.ts; these are the dashboard's own.
 */

/** The tabs of the Visitas page, as GET /api/visits?when= names them. */
export const VISIT_TABS = ['today', 'upcoming', 'past'] as const;
export type VisitTab = (typeof VISIT_TABS)[number];

/** Where the agent sets their visiting hours (the Visitas section of Configuración). */
export const VISIT_SETTINGS_SECTION = 'visits-section';
export const visitSettingsLink = `${paths.dashboard.settings}#${VISIT_SETTINGS_SECTION}`;

/** The visitor's answer after the visit, once it arrives (optional: older visits have none). */
export type VisitFeedback = {
  feedbackRating?: number | null;
  feedbackComment?: string | null;
  feedbackAt?: string | null;
};
export type DashboardVisit = VisitView & VisitFeedback;

export const visitsDashboardTexts = {
  title: 'Visitas',
  documentTitle: 'Visitas · Escaparate',
  intro:
    'Las visitas que piden los compradores desde tus microsites: confírmalas, propón otra hora o recházalas.',
  tabsLabel: 'Qué visitas ver',
  tabs: { today: 'Hoy', upcoming: 'Próximas', past: 'Pasadas' } satisfies Record<VisitTab, string>,
  filtersLabel: 'Filtrar visitas',
  listing: 'Inmueble',
  allListings: 'Todos los inmuebles',
  agent: 'Agente',
  allAgents: 'Todos',
  agency: 'Agencia',
  me: (name: string) => `${name} (tú)`,
  clearFilters: 'Quitar filtros',
  loading: 'Cargando visitas...',
  loadError: 'No se han podido cargar las visitas.',
  count: (n: number) => (n === 1 ? '1 visita' : `${n} visitas`),
  empty: {
    today: {
      title: 'Hoy no hay visitas',
      body: 'Las visitas de hoy aparecerán aquí. Mira en «Próximas» las de los próximos días.',
    },
    upcoming: {
      title: 'No hay visitas próximas',
      body: 'Los compradores piden visita con el botón «Pedir visita» de tus microsites, en los huecos libres de tu horario de visitas.',
    },
    past: {
      title: 'Aún no hay visitas pasadas',
      body: 'Las visitas ya hechas, rechazadas o canceladas aparecerán aquí con la opinión del comprador.',
    },
  } satisfies Record<VisitTab, { title: string; body: string }>,
  noHours:
    'Aún no has puesto tu horario de visitas: sin él, tus microsites no ofrecen huecos libres. Ponlo en Configuración → Visitas.',
  setHours: 'Poner horario de visitas',
  noMatch: {
    title: 'Ninguna visita con estos filtros',
    body: 'Prueba con otro inmueble u otro agente, o quita los filtros.',
  },
  // A visit's card.
  unknownListing: 'Inmueble eliminado',
  openListing: 'Abrir el microsite del inmueble',
  call: (phone: string) => `Llamar a ${phone}`,
  mail: (email: string) => `Escribir a ${email}`,
  attendedBy: (name: string) => `Atiende: ${name}`,
  slotOffered: 'Hueco libre del horario de visitas',
  proposedByVisitor: 'Hora propuesta por el comprador',
  proposedByAgency: 'Hora propuesta por la agencia: falta que el comprador la acepte',
  when: (day: string, from: string, to: string) => `${day}, de ${from} a ${to}`,
  // Actions.
  confirm: 'Confirmar',
  decline: 'Rechazar',
  propose: 'Proponer otra hora',
  proposeLabel: 'Nueva fecha y hora',
  proposeHint: 'El comprador recibirá un e-mail con la nueva hora para aceptarla.',
  proposeSend: 'Enviar propuesta',
  cancel: 'Cancelar',
  declineTitle: '¿Rechazar esta visita?',
  declineBody: (name: string, when: string) =>
    `${name} recibirá un e-mail diciendo que la visita del ${when} no puede hacerse. No se puede deshacer.`,
  declineKeep: 'No, mantenerla',
  declineConfirm: 'Sí, rechazar',
  declining: 'Rechazando...',
  confirmed: 'Visita confirmada. El comprador recibirá la invitación por e-mail.',
  declined: 'Visita rechazada.',
  // A confirmed visit the agency cannot keep.
  cancelVisit: 'Cancelar la visita',
  cancelTitle: '¿Cancelar esta visita confirmada?',
  cancelBody: (name: string, when: string) =>
    `${name} recibirá un e-mail diciendo que la visita del ${when} se ha cancelado, con la cancelación para su calendario. No se puede deshacer.`,
  cancelKeep: 'No, mantenerla',
  cancelConfirm: 'Sí, cancelar',
  canceling: 'Cancelando...',
  canceledDone: 'Visita cancelada.',
  proposed: 'Nueva hora propuesta. El comprador recibirá un e-mail para aceptarla.',
  actionError: 'No se ha podido cambiar la visita. Inténtalo de nuevo.',
  // The visitor's opinion after the visit.
  feedbackTitle: 'Opinión del comprador',
  rating: (n: number) => `${n} de 5 estrellas`,
  noComment: 'Sin comentario.',
} as const;

export const visitSettingsTexts = {
  title: 'Visitas',
  intro:
    'Tu horario de visitas: los compradores piden visita en tus huecos libres de los próximos 14 días, desde el microsite de cada inmueble.',
  scopeLabel: 'Qué horario editas',
  scopeMember: 'Mis horarios',
  scopeAgency: 'Horario de la agencia',
  scopeAgencyHint: 'Para los inmuebles sin agente asignado.',
  notSaved: 'Aún no has guardado este horario: los microsites no ofrecen huecos hasta que lo guardes.',
  weekHours: 'Horario semanal',
  weekHoursHint: 'Un día sin tramos no tiene visitas. Hora de España peninsular.',
  closed: 'Sin visitas',
  from: 'Desde',
  to: 'Hasta',
  timePlaceholder: 'HH:MM',
  rangeLabel: (day: string, n: number) => `${day}, tramo ${n}`,
  addRange: 'Añadir tramo',
  addRangeTo: (day: string) => `Añadir tramo el ${day.toLowerCase()}`,
  removeRange: (day: string, n: number) => `Quitar el tramo ${n} del ${day.toLowerCase()}`,
  copyMonday: 'Copiar el lunes de martes a viernes',
  length: 'Duración de cada visita (minutos)',
  lengthHint: 'Entre 15 y 180 minutos, en múltiplos de 5.',
  autoConfirm: 'Confirmar automáticamente las visitas en huecos libres',
  autoConfirmHint:
    'Una visita pedida en un hueco libre queda confirmada al momento; las horas que propone el comprador esperan tu respuesta.',
  save: 'Guardar',
  saved: 'Horario de visitas guardado.',
  saveError: 'No se ha podido guardar el horario de visitas.',
  loading: 'Cargando...',
  loadError: 'No se ha podido cargar el horario de visitas.',
  fixErrors: 'Revisa los campos marcados en rojo.',
} as const;

const dayFormat = lazyFormat(
  () =>
    new Intl.DateTimeFormat('es-ES', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: SPAIN_TIME_ZONE,
    }),
);
const yearDayFormat = lazyFormat(
  () =>
    new Intl.DateTimeFormat('es-ES', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: SPAIN_TIME_ZONE,
    }),
);
const timeFormat = lazyFormat(
  () =>
    new Intl.DateTimeFormat('es-ES', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: SPAIN_TIME_ZONE,
    }),
);
let partsFormat: Intl.DateTimeFormat | undefined;
const madridParts = (at: Date) => {
  partsFormat ??= new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: SPAIN_TIME_ZONE,
  });
  return Object.fromEntries(partsFormat.formatToParts(at).map((p) => [p.type, p.value]));
};

/** "sábado, 5 de diciembre, de 17:30 a 18:00" in Madrid (the year only when it is not this year's). */
export function visitWhen(start: string, end: string, now = new Date()): string {
  const at = new Date(start);
  const sameYear = madridParts(at).year === madridParts(now).year;
  const day = (sameYear ? dayFormat : yearDayFormat).format(at);
  return visitsDashboardTexts.when(day, timeFormat.format(at), timeFormat.format(new Date(end)));
}

/** An instant as Madrid wall clock "2027-05-14T17:30", what <input type="datetime-local"> shows. */
export function madridLocalInput(iso: string): string {
  const parts = madridParts(new Date(iso));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
