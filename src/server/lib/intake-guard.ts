import { AppError } from '../lib/app-error';
import type { Logger } from '../logger';
import { checkLimit, type LimitRule, type LimitStore } from '../providers/limits/limit-store';

/**
 * A public form's limits. Per visitor address: past it, the form is refused (429). Per typed
 * e-mail: past it, the form is still taken but that address is mailed no more. Anyone can type
 * someone else's e-mail, so a cap on it must not refuse that person's own form (decisions →
 * Abuse); it only keeps strangers from filling their inbox.
 */
export interface IntakeLimits {
  perIp: number;
  perEmail: number;
  windowMs: number;
}

/** The honeypot: a field people never see, so never fill. */
export const honeypotFilled = (values: { website?: string }): boolean => Boolean(values.website);

/** What the guard lets through: `null` for a bot (answered as a person, nothing stored). */
export type IntakeVerdict = { mail: boolean } | null;

/**
 * The limits and honeypot of one public form (contact, newsletter): refuses past the address's
 * limit, drops a bot's form, and says whether the typed e-mail may still be mailed.
 */
export function createIntakeGuard(opts: {
  /** The limit rules' prefix: `contact` counts `contact-ip` and `contact-email`. */
  name: string;
  limits: IntakeLimits;
  /** The Spanish 429 message. */
  tooMany: string;
}) {
  const { name, limits, tooMany } = opts;
  const byIp: LimitRule = { name: `${name}-ip`, limit: limits.perIp, windowMs: limits.windowMs };
  const byEmail: LimitRule = { name: `${name}-email`, limit: limits.perEmail, windowMs: limits.windowMs };
  return async (
    deps: { limits: LimitStore; logger: Logger },
    form: { ip: string; email: string; website?: string },
  ): Promise<IntakeVerdict> => {
    if (!(await checkLimit(deps.limits, byIp, form.ip)).allowed) throw new AppError('rate_limited', tooMany);
    if (honeypotFilled(form)) {
      deps.logger.warn(`${name} honeypot filled: dropped`);
      return null;
    }
    return { mail: (await checkLimit(deps.limits, byEmail, form.email.toLowerCase())).allowed };
  };
}
