import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { webhookTexts } from '../../../shared/webhooks';

/** Where a delivery may connect: the address that was checked, not a second DNS answer. */
export interface WebhookTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

/** A target refused before any connection; its message is the Spanish one the owner reads. */
export class WebhookTargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookTargetError';
  }
}

export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Addresses that are not the public internet (RFC 6890 and friends): a webhook pointed at them could
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

/**
 * Checks a webhook URL and resolves it once. Without `allowPrivate` (always so in production) it must
 * be https and every address its name resolves to must be public: one private answer among public
 * ones is refused too, since the connection could be made to any of them.
 */
export async function resolveTarget(
  raw: string,
  opts: { allowPrivate: boolean; resolve?: Resolve },
): Promise<WebhookTarget> {
  if (!URL.canParse(raw)) throw new WebhookTargetError(webhookTexts.urlInvalid);
  const url = new URL(raw);
  if (url.protocol !== 'https:' && !(opts.allowPrivate && url.protocol === 'http:'))
    throw new WebhookTargetError(webhookTexts.httpsRequired);
  if (url.username || url.password) throw new WebhookTargetError(webhookTexts.credentialsInUrl);
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  let answers: { address: string; family: number }[];
  if (isIP(hostname)) answers = [{ address: hostname, family: isIP(hostname) }];
  else {
    answers = await (opts.resolve ?? systemResolve)(hostname).catch(() => []);
    if (!answers.length) throw new WebhookTargetError(webhookTexts.unresolvable);
  }
  if (!opts.allowPrivate && answers.some((a) => !isPublicAddress(a.address)))
    throw new WebhookTargetError(webhookTexts.notPublic);
  const [first] = answers;
  return { url, address: first!.address, family: first!.family === 6 ? 6 : 4 };
}
