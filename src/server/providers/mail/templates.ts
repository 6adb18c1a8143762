import { escapeHtml } from '../../lib/html';
import { link, mailDocument, mailStyle, row } from './frame';
import type { MailMessage } from './mailer';

/** The one-button e-mail layout (tables, inline styles) every account e-mail uses. */
export function layout(title: string, intro: string, cta: string, url: string, outro: string): string {
  return mailDocument(
    [
      row('font-size:18px;font-weight:bold;padding-bottom:12px', escapeHtml(title)),
      row('font-size:15px;line-height:1.5;padding-bottom:24px', escapeHtml(intro)),
      row('padding-bottom:24px', link(url, cta, mailStyle.button)),
      row(
        'font-size:13px;line-height:1.5;color:#555555',
        `${escapeHtml(outro)}<br><br>Si el botón no funciona, copia este enlace en tu navegador:<br><span style="word-break:break-all">${escapeHtml(url)}</span>`,
      ),
    ].join('\n'),
  );
}

export function verifyEmailMessage(to: string, url: string): MailMessage {
  const intro = 'Gracias por registrarte en Escaparate. Confirma tu e-mail para activar tu cuenta.';
  const outro = 'El enlace caduca en 24 horas. Si no has creado una cuenta, ignora este mensaje.';
  return {
    to,
    subject: 'Confirma tu e-mail en Escaparate',
    text: `${intro}\n\nConfirma tu e-mail aquí:\n${url}\n\n${outro}\n\nEl equipo de Escaparate`,
    html: layout('Confirma tu e-mail', intro, 'Confirmar e-mail', url, outro),
  };
}

export function resetPasswordMessage(to: string, url: string): MailMessage {
  const intro = 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Escaparate.';
  const outro =
    'El enlace caduca en 1 hora y solo se puede usar una vez. Si no lo has pedido tú, ignora este mensaje.';
  return {
    to,
    subject: 'Restablece tu contraseña de Escaparate',
    text: `${intro}\n\nElige una nueva contraseña aquí:\n${url}\n\n${outro}\n\nEl equipo de Escaparate`,
    html: layout('Restablece tu contraseña', intro, 'Elegir nueva contraseña', url, outro),
  };
}

/** The shared table layout, for a module with its own message (modules/webhooks). */
export { layout as mailLayout };
