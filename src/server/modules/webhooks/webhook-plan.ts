import { WEBHOOK_PLANS } from '../../../shared/webhooks';
import type { Db } from '../../db/client';
import { getEffectivePlan } from '../billing/effective-plan';

/** Whether the agency's plan in force includes lead webhooks (Plus and Pro). */
export async function webhooksAllowed(db: Db, agencyId: string): Promise<boolean> {
  const { plan } = await getEffectivePlan({ db, agencyId });
  return !!plan && (WEBHOOK_PLANS as readonly string[]).includes(plan.code);
}
