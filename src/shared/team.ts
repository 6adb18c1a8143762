import { z } from 'zod';
import { acceptTermsField, emailField, passwordField } from './auth-schemas';
import { noControlChars } from './control-chars';
import { route } from './paths';

/** A member's role (decision 024 → Roles): the owner does everything, an agent the daily work. */
export type MemberRole = 'owner' | 'agent';

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

/** Spanish texts the server says about teams (errors, e-mail) and the browser shows as they come. */
export const teamTexts = {
  ownerOnly: 'No tienes permiso para hacer esto. Solo el propietario de la agencia puede gestionarlo.',
  noSeats: (used: number, seats: number) =>
    `No quedan usuarios libres en tu plan (${used} de ${seats}, invitaciones pendientes incluidas). Revoca una invitación, elimina un agente o cambia de plan.`,
  alreadyMember: 'Esta persona ya forma parte de tu equipo.',
  invitationNotFound:
    'Este enlace de invitación no es válido. Pide a tu agencia que te envíe una invitación nueva.',
  invitationExpired: 'Esta invitación ha caducado. Pide a tu agencia que te envíe una invitación nueva.',
  invitationUsed: 'Esta invitación ya se ha usado. Inicia sesión para entrar en tu agencia.',
  invitationRevoked: 'La agencia ha anulado esta invitación. Pide que te envíen una nueva si la necesitas.',
  wrongAccount: (email: string) =>
    `Esta invitación es para ${email}. Cierra sesión y entra con esa cuenta para aceptarla.`,
  otherAgency: (name: string) =>
    `Tu cuenta ya pertenece a la agencia «${name}». Una cuenta solo puede estar en una agencia: pide que te inviten con otro e-mail.`,
  agencyFull:
    'La agencia ya no tiene usuarios libres en su plan. Pide al propietario que amplíe el plan o libere un usuario.',
  accountExists: 'Ya existe una cuenta con este e-mail. Inicia sesión para aceptar la invitación.',
  invitationGone: 'Esa invitación ya no está pendiente.',
  memberNotFound: 'Ese miembro ya no forma parte del equipo.',
  cannotRemoveOwner: 'El propietario no se puede eliminar del equipo.',
  seatPausedTitle: 'Tu acceso está en pausa',
  /** Why a paused agent cannot work now, and whom to ask (decision 024 → Downgrade). */
  seatPaused: (p: {
    agencyName: string;
    planName: string;
    seats: number;
    ownerName: string;
    ownerEmail: string;
  }) =>
    `El plan ${p.planName} de ${p.agencyName} incluye ${p.seats === 1 ? '1 usuario' : `${p.seats} usuarios`} y el equipo tiene más, así que el acceso de los agentes que se unieron los últimos queda en pausa hasta que haya un usuario libre. No se ha borrado nada: tus inmuebles y leads siguen en la agencia. Para volver a entrar, pide a ${p.ownerName} (${p.ownerEmail}), propietario de la agencia, que amplíe el plan o libere un usuario.`,
  downgradeBlocked: (used: number, planName: string, seats: number) =>
    `Tu equipo usa ${used} usuarios y el plan ${planName} incluye ${seats}. Antes de cambiar, elimina agentes o revoca invitaciones en Configuración → Equipo.`,
  nameRequired: 'Escribe tu nombre.',
  mailFailed: 'No se pudo enviar el e-mail de invitación. Inténtalo de nuevo en unos minutos.',
} as const;

export const inviteSchema = z.object({ email: emailField });
export type InviteInput = z.output<typeof inviteSchema>;

/** A new person's account, created from the invitation (the e-mail is the invitation's). */
export const invitationRegisterSchema = z.object({
  name: z
    .string({ error: teamTexts.nameRequired })
    .trim()
    .min(1, { error: teamTexts.nameRequired })
    .max(100)
    .refine(...noControlChars('Nombre')),
  password: passwordField,
  acceptTerms: acceptTermsField,
});
export type InvitationRegisterInput = z.output<typeof invitationRegisterSchema>;

export interface TeamMemberView {
  id: string;
  userId: string;
  name: string;
  email: string;
  role: MemberRole;
  since: string;
}

export interface TeamInvitationView {
  id: string;
  email: string;
  sentAt: string;
  expiresAt: string;
}

/** `GET /api/team` (owner). */
export interface TeamResponse {
  members: TeamMemberView[];
  invitations: TeamInvitationView[];
  /** Seats in use (members and pending invitations) and the plan's seats. */
  seats: { used: number; total: number };
}

/** `GET /api/team/invitations/:token` (public): what the invitation page shows. */
export interface InvitationPreview {
  agencyName: string;
  email: string;
  expiresAt: string;
  /** An account with this e-mail exists: sign in rather than register. */
  hasAccount: boolean;
}

export const teamApi = {
  team: '/api/team',
  invitations: '/api/team/invitations',
  invitation: route('/api/team/invitations/:id'),
  member: route('/api/team/members/:id'),
  /** Public: the invitation behind a token, and the two ways to take it. */
  byToken: route('/api/team/invitations/:token/preview'),
  accept: route('/api/team/invitations/:token/accept'),
  register: route('/api/team/invitations/:token/register'),
} as const;
