import { BlockList, isIP } from 'node:net';

/**
 * Which reverse proxies in front of the app are trusted (TRUST_PROXY): none, a number of hops
 * (`1`: one nginx or load balancer; `true` means 1), or the proxies' own addresses as CIDRs.
 */
export type TrustProxy = { hops: number } | { cidrs: BlockList; text: string } | null;

/** `::ffff:10.0.0.1` is the IPv4 address 10.0.0.1 seen through an IPv6 socket. */
const unmap = (address: string) =>
  /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;

/** Parses TRUST_PROXY; returns an error text (English, like the other environment errors) when it is neither. */
export function parseTrustProxy(value: string | undefined): TrustProxy | { error: string } {
  const v = value?.trim().toLowerCase() ?? '';
  if (v === '' || v === 'false' || v === '0') return null;
  if (v === 'true') return { hops: 1 };
  if (/^\d+$/.test(v)) return { hops: Math.min(Number(v), 20) };
  const cidrs = new BlockList();
  for (const part of v
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [address = '', prefix] = part.split('/');
    const family = isIP(unmap(address));
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    if (!family || !Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32))
      return { error: `"${part}" is not a number of hops, true/false, or an IP address / CIDR` };
    cidrs.addSubnet(unmap(address), bits, family === 6 ? 'ipv6' : 'ipv4');
  }
  return { cidrs, text: v };
}

function trusted(cidrs: BlockList, address: string): boolean {
  const a = unmap(address);
  const family = isIP(a);
  return family !== 0 && cidrs.check(a, family === 6 ? 'ipv6' : 'ipv4');
}

const list = (header: string | undefined) =>
  (header ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * How many proxies in front of us are trusted for this request, and the client address they
 * vouch for. X-Forwarded-For is read from the RIGHT: each proxy appends the address it saw, so
 * the entries a client writes itself are on the left and are never believed.
 */
export function forwardedClient(
  trust: TrustProxy,
  peer: string,
  xForwardedFor: string | undefined,
): { address: string; hops: number } {
  if (!trust) return { address: peer, hops: 0 };
  // The chain as seen from here: the client's claims … each proxy's view … our direct peer.
  const chain = [...list(xForwardedFor), peer];
  let hops = 0;
  if ('hops' in trust) hops = trust.hops;
  else while (hops < chain.length && trusted(trust.cidrs, chain[chain.length - 1 - hops]!)) hops++;
  // Every entry vouched for: the left-most is as far as anyone can tell.
  return { address: chain[Math.max(0, chain.length - 1 - hops)]!, hops };
}

/**
 * The host the outermost trusted proxy was asked for: X-Forwarded-Host read from the right,
 * `hops` entries in (each trusted proxy may have appended one). Without trust: none.
 */
export function forwardedHost(hops: number, xForwardedHost: string | undefined): string | undefined {
  if (hops < 1) return undefined;
  const hosts = list(xForwardedHost);
  if (!hosts.length) return undefined;
  return hosts[Math.max(0, hosts.length - hops)];
}

/** Loopback, then the private and shared ranges a proxy usually reaches the app from. */
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');
const privateRanges = new BlockList();
for (const [net, bits] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
] as const)
  privateRanges.addSubnet(net, bits, 'ipv4');
privateRanges.addSubnet('fc00::', 7, 'ipv6');
privateRanges.addSubnet('fe80::', 10, 'ipv6');

/** What kind of address a peer is, for a log line that must not hold the address itself. */
export function addressKind(address: string): 'loopback' | 'private' | 'public' | 'unknown' {
  const a = unmap(address);
  const family = isIP(a);
  if (!family) return 'unknown';
  const type = family === 6 ? 'ipv6' : 'ipv4';
  if (loopback.check(a, type)) return 'loopback';
  return privateRanges.check(a, type) ? 'private' : 'public';
}

/**
 * Whether a request came through fewer proxies than TRUST_PROXY counts on: every proxy appends
 * one X-Forwarded-For entry, so with `hops` proxies in front a request carries at least `hops`
 * entries, and with CIDRs a trusted peer carries at least one. Fewer: the request reached the
 * port without the proxy (where a client can write X-Forwarded-For itself), or the proxy does not
 * append it (and every visitor counts as the proxy). A stranger's request under CIDR trust is not
 * evidence: its X-Forwarded-For is ignored anyway.
 */
export function missingProxyHop(trust: TrustProxy, peer: string, xForwardedFor: string | undefined): boolean {
  if (!trust) return false;
  const entries = list(xForwardedFor).length;
  if ('hops' in trust) return entries < trust.hops;
  return entries === 0 && trusted(trust.cidrs, peer);
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * The start-up warning for a configuration that lets a client choose its own address: a number of
 * hops believes the X-Forwarded-For of any peer, so it is safe only when nothing but the proxy
 * reaches the port. Listening on loopback makes sure of it; CIDRs do not need it. Null: nothing to say.
 */
export function trustProxyStartWarning(trust: TrustProxy, host: string): string | null {
  if (!trust || !('hops' in trust) || LOOPBACK_HOSTS.has(host.toLowerCase())) return null;
  return (
    `TRUST_PROXY=${trust.hops} believes the X-Forwarded-For header of any peer, and the server listens on ${host}: ` +
    'if this port can be reached without going through the proxy, a client can choose the address every ' +
    'per-address limit counts. Listen on 127.0.0.1 (HOST) when the proxy runs on this machine, keep the port ' +
    "on a network only the proxy reaches, or set TRUST_PROXY to the proxy's addresses (CIDRs). " +
    'See README, Limits and abuse.'
  );
}
