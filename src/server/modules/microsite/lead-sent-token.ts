import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long the address of the "sent" page shows it: a reload, back and forward, not a bookmark. */
export const LEAD_SENT_TTL_S = 60 * 60;

const signature = (secret: string, slug: string, issued: string) =>
  createHmac('sha256', secret).update(`lead-sent:${slug}:${issued}`).digest('base64url').slice(0, 22);

/**
 * The `?enviada=` token of the page a no-JavaScript lead form redirects to (Post/Redirect/Get):
 * when it was sent and an HMAC of that and the listing, nothing of the buyer. Nothing stored: a
 * reload shows the same page without sending again, and nobody can make one for another listing.
 */
export function leadSentToken(secret: string, slug: string, now = Date.now()): string {
  const issued = Math.floor(now / 1000).toString(36);
  return `${issued}.${signature(secret, slug, issued)}`;
}

/** Whether a token is this listing's, genuine and younger than LEAD_SENT_TTL_S. */
export function isLeadSentToken(secret: string, slug: string, token: unknown, now = Date.now()): boolean {
  if (typeof token !== 'string' || token.length > 64) return false;
  const [issued, sig, ...rest] = token.split('.');
  if (rest.length || !issued || !sig || !/^[0-9a-z]{1,10}$/.test(issued)) return false;
  const expected = Buffer.from(signature(secret, slug, issued));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const age = now / 1000 - Number.parseInt(issued, 36);
  // A minute's grace for another instance's clock.
  return age >= -60 && age <= LEAD_SENT_TTL_S;
}
