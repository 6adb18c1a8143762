import { createHash } from 'node:crypto';

/** One counter to bump: its key and the length of its window (which starts at the key's first hit). */
export interface LimitHit {
  key: string;
  windowMs: number;
}

/** A counter's state: hits in the current window, and ms until that window ends. */
export interface LimitCount {
  count: number;
  resetMs: number;
}

/**
 * Fixed-window counters shared by every instance of the app: PostgreSQL (the app's own database,
 * PGlite included) by default, Redis with REDIS_URL. Keys are hashed before they are stored.
 */
export interface LimitStore {
  readonly kind: 'postgres' | 'redis';
  /** Counts one hit on every key, in one round trip; the results come in the order of `hits`. */
  hit(hits: LimitHit[]): Promise<LimitCount[]>;
  /** A counter without counting: `{ count: 0, resetMs: 0 }` once its window has passed. */
  peek(key: string): Promise<LimitCount>;
  /** Forgets counters (a successful sign-in clears its failures). */
  clear(keys: string[]): Promise<void>;
  close(): Promise<void>;
  /**
   * Where counting happens now: `degraded` while the configured store (Redis) cannot be reached and
   * the database counts in its place (readiness reports it).
   */
  health?(): LimitStoreHealth;
}

export interface LimitStoreHealth {
  store: 'postgres' | 'redis';
  degraded: boolean;
}

/**
 * What is stored for a key: a hash, so the store never holds an address or an e-mail in clear.
 * 128 bits: collisions are out of reach.
 */
export const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 22);

/** A named limit: at most `limit` hits per key within `windowMs`. */
export interface LimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

export interface LimitVerdict {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/** The hit for a rule and key (the rule's name keeps limits on the same key apart). */
export const ruleHit = (rule: LimitRule, key: string): LimitHit => ({
  key: `${rule.name}|${key}`,
  windowMs: rule.windowMs,
});

export const verdict = (rule: LimitRule, c: LimitCount): LimitVerdict => ({
  allowed: c.count <= rule.limit,
  count: c.count,
  retryAfterSeconds: Math.max(1, Math.ceil(c.resetMs / 1000)),
});

/** Counts one hit on each rule (one round trip) and says, rule by rule, whether it is within its limit. */
export async function checkLimits(
  store: LimitStore,
  checks: { rule: LimitRule; key: string }[],
): Promise<LimitVerdict[]> {
  const counts = await store.hit(checks.map((c) => ruleHit(c.rule, c.key)));
  return counts.map((c, i) => verdict(checks[i]!.rule, c));
}

/** One rule, one key: `checkLimits` for a single counter. */
export async function checkLimit(store: LimitStore, rule: LimitRule, key: string): Promise<LimitVerdict> {
  const [result] = await checkLimits(store, [{ rule, key }]);
  return result!;
}
