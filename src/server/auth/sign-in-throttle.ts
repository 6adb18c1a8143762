import type { LimitStore } from '../providers/limits/limit-store';

/** Failures are remembered this long after the first of a series. */
const FAILURE_WINDOW_MS = 60 * 60_000;
/** The longest wait between two attempts, however many failures came before. */
export const MAX_DELAY_S = 5 * 60;
/** An account's attempts from browsers it does not know are remembered this long (decision 039). */
const ACCOUNT_WINDOW_MS = 24 * 60 * 60_000;
/** The longest an account makes unknown browsers wait between two attempts (decision 039). */
export const ACCOUNT_MAX_DELAY_S = 15 * 60;

/** One sign-in: the e-mail tried, the address it came from, and whether that browser knows the e-mail. */
export interface SignInAttempt {
  email: string;
  ip: string;
  /** The browser carries a signed known-device cookie for this e-mail (known-device.ts). */
  knownDevice: boolean;
}

/** How long an attempt must wait before it is heard; `account`: the wait is the account's, not the address's. */
export interface SignInWait {
  seconds: number;
  account: boolean;
}

/**
 * Sign-in throttling instead of lock-out (docs/decisions/039-account-sign-in-slow-down.md).
 * Per e-mail + address and per address: past `perEmail` / `perAddress` wrong passwords, each new one
 * makes that counter wait 1 s, 2 s, 4 s… (at most MAX_DELAY_S). Per account, over every address:
 * browsers the e-mail never signed in from get `perAccount` attempts, then each attempt holds the
 * account for the next one 1 s, 2 s, 4 s… (at most ACCOUNT_MAX_DELAY_S), so rotating addresses
 * buys nothing. A known device has counters of its own and never waits for the account; a
 * successful sign-in or a completed reset starts the account over.
 */
export interface SignInThrottle {
  /**
   * Whether this attempt may go on (`seconds` 0) or must wait. An attempt let through from an
   * unknown browser is counted on the account before its password is checked, so a burst cannot
   * slip past the count in the time the checks take.
   */
  admit(attempt: SignInAttempt): Promise<SignInWait>;
  /** A wrong password: counts it for the browser's address and, past the thresholds, sets the next wait. */
  failed(attempt: SignInAttempt): Promise<void>;
  /** The right password: this browser's counters and the account's start over. */
  succeeded(attempt: SignInAttempt): Promise<void>;
  /** A completed password reset from this address: every counter of the e-mail there starts over. */
  passwordReset(email: string, ip: string): Promise<void>;
}

/** The known device counts on keys of its own: no stranger's failures at the same address apply. */
const subject = (a: SignInAttempt) => (a.knownDevice ? `${a.ip}|known-device` : a.ip);

const keys = (a: SignInAttempt) => ({
  pair: `sign-in-fail|${a.email}|${subject(a)}`,
  address: `sign-in-fail-ip|${subject(a)}`,
  pairWait: `sign-in-wait|${a.email}|${subject(a)}`,
  addressWait: `sign-in-wait-ip|${subject(a)}`,
});

const accountKeys = (email: string) => ({
  tries: `sign-in-account|${email}`,
  hold: `sign-in-account-hold|${email}`,
});

/** 1 s after the failure that reaches the threshold, then doubling. */
export const delayAfter = (failures: number, threshold: number, max = MAX_DELAY_S) =>
  failures < threshold ? 0 : Math.min(2 ** Math.min(failures - threshold, 30), max);

const seconds = (ms: number) => Math.ceil(ms / 1000);

export function createSignInThrottle(
  store: LimitStore,
  opts: { perEmail: number; perAddress: number; perAccount: number },
): SignInThrottle {
  /**
   * The account's gate for an unknown browser. The n-th attempt of the window is counted first
   * (atomically, so concurrent attempts get distinct numbers); from the perAccount-th on, it must
   * also be the first to take the account's hold, a window of delayAfter(n) during which every
   * other unknown browser waits.
   */
  async function accountGate(email: string): Promise<number> {
    const k = accountKeys(email);
    const held = await store.peek(k.hold);
    if (held.count) return seconds(held.resetMs);
    const [tries] = await store.hit([{ key: k.tries, windowMs: ACCOUNT_WINDOW_MS }]);
    const delay = delayAfter(tries!.count, opts.perAccount, ACCOUNT_MAX_DELAY_S);
    if (!delay) return 0;
    const [hold] = await store.hit([{ key: k.hold, windowMs: delay * 1000 }]);
    return hold!.count === 1 ? 0 : Math.max(1, seconds(hold!.resetMs));
  }

  return {
    async admit(attempt) {
      const k = keys(attempt);
      const [pair, address] = await Promise.all([store.peek(k.pairWait), store.peek(k.addressWait)]);
      const ms = Math.max(pair.count ? pair.resetMs : 0, address.count ? address.resetMs : 0);
      if (ms > 0) return { seconds: seconds(ms), account: false };
      if (attempt.knownDevice) return { seconds: 0, account: false };
      return { seconds: await accountGate(attempt.email), account: true };
    },
    async failed(attempt) {
      const k = keys(attempt);
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
    async succeeded(attempt) {
      const k = keys(attempt);
      const a = accountKeys(attempt.email);
      await store.clear([k.pair, k.pairWait, a.tries, a.hold]);
    },
    async passwordReset(email, ip) {
      const browsers = [false, true].map((knownDevice) => keys({ email, ip, knownDevice }));
      const a = accountKeys(email);
      await store.clear([...browsers.flatMap((k) => [k.pair, k.pairWait]), a.tries, a.hold]);
    },
  };
}
