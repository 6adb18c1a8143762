import type { Context } from 'hono';
import type { AppDeps } from '../../context';
import { clientIp } from '../../http/client-ip';
import { checkLimits, type LimitRule } from '../../providers/limits/limit-store';
import { LEAD_WINDOW_MS } from '../leads/lead-suspicion';

/**
 * The per-address limits of the visitor's requests: the leads' rule (LEAD_LIMIT_PER_IP per 10
 * minutes), each with a counter of its own. Counted only for well-formed requests, so a visitor
 * who mistypes a field a few times is not locked out; nothing but the visitor's own address can
 * be refused.
 */
export const visitRules = (env: { LEAD_LIMIT_PER_IP: number }) => ({
  byAddress: { name: 'visit-ip', limit: env.LEAD_LIMIT_PER_IP, windowMs: LEAD_WINDOW_MS } satisfies LimitRule,
  /** The visitor's changes on their page of the visit. */
  manage: {
    name: 'visit-manage-ip',
    limit: env.LEAD_LIMIT_PER_IP,
    windowMs: LEAD_WINDOW_MS,
  } satisfies LimitRule,
});

/**
 * Whether the request's address is still within `rule`. A store that fails (Redis down) must not
 * cost a visitor their visit: the request is taken unchecked, and logged.
 */
export async function addressAllowed(
  deps: Pick<AppDeps, 'env' | 'limits' | 'logger'>,
  c: Context,
  rule: LimitRule,
): Promise<boolean> {
  const key = clientIp(c, deps.env.TRUST_PROXY);
  const [address] = await checkLimits(deps.limits, [{ rule, key }]).catch((err) => {
    deps.logger.error({ err, rule: rule.name }, 'visit limits unavailable: request taken unchecked');
    return [{ allowed: true }];
  });
  return address!.allowed;
}
