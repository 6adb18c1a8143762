import { type LeadSuspicion, leadSuspicionLabels } from '../../../shared/leads-dashboard';
import { paths } from '../../../shared/paths';
import { SPAIN_TIME_ZONE } from '../../../shared/time-zone';
import { escapeHtml } from '../../lib/html';
import { link, mailDocument, mailStyle, row } from '../../providers/mail/frame';
import type { MailMessage } from '../../providers/mail/mailer';
import { spainDateTime } from './spain-time';

/** Leads listed one by one in a digest; the rest are counted and shown in Leads. */
export const FLOOD_DIGEST_MAX_LISTED = 100;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** The flood digest's Spanish texts (one place). */
export const floodDigestTexts = {
  subject: (count: number, period: string) =>
    `${count} ${plural(count, 'solicitud marcada como sospechosa', 'solicitudes marcadas como sospechosas')} ${period}`,
  lastHour: 'en la última hora',
  since: (at: string) => `desde el ${at}`,
  greeting: (agency: string) => `Hola, ${agency}:`,
  body: (count: number, period: string) =>
    `${count} ${plural(count, 'solicitud marcada como sospechosa', 'solicitudes marcadas como sospechosas')} ${period}. ${plural(count, 'Parece automática o repetida; la hemos guardado', 'Parecen automáticas o repetidas; las hemos guardado')} sin avisarte de cada una. Revísalas por si alguna es de un comprador real:`,
  more: (n: number) => `…y ${n} más.`,
  realOnes: 'Las demás solicitudes te siguen llegando al momento, una por una, como siempre.',
  cta: 'Ver las solicitudes sospechosas',
  signature: 'El equipo de Escaparate',
} as const;

/** A flagged lead as the digest lists it. */
export interface DigestLead {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  suspicion: LeadSuspicion;
  createdAt: Date;
  listingTitle: string | null;
}

const timeFormat = new Intl.DateTimeFormat('es-ES', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: SPAIN_TIME_ZONE,
});

const oneLine = (s: string) => s.replace(/[\s\p{Cc}]+/gu, ' ').trim();

/** A name with a link in it is shown unclickable: the digest must not carry a spammer's link. */
const shownName = (l: DigestLead) => {
  const name = oneLine(`${l.firstName} ${l.lastName}`);
  return l.suspicion === 'link_in_name' ? name.replace(/[.:]/g, (c) => `[${c}]`) : name;
};

/** One line per lead: time, name, contact, listing and why it was flagged. */
const leadLine = (l: DigestLead) =>
  [
    timeFormat.format(l.createdAt),
    shownName(l),
    l.email ?? l.phone ?? '',
    l.listingTitle ? `«${oneLine(l.listingTitle)}»` : '',
    leadSuspicionLabels[l.suspicion],
  ]
    .filter(Boolean)
    .join(' · ');

/** Plain text and simple HTML; everything the buyer or the agency typed is escaped. */
export function floodDigestMessage(d: {
  to: string;
  agencyName: string;
  /** Oldest first. */
  leads: DigestLead[];
  now: Date;
  publicUrl: string;
}): MailMessage {
  const t = floodDigestTexts;
  const count = d.leads.length;
  const oldest = d.leads[0]!.createdAt;
  // Normally the hour before; a digest held back (retries) says since when instead.
  const period =
    d.now.getTime() - oldest.getTime() <= 65 * 60_000 ? t.lastHour : t.since(spainDateTime.format(oldest));
  const lines = d.leads.slice(0, FLOOD_DIGEST_MAX_LISTED).map(leadLine);
  const rest = count - lines.length;
  const url = `${d.publicUrl}${paths.dashboard.leads}?${new URLSearchParams({ suspicious: 'only' })}`;
  const intro = [t.greeting(d.agencyName), t.body(count, period)];
  const after = [...(rest > 0 ? [t.more(rest)] : []), t.realOnes];
  const p = (s: string) => row(mailStyle.p, escapeHtml(s));
  return {
    to: d.to,
    subject: t.subject(count, period).slice(0, 200),
    text: [...intro, lines.map((l) => `- ${l}`).join('\n'), ...after, url, '', t.signature].join('\n\n'),
    html: mailDocument(
      [
        ...intro.map(p),
        row(mailStyle.p, `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`),
        ...after.map(p),
        row(mailStyle.p, link(url, t.cta)),
        p(t.signature),
      ].join('\n'),
    ),
  };
}
