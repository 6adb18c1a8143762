import { INVITATION_DAYS } from '../../../shared/team';
import type { MailMessage } from '../../providers/mail/mailer';
import { layout } from '../../providers/mail/templates';

/** The invitation e-mail: who invites, to which agency, and the one link that takes it. */
export function invitationMessage(opts: { to: string; agencyName: string; url: string }): MailMessage {
  const { to, agencyName, url } = opts;
  const intro = `La agencia «${agencyName}» te invita a unirte a su equipo en Escaparate como agente: podrás gestionar inmuebles, fotos, carteles QR y leads.`;
  const outro = `El enlace caduca en ${INVITATION_DAYS} días y solo se puede usar una vez. Si no esperabas esta invitación, ignora este mensaje.`;
  return {
    to,
    subject: `${agencyName} te invita a su equipo en Escaparate`,
    text: `${intro}\n\nAcepta la invitación aquí:\n${url}\n\n${outro}\n\nEl equipo de Escaparate`,
    html: layout('Te han invitado a un equipo', intro, 'Aceptar invitación', url, outro),
  };
}
