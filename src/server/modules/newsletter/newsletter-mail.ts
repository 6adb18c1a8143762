import { NEWSLETTER_CONFIRM_DAYS } from '../../../shared/newsletter';
import { escapeHtml } from '../../lib/html';
import { link, mailDocument, mailStyle, row } from '../../providers/mail/frame';
import type { MailMessage } from '../../providers/mail/mailer';

export const newsletterMailTexts = {
  confirmSubject: 'Confirma tu suscripción a la newsletter de Escaparate',
  confirmTitle: 'Confirma tu suscripción',
  confirmBody:
    'Alguien (esperamos que tú) ha pedido recibir la newsletter de Escaparate en este e-mail. Confírmalo con el botón:',
  confirmCta: 'Confirmar suscripción',
  confirmExpiry: `El enlace caduca en ${NEWSLETTER_CONFIRM_DAYS} días. Si no lo has pedido tú, ignora este mensaje: no te enviaremos nada más.`,
  alreadySubject: 'Ya estás suscrito a la newsletter de Escaparate',
  alreadyTitle: 'Ya estás suscrito',
  alreadyBody:
    'Hemos recibido otra solicitud de suscripción para este e-mail, que ya recibe nuestra newsletter. No tienes que hacer nada.',
  unsubscribe: 'Darme de baja',
  footer: 'Recibes este e-mail por la newsletter de Escaparate. Para no recibir más:',
  signature: 'El equipo de Escaparate',
} as const;

/**
 * What every newsletter e-mail carries: the unsubscribe link in its footer and the
 * List-Unsubscribe headers (RFC 2369 / RFC 8058 one-click), which mail clients show as a button.
 */
function withUnsubscribe(
  parts: { to: string; subject: string; text: string[]; rows: string[] },
  unsubscribeUrl: string,
): MailMessage {
  const t = newsletterMailTexts;
  const rows = [
    ...parts.rows,
    row(mailStyle.small, `${escapeHtml(t.footer)}<br>${link(unsubscribeUrl, t.unsubscribe)}`),
  ];
  return {
    to: parts.to,
    subject: parts.subject,
    text: [...parts.text, '', t.signature, '', '--', t.footer, unsubscribeUrl].join('\n'),
    html: mailDocument(rows.join('\n')),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function newsletterConfirmMessage(
  to: string,
  confirmUrl: string,
  unsubscribeUrl: string,
): MailMessage {
  const t = newsletterMailTexts;
  return withUnsubscribe(
    {
      to,
      subject: t.confirmSubject,
      text: [t.confirmTitle, '', t.confirmBody, confirmUrl, '', t.confirmExpiry],
      rows: [
        row(mailStyle.title, escapeHtml(t.confirmTitle)),
        row(mailStyle.p, escapeHtml(t.confirmBody)),
        row('padding-bottom:24px', link(confirmUrl, t.confirmCta, mailStyle.button)),
        row(
          mailStyle.small,
          `${escapeHtml(t.confirmExpiry)}<br><br>Si el botón no funciona, copia este enlace en tu navegador:<br><span style="word-break:break-all">${escapeHtml(confirmUrl)}</span>`,
        ),
      ],
    },
    unsubscribeUrl,
  );
}

export function newsletterAlreadyMessage(to: string, unsubscribeUrl: string): MailMessage {
  const t = newsletterMailTexts;
  return withUnsubscribe(
    {
      to,
      subject: t.alreadySubject,
      text: [t.alreadyTitle, '', t.alreadyBody],
      rows: [row(mailStyle.title, escapeHtml(t.alreadyTitle)), row(mailStyle.p, escapeHtml(t.alreadyBody))],
    },
    unsubscribeUrl,
  );
}
