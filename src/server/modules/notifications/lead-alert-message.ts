import type { Lang } from '../../../shared/lang';
import type { ContactMethod } from '../../../shared/leads';
import { leadsDashboardTexts } from '../../../shared/leads-dashboard';
import type { Operation } from '../../../shared/listing-catalog';
import { whatsappLink } from '../../../shared/whatsapp';
import { escapeHtml } from '../../lib/html';
import { link, mailDocument, mailStyle, row } from '../../providers/mail/frame';
import type { MailMessage } from '../../providers/mail/mailer';
import { listingKind, listingPrice } from './listing-line';
import { spainDateTime } from './spain-time';

/** What the agency is told about a new lead. */
export interface LeadAlert {
  to: string;
  agencyName: string;
  person: { firstName: string; name: string; email: string | null; phone: string | null };
  channel: ContactMethod;
  /** The language the buyer read the microsite in: the agency answers in it. */
  lang: Lang;
  /** Labels of the room and style the visitor was looking at, if any. */
  interest: string | null;
  /**
   * The listing as the lead kept it (title, address, sale or rent, type code, the agency's reference,
   * price); `url` only while its microsite is public.
   */
  listing: {
    title: string;
    address: string | null;
    url: string | null;
    operation: Operation;
    propertyType: string | null;
    reference: string | null;
    price: number | null;
  };
  receivedAt: Date;
  leadsUrl: string;
  settingsUrl: string;
  /** The listing's assigned agent: greeted by name and told why the alert is theirs. */
  agentName?: string;
}

/** The lead alert's Spanish texts (one place). */
export const leadAlertTexts = {
  subject: (person: string, title: string) => `Nuevo lead: ${person} · ${title}`,
  greeting: (agency: string) => `Hola, ${agency}:`,
  intro: (person: string, title: string) => `${person} ha pedido información sobre «${title}».`,
  property: 'Inmueble',
  microsite: 'Ver el microsite',
  contact: 'Contacto',
  name: 'Nombre',
  email: 'E-mail',
  phone: 'Teléfono',
  whatsapp: 'WhatsApp',
  replyWhatsapp: 'Responder por WhatsApp',
  channel: 'Canal preferido',
  interest: 'Le interesa',
  lang: 'Idioma',
  langs: { es: 'Español', en: 'Inglés: ha visto el microsite en inglés, respóndele en inglés' },
  received: (when: string) => `Recibido el ${when} (hora peninsular).`,
  cta: 'Ver mis leads',
  manage: 'Gestiona y responde a tus leads aquí:',
  why: 'Recibes este aviso porque tienes activados los avisos de nuevos leads por e-mail. Puedes desactivarlos en Configuración → Notificaciones:',
  whyAgent: (agency: string) =>
    `Recibes este aviso porque eres el agente asignado a este inmueble en ${agency}. La agencia recibe una copia. Los avisos se activan o desactivan en Configuración → Notificaciones:`,
  signature: 'El equipo de Escaparate',
} as const;

/** One line without control characters: what a visitor typed cannot forge lines of the message. */
const oneLine = (s: string) => s.replace(/[\s\p{Cc}]+/gu, ' ').trim();
const oneLineOrNull = (s: string | null) => (s === null ? null : oneLine(s));

function cleaned(a: LeadAlert): LeadAlert {
  return {
    ...a,
    person: {
      firstName: oneLine(a.person.firstName),
      name: oneLine(a.person.name),
      email: oneLineOrNull(a.person.email),
      phone: oneLineOrNull(a.person.phone),
    },
    interest: oneLineOrNull(a.interest),
    ...(a.agentName !== undefined ? { agentName: oneLine(a.agentName) } : {}),
    listing: {
      ...a.listing,
      title: oneLine(a.listing.title),
      address: oneLineOrNull(a.listing.address),
    },
  };
}

/** "Alquiler · Piso · Ref. GR-12" and "1.200 €/mes" (or "Precio a consultar"). */
const listingFacts = (l: LeadAlert['listing']) => ({ kind: listingKind(l), price: listingPrice(l) });

const SUBJECT_MAX = 200;

const why = (a: LeadAlert) => (a.agentName ? leadAlertTexts.whyAgent(a.agencyName) : leadAlertTexts.why);

function rows(a: LeadAlert): [label: string, text: string, html: string][] {
  const t = leadAlertTexts;
  const out: [string, string, string][] = [[t.name, a.person.name, escapeHtml(a.person.name)]];
  if (a.person.email) {
    const href = escapeHtml(`mailto:${a.person.email}`);
    out.push([
      t.email,
      a.person.email,
      `<a href="${href}" style="color:#b93f3e">${escapeHtml(a.person.email)}</a>`,
    ]);
  }
  if (a.person.phone) out.push([t.phone, a.person.phone, escapeHtml(a.person.phone)]);
  // Only a mobile number gets the link (a landline is not on WhatsApp).
  const wa = whatsappLink(
    a.person.phone,
    leadsDashboardTexts.whatsappMessage(a.person.firstName, a.listing.title),
  );
  if (wa)
    out.push([
      t.whatsapp,
      wa,
      `<a href="${escapeHtml(wa)}" style="color:#b93f3e">${escapeHtml(t.replyWhatsapp)}</a>`,
    ]);
  const channel = leadsDashboardTexts.channel[a.channel];
  out.push([t.channel, channel, channel]);
  out.push([t.lang, t.langs[a.lang], escapeHtml(t.langs[a.lang])]);
  if (a.interest) out.push([t.interest, a.interest, escapeHtml(a.interest)]);
  return out;
}

function html(a: LeadAlert, intro: string, received: string): string {
  const t = leadAlertTexts;
  const cell = 'padding:4px 0;font-size:15px;line-height:1.4;vertical-align:top';
  const contact = rows(a)
    .map(
      ([label, , value]) =>
        `<tr><td style="${cell};color:#555555;padding-right:12px">${escapeHtml(label)}</td><td style="${cell}">${value}</td></tr>`,
    )
    .join('');
  const facts = listingFacts(a.listing);
  const kind = `<br><span style="color:#555555">${escapeHtml(facts.kind)}</span>`;
  const price = `<br><strong>${escapeHtml(facts.price)}</strong>`;
  const address = a.listing.address
    ? `<br><span style="color:#555555">${escapeHtml(a.listing.address)}</span>`
    : '';
  const microsite = a.listing.url
    ? `<br><a href="${escapeHtml(a.listing.url)}" style="color:#b93f3e">${escapeHtml(t.microsite)}</a>`
    : '';
  const label = 'font-size:13px;font-weight:bold;text-transform:uppercase;color:#555555;padding-bottom:4px';
  return mailDocument(
    [
      row(
        'font-size:15px;line-height:1.5;padding-bottom:4px',
        escapeHtml(t.greeting(a.agentName ?? a.agencyName)),
      ),
      row('font-size:18px;font-weight:bold;line-height:1.4;padding-bottom:20px', escapeHtml(intro)),
      row(label, escapeHtml(t.property)),
      row(
        'font-size:15px;line-height:1.5;padding-bottom:20px',
        `<strong>${escapeHtml(a.listing.title)}</strong>${kind}${price}${address}${microsite}`,
      ),
      row(label, escapeHtml(t.contact)),
      row(
        'padding-bottom:20px',
        `<table role="presentation" cellpadding="0" cellspacing="0">${contact}</table>`,
      ),
      row('font-size:13px;color:#555555;padding-bottom:24px', escapeHtml(received)),
      row('padding-bottom:24px', link(a.leadsUrl, t.cta, mailStyle.button)),
      row(
        'font-size:12px;line-height:1.5;color:#555555',
        `${escapeHtml(why(a))}<br>${link(a.settingsUrl, a.settingsUrl, 'color:#555555')}`,
      ),
    ].join('\n'),
  );
}

/** The new-lead e-mail: plain text and simple HTML, everything the visitor typed escaped. */
export function leadAlertMessage(alert: LeadAlert): MailMessage {
  const t = leadAlertTexts;
  const a = cleaned(alert);
  const subject = t.subject(a.person.name, a.listing.title);
  const intro = t.intro(a.person.name, a.listing.title);
  const received = t.received(spainDateTime.format(a.receivedAt));
  const facts = listingFacts(a.listing);
  const property = [
    a.listing.title,
    facts.kind,
    facts.price,
    a.listing.address,
    a.listing.url && `${t.microsite}: ${a.listing.url}`,
  ]
    .filter(Boolean)
    .map((line) => `  ${line}`);
  const contact = rows(a).map(([label, text]) => `  ${label}: ${text}`);
  const text = [
    t.greeting(a.agentName ?? a.agencyName),
    '',
    intro,
    '',
    t.property,
    ...property,
    '',
    t.contact,
    ...contact,
    '',
    received,
    '',
    t.manage,
    a.leadsUrl,
    '',
    why(a),
    a.settingsUrl,
    '',
    t.signature,
  ].join('\n');
  return {
    to: a.to,
    subject: subject.length > SUBJECT_MAX ? `${subject.slice(0, SUBJECT_MAX - 1)}…` : subject,
    text,
    html: html(a, intro, received),
    // The agency answers the buyer straight from its mail app.
    ...(a.person.email ? { replyTo: a.person.email } : {}),
  };
}
