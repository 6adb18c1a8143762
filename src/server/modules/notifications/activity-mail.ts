import type { UnsubscribableKey } from '../../../shared/notifications';
import { paths } from '../../../shared/paths';
import { escapeHtml } from '../../lib/html';
import { link, mailDocument, mailStyle, row } from '../../providers/mail/frame';
import type { MailMessage } from '../../providers/mail/mailer';
import { memberUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

/** What every activity e-mail (summaries, scan alert) says at its foot. */
export const activityMailTexts = {
  why: {
    scans_email: 'Recibes este aviso porque tienes activados los escaneos por e-mail.',
    daily_summary: 'Recibes este resumen porque tienes activado el resumen diario.',
    weekly_summary: 'Recibes este resumen porque tienes activado el resumen semanal.',
  } satisfies Record<UnsubscribableKey, string>,
  unsubscribe: 'Darme de baja con un clic',
  settings: 'Elegir mis avisos en Configuración → Notificaciones',
  /** An assigned agent's copy: their own switch. */
  settingsMine: 'Elegir mis avisos en Configuración → Mis avisos',
  signature: 'El equipo de Escaparate',
} as const;

/** Where the e-mail's unsubscribe link and the settings page are. */
export interface ActivityMailLinks {
  publicUrl: string;
  secret: string;
  agencyId: string;
  /** An assigned agent's own copy of the scan alert: their unsubscribe, not the agency's. */
  memberId?: string;
}

/** The one-click unsubscribe address of one agency's preference, or of an agent's own copy. */
export function unsubscribeUrl(l: ActivityMailLinks, key: UnsubscribableKey): string {
  const token =
    l.memberId && key === 'scans_email'
      ? memberUnsubscribeToken(l.secret, l.memberId)
      : unsubscribeToken(l.secret, l.agencyId, key);
  return l.publicUrl + paths.emailUnsubscribe(token);
}

/**
 * An activity e-mail: the Escaparate frame (tables, inline styles), its plain-text twin, and the
 * one-click unsubscribe of its own preference in the footer and in the `List-Unsubscribe` and
 * `List-Unsubscribe-Post` headers (RFC 2369 / RFC 8058), which mail clients show as a button.
 */
export function activityMail(
  parts: {
    to: string;
    subject: string;
    key: UnsubscribableKey;
    text: string[];
    rows: string[];
    /** Why this address gets it, when not the agency's own preference (an assigned agent's copy). */
    why?: string;
  },
  links: ActivityMailLinks,
): MailMessage {
  const t = activityMailTexts;
  const why = parts.why ?? t.why[parts.key];
  const unsubscribe = unsubscribeUrl(links, parts.key);
  const mine = !!links.memberId;
  const settings = links.publicUrl + paths.dashboard.settings + (mine ? '#member-alerts-section' : '');
  const settingsText = mine ? t.settingsMine : t.settings;
  const footer = `${escapeHtml(why)}<br>${link(unsubscribe, t.unsubscribe, 'color:#555555')} · ${link(settings, settingsText, 'color:#555555')}`;
  return {
    to: parts.to,
    subject: parts.subject.replace(/[\s\p{Cc}]+/gu, ' ').slice(0, 200),
    text: [
      ...parts.text,
      '',
      t.signature,
      '',
      '--',
      why,
      `${t.unsubscribe}: ${unsubscribe}`,
      `${settingsText}: ${settings}`,
    ].join('\n'),
    html: mailDocument([...parts.rows, row(mailStyle.small, footer)].join('\n')),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
