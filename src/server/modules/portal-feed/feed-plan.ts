import { planChecks } from '../../../shared/plan-features';
import type { Db } from '../../db/client';
import { getEffectivePlan } from '../plans/effective-plan';

/** The agency's plan in force, when it includes the portal feed (the plan cards' rule); else null. */
export async function feedPlan(db: Db, agencyId: string) {
  const { plan, planLimits } = await getEffectivePlan({ db, agencyId });
  return plan && planChecks.portalFeed(planLimits) ? plan : null;
}
