import { z } from 'zod';
import { noControlChars } from './control-chars';
import { percentOf } from './format';
import type { Lang } from './lang';
import type { ContactMethod } from './leads';
import type { Operation } from './listing-catalog';
import { route, withQuery } from './paths';
import type { VisitStatus } from './visits';

/** Lead status (decision 017 → Leads); any change is allowed. The database column uses the same values. */
export const leadStatusValues = ['new', 'contacted', 'qualified', 'closed', 'lost'] as const;
export type LeadStatus = (typeof leadStatusValues)[number];

/** The labels of the status dropdown, in order. */
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'Nuevo',
  contacted: 'Contactado',
  qualified: 'Calificado',
  closed: 'Cerrado',
  lost: 'Perdido',
};

/**
 * Why a lead was flagged as part of a flood (it is kept, without an alert of its own, and told in
 * the agency's hourly digest): the honeypot filled, a link where a name goes, the same e-mail or
 * phone again and again, the same name again and again (digits aside), or very many leads from
 * one address within the hour. Different people writing from one address are never flagged for
 * that alone. `listing_flood` is no longer given (it flagged real buyers); old leads keep it.
 */
export const leadSuspicionValues = [
  'address_burst',
  'listing_flood',
  'repeated_contact',
  'repeated_content',
  'link_in_name',
  'honeypot',
] as const;
export type LeadSuspicion = (typeof leadSuspicionValues)[number];

/** The badge's tooltip and the digest's reason: why the lead was flagged. */
export const leadSuspicionLabels: Record<LeadSuspicion, string> = {
  address_burst: 'Demasiadas solicitudes desde la misma conexión en una hora',
  listing_flood: 'Llegó durante una avalancha de solicitudes a este inmueble',
  repeated_contact: 'El mismo e-mail o teléfono en muchas solicitudes',
  repeated_content: 'El mismo nombre repetido en muchas solicitudes',
  link_in_name: 'El nombre contiene un enlace',
  honeypot: 'Rellenó un campo oculto que solo rellenan los programas automáticos',
};

/** The values of the "Sospechosos" filter. */
export const leadSuspiciousFilterValues = ['only', 'hide'] as const;
export type LeadSuspiciousFilter = (typeof leadSuspiciousFilterValues)[number];

/** Spanish texts of Dashboard → Leads (decision 017 → Language and texts). */
export const leadsDashboardTexts = {
  documentTitle: 'Leads · Escaparate',
  title: 'Leads',
  intro: 'Las solicitudes que envían los compradores desde las páginas de tus inmuebles.',
  stats: {
    label: 'Resumen de leads',
    total: 'Total',
    new: 'Nuevos',
    contacted: 'Contactados',
    closed: 'Cerrados',
    /** Closed ÷ total leads: not the conversion (leads ÷ scans) of the other screens. */
    closedPct: 'Tasa de cierre',
    filtered: 'Cifras de los leads que coinciden con la búsqueda y el inmueble elegidos.',
  },
  search: 'Buscar',
  searchPlaceholder: 'Nombre, e-mail, teléfono, inmueble o referencia',
  status: 'Estado',
  allStatuses: 'Todos los estados',
  listing: 'Inmueble',
  allListings: 'Todos los inmuebles',
  clearFilters: 'Quitar filtros',
  moreFilters: 'Estado, inmueble y sospechosos',
  moreFiltersSet: (n: number) => `Estado, inmueble y sospechosos (${n} ${n === 1 ? 'filtro' : 'filtros'})`,
  suspicious: 'Sospechosos',
  suspiciousFilter: { all: 'Todos los leads', only: 'Solo sospechosos', hide: 'Sin sospechosos' },
  /** The badge of a lead flagged as part of a flood (kept, no alert of its own). */
  suspiciousBadge: 'Sospechoso',
  export: 'Exportar CSV',
  exportTitle: 'Descargar los leads filtrados en un archivo para Excel',
  loadMore: 'Cargar más',
  loading: 'Cargando leads...',
  loadError: 'No se pudieron cargar los leads.',
  count: (shown: string, total: string) => `Mostrando ${shown} de ${total}`,
  emptyTitle: 'Aún no tienes leads',
  emptyBody:
    'Los leads llegan cuando un comprador pide información desde la página de uno de tus inmuebles (el microsite al que lleva el cartel QR). Publica tus inmuebles y coloca sus carteles en el escaparate.',
  emptyAction: 'Ir a Inmuebles',
  noMatchTitle: 'Ningún lead coincide con los filtros',
  noMatchBody: 'Prueba con otra búsqueda o quita los filtros.',
  updated: 'Lead actualizado',
  updateError: 'No se pudo actualizar el lead.',
  statusOf: (name: string) => `Estado del lead de ${name}`,
  channel: { email: 'E-mail', whatsapp: 'WhatsApp' },
  channelLabel: 'Canal',
  /** Shown when the buyer read the microsite in English: the agency answers in English. */
  inEnglish: 'En inglés',
  use: 'Uso',
  room: 'Estancia',
  style: 'Estilo',
  deletedListing: 'Inmueble eliminado',
  /** A listing without price, in the card and the CSV. */
  priceOnRequest: 'Precio a consultar',
  reference: (ref: string) => `Ref. ${ref}`,
  openListing: 'Ver la página del inmueble',
  replyWhatsapp: 'Responder por WhatsApp',
  replyEmail: 'Responder por e-mail',
  call: 'Llamar',
  receivedOn: (date: string) => `Recibido el ${date}`,
  /** The lead's visit on its card: "Visita: 5 dic 2026, 17:00 · Confirmada (y 1 más)". */
  visitLabel: 'Visita',
  moreVisits: (n: number) => (n === 1 ? 'y 1 más' : `y ${n} más`),
  seeVisits: 'Ver en Visitas',
  whatsappMessage: (firstName: string, title: string) =>
    `Hola ${firstName}, te escribo por tu interés en el inmueble «${title}». ¿Cuándo te viene bien que hablemos?`,
  mailSubject: (title: string) => `Tu interés en el inmueble «${title}»`,
  mailBody: (firstName: string, title: string) =>
    `Hola ${firstName}:\n\nGracias por tu interés en el inmueble «${title}». ¿Cuándo te viene bien que hablemos?\n\nUn saludo.`,
  invalidCursor: 'La página pedida no es válida. Vuelve a cargar la lista.',
} as const;

/** Column headers of the CSV export, in order. */
export const leadCsvHeaders = [
  'Fecha',
  'Nombre',
  'Apellidos',
  'E-mail',
  'Teléfono',
  'Canal',
  'Estado',
  'Inmueble',
  'Referencia',
  'Operación',
  'Tipo',
  'Precio',
  'Dirección',
  'Uso',
  'Estancia',
  'Estilo',
  'Atiende',
] as const;

export const LEADS_PAGE_SIZE = 30;
export const LEADS_MAX_PAGE_SIZE = 100;

/** Empty query-string values (`?status=`) mean "no filter". */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** The filters of the list and of the CSV export (the page keeps them in its URL). */
export const leadFiltersSchema = z.object({
  q: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(100)
      .refine(...noControlChars('Buscar'))
      .optional(),
  ),
  status: z.preprocess(blankToUndefined, z.enum(leadStatusValues).optional()),
  listingId: z.preprocess(blankToUndefined, z.uuid().optional()),
  /** Flagged leads only, or leaving them out; absent: all. */
  suspicious: z.preprocess(blankToUndefined, z.enum(leadSuspiciousFilterValues).optional()),
  /** "Mis leads": only leads of listings assigned to the signed-in member. */
  mine: z.preprocess(blankToUndefined, z.enum(['true']).optional()),
});
export type LeadFilters = z.output<typeof leadFiltersSchema>;

export const leadsQuerySchema = leadFiltersSchema.extend({
  cursor: z.preprocess(blankToUndefined, z.string().max(200).optional()),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(LEADS_MAX_PAGE_SIZE).default(LEADS_PAGE_SIZE),
  ),
});
export type LeadsQuery = z.output<typeof leadsQuerySchema>;

export const leadStatusInputSchema = z.object({ status: z.enum(leadStatusValues) });
export type LeadStatusInput = z.input<typeof leadStatusInputSchema>;

export interface LeadLabel {
  code: string;
  label: string;
}

/** A lead as the dashboard shows it. */
export interface LeadView {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  status: LeadStatus;
  /** The visitor's chosen way to be answered (payload contact_method). */
  channel: ContactMethod;
  /** The language the buyer read the microsite in (answer in it). */
  lang: Lang;
  createdAt: string;
  /** Why the lead was flagged as part of a flood; null for an ordinary lead. */
  suspicion: LeadSuspicion | null;
  /** A test lead made by Diagnóstico (source 'debug'): badged "Prueba", counted in no figure. */
  test: boolean;
  /** The listing now; for a deleted one, the title and address the lead kept (`deleted: true`). */
  listing: {
    id: string | null;
    title: string;
    slug: string | null;
    address: string | null;
    city: string | null;
    published: boolean;
    deleted: boolean;
    /** Venta or Alquiler (the price is then a month's rent). */
    operation: Operation;
    /** The property type's code (listing-catalog PROPERTY_TYPES); null for an old lead of a deleted listing. */
    propertyType: string | null;
    /** The agency's own reference ("Ref. …"). */
    reference: string | null;
    /** Whole euros; null: "Precio a consultar". */
    price: number | null;
  };
  use: LeadLabel | null;
  room: LeadLabel | null;
  style: LeadLabel | null;
  /** Who answers it: the listing's assigned agent; null: the agency. */
  handledBy: { memberId: string; name: string } | null;
  /**
   * Its visit (issue 30): the next one still on, else the latest; `count` all its visits. null:
   * none booked.
   */
  visit: { start: string; status: VisitStatus; count: number } | null;
}

/**
 * The five stat cards. They count the leads matching the search and listing filter but not the
 * status filter, so the cards keep showing the breakdown by status; with no filters, all leads.
 * closedPct = closed / total × 100 (0 with no leads): how many leads end closed, not the
 * conversion of scans into leads.
 */
export interface LeadStats {
  /** Real leads: Diagnóstico's test leads are in no figure. */
  total: number;
  /** The test leads that match too (listed, badged "Prueba"): "Mostrando x de total + tests". */
  tests: number;
  new: number;
  contacted: number;
  closed: number;
  closedPct: number;
}

/** One page of `GET /api/leads`, newest first. `stats` comes with the first page only. */
export interface LeadsPage {
  leads: LeadView[];
  nextCursor: string | null;
  stats?: LeadStats;
}

/** Closed ÷ total leads × 100, one decimal. */
export const closedPct = (closed: number, total: number) => percentOf(closed, total);

/**
 * Accent folding shared by the search in SQL (`lower(translate(col, FROM, TO))`) and the query
 * text in JavaScript, so both sides fold the same characters the same way.
 */
export const FOLD_FROM = 'áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ';
export const FOLD_TO = 'aaaaaeeeeiiiiooooouuuuncAAAAAEEEEIIIIOOOOOUUUUNC';
const foldMap = new Map([...FOLD_FROM].map((ch, i) => [ch, FOLD_TO[i]!]));

export function foldForSearch(text: string): string {
  return [...text]
    .map((ch) => foldMap.get(ch) ?? ch)
    .join('')
    .toLowerCase();
}

/** The query string of the list and the export, without empty values. */
export function leadsSearchParams(filters: LeadFilters & { cursor?: string | null; limit?: number }) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}

export const leadsDashboardApi = {
  list: withQuery('/api/leads', (query: LeadFilters & { cursor?: string | null }) =>
    leadsSearchParams(query),
  ),
  one: route('/api/leads/:id'),
  exportCsv: withQuery('/api/leads/export.csv', (filters: LeadFilters) => leadsSearchParams(filters)),
} as const;
