import { Hono } from 'hono';
import { analyticsApi } from '../../../shared/analytics';
import type { AppDeps, AppEnv } from '../../context';
import { cacheControl } from '../../http/cache';
import { requireAgency } from '../../http/require-agency';
import { getDashboardSummary } from './get-dashboard-summary';

/**
 * Dashboard Home's summary of the signed-in user's agency: its listings with their figures. It
 * composes the listings and analytics modules, so it sits above both.
 */
export function homeRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const member = requireAgency(deps);

  return new Hono<AppEnv>().get(analyticsApi.summary, member, async (c) => {
    // The views this instance has counted and not yet written: a member sees what just happened.
    await deps.pages.views.flush();
    const body = await getDashboardSummary({ db, storage: deps.storage, agencyId: c.get('agency').id });
    // Figures change with every scan: never cached, and private to the signed-in user.
    c.header('Cache-Control', cacheControl.private);
    return c.json(body);
  });
}
