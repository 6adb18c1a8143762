import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UnsubscribableKey } from '../../../shared/notifications';
import { isUuid } from '../../http/ids';

const CODES: Record<UnsubscribableKey, string> = {
  scans_email: 'scans',
  daily_summary: 'daily',
  weekly_summary: 'weekly',
};
const KEYS = Object.fromEntries(Object.entries(CODES).map(([k, c]) => [c, k])) as Record<
  string,
  UnsubscribableKey
>;
/** An assigned agent's own copy of the scan alert: the id is the agency member's. */
const MEMBER_SCANS = 'agent-scans';

const signature = (secret: string, id: string, code: string) =>
  createHmac('sha256', secret).update(`notifications-unsubscribe:${id}:${code}`).digest('base64url');

/**
 * What an unsubscribe link switches off: one of the agency's preferences, or an agency member's
 * own copy of the scan alert (their switch, never the agency's).
 */
export type UnsubscribeTarget =
  | { scope: 'agency'; agencyId: string; key: UnsubscribableKey }
  | { scope: 'member'; memberId: string; key: 'scans_email' };

/**
 * The token of an unsubscribe link: agency (or member), preference and an HMAC of both with the
 * server's secret. Nothing stored: it works without signing in, for as long as the secret stays,
 * and nobody can make one for another agency, member or preference.
 */
export function unsubscribeToken(secret: string, agencyId: string, key: UnsubscribableKey): string {
  const code = CODES[key];
  return `${agencyId}.${code}.${signature(secret, agencyId, code)}`;
}

/** The token of an assigned agent's own scan-alert unsubscribe link. */
export function memberUnsubscribeToken(secret: string, memberId: string): string {
  return `${memberId}.${MEMBER_SCANS}.${signature(secret, memberId, MEMBER_SCANS)}`;
}

/** What a genuine token switches off; null for anything else. */
export function readUnsubscribeToken(secret: string, token: unknown): UnsubscribeTarget | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [id, code, sig, ...rest] = token.split('.');
  if (rest.length || !id || !code || !sig || !isUuid(id)) return null;
  if (code !== MEMBER_SCANS && !KEYS[code]) return null;
  const expected = Buffer.from(signature(secret, id, code));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (code === MEMBER_SCANS) return { scope: 'member', memberId: id, key: 'scans_email' };
  return { scope: 'agency', agencyId: id, key: KEYS[code]! };
}
