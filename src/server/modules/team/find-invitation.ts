import { eq } from 'drizzle-orm';
import { teamTexts } from '../../../shared/team';
import type { Db, Tx } from '../../db/client';
import { agencies, agencyInvitations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashInvitationToken } from './invitation-token';

export type InvitationRow = typeof agencyInvitations.$inferSelect;

/**
 * The invitation behind a token with its agency's name, or a Spanish error saying why it can
 * no longer be taken (unknown, revoked, used, expired). In a transaction it locks the row.
 */
export async function findPendingInvitation(
  db: Db | Tx,
  token: string,
  now: Date,
  opts: { lock?: boolean } = {},
): Promise<{ invitation: InvitationRow; agencyName: string }> {
  const query = db
    .select({ invitation: agencyInvitations, agencyName: agencies.name })
    .from(agencyInvitations)
    .innerJoin(agencies, eq(agencies.id, agencyInvitations.agencyId))
    .where(eq(agencyInvitations.tokenHash, hashInvitationToken(token)));
  const [row] = opts.lock ? await query.for('update', { of: agencyInvitations }) : await query;
  if (!row) throw new AppError('not_found', teamTexts.invitationNotFound);
  const { invitation } = row;
  if (invitation.revokedAt) throw new AppError('conflict', teamTexts.invitationRevoked);
  if (invitation.acceptedAt) throw new AppError('conflict', teamTexts.invitationUsed);
  if (invitation.expiresAt <= now) throw new AppError('conflict', teamTexts.invitationExpired);
  return row;
}
