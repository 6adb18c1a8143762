import { countFormat } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { escapeHtml } from '../../lib/html';
import { link, mailStyle, row } from '../../providers/mail/frame';
import type { MailMessage } from '../../providers/mail/mailer';
import { type ActivityMailLinks, activityMail } from './activity-mail';

const times = (n: number) => `${countFormat.format(n)} ${n === 1 ? 'vez' : 'veces'}`;

/** The scan alert's Spanish texts (one place). */
export const scanAlertTexts = {
  subject: (title: string, count: number) => `Tu cartel de ${title} se ha escaneado ${times(count)} hoy`,
  greeting: (name: string) => `Hola, ${name}:`,
  /** The footer of an assigned agent's copy: why they get it, and what its unsubscribe does. */
  whyAgent: (agency: string) =>
    `Recibes este aviso porque eres el agente asignado a este inmueble en ${agency}, que tiene activados los escaneos por e-mail; la agencia recibe una copia. Darte de baja solo desactiva tus avisos: la agencia sigue recibiendo los suyos.`,
  body: (title: string, count: number) =>
    `El código QR del cartel de «${title}» se ha escaneado ${times(count)} hoy. Es un buen momento para revisar el anuncio y estar atento a los contactos.`,
  once: 'Te avisamos como mucho una vez al día por inmueble; el resumen diario trae las cifras completas.',
  microsite: 'Ver el microsite',
  analytics: 'Ver mis analíticas',
} as const;

/** "Tu cartel de {título} se ha escaneado N veces hoy", with its unsubscribe link and headers. */
export function scanAlertMessage(
  a: {
    to: string;
    agencyName: string;
    title: string;
    count: number;
    listingUrl: string | null;
    /** The listing's assigned agent, for their own copy: greeted by name and told why. */
    agentName?: string;
  },
  links: ActivityMailLinks,
): MailMessage {
  const t = scanAlertTexts;
  const hello = t.greeting((a.agentName ?? a.agencyName).replace(/[\s\p{Cc}]+/gu, ' ').trim());
  const title = a.title.replace(/[\s\p{Cc}]+/gu, ' ').trim();
  const analytics = links.publicUrl + paths.dashboard.analytics;
  return activityMail(
    {
      to: a.to,
      subject: t.subject(title, a.count),
      key: 'scans_email',
      ...(a.agentName !== undefined ? { why: t.whyAgent(a.agencyName) } : {}),
      text: [
        hello,
        '',
        t.body(title, a.count),
        ...(a.listingUrl ? ['', `${t.microsite}: ${a.listingUrl}`] : []),
        `${t.analytics}: ${analytics}`,
        '',
        t.once,
      ],
      rows: [
        row(mailStyle.p, escapeHtml(hello)),
        row(mailStyle.title, escapeHtml(t.subject(title, a.count))),
        row(mailStyle.p, escapeHtml(t.body(title, a.count))),
        row('padding-bottom:12px', link(analytics, t.analytics, mailStyle.button)),
        ...(a.listingUrl ? [row('font-size:15px;padding-bottom:20px', link(a.listingUrl, t.microsite))] : []),
        row('font-size:13px;line-height:1.5;color:#555555;padding-bottom:8px', escapeHtml(t.once)),
      ],
    },
    links,
  );
}
