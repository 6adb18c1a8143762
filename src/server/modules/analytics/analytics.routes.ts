import type { Context } from 'hono';
import { Hono } from 'hono';
import { type AnalyticsReport, analyticsApi, analyticsQuerySchema } from '../../../shared/analytics';
import type { AppDeps, AppEnv } from '../../context';
import { cacheControl } from '../../http/cache';
import { requireAgency } from '../../http/require-agency';
import { readQuery } from '../../http/validate';
import { getEffectivePlan } from '../plans/effective-plan';
import { getAnalytics } from './get-analytics';

/** Figures change with every scan: never cached, and private to the signed-in user. */
const noStore = (c: Context) => c.header('Cache-Control', cacheControl.private);

/** Analytics figures of the signed-in user's agency only (Dashboard Home's summary: home.routes.ts). */
export function analyticsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const member = requireAgency(deps);
  // The views this instance has counted and not yet written: a member sees what just happened.
  const fresh = () => deps.pages.views.flush();

  return new Hono<AppEnv>().get(analyticsApi.report.pattern, member, async (c) => {
    const { range } = readQuery(c, analyticsQuerySchema);
    const agencyId = c.get('agency').id;
    const { planLimits } = await getEffectivePlan({ db, agencyId });
    await fresh();
    const body: AnalyticsReport = await getAnalytics({ db, agencyId, range, stats: planLimits.stats });
    noStore(c);
    return c.json(body);
  });
}
