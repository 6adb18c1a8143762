import { and, eq, sql } from 'drizzle-orm';
import { paths } from '../../../shared/paths';
import { INVITATION_DAYS, teamTexts } from '../../../shared/team';
import { lockAgency } from '../../db/agency-lock';
import type { Db } from '../../db/client';
import { agencyInvitations, agencyMembers, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../logger';
import type { Mailer } from '../../providers/mail/mailer';
import { invitationMessage } from './invitation-mail';
import { hashInvitationToken, newInvitationToken } from './invitation-token';
import { pendingInvitation, planSeats, seatsInUse } from './seats';

/**
 * Invites an agent by e-mail. The seat check and the insert share one transaction on the
 * locked agency row, so parallel invitations at the limit cannot overbook. Inviting an address
 * that already has a pending invitation replaces it (a new link; the old one stops working).
 * The e-mail goes out after the commit; if it cannot be sent the invitation is withdrawn again,
 * so a 2xx always means an invitation is on its way.
 */
export async function inviteAgent(opts: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  agency: { id: string; name: string };
  invitedByUserId: string;
  email: string;
  now?: Date;
}): Promise<{ id: string }> {
  const { db, agency } = opts;
  const now = opts.now ?? new Date();
  const email = opts.email.trim().toLowerCase();
  const token = newInvitationToken();
  const id = await db.transaction(async (tx) => {
    await lockAgency(tx, agency.id);
    const [member] = await tx
      .select({ id: agencyMembers.id })
      .from(agencyMembers)
      .innerJoin(users, eq(users.id, agencyMembers.userId))
      .where(and(eq(agencyMembers.agencyId, agency.id), sql`lower(${users.email}) = ${email}`));
    if (member) throw new AppError('conflict', teamTexts.alreadyMember);
    await tx
      .update(agencyInvitations)
      .set({ revokedAt: now })
      .where(and(pendingInvitation(agency.id, now), eq(agencyInvitations.email, email)));
    const used = await seatsInUse(tx, agency.id, now);
    const seats = await planSeats(tx, agency.id);
    if (used >= seats) throw new AppError('plan_limit', teamTexts.noSeats(used, seats));
    const [row] = await tx
      .insert(agencyInvitations)
      .values({
        agencyId: agency.id,
        email,
        tokenHash: hashInvitationToken(token),
        invitedByUserId: opts.invitedByUserId,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
      })
      .returning({ id: agencyInvitations.id });
    return row!.id;
  });
  const url = `${opts.publicUrl}${paths.auth.invitation(token)}`;
  try {
    await opts.mailer.send(invitationMessage({ to: email, agencyName: agency.name, url }));
  } catch (err) {
    opts.logger.error({ err, agencyId: agency.id }, 'invitation e-mail failed');
    await db.delete(agencyInvitations).where(eq(agencyInvitations.id, id));
    throw new AppError('bad_gateway', teamTexts.mailFailed);
  }
  return { id };
}
