import { Hono } from 'hono';
import { leadInputSchema } from '../../../shared/lead-schema';
import { leadsApi, leadTexts } from '../../../shared/leads';
import type { AppDeps } from '../../context';
import { clientIp } from '../../http/client-ip';
import { readJson } from '../../http/validate';
import type { LeadIntake } from './lead-intake';

/** The public interest request of a microsite (the page's script posts here). */
export function leadRoutes(deps: AppDeps, intake: LeadIntake) {
  return new Hono().post(leadsApi.submit.pattern, async (c) => {
    const values = await readJson(c, leadInputSchema);
    const { id, duplicate } = await intake({
      slug: c.req.param('slug'),
      values,
      ip: clientIp(c, deps.env.TRUST_PROXY),
      userAgent: c.req.header('user-agent') ?? null,
    });
    return c.json({ ok: true, ...(id ? { id } : {}), message: leadTexts.sent }, duplicate ? 200 : 201);
  });
}
