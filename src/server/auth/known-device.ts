import { createHmac, timingSafeEqual } from 'node:crypto';
import { hashKey } from '../providers/limits/limit-store';

/** The cookie that marks a browser where an e-mail signed in (or reset its password). */
export const KNOWN_DEVICE_COOKIE = 'escaparate_device';
/** A browser remembers this many accounts at most (the latest ones). */
const MAX_ACCOUNTS = 5;
const MAX_AGE_S = 365 * 24 * 3600;

/** The cookie holds hashes of e-mails, never the e-mails; signed, so nobody can forge one. */
const accountTag = (email: string) => hashKey(`known-device|${email.toLowerCase()}`);
const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`known-device|${payload}`).digest('base64url');

function readTags(secret: string, cookieHeader: string | undefined): string[] {
  const raw = cookieHeader
    ?.split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`))
    ?.slice(KNOWN_DEVICE_COOKIE.length + 1);
  if (!raw) return [];
  const dot = raw.lastIndexOf('.');
  if (dot < 1) return [];
  const payload = raw.slice(0, dot);
  const given = Buffer.from(raw.slice(dot + 1));
  const expected = Buffer.from(sign(secret, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
  return payload.split('~').filter(Boolean);
}

/** Whether this browser signed in to (or reset the password of) this e-mail before. */
export function isKnownDevice(secret: string, cookieHeader: string | undefined, email: string): boolean {
  return readTags(secret, cookieHeader).includes(accountTag(email));
}

/** The Set-Cookie that adds this e-mail to the browser's known accounts. */
export function knownDeviceCookie(opts: {
  secret: string;
  cookieHeader: string | undefined;
  email: string;
  secure: boolean;
}): string {
  const tag = accountTag(opts.email);
  const tags = [...readTags(opts.secret, opts.cookieHeader).filter((t) => t !== tag), tag].slice(
    -MAX_ACCOUNTS,
  );
  const payload = tags.join('~');
  const value = `${payload}.${sign(opts.secret, payload)}`;
  return `${KNOWN_DEVICE_COOKIE}=${value}; Path=/api/auth; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${opts.secure ? '; Secure' : ''}`;
}
