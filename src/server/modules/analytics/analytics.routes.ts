import type { Context } from 'hono';
import { Hono } from 'hono';
import { type AnalyticsReport, analyticsApi, analyticsQuerySchema } from '../../../shared/analytics';
import type { AppDeps, AppEnv } from '../../context';
import { validationError } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { ensureMyAgency } from '../agencies/ensure-my-agency';
import { getAnalytics } from './get-analytics';
import { getDashboardSummary } from './get-dashboard-summary';

/** Figures change with every scan: never cached, and private to the signed-in user. */
const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

/** Dashboard Home and Analytics figures of the signed-in user's agency only. */
export function analyticsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const agencyOf = async (userId: string) => (await ensureMyAgency({ db, userId })).id;

  return new Hono<AppEnv>()
    .use(analyticsApi.summary, requireUser(deps.auth))
    .use('/api/analytics', requireUser(deps.auth))
    .get(analyticsApi.summary, async (c) => {
      const agencyId = await agencyOf(c.get('user').id);
      const body = await getDashboardSummary({ db, storage: deps.storage, agencyId });
      noStore(c);
      return c.json(body);
    })
    .get('/api/analytics', async (c) => {
      const parsed = analyticsQuerySchema.safeParse(c.req.query());
      if (!parsed.success) throw validationError(parsed.error);
      const agencyId = await agencyOf(c.get('user').id);
      const body: AnalyticsReport = await getAnalytics({ db, agencyId, range: parsed.data.range });
      noStore(c);
      return c.json(body);
    });
}
