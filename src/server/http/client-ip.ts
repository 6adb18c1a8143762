import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { forwardedClient, type TrustProxy } from './proxy-trust';

/** The address of the socket's other end ('unknown' for in-process requests). */
function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The caller's IP, used only as a rate-limit key (never stored): the peer, or behind trusted
 * proxies (TRUST_PROXY) the address they vouch for, read from the right of X-Forwarded-For.
 */
export function clientIp(c: Context, trust: TrustProxy): string {
  return forwardedClient(trust, peerAddress(c), c.req.header('x-forwarded-for')).address;
}

/** How many trusted proxies this request came through (the X-Forwarded-Host entries to skip). */
export function trustedHops(c: Context, trust: TrustProxy): number {
  if (!trust) return 0;
  return forwardedClient(trust, peerAddress(c), c.req.header('x-forwarded-for')).hops;
}
