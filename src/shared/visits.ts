import { z } from 'zod';
import { hasControlChars } from './control-chars';
import { DEFAULT_LANG, isLang, type Lang } from './lang';
import { isPhoneNumber } from './phone';
import { isValidTaxId, normalizeTaxId } from './tax-id';
import { SPAIN_TIME_ZONE } from './time-zone';

/**
 * Visits (issue 30): the words and the checks that the booking form, the dashboard and the
 * server share. Every schema accepts what a plain HTML form posts (strings, "on", "yes"/"no"),
 * so the no-JavaScript form and the API validate with the same rules and the same messages.
 */

/** What happens to a visit: asked for, then confirmed or declined, canceled, or done. */
export const VISIT_STATUSES = ['requested', 'confirmed', 'declined', 'canceled', 'done'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
/** Visits that hold their slot: nobody else may book over them. */
export const SLOT_HOLDING_STATUSES = ['requested', 'confirmed'] as const satisfies readonly VisitStatus[];

/** ISO weekday order (Spain's week starts on Monday). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const VISIT_LENGTH = { min: 15, max: 180, step: 5, default: 30 } as const;
export const MAX_RANGES_PER_DAY = 6;
/** The days ahead that the microsite offers slots for. */
export const BOOKING_HORIZON_DAYS = 14;
/** The largest drawn signature accepted (a finger signature as PNG is 5–40 KB). */
export const MAX_SIGNATURE_BYTES = 200 * 1024;

export const visitTexts = {
  status: {
    requested: 'Pendiente de confirmar',
    confirmed: 'Confirmada',
    declined: 'Rechazada',
    canceled: 'Cancelada',
    done: 'Realizada',
  } satisfies Record<VisitStatus, string>,
  weekday: {
    mon: 'Lunes',
    tue: 'Martes',
    wed: 'Miércoles',
    thu: 'Jueves',
    fri: 'Viernes',
    sat: 'Sábado',
    sun: 'Domingo',
  } satisfies Record<Weekday, string>,
  // The booking form on the microsite.
  bookTitle: 'Pedir visita',
  chooseSlot: 'Elige día y hora',
  otherTime: 'Ninguna me va bien: propongo otra hora',
  proposedLabel: 'Día y hora que propones',
  nameLabel: 'Nombre y apellidos *',
  emailLabel: 'E-mail',
  phoneLabel: 'Teléfono',
  contactHint: 'Indica al menos un e-mail o un teléfono para que la agencia te confirme la visita.',
  consentLabel:
    'Acepto que la agencia me contacte para organizar la visita y acepto la política de privacidad.',
  submit: 'Pedir visita',
  noSlots: 'No quedan huecos libres en los próximos 14 días. Propón otra hora y la agencia te responderá.',
  requested: 'Petición enviada. La agencia te confirmará la visita por e-mail o por teléfono.',
  // Booking errors.
  slotRequired: 'Elige un hueco o propón otra hora.',
  slotInvalid: 'Ese hueco no es válido. Elige uno de la lista.',
  slotTaken: 'Ese hueco ya no está libre. Elige otro.',
  slotPast: 'Ese hueco ya ha pasado o empieza demasiado pronto. Elige otro.',
  proposedInvalid: 'Indica el día y la hora que propones (por ejemplo, 14/05/2027 a las 17:30).',
  proposedPast: 'La hora que propones ya ha pasado o es demasiado pronto. Elige otra.',
  nameRequired: 'Indica tu nombre.',
  tooLong: 'Este campo es demasiado largo.',
  notAllowed: 'El texto contiene caracteres no permitidos (invisibles o de control). Vuelve a escribirlo.',
  contactRequired: 'Indica un e-mail o un teléfono para que la agencia te confirme la visita.',
  invalidEmail: 'El e-mail no es válido. Revisa que esté bien escrito.',
  invalidPhone: 'El teléfono no es válido: escribe de 9 a 15 cifras.',
  consentRequired: 'Debes aceptar que la agencia te contacte y la política de privacidad.',
  // The member's visiting hours (Configuración → Visitas).
  timeFormat: 'Escribe la hora como HH:MM, por ejemplo 09:30.',
  endAfterStart: 'La hora de fin debe ser posterior a la de inicio.',
  rangesOverlap: 'Los tramos de un mismo día no pueden solaparse.',
  tooManyRanges: `Como máximo ${MAX_RANGES_PER_DAY} tramos por día.`,
  lengthRange: `La visita debe durar entre ${VISIT_LENGTH.min} y ${VISIT_LENGTH.max} minutos.`,
  lengthStep: `La duración debe ser un múltiplo de ${VISIT_LENGTH.step} minutos.`,
  // The visit sheet (parte de visita).
  idLabel: 'DNI o NIE *',
  idRequired: 'Indica tu DNI o NIE.',
  idFormat: 'Escribe el DNI (8 números y una letra) o el NIE (X, Y o Z, 7 números y una letra).',
  idLetter: 'El DNI o NIE no es válido: revisa la letra.',
  firstVisitQuestion: '¿Es la primera vez que visitas este inmueble, con esta o con otra agencia?',
  firstVisitRequired: 'Indica si es la primera vez que visitas este inmueble.',
  signatureRequired: 'Firma en el recuadro.',
  signatureTooBig: 'La firma ocupa demasiado (máximo 200 KB). Bórrala y vuelve a firmar.',
  signatureNotPng: 'La firma no es una imagen válida. Bórrala y vuelve a firmar.',
} as const;

/** "09:30" → 570 minutes after midnight; null when it is not a valid HH:MM time. */
export function minutesOfDay(hhmm: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Wall-clock HH:MM, so "9:30" typed in a text field is accepted as "09:30". */
const clockTime = z
  .string({ error: visitTexts.timeFormat })
  .trim()
  .transform((v) => (/^\d:\d\d$/.test(v) ? `0${v}` : v))
  .refine((v) => minutesOfDay(v) !== null, { error: visitTexts.timeFormat });

/** One range of a day, [start, end): a slot may start at `start` and must end by `end`. */
const timeRange = z
  .object({ start: clockTime, end: clockTime })
  // zod runs this even when a time above was refused: only a pair of valid times is compared.
  .refine(
    (r) => {
      const [start, end] = [minutesOfDay(r.start), minutesOfDay(r.end)];
      return start === null || end === null || end > start;
    },
    {
      error: visitTexts.endAfterStart,
      path: ['end'],
    },
  );
export type TimeRange = z.output<typeof timeRange>;

const dayRanges = z
  .array(timeRange)
  .max(MAX_RANGES_PER_DAY, { error: visitTexts.tooManyRanges })
  .default([])
  // Sorted by start, so the slots come out in order and the overlap check is one pass.
  .transform((ranges) => [...ranges].sort((a, b) => minutesOfDay(a.start)! - minutesOfDay(b.start)!))
  .superRefine((ranges, ctx) => {
    for (let i = 1; i < ranges.length; i++) {
      if (minutesOfDay(ranges[i]!.start)! < minutesOfDay(ranges[i - 1]!.end)!)
        ctx.addIssue({ code: 'custom', path: [i, 'start'], message: visitTexts.rangesOverlap });
    }
  });

/** A member's weekly visiting hours, Madrid wall-clock time; a day left out has no visits. */
export const weeklyHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, dayRanges])) as Record<Weekday, typeof dayRanges>,
);
export type WeeklyHours = z.output<typeof weeklyHoursSchema>;

/** Minutes a visit lasts: 15–180, a multiple of 5 (a form sends "30"). */
export const visitLengthSchema = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, { error: visitTexts.lengthRange })])
  .transform(Number)
  .refine((n) => Number.isInteger(n) && n >= VISIT_LENGTH.min && n <= VISIT_LENGTH.max, {
    error: visitTexts.lengthRange,
  })
  .refine((n) => n % VISIT_LENGTH.step === 0, { error: visitTexts.lengthStep });

const oneLine = (max: number) =>
  z
    .string({ error: visitTexts.tooLong })
    .trim()
    .max(max, { error: visitTexts.tooLong })
    .refine((v) => !hasControlChars(v), { error: visitTexts.notAllowed });
const optionalLine = (max: number) => oneLine(max).optional().default('');
const emailFormat = z.email();
/** An instant with its offset, as the slot list gives it: "2027-05-14T15:30:00.000Z". */
const instantFormat = z.iso.datetime({ offset: true });
/** What <input type="datetime-local"> sends: Madrid wall-clock time, no offset. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::00)?$/;

/** A form checkbox posts "on"; JSON posts true. Anything else is no consent. */
const isTicked = (v: unknown) => v === true || v === 'on' || v === 'true';

/**
 * A visit request from the microsite: one of the offered slots (`slot`, an instant) or a time the
 * visitor proposes (`proposed`, Madrid wall clock, converted and checked on the server); a name;
 * an e-mail or a phone, at least one; consent. A real slot wins over a proposal left filled in
 * (a no-JS form sends both fields whatever radio is chosen). `website` is a honeypot. `lang` is
 * the page's language ('en' on the English microsite; anything else, or nothing, is Spanish): the
 * visitor's e-mails and page follow it.
 *
 * Consent is checked in the superRefine, not as a field of its own: zod skips an object's
 * refinements once a field fails its type, so an unticked box used to hide the time and contact
 * errors until the second try. Every field here fails only in refinements, so all show at once.
 */
export const bookingRequestSchema = z
  .object({
    slot: z.string().trim().max(40).optional().default(''),
    proposed: z.string().trim().max(40).optional().default(''),
    name: oneLine(120).min(1, { error: visitTexts.nameRequired }),
    email: optionalLine(254),
    phone: optionalLine(30),
    consent: z.unknown().optional(),
    website: z.string().max(200).optional().default(''),
    lang: z
      .unknown()
      .optional()
      .transform((v): Lang => (isLang(v) ? v : DEFAULT_LANG)),
  })
  .superRefine((v, ctx) => {
    const isSlot = instantFormat.safeParse(v.slot).success;
    if (v.slot && v.slot !== 'other' && !isSlot)
      ctx.addIssue({ code: 'custom', path: ['slot'], message: visitTexts.slotInvalid });
    else if (!isSlot && !v.proposed)
      ctx.addIssue({ code: 'custom', path: ['slot'], message: visitTexts.slotRequired });
    else if (!isSlot && !isLocalDateTime(v.proposed))
      ctx.addIssue({ code: 'custom', path: ['proposed'], message: visitTexts.proposedInvalid });
    if (!v.email && !v.phone)
      ctx.addIssue({ code: 'custom', path: ['email'], message: visitTexts.contactRequired });
    if (v.email && !emailFormat.safeParse(v.email).success)
      ctx.addIssue({ code: 'custom', path: ['email'], message: visitTexts.invalidEmail });
    if (v.phone && !isPhoneNumber(v.phone))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: visitTexts.invalidPhone });
    if (!isTicked(v.consent))
      ctx.addIssue({ code: 'custom', path: ['consent'], message: visitTexts.consentRequired });
  })
  .transform(({ slot, proposed, website, consent, ...rest }) => ({
    ...rest,
    consent: true as const,
    when: instantFormat.safeParse(slot).success
      ? { kind: 'slot' as const, start: new Date(slot).toISOString() }
      : { kind: 'proposed' as const, local: proposed.slice(0, 16) },
    /** Filled in by a bot: the server answers as if it had stored the request, and does not. */
    honeypot: website !== '',
  }));
export type BookingRequest = z.output<typeof bookingRequestSchema>;

/** Whether "2027-05-14T17:30" names a real calendar day and time (the zone is the server's job). */
export function isLocalDateTime(value: string): boolean {
  const m = LOCAL_DATE_TIME.exec(value);
  if (!m) return false;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCMonth() === mo - 1 && day.getUTCDate() === d && h < 24 && mi < 60;
}

/** `x1234567-l` → `X1234567L`: upper case, no spaces, dots or dashes. */
export const normalizeIdDocument = normalizeTaxId;

/**
 * Why a Spanish DNI or NIE is refused, or null when its check letter is right. The letter is
 * "TRWAGMYFPDXBNJZSQVHLCKE"[number % 23], a NIE's X/Y/Z counting as 0/1/2 (shared/tax-id.ts,
 * the one place that computes it). A right shape with a wrong letter is told apart: a typo.
 */
export function idDocumentError(value: string): 'format' | 'letter' | null {
  const id = normalizeIdDocument(value);
  if (!/^(\d{8}|[XYZ]\d{7})[A-Z]$/.test(id)) return 'format';
  return isValidTaxId(id) ? null : 'letter';
}

export const idDocumentSchema = z
  .string({ error: visitTexts.idRequired })
  .transform(normalizeIdDocument)
  .superRefine((id, ctx) => {
    const error = id === '' ? 'required' : idDocumentError(id);
    if (error === null) return;
    const message = {
      required: visitTexts.idRequired,
      format: visitTexts.idFormat,
      letter: visitTexts.idLetter,
    };
    ctx.addIssue({ code: 'custom', message: message[error] });
  });

/** The first-visit statement: a yes/no radio posts "yes" or "no". */
const yesNo = z
  .union([z.boolean(), z.enum(['yes', 'no', 'true', 'false'])], { error: visitTexts.firstVisitRequired })
  .transform((v) => v === true || v === 'yes' || v === 'true');

/** What each visitor enters on the sheet before signing. */
export const sheetVisitorSchema = z.object({
  name: oneLine(120).min(1, { error: visitTexts.nameRequired }),
  idNumber: idDocumentSchema,
  firstVisit: yesNo,
});
export type SheetVisitor = z.output<typeof sheetVisitorSchema>;

/** Who proposed a visit's current time, when it is not one of the offered slots. */
export const VISIT_PROPOSERS = ['visitor', 'agency'] as const;
export type VisitProposer = (typeof VISIT_PROPOSERS)[number];

/**
 * Whether a visit holds its time in the calendar: a confirmed one, or one asked for in an offered
 * slot, or a time the agency proposed (it chose it in its own calendar). A time the visitor
 * proposes holds nothing until the agency confirms it. The unique index visits_holding_start_key
 * (db/schema/visits.ts) spells the same rule in SQL.
 */
export function holdsSlot(v: {
  status: VisitStatus;
  proposed: boolean;
  proposedBy: VisitProposer | null;
}): boolean {
  if (v.status === 'confirmed') return true;
  return v.status === 'requested' && (!v.proposed || v.proposedBy === 'agency');
}

/** How far ahead a visitor may propose a time of their own. */
export const PROPOSAL_HORIZON_DAYS = 90;

export const visitApiTexts = {
  proposedTooFar: `Propón una hora dentro de los próximos ${PROPOSAL_HORIZON_DAYS} días.`,
  listingUnknown: 'Este inmueble no existe o ya no está publicado.',
  tooMany: 'Has enviado muchas peticiones seguidas. Espera unos minutos y vuelve a intentarlo.',
  badTransition: 'Esta visita ya no se puede cambiar así: recarga la página para ver su estado actual.',
  agencyTimeTaken: 'A esa hora ya hay otra visita en este calendario. Elige otra hora.',
  agencyTimePast: 'Esa hora ya ha pasado. Elige otra.',
  agencyTimeInvalid: 'Indica el día y la hora (por ejemplo, 14/05/2027 a las 17:30).',
  confirmed: 'Visita confirmada. Te esperamos en el inmueble a la hora elegida.',
} as const;

/** The member's visit settings as the form sends them (Configuración → Visitas). */
export const visitSettingsSchema = z.object({
  /** 'agency': the agency's default hours (the owner only); else the member's own. */
  scope: z.enum(['member', 'agency']).optional().default('member'),
  weeklyHours: weeklyHoursSchema,
  lengthMinutes: visitLengthSchema,
  autoConfirm: z.boolean().optional().default(false),
});
export type VisitSettingsInput = z.output<typeof visitSettingsSchema>;

export interface VisitSettingsView {
  scope: 'member' | 'agency';
  weeklyHours: WeeklyHours;
  lengthMinutes: number;
  autoConfirm: boolean;
  /** False while nothing was saved: the values are the defaults (no hours, no slots). */
  saved: boolean;
}

/** The slots a microsite offers: instants (ISO), each `lengthMinutes` long. */
export interface VisitSlotsResponse {
  slots: string[];
  lengthMinutes: number;
}

/** What the visitor sees of their visit. */
export interface PublicVisitView {
  id: string;
  status: VisitStatus;
  statusText: string;
  start: string;
  end: string;
  proposed: boolean;
}
export interface BookingResponse {
  visit: PublicVisitView;
  /** The secret of the visitor's reschedule/cancel link: given once, only its hash is stored. */
  manageToken: string;
  message: string;
}

/** A visit in the agency's dashboard. */
export interface VisitView extends PublicVisitView {
  listingId: string | null;
  leadId: string;
  memberId: string | null;
  proposedBy: VisitProposer | null;
  sequence: number;
  visitorName: string;
  visitorEmail: string | null;
  visitorPhone: string | null;
  /** The visitor's opinion after the visit (1–5), its comment, and when it came; null until then. */
  feedbackRating: number | null;
  feedbackComment: string | null;
  feedbackAt: string | null;
  createdAt: string;
}

export const visitListQuerySchema = z.object({
  when: z.enum(['today', 'upcoming', 'past']).optional().default('upcoming'),
  listingId: z.uuid().optional(),
  /** A member's id, or "agency" for the visits shown by the agency itself. */
  memberId: z.union([z.uuid(), z.literal('agency')]).optional(),
});

/** Another time the agency proposes: Madrid wall clock like the visitor's, or an instant. */
export const visitProposeSchema = z
  .object({ start: z.string().trim().max(40) })
  .refine((v) => isLocalDateTime(v.start) || z.iso.datetime({ offset: true }).safeParse(v.start).success, {
    error: visitTexts.proposedInvalid,
    path: ['start'],
  });

export const visitsApi = {
  settings: '/api/visit-settings',
  list: '/api/visits',
  confirm: '/api/visits/:id/confirm',
  decline: '/api/visits/:id/decline',
  propose: '/api/visits/:id/propose',
  cancel: '/api/visits/:id/cancel',
  publicSlots: '/api/public/listings/:slug/visit-slots',
  publicBook: '/api/public/listings/:slug/visits',
  slotsOf: (slug: string) => `/api/public/listings/${encodeURIComponent(slug)}/visit-slots`,
  bookOf: (slug: string) => `/api/public/listings/${encodeURIComponent(slug)}/visits`,
  action: (id: string, action: 'confirm' | 'decline' | 'propose' | 'cancel') => `/api/visits/${id}/${action}`,
} as const;

/** The visitor's own pages, without an account: the manage link e-mailed with every change. */
export const visitPaths = {
  manage: '/visita/:token',
  feedback: '/visita/:token/opinion',
  manageOf: (token: string) => `/visita/${encodeURIComponent(token)}`,
  feedbackOf: (token: string) => `/visita/${encodeURIComponent(token)}/opinion`,
} as const;

const visitTimeFormat = {
  es: new Intl.DateTimeFormat('es-ES', {
    timeZone: SPAIN_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    timeZone: SPAIN_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }),
} satisfies Record<Lang, Intl.DateTimeFormat>;

/**
 * A visit's day and time as the visitor reads it, Madrid time: "jueves, 14 de mayo de 2027, 17:30";
 * in English "Thursday, 14 May 2027, 17:30 (Madrid time)" (en-GB alone writes "Thursday 14 May 2027
 * at 17:30", and a foreign buyer needs the zone named).
 */
export function formatVisitTime(at: Date | string, lang: Lang = DEFAULT_LANG): string {
  if (lang === 'es') return visitTimeFormat.es.format(new Date(at));
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of visitTimeFormat.en.formatToParts(new Date(at))) part[p.type] = p.value;
  return `${part.weekday}, ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} (Madrid time)`;
}

/** The e-mails the visitor gets: one per change of their visit, the reminders and the opinion request. */
export const VISIT_MAIL_KINDS = [
  'requested',
  'confirmed',
  'declined',
  'proposed',
  'canceled',
  'rescheduled',
  'reminder24h',
  'reminder2h',
  'feedback',
] as const;
export type VisitMailKind = (typeof VISIT_MAIL_KINDS)[number];
/** The visit as one change left it (the visit-mail job's payload): its e-mail tells that change. */
export interface VisitSnapshot {
  status: VisitStatus;
  start: string;
  end: string;
}

export const visitMailTexts = {
  subject: {
    requested: (title: string) => `Petición de visita recibida: ${title}`,
    confirmed: (title: string) => `Visita confirmada: ${title}`,
    declined: (title: string) => `Visita no disponible: ${title}`,
    proposed: (title: string) => `La agencia te propone otra hora: ${title}`,
    canceled: (title: string) => `Visita cancelada: ${title}`,
    rescheduled: (title: string) => `Visita cambiada: ${title}`,
    reminder24h: (title: string) => `Mañana visitas ${title}`,
    reminder2h: (title: string) => `En dos horas visitas ${title}`,
    feedback: (title: string) => `¿Qué te pareció ${title}?`,
  } satisfies Record<VisitMailKind, (title: string) => string>,
  intro: {
    requested: (agency: string) =>
      `Hemos recibido tu petición de visita. ${agency} te la confirmará por e-mail en cuanto pueda.`,
    confirmed: (agency: string) => `${agency} ha confirmado tu visita. Te esperamos en el inmueble.`,
    declined: (agency: string) =>
      `${agency} no puede enseñarte el inmueble a esa hora. Puedes pedir otra visita desde la página del inmueble.`,
    proposed: (agency: string) =>
      `${agency} te propone otra hora para la visita. Acéptala o elige otro hueco desde el enlace de abajo.`,
    canceled: (agency: string) => `La visita se ha cancelado. Si quieres, puedes pedir otra a ${agency}.`,
    rescheduled: (agency: string) => `Has cambiado la hora de tu visita. ${agency} ya tiene la nueva hora.`,
    reminder24h: (agency: string) => `Te recordamos que mañana tienes una visita con ${agency}.`,
    reminder2h: (agency: string) => `Te recordamos que en dos horas tienes una visita con ${agency}.`,
    feedback: (agency: string) =>
      `Gracias por visitar el inmueble con ${agency}. ¿Nos dices qué te pareció? Solo te llevará un minuto.`,
  } satisfies Record<VisitMailKind, (agency: string) => string>,
  whenLabel: 'Día y hora',
  whereLabel: 'Dirección',
  statusLabel: 'Estado',
  manageCta: 'Ver o cambiar mi visita',
  feedbackCta: 'Dar mi opinión',
  calendarHint: 'Añade la visita a tu calendario con la invitación adjunta.',
  outro: 'Desde el enlace puedes cambiar la hora o cancelar la visita, sin crear una cuenta.',
  fallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
  signature: 'El equipo de Escaparate',
  /** The calendar event's title. */
  eventSummary: (title: string) => `Visita: ${title}`,
  attachmentName: 'visita.ics',
} as const;

/** One language's words for the visitor's e-mails: visitMailTexts' keys, any strings. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : T[K] };
export type VisitMailTexts = Widen<typeof visitMailTexts>;

/** The visitor's e-mails in English: the visit booked on the English microsite (visits.locale). */
const visitMailTextsEn: VisitMailTexts = {
  subject: {
    requested: (title: string) => `Visit request received: ${title}`,
    confirmed: (title: string) => `Visit confirmed: ${title}`,
    declined: (title: string) => `Visit not available: ${title}`,
    proposed: (title: string) => `The agency proposes another time: ${title}`,
    canceled: (title: string) => `Visit cancelled: ${title}`,
    rescheduled: (title: string) => `Visit changed: ${title}`,
    reminder24h: (title: string) => `Tomorrow you visit ${title}`,
    reminder2h: (title: string) => `In two hours you visit ${title}`,
    feedback: (title: string) => `What did you think of ${title}?`,
  },
  intro: {
    requested: (agency: string) =>
      `We have received your visit request. ${agency} will confirm it by e-mail as soon as they can.`,
    confirmed: (agency: string) => `${agency} has confirmed your visit. See you at the property.`,
    declined: (agency: string) =>
      `${agency} cannot show you the property at that time. You can request another visit from the property's page.`,
    proposed: (agency: string) =>
      `${agency} proposes another time for the visit. Accept it or choose another slot from the link below.`,
    canceled: (agency: string) =>
      `The visit has been cancelled. If you wish, you can request another one from ${agency}.`,
    rescheduled: (agency: string) =>
      `You have changed the time of your visit. ${agency} already has the new time.`,
    reminder24h: (agency: string) => `A reminder that tomorrow you have a visit with ${agency}.`,
    reminder2h: (agency: string) => `A reminder that in two hours you have a visit with ${agency}.`,
    feedback: (agency: string) =>
      `Thank you for visiting the property with ${agency}. Would you tell us what you thought? It only takes a minute.`,
  },
  whenLabel: 'Day and time',
  whereLabel: 'Address',
  statusLabel: 'Status',
  manageCta: 'See or change my visit',
  feedbackCta: 'Give my opinion',
  calendarHint: 'Add the visit to your calendar with the attached invitation.',
  outro: 'From the link you can change the time or cancel the visit, without creating an account.',
  fallback: 'If the button does not work, copy this link into your browser:',
  signature: 'The Escaparate team',
  eventSummary: (title: string) => `Visit: ${title}`,
  attachmentName: 'visit.ics',
};

/** The visitor's e-mails in each language, Spanish first and the default. */
export const visitMailTextsIn: Record<Lang, VisitMailTexts> = { es: visitMailTexts, en: visitMailTextsEn };

/** A visit's status as the visitor reads it, in each language. */
export const visitStatusTextsIn: Record<Lang, Record<VisitStatus, string>> = {
  es: visitTexts.status,
  en: {
    requested: 'Awaiting confirmation',
    confirmed: 'Confirmed',
    declined: 'Declined',
    canceled: 'Cancelled',
    done: 'Done',
  },
};

/** The visitor's manage page (no account, works without JavaScript). */
export const visitManageTexts = {
  metaTitle: 'Tu visita',
  title: 'Tu visita',
  propertyLabel: 'Inmueble',
  whenLabel: 'Día y hora (hora de España peninsular)',
  statusLabel: 'Estado',
  agencyLabel: 'Agencia',
  proposedByAgency: 'La agencia te propone esta hora. Acéptala o elige otro hueco.',
  proposedByVisitor: 'Has propuesto esta hora: la agencia te confirmará si le va bien.',
  accept: 'Aceptar esta hora',
  cancel: 'Cancelar la visita',
  reschedule: 'Cambiar a este hueco',
  rescheduleTitle: 'Elegir otro día y hora',
  chooseSlot: visitTexts.chooseSlot,
  noSlots: 'No quedan huecos libres en los próximos 14 días.',
  closed: 'Esta visita ya no se puede cambiar desde aquí. Si necesitas algo, contacta con la agencia.',
  sheetPdf: 'Descargar el parte de visita firmado (PDF)',
  canceledDone: 'Has cancelado la visita. Te lo hemos confirmado por e-mail.',
  rescheduledDone: 'Hemos cambiado la hora de tu visita.',
  acceptedDone: 'Has aceptado la hora. La visita queda confirmada.',
  notFoundTitle: 'Enlace no válido',
  notFound:
    'Este enlace de visita no existe o está incompleto. Copia el enlace entero del e-mail que te enviamos.',
  // The opinion after the visit.
  feedbackTitle: '¿Qué te pareció la visita?',
  ratingLabel: 'Tu valoración (1 = nada, 5 = mucho)',
  ratingRequired: 'Elige una valoración del 1 al 5.',
  commentLabel: 'Comentario (opcional)',
  commentTooLong: 'El comentario es demasiado largo (máximo 1000 caracteres).',
  feedbackSubmit: 'Enviar mi opinión',
  feedbackThanks: '¡Gracias! Hemos guardado tu opinión.',
  feedbackAlready: 'Ya nos diste tu opinión sobre esta visita. ¡Gracias!',
  feedbackNotYet: 'Podrás dar tu opinión cuando hayas hecho la visita.',
} as const;

export type VisitManageTexts = Widen<typeof visitManageTexts>;

/** The visitor's pages in English (the date carries "(Madrid time)", so the label does not). */
const visitManageTextsEn: VisitManageTexts = {
  metaTitle: 'Your visit',
  title: 'Your visit',
  propertyLabel: 'Property',
  whenLabel: 'Day and time',
  statusLabel: 'Status',
  agencyLabel: 'Agency',
  proposedByAgency: 'The agency proposes this time. Accept it or choose another slot.',
  proposedByVisitor: 'You have proposed this time: the agency will confirm whether it suits them.',
  accept: 'Accept this time',
  cancel: 'Cancel the visit',
  reschedule: 'Move to this slot',
  rescheduleTitle: 'Choose another day and time',
  chooseSlot: 'Choose a day and time',
  noSlots: 'There are no free slots in the next 14 days.',
  closed: 'This visit can no longer be changed here. If you need anything, contact the agency.',
  sheetPdf: 'Download the signed visit sheet (PDF, in Spanish)',
  canceledDone: 'You have cancelled the visit. We have confirmed it by e-mail.',
  rescheduledDone: 'We have changed the time of your visit.',
  acceptedDone: 'You have accepted the time. The visit is confirmed.',
  notFoundTitle: 'Invalid link',
  notFound:
    'This visit link does not exist or is incomplete. Copy the whole link from the e-mail we sent you.',
  feedbackTitle: 'What did you think of the visit?',
  ratingLabel: 'Your rating (1 = not at all, 5 = very much)',
  ratingRequired: 'Choose a rating from 1 to 5.',
  commentLabel: 'Comment (optional)',
  commentTooLong: 'The comment is too long (1000 characters at most).',
  feedbackSubmit: 'Send my opinion',
  feedbackThanks: 'Thank you! We have saved your opinion.',
  feedbackAlready: 'You already gave us your opinion on this visit. Thank you!',
  feedbackNotYet: 'You can give your opinion once you have made the visit.',
};

/** The visitor's pages in each language, Spanish first and the default. */
export const visitManageTextsIn: Record<Lang, VisitManageTexts> = {
  es: visitManageTexts,
  en: visitManageTextsEn,
};

export const FEEDBACK_COMMENT_MAX = 1000;

/** The visitor's opinion: a 1–5 rating (a radio posts "4") and an optional comment of several lines. */
export const visitFeedbackSchema = z.object({
  rating: z
    .union([z.number(), z.string()], { error: visitManageTexts.ratingRequired })
    .transform((v) => (typeof v === 'string' ? (/^[1-5]$/.test(v.trim()) ? Number(v) : Number.NaN) : v))
    .refine((n) => Number.isInteger(n) && n >= 1 && n <= 5, { error: visitManageTexts.ratingRequired }),
  comment: z
    .string({ error: visitManageTexts.commentTooLong })
    .trim()
    .max(FEEDBACK_COMMENT_MAX, { error: visitManageTexts.commentTooLong })
    .refine((v) => !hasControlChars(v, { multiline: true }), { error: visitTexts.notAllowed })
    .optional()
    .default(''),
});
export type VisitFeedback = z.output<typeof visitFeedbackSchema>;
