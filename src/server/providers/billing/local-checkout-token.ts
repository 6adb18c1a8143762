import { createHmac, timingSafeEqual } from 'node:crypto';
import { type PlanCode, planCodes } from '../../../shared/billing';

/**
 * What a local test-mode checkout carries; signed, so no table is needed and nobody can forge one.
 * No trial flag: whether it starts a trial is decided when it is confirmed (trialEligible).
 */
export interface LocalCheckout {
  agencyId: string;
  planCode: PlanCode;
  /** Expiry, epoch ms. */
  exp: number;
}

const TTL_MS = 24 * 3600_000;

export function signLocalCheckout(secret: string, c: Omit<LocalCheckout, 'exp'>, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ ...c, exp: now + TTL_MS })).toString('base64url');
  const sig = createHmac('sha256', secret).update(`local-checkout.${payload}`).digest('base64url');
  return `${payload}.${sig}`;
}

/** The checkout, or null when the id is forged, malformed or expired. */
export function readLocalCheckout(secret: string, id: string, now = Date.now()): LocalCheckout | null {
  const [payload, sig] = id.split('.');
  if (!payload || !sig) return null;
  const expected = createHmac('sha256', secret).update(`local-checkout.${payload}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const c = JSON.parse(Buffer.from(payload, 'base64url').toString()) as LocalCheckout;
    if (!planCodes.includes(c.planCode) || typeof c.agencyId !== 'string' || c.exp < now) return null;
    return c;
  } catch {
    return null;
  }
}
