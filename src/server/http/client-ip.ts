import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Logger } from '../logger';
import { addressKind, forwardedClient, missingProxyHop, type TrustProxy } from './proxy-trust';

/** The address of the socket's other end ('unknown' for in-process requests). */
function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Per TRUST_PROXY setting (env.TRUST_PROXY, one object per app): the logger still owed its warning. */
const watched = new WeakMap<Exclude<TrustProxy, null>, Pick<Logger, 'warn'>>();

/**
 * Warn once, on the first request whose address counts for a limit and that came without the proxy
 * hop TRUST_PROXY counts on (proxy-trust.ts, missingProxyHop). Once: a misconfigured deployment
 * would otherwise write it for every visitor.
 */
export function watchProxyHops(trust: TrustProxy, logger: Pick<Logger, 'warn'>): void {
  if (trust) watched.set(trust, logger);
}

function checkHop(trust: Exclude<TrustProxy, null>, peer: string, xForwardedFor: string | undefined) {
  const logger = watched.get(trust);
  if (!logger || !missingProxyHop(trust, peer, xForwardedFor)) return;
  watched.delete(trust);
  // The kind of peer, not its address: logs hold no personal data.
  logger.warn(
    { peer: addressKind(peer), forwardedFor: xForwardedFor ? 'too few entries' : 'absent' },
    'TRUST_PROXY is set, but a request arrived without the X-Forwarded-For entry the proxy adds: ' +
      'either this port is reachable without the proxy, so anyone can write X-Forwarded-For and ' +
      'choose the address every per-address limit counts, or the proxy does not append ' +
      'X-Forwarded-For (then every visitor counts as the proxy). Let only the proxy reach the port ' +
      "(HOST=127.0.0.1, a private network or a firewall) or set TRUST_PROXY to the proxy's addresses; " +
      'see README, Limits and abuse. Said once.',
  );
}

/**
 * The caller's IP, used only as a rate-limit key (never stored): the peer, or behind trusted
 * proxies (TRUST_PROXY) the address they vouch for, read from the right of X-Forwarded-For.
 */
export function clientIp(c: Context, trust: TrustProxy): string {
  const peer = peerAddress(c);
  const xForwardedFor = c.req.header('x-forwarded-for');
  if (trust) checkHop(trust, peer, xForwardedFor);
  return forwardedClient(trust, peer, xForwardedFor).address;
}

/** How many trusted proxies this request came through (the X-Forwarded-Host entries to skip). */
export function trustedHops(c: Context, trust: TrustProxy): number {
  if (!trust) return 0;
  return forwardedClient(trust, peerAddress(c), c.req.header('x-forwarded-for')).hops;
}
