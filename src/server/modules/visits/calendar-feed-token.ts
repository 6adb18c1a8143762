import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../http/ids';

/**
 * Private links that a key stored beside their id can end: `{id}.{HMAC(secret, purpose:id:key)}`.
 * The calendar feed (agency_members.calendar_key) and the owner's visit log (listings.visit_log_key)
 * use it; the purpose keeps a token of one from ever opening the other. Nothing else is stored:
 * a new key (rotation) makes every old token fail the comparison.
 */
export type KeyedLinkPurpose = 'visit-calendar' | 'visit-log';

const signature = (secret: string, purpose: KeyedLinkPurpose, id: string, key: string) =>
  createHmac('sha256', secret).update(`${purpose}:${id}:${key}`).digest('base64url');

/** A fresh random key: 32 hex characters, as the calendar_key column's default makes them. */
export const newLinkKey = () => randomBytes(16).toString('hex');

export function keyedLinkToken(secret: string, purpose: KeyedLinkPurpose, id: string, key: string): string {
  return `${id}.${signature(secret, purpose, id, key)}`;
}

/** The id a token claims, before its signature is checked; null when it cannot be a token. */
export function keyedLinkId(token: unknown): { id: string; sig: string } | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [id, sig, ...rest] = token.split('.');
  if (rest.length || !id || !sig || !isUuid(id)) return null;
  return { id, sig };
}

/** Whether `sig` is the signature of id and key, compared in constant time. */
export function keyedLinkMatches(
  secret: string,
  purpose: KeyedLinkPurpose,
  claimed: { id: string; sig: string },
  key: string,
): boolean {
  const expected = Buffer.from(signature(secret, purpose, claimed.id, key));
  const given = Buffer.from(claimed.sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
