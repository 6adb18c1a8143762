import type { LimitStore } from '../providers/limits/limit-store';

/** Failures are remembered this long after the first of a series. */
const FAILURE_WINDOW_MS = 60 * 60_000;
/** The longest wait between two attempts, however many failures came before. */
export const MAX_DELAY_S = 5 * 60;

/**
 * Sign-in throttling instead of lock-out. Wrong passwords are counted per e-mail + address and per
 * address. Past `perEmail` (per e-mail + address) or `perAddress` failures, each new failure makes
 * that counter wait 1 s, 2 s, 4 s… (capped at MAX_DELAY_S) before the next attempt is heard. An
 * attacker elsewhere only slows down their own address: the owner's address has its own counters,
 * and a known device or a completed reset gets through whatever the counters say.
 */
export interface SignInThrottle {
  /** Seconds to wait before this e-mail may be tried from this address (0: go ahead). */
  wait(email: string, ip: string): Promise<number>;
  /** A wrong password: counts it and, past the thresholds, sets the next wait. */
  failed(email: string, ip: string): Promise<void>;
  /** The right password (or a completed reset): this e-mail's counters for this address start over. */
  succeeded(email: string, ip: string): Promise<void>;
}

const keys = (email: string, ip: string) => ({
  pair: `sign-in-fail|${email}|${ip}`,
  address: `sign-in-fail-ip|${ip}`,
  pairWait: `sign-in-wait|${email}|${ip}`,
  addressWait: `sign-in-wait-ip|${ip}`,
});

/** 1 s after the failure that reaches the threshold, then doubling. */
export const delayAfter = (failures: number, threshold: number) =>
  failures < threshold ? 0 : Math.min(2 ** (failures - threshold), MAX_DELAY_S);

export function createSignInThrottle(
  store: LimitStore,
  opts: { perEmail: number; perAddress: number },
): SignInThrottle {
  return {
    async wait(email, ip) {
      const k = keys(email, ip);
      const [pair, address] = await Promise.all([store.peek(k.pairWait), store.peek(k.addressWait)]);
      const ms = Math.max(pair.count ? pair.resetMs : 0, address.count ? address.resetMs : 0);
      return Math.ceil(ms / 1000);
    },
    async failed(email, ip) {
      const k = keys(email, ip);
      const [pair, address] = await store.hit([
        { key: k.pair, windowMs: FAILURE_WINDOW_MS },
        { key: k.address, windowMs: FAILURE_WINDOW_MS },
      ]);
      const waits = [
        { key: k.pairWait, windowMs: delayAfter(pair!.count, opts.perEmail) * 1000 },
        { key: k.addressWait, windowMs: delayAfter(address!.count, opts.perAddress) * 1000 },
      ].filter((w) => w.windowMs > 0);
      // The wait keys had expired (the attempt was heard): each starts a window as long as its wait.
      if (waits.length) await store.hit(waits);
    },
    async succeeded(email, ip) {
      const k = keys(email, ip);
      await store.clear([k.pair, k.pairWait]);
    },
  };
}
