import type { LeadValues } from '../../../shared/lead-schema';
import { leadTextsFor } from '../../../shared/leads';
import type { AppDeps } from '../../context';
import { AppError } from '../../http/errors';
import { RateLimiter } from '../../http/rate-limit';
import { queueLeadAlert } from '../notifications/queue-lead-alert';
import { submitLead } from './submit-lead';

/** Per visitor IP and per listing (env LEAD_LIMIT_PER_IP / _PER_LISTING); generous for people, tight for scripts. */
export const LEAD_LIMITS = { windowMs: 10 * 60_000 } as const;

export type LeadIntake = (opts: {
  slug: string;
  values: LeadValues;
  ip: string;
  userAgent: string | null;
}) => Promise<{ id: string | null; duplicate: boolean }>;

/**
 * The one way a lead comes in, shared by the JSON endpoint and the no-JavaScript form post so
 * both count against the same limits.
 */
export function createLeadIntake(deps: AppDeps): LeadIntake {
  const byIp = new RateLimiter(deps.env.LEAD_LIMIT_PER_IP, LEAD_LIMITS.windowMs);
  const byListing = new RateLimiter(deps.env.LEAD_LIMIT_PER_LISTING, LEAD_LIMITS.windowMs);
  return async ({ slug, values, ip, userAgent }) => {
    const { tooMany } = leadTextsFor(values.lang);
    if (!byIp.hit(ip).allowed) throw new AppError('rate_limited', tooMany);
    // The honeypot: a person never fills it. A bot is told "sent" and nothing is stored.
    if (values.website) {
      deps.logger.warn({ slug }, 'lead honeypot filled: dropped');
      return { id: null, duplicate: false };
    }
    if (!byListing.hit(slug).allowed) throw new AppError('rate_limited', tooMany);
    const { lead, duplicate } = await submitLead({ db: deps.database.db, slug, values, userAgent });
    deps.logger.info({ leadId: lead.id, listingId: lead.listingId, duplicate }, 'lead received');
    if (!duplicate) {
      // The lead is committed: the visitor is told so even if its e-mail alert cannot be queued.
      try {
        await queueLeadAlert(deps.jobs, lead.id);
      } catch (err) {
        deps.logger.error({ err, leadId: lead.id }, 'could not queue the lead alert');
      }
    }
    return { id: lead.id, duplicate };
  };
}
