import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { CONSENT_COOKIE, type CookiePreferences, cookieMaxDays } from '../../../shared/legal';
import type { Db } from '../../db/client';
import { cookieConsents } from '../../db/schema';

/** A stored choice: the record's id and what was allowed. */
export interface CookieConsent {
  id: string;
  preferences: CookiePreferences;
}

// `{id}.{p}{f}{m}` with 1 = allowed, 0 = refused: short, and readable when debugging.
const pattern = /^([0-9a-f-]{36})\.([01])([01])([01])$/;

/** The visitor's choice from the consent cookie; null when none was made (or the cookie is garbled). */
export function readCookieConsent(c: Context): CookieConsent | null {
  const match = pattern.exec(getCookie(c, CONSENT_COOKIE) ?? '');
  if (!match) return null;
  const [, id, p, f, m] = match;
  return { id: id!, preferences: { performance: p === '1', functionality: f === '1', marketing: m === '1' } };
}

export function writeConsentCookie(c: Context, consent: CookieConsent, secure: boolean) {
  const bit = (on: boolean) => (on ? '1' : '0');
  const { performance, functionality, marketing } = consent.preferences;
  setCookie(c, CONSENT_COOKIE, `${consent.id}.${bit(performance)}${bit(functionality)}${bit(marketing)}`, {
    path: '/',
    maxAge: cookieMaxDays.essential * 24 * 3600,
    httpOnly: true,
    sameSite: 'Lax',
    secure,
  });
}

/** Keeps a record of the choice (a new row each time: the history is the proof of consent). */
export async function recordCookieConsent(opts: {
  db: Db;
  preferences: CookiePreferences;
  policyVersion: string;
}): Promise<CookieConsent> {
  const [row] = await opts.db
    .insert(cookieConsents)
    .values({ ...opts.preferences, policyVersion: opts.policyVersion })
    .returning({ id: cookieConsents.id });
  return { id: row!.id, preferences: opts.preferences };
}
