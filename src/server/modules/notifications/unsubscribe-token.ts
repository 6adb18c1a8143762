import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UnsubscribableKey } from '../../../shared/notifications';

const CODES: Record<UnsubscribableKey, string> = {
  scans_email: 'scans',
  daily_summary: 'daily',
  weekly_summary: 'weekly',
};
const KEYS = Object.fromEntries(Object.entries(CODES).map(([k, c]) => [c, k])) as Record<
  string,
  UnsubscribableKey
>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signature = (secret: string, agencyId: string, code: string) =>
  createHmac('sha256', secret).update(`notifications-unsubscribe:${agencyId}:${code}`).digest('base64url');

/**
 * The token of an unsubscribe link: agency, preference and an HMAC of both with the server's
 * secret. Nothing stored: it works without signing in, for as long as the secret stays, and
 * nobody can make one for another agency or preference.
 */
export function unsubscribeToken(secret: string, agencyId: string, key: UnsubscribableKey): string {
  const code = CODES[key];
  return `${agencyId}.${code}.${signature(secret, agencyId, code)}`;
}

/** The agency and preference of a genuine token; null for anything else. */
export function readUnsubscribeToken(
  secret: string,
  token: unknown,
): { agencyId: string; key: UnsubscribableKey } | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [agencyId, code, sig, ...rest] = token.split('.');
  if (rest.length || !agencyId || !code || !sig || !UUID.test(agencyId) || !KEYS[code]) return null;
  const expected = Buffer.from(signature(secret, agencyId, code));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { agencyId, key: KEYS[code] };
}
