import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new signing secret: `whsec_` and 32 random bytes (base64url). */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

/** The first characters of a secret, enough to tell two apart and useless to sign. */
export const secretHint = (secret: string): string => `${secret.slice(0, 10)}…`;

/** Hex HMAC-SHA256 of `timestamp + "." + body` with the endpoint's secret. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The `Escaparate-Signature` header value: `t=<unix seconds>,v1=<hex>`. */
export function signatureHeader(secret: string, body: string, now: Date = new Date()): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${webhookSignature(secret, t, body)}`;
}

/**
 * What a receiver does (docs/webhooks.md shows the same in a few lines): recomputes the signature
 * over the raw body, compares in constant time and refuses an old timestamp (a replayed request).
 */
export function verifyWebhookSignature(opts: {
  secret: string;
  header: string | null | undefined;
  body: string;
  toleranceSeconds?: number;
  now?: Date;
}): boolean {
  const parts = new Map(
    (opts.header ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string | undefined]),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return false;
  const nowSeconds = Math.floor((opts.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - t) > (opts.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(webhookSignature(opts.secret, t, opts.body), 'hex');
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}
