import { escapeHtml } from '../../lib/html';
import { link, mailDocument, mailStyle, row } from '../../providers/mail/frame';
import type { MailMessage } from '../../providers/mail/mailer';
import { spainDateTime } from '../notifications/spain-time';

/** A stored contact message, as the e-mails need it. */
export interface ContactMail {
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  subject: string;
  message: string;
  receivedAt: Date;
}

export const contactMailTexts = {
  salesSubject: (subject: string, name: string) => `Contacto web: ${subject} · ${name}`,
  salesIntro:
    'Nuevo mensaje desde la página de contacto. Responde a este e-mail para contestar al remitente.',
  name: 'Nombre',
  email: 'E-mail',
  company: 'Empresa',
  phone: 'Teléfono',
  subject: 'Asunto',
  message: 'Mensaje',
  received: (when: string) => `Recibido el ${when} (hora peninsular).`,
  ackSubject: 'Hemos recibido tu mensaje · Escaparate',
  ackTitle: 'Gracias por escribirnos',
  ackBody:
    'Hemos recibido tu mensaje enviado desde la página de contacto de Escaparate. Te responderemos en menos de 24 horas, de lunes a viernes de 9:00 a 18:00.',
  ackReply: 'Si quieres añadir algo, responde a este e-mail.',
  ackNotYou: 'Si no has escrito tú, ignora este mensaje: no te enviaremos nada más.',
  signature: 'El equipo de Escaparate',
} as const;

/** One line without control characters: what a visitor typed cannot forge header lines. */
const oneLine = (s: string) => s.replace(/[\s\p{Cc}]+/gu, ' ').trim();

/** To the sales inbox: everything the sender typed (escaped), the sender as Reply-To. */
export function contactSalesMessage(to: string, m: ContactMail): MailMessage {
  const t = contactMailTexts;
  const fields: [string, string | null][] = [
    [t.name, oneLine(m.name)],
    [t.email, m.email],
    [t.company, m.company && oneLine(m.company)],
    [t.phone, m.phone && oneLine(m.phone)],
    [t.subject, oneLine(m.subject)],
  ];
  const present = fields.filter((f): f is [string, string] => Boolean(f[1]));
  const received = t.received(spainDateTime.format(m.receivedAt));
  const cell = 'padding:4px 0;font-size:15px;line-height:1.4;vertical-align:top';
  const table = present
    .map(
      ([label, value]) =>
        `<tr><td style="${cell};color:#555555;padding-right:12px">${escapeHtml(label)}</td><td style="${cell}">${
          label === t.email ? link(`mailto:${value}`, value) : escapeHtml(value)
        }</td></tr>`,
    )
    .join('');
  const html = mailDocument(
    [
      row(mailStyle.p, escapeHtml(t.salesIntro)),
      row(
        'padding-bottom:16px',
        `<table role="presentation" cellpadding="0" cellspacing="0">${table}</table>`,
      ),
      row(
        `${mailStyle.p};white-space:pre-wrap;border-left:3px solid #e56665;padding-left:12px`,
        escapeHtml(m.message),
      ),
      row(mailStyle.small, escapeHtml(received)),
    ].join('\n'),
  );
  const text = [
    t.salesIntro,
    '',
    ...present.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t.message}:`,
    m.message,
    '',
    received,
  ].join('\n');
  return {
    to,
    replyTo: m.email,
    subject: t.salesSubject(oneLine(m.subject), oneLine(m.name)).slice(0, 200),
    text,
    html,
  };
}

/**
 * To the sender: that the message arrived. It repeats nothing they typed, so the form cannot be
 * used to send someone else an e-mail with a text of the sender's choosing.
 */
export function contactAckMessage(to: string, salesEmail: string): MailMessage {
  const t = contactMailTexts;
  const html = mailDocument(
    [
      row(mailStyle.title, escapeHtml(t.ackTitle)),
      row(mailStyle.p, escapeHtml(t.ackBody)),
      row(mailStyle.p, escapeHtml(t.ackReply)),
      row(mailStyle.small, `${escapeHtml(t.ackNotYou)}<br><br>${escapeHtml(t.signature)}`),
    ].join('\n'),
  );
  const text = [t.ackTitle, '', t.ackBody, '', t.ackReply, '', t.ackNotYou, '', t.signature].join('\n');
  return { to, replyTo: salesEmail, subject: t.ackSubject, text, html };
}
