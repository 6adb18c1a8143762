import { Hono } from 'hono';
import { leadInputSchema, leadTexts } from '../../../shared/leads';
import type { AppDeps } from '../../context';
import { clientIp } from '../../http/client-ip';
import { AppError } from '../../http/errors';
import { RateLimiter } from '../../http/rate-limit';
import { readJson } from '../../http/validate';
import { submitLead } from './submit-lead';

/** Per visitor IP and per listing; generous for people, tight for scripts. */
export const LEAD_LIMITS = { perIp: 10, perListing: 60, windowMs: 10 * 60_000 } as const;

/** The public interest request of a microsite. */
export function leadRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const byIp = new RateLimiter(LEAD_LIMITS.perIp, LEAD_LIMITS.windowMs);
  const byListing = new RateLimiter(LEAD_LIMITS.perListing, LEAD_LIMITS.windowMs);

  return new Hono().post('/api/public/listings/:slug/leads', async (c) => {
    const slug = c.req.param('slug');
    if (!byIp.hit(clientIp(c, deps.env.TRUST_PROXY)).allowed)
      throw new AppError('rate_limited', leadTexts.tooMany);
    const values = await readJson(c, leadInputSchema);
    // The honeypot: a person never fills it. A bot is told "sent" and nothing is stored.
    if (values.website) {
      deps.logger.warn({ slug }, 'lead honeypot filled: dropped');
      return c.json({ ok: true, message: leadTexts.sent }, 201);
    }
    if (!byListing.hit(slug).allowed) throw new AppError('rate_limited', leadTexts.tooMany);
    const { lead, duplicate } = await submitLead({
      db,
      slug,
      values,
      userAgent: c.req.header('user-agent') ?? null,
    });
    deps.logger.info({ leadId: lead.id, listingId: lead.listingId, duplicate }, 'lead received');
    return c.json({ ok: true, id: lead.id, message: leadTexts.sent }, duplicate ? 200 : 201);
  });
}
