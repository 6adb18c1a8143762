import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { visits } from '../../db/schema';
import { hashManageToken } from './visit-store';

/** The longest token a link may carry: an HMAC-SHA-256 in base64url is 43 characters. */
const MAX_TOKEN_LENGTH = 64;

/**
 * The secret of a visit's manage link (reschedule, cancel, opinion): an HMAC of the visit's UID
 * with the server's secret, so every later e-mail (the agency's answer, the reminders) can carry
 * the link again without storing it. Only its SHA-256 is stored (visits.manage_token_hash), for
 * the lookup: a token made without the secret, or altered by one character, finds no visit.
 */
export function visitManageToken(secret: string, uid: string): string {
  return createHmac('sha256', secret).update(`visit-manage:${uid}`).digest('base64url');
}

/** The visit a manage link names, or null for a forged, altered or unknown token. */
export async function visitByManageToken(db: Db | Tx, token: unknown) {
  if (typeof token !== 'string' || !token || token.length > MAX_TOKEN_LENGTH) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const [row] = await db
    .select()
    .from(visits)
    .where(eq(visits.manageTokenHash, hashManageToken(token)));
  return row ?? null;
}
