import { eq } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import type { PublicAgency } from '../../../shared/microsite';
import type { Db } from '../../db/client';
import { agencies, billingDetails } from '../../db/schema';
import type { Storage } from '../../providers/storage/storage';
import { toPublicAgency } from '../microsite/load-public-pages';
import { escapeMarkdown, type PlaceholderValues } from './fill-placeholders';

type Billing = typeof billingDetails.$inferSelect;
type AgencyRow = typeof agencies.$inferSelect;

/** What the notice says about the agency: its public face and the facts that identify it. */
export interface NoticeAgency {
  agency: PublicAgency;
  /** The office address of its profile ("Dirección"), when it gave one. */
  address: string | null;
  billing: Pick<Billing, 'legalName' | 'taxId' | 'addressLine' | 'postalCode' | 'city' | 'province'> | null;
}

/** The agency of `/agency/{slug}/privacidad` with its billing details; null when there is none. */
export async function loadNoticeAgency(db: Db, storage: Storage, slug: string): Promise<NoticeAgency | null> {
  const [row] = await db
    .select({ agency: agencies, billing: billingDetails })
    .from(agencies)
    .leftJoin(billingDetails, eq(billingDetails.agencyId, agencies.id))
    .where(eq(agencies.slug, slug));
  if (!row) return null;
  return {
    agency: toPublicAgency(row.agency, storage),
    address: officeAddress(row.agency),
    billing: row.billing,
  };
}

/** The profile's street address with its city; a city alone is no address to write to. */
const officeAddress = (a: Pick<AgencyRow, 'address' | 'city'>) =>
  a.address?.trim() ? [a.address.trim(), a.city?.trim()].filter(Boolean).join(', ') : null;

/**
 * A company's CIF (a letter of the organisation first), not a person's DNI or NIE: only a company's
 * tax id and registered address are published. A sole trader gave theirs for invoices, and their
 * DNI and home address are personal data that the notice does not need to identify them.
 */
export const isCompanyTaxId = (taxId: string) => /^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/.test(taxId);

const labels = {
  es: {
    controller: 'Responsable',
    legalName: 'Razón social',
    taxId: 'NIF',
    address: 'Domicilio',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    website: 'Web',
    write: (email: string) => `escríbele a ${email}`,
    call: (phone: string) => `llama al ${phone}`,
    or: ' o ',
    viaUs: (email: string) =>
      `no ha publicado un correo ni un teléfono de contacto: escribe a ${email} y le trasladaremos tu petición`,
    demo: '> **Ejemplo:** esta es la demo de Escaparate. Su formulario no envía ni guarda nada; así es el aviso de privacidad que ve quien pide información a una agencia real, con los datos de esa agencia.',
  },
  en: {
    controller: 'Controller',
    legalName: 'Legal name',
    taxId: 'Tax id (NIF)',
    address: 'Address',
    email: 'E-mail',
    phone: 'Phone',
    website: 'Website',
    write: (email: string) => `write to ${email}`,
    call: (phone: string) => `call ${phone}`,
    or: ' or ',
    viaUs: (email: string) =>
      `it has not published an e-mail address or phone number: write to ${email} and we will pass your request on`,
    demo: '> **Example:** this is the Escaparate demo. Its form sends and stores nothing; this is the privacy notice a person asking a real agency sees, with that agency’s details.',
  },
} as const;

const mailLink = (email: string) => `[${escapeMarkdown(email)}](mailto:${encodeURI(email)})`;

/**
 * The notice's `{{agency.*}}` values: who the controller is, as far as the agency's profile and
 * billing details say, and how to reach it (Escaparate's address when the agency gave none).
 */
export function agencyNoticeValues(opts: {
  notice: NoticeAgency;
  lang: Lang;
  companyEmail: string;
  demo?: boolean;
}): PlaceholderValues {
  const { agency, billing } = opts.notice;
  const t = labels[opts.lang];
  const company = billing && isCompanyTaxId(billing.taxId) ? billing : null;
  const address = company
    ? `${company.addressLine}, ${company.postalCode} ${company.city} (${company.province})`
    : opts.notice.address;
  const line = (label: string, value: string) => `- **${label}:** ${value}`;
  const lines = [
    line(t.controller, escapeMarkdown(agency.name)),
    billing && billing.legalName.trim() !== agency.name.trim()
      ? line(t.legalName, escapeMarkdown(billing.legalName))
      : null,
    company ? line(t.taxId, escapeMarkdown(company.taxId)) : null,
    address ? line(t.address, escapeMarkdown(address)) : null,
    agency.email ? line(t.email, mailLink(agency.email)) : null,
    agency.phone ? line(t.phone, escapeMarkdown(agency.phone)) : null,
    agency.website ? line(t.website, escapeMarkdown(agency.website)) : null,
  ].filter((l): l is string => l !== null);
  const ways = [
    agency.email ? t.write(mailLink(agency.email)) : null,
    agency.phone ? t.call(escapeMarkdown(agency.phone)) : null,
  ].filter((w): w is string => w !== null);
  return {
    'agency.name': agency.name,
    'agency.controller': { markdown: lines.join('\n') },
    'agency.contact': { markdown: ways.length ? ways.join(t.or) : t.viaUs(mailLink(opts.companyEmail)) },
    'demo.notice': { markdown: opts.demo ? t.demo : '' },
  };
}
