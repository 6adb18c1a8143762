import { planChecks } from '../../../shared/plan-features';
import type { Db } from '../../db/client';
import { getEffectivePlan } from '../plans/effective-plan';

/** Whether the agency's plan in force includes lead webhooks (the plan cards' rule). */
export async function webhooksAllowed(db: Db, agencyId: string): Promise<boolean> {
  const { plan, planLimits } = await getEffectivePlan({ db, agencyId });
  return !!plan && planChecks.leadWebhooks(planLimits);
}
