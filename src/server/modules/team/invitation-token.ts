import { createHash, randomBytes } from 'node:crypto';

/** A new invitation token: 256 random bits, URL-safe. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');

/** Only this is stored: a leaked database does not hand out working links. */
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');
