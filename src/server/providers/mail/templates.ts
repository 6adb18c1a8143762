import { escapeHtml } from '../../lib/html';
import type { MailMessage } from './mailer';

/** The one-button e-mail layout (tables, inline styles) every account e-mail uses. */
export function layout(title: string, intro: string, cta: string, url: string, outro: string): string {
  return `<!doctype html><html lang="es"><body style="margin:0;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;color:#e56665;padding-bottom:16px">Escaparate</td></tr>
<tr><td style="font-size:18px;font-weight:bold;padding-bottom:12px">${escapeHtml(title)}</td></tr>
<tr><td style="font-size:15px;line-height:1.5;padding-bottom:24px">${escapeHtml(intro)}</td></tr>
<tr><td style="padding-bottom:24px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#e56665;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(cta)}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#555555">${escapeHtml(outro)}<br><br>Si el botón no funciona, copia este enlace en tu navegador:<br><span style="word-break:break-all">${escapeHtml(url)}</span></td></tr>
</table></td></tr></table></body></html>`;
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
