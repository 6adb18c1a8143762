import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { type InvitationPreview, type InvitationRegisterInput, teamTexts } from '../../../shared/team';
import { acceptedLegalTexts } from '../../auth/auth';
import { lockAgency } from '../../db/agency-lock';
import type { Db } from '../../db/client';
import { accounts, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findPendingInvitation } from './find-invitation';
import { joinAgency } from './join-agency';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

async function userByEmail(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

/** What the invitation page shows before anyone acts (or why the link no longer works). */
export async function previewInvitation(opts: {
  db: Db;
  token: string;
  now?: Date;
}): Promise<InvitationPreview> {
  const { invitation, agencyName } = await findPendingInvitation(opts.db, opts.token, opts.now ?? new Date());
  return {
    agencyName,
    email: invitation.email,
    expiresAt: invitation.expiresAt.toISOString(),
    hasAccount: Boolean(await userByEmail(opts.db, invitation.email)),
  };
}

/** A signed-in user takes the invitation sent to their own address. */
export async function acceptInvitation(opts: {
  db: Db;
  token: string;
  user: { id: string; email: string };
  now?: Date;
}): Promise<void> {
  const now = opts.now ?? new Date();
  const { invitation } = await findPendingInvitation(opts.db, opts.token, now);
  if (!sameEmail(invitation.email, opts.user.email))
    throw new AppError('forbidden', teamTexts.wrongAccount(invitation.email));
  await opts.db.transaction(async (tx) => {
    await lockAgency(tx, invitation.agencyId);
    const { invitation: locked } = await findPendingInvitation(tx, opts.token, now, { lock: true });
    await joinAgency(tx, locked, opts.user.id, now);
  });
}

/**
 * A new person creates their account from the invitation: the e-mail is the invitation's, and
 * is verified, since the link reached that inbox. Account, membership and the spent invitation
 * commit together.
 */
export async function registerFromInvitation(opts: {
  db: Db;
  token: string;
  input: InvitationRegisterInput;
  now?: Date;
}): Promise<{ email: string }> {
  const now = opts.now ?? new Date();
  const { invitation } = await findPendingInvitation(opts.db, opts.token, now);
  const passwordHash = await hashPassword(opts.input.password);
  await opts.db.transaction(async (tx) => {
    await lockAgency(tx, invitation.agencyId);
    const { invitation: locked } = await findPendingInvitation(tx, opts.token, now, { lock: true });
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${locked.email}`);
    if (existing) throw new AppError('conflict', teamTexts.accountExists);
    const userId = randomUUID();
    await tx.insert(users).values({
      id: userId,
      email: locked.email,
      name: opts.input.name,
      emailVerified: true,
      ...acceptedLegalTexts(now),
    });
    await tx.insert(accounts).values({
      id: randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: passwordHash,
    });
    await joinAgency(tx, locked, userId, now);
  });
  return { email: invitation.email };
}
