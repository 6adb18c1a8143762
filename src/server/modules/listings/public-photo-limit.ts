import { eq } from 'drizzle-orm';
import { MAX_PHOTOS } from '../../../shared/listings';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema';
import { getEffectivePlan } from '../plans/effective-plan';
import { toPlanView } from '../plans/list-plans';

/**
 * How many photos of each listing an agency's public pages show (src/shared/shown-photos.ts):
 * its plan's photos per listing. With no plan in force (a subscription that lapsed; its pages stay
 * public), the plan it last had: a page changes when something is written (a plan change writes a
 * subscription or the agency, and their triggers refresh the stored pages), never merely because
 * time passed. An agency that never had a plan is not cut.
 */
export async function publicPhotoLimit(db: Db, agencyId: string): Promise<number> {
  const { plan, subscription } = await getEffectivePlan({ db, agencyId });
  if (plan) return Math.min(MAX_PHOTOS, plan.limits.photos_per_listing);
  if (!subscription) return MAX_PHOTOS;
  const [last] = await db.select().from(plans).where(eq(plans.code, subscription.planCode));
  return last ? Math.min(MAX_PHOTOS, toPlanView(last).limits.photos_per_listing) : MAX_PHOTOS;
}
