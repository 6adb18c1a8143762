import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { type OutboundErrorCode, outboundErrorTexts, outboundTexts } from '../../shared/outbound';

/**
 * The one SSRF guard of requests to URLs users give (webhooks, feed imports): a URL is checked and
 * resolved once, and the connection goes to the address that was checked (`checkedLookup`), so a
 * second DNS answer cannot swap in a private one.
 */

/** Where a request may connect: the address that was checked, not a second DNS answer. */
export interface PublicTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

/** A refused or failed outbound request; its message is the Spanish one the user reads. */
export class OutboundError extends Error {
  constructor(
    readonly code: OutboundErrorCode,
    message: string = outboundErrorTexts[code],
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Addresses that are not the public internet (RFC 6890 and friends): a URL pointed at them could
 * make the server reach its own network (SSRF). IPv6 outside global unicast (2000::/3) is refused
 * further down, which also covers IPv4-mapped, NAT64, link-local and unique-local addresses.
 */
const notPublic = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  notPublic.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['2001::', 32], // Teredo tunnels
  ['2001:10::', 28], // ORCHID
  ['2001:20::', 28], // ORCHIDv2
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address inside
] as const)
  notPublic.addSubnet(net, prefix, 'ipv6');
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

/** Whether an IP address (v4 or v6) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, 'ipv4');
  if (family === 6) return globalUnicast.check(address, 'ipv6') && !notPublic.check(address, 'ipv6');
  return false;
}

export type Scheme = 'http:' | 'https:';
/** Feeds and their photos: plain http is still common among agency software. */
export const WEB_SCHEMES: readonly Scheme[] = ['http:', 'https:'];

export interface PublicTargetOptions {
  /** Development and tests only (OUTBOUND_ALLOW_PRIVATE_TARGETS): any address passes. */
  allowPrivate: boolean;
  resolve?: Resolve;
  /** The schemes allowed, e.g. `['https:']` (webhooks) or {@link WEB_SCHEMES} (feeds). */
  schemes: readonly Scheme[];
  /** Let `user:password@` through (the caller moves it to a header); refused by default. */
  allowCredentials?: boolean;
  /** Which addresses count as public; tests let one loopback address stand for the internet. */
  isPublic?: (address: string) => boolean;
}

/**
 * Checks a URL and resolves its name once. Without `allowPrivate` (always so in production) every
 * address the name resolves to must be public: one private answer among public ones is refused
 * too, since the connection could be made to any of them.
 */
export async function resolvePublicTarget(raw: string, opts: PublicTargetOptions): Promise<PublicTarget> {
  if (!URL.canParse(raw)) throw new OutboundError('invalid_url');
  const url = new URL(raw);
  if (!(opts.schemes as readonly string[]).includes(url.protocol))
    throw new OutboundError('scheme', outboundTexts.scheme(opts.schemes));
  if ((url.username || url.password) && !opts.allowCredentials) throw new OutboundError('credentials_in_url');
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  if (!hostname) throw new OutboundError('invalid_url');
  let answers: { address: string; family: number }[];
  if (isIP(hostname)) answers = [{ address: hostname, family: isIP(hostname) }];
  else {
    answers = await (opts.resolve ?? systemResolve)(hostname).catch(() => []);
    if (!answers.length) throw new OutboundError('unresolvable');
  }
  const isPublic = opts.isPublic ?? isPublicAddress;
  if (!opts.allowPrivate && answers.some((a) => !isPublic(a.address))) throw new OutboundError('not_public');
  const [first] = answers;
  return { url, address: first!.address, family: first!.family === 6 ? 6 : 4 };
}

/** A `lookup` for http(s).request that answers only the checked address: no second DNS query. */
export function checkedLookup({ address, family }: PublicTarget): LookupFunction {
  return (_host, options, callback) => {
    if (options.all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}
