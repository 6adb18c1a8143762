import { z } from 'zod';
import { noControlChars } from './control-chars';

/**
 * Spanish texts of a listing's assigned agent: the listing form, Settings → "Mis datos de
 * contacto" and the Leads filter (docs/decisions/021-listing-agents.md).
 */
export const agentTexts = {
  assigned: 'Agente asignado',
  /** The form's "no agent" choice: the agency itself handles the listing. */
  none: 'Ninguno (la agencia)',
  assignedHelp: 'Sus datos aparecen en la página del inmueble y recibe los avisos de sus leads.',
  notAMember: 'El agente elegido no pertenece a tu agencia.',
  ownerRole: 'propietario',
  agentRole: 'agente',
  loading: 'Cargando...',
  contactTitle: 'Mis datos de contacto',
  contactIntro:
    'Aparecen en la página de los inmuebles que tienes asignados, en lugar del teléfono de la agencia.',
  name: 'Nombre visible',
  namePlaceholder: 'Tu nombre y apellido',
  phone: 'Teléfono',
  whatsapp: 'WhatsApp',
  whatsappHelp: 'Un móvil. Si lo dejas vacío, se usa el teléfono cuando es un móvil.',
  save: 'Guardar',
  saving: 'Guardando...',
  saved: 'Datos de contacto guardados',
  saveError: 'No se pudieron guardar tus datos de contacto.',
  loadError: 'No se pudieron cargar tus datos de contacto.',
  invalidPhone: 'Introduce un teléfono válido.',
  tooLong: 'Este campo es demasiado largo.',
  alertsTitle: 'Mis avisos',
  alertsIntro: 'Los e-mails que recibes de los inmuebles que tienes asignados.',
  scanAlertsLabel: 'Escaneos de mis inmuebles',
  scanAlertsHint:
    'Como mucho un e-mail al día por inmueble cuando se escanea su cartel. Solo cambia tus avisos: la agencia recibe los suyos.',
  scanAlertsAgencyOff:
    'La agencia tiene desactivados los escaneos por e-mail: no recibirás estos avisos hasta que el propietario los active.',
  leadAlertsNote:
    'Los avisos de nuevos leads de tus inmuebles te llegan siempre que la agencia los tenga activados.',
  alertsSaved: 'Aviso guardado',
  alertsSaveError: 'No se pudo guardar el aviso.',
  alertsLoadError: 'No se pudieron cargar tus avisos.',
  /** Leads: who answers a lead. */
  handledBy: 'Atiende',
  agency: 'Agencia',
  mine: 'Mis leads',
  allLeads: 'Todos',
  mineFilter: 'Asignados',
} as const;

const phoneField = (label: string) =>
  z
    .string()
    .trim()
    .max(30, { error: agentTexts.tooLong })
    .refine(...noControlChars(label))
    .refine((v) => v === '' || /^\+?[0-9 ().-]{6,}$/.test(v), { error: agentTexts.invalidPhone })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** "Mis datos de contacto": the same schema in Settings and on the server. */
export const memberContactSchema = z.object({
  name: z
    .string()
    .trim()
    .max(80, { error: agentTexts.tooLong })
    .refine(...noControlChars('Nombre'))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  phone: phoneField('Teléfono'),
  whatsapp: phoneField('WhatsApp'),
});
export type MemberContactInput = z.input<typeof memberContactSchema>;
export type MemberContact = z.output<typeof memberContactSchema>;

/** A member of the agency as the assignment picker shows it. */
export interface AgencyMemberView {
  id: string;
  /** The contact name, else the user's name, else their e-mail. */
  name: string;
  email: string;
  role: 'owner' | 'agent';
  /** The signed-in member. */
  isMe: boolean;
}

export interface MemberContactResponse {
  /** What the member saved; `fallbackName` is what shows while `name` is empty. */
  contact: MemberContact;
  fallbackName: string;
}

/** "Mis avisos": the same schema in Settings and on the server. */
export const memberAlertsSchema = z.strictObject({ scan_alerts: z.boolean() });
export type MemberAlerts = z.output<typeof memberAlertsSchema>;

export interface MemberAlertsResponse {
  alerts: MemberAlerts;
  /** The agency's own "escaneos" preference: with it off, no copy goes out either. */
  agencyScans: boolean;
}

export const agentsApi = {
  /** GET: the agency's members, for "Agente asignado". */
  members: '/api/agency-members',
  /** GET / PUT the signed-in member's own contact details. */
  myContact: '/api/agency-members/me/contact',
  /** GET / PUT the signed-in member's own alert switches. */
  myAlerts: '/api/agency-members/me/alerts',
} as const;
