import { eq } from 'drizzle-orm';
import { teamTexts } from '../../../shared/team';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toPlanView } from '../plans/list-plans';
import { seatsInUse } from './seats';

/**
 * A plan change the owner asks for is refused while the team uses more seats than the new plan
 * has: people are not removed behind the owner's back, they choose whom (Settings → Equipo).
 * A change that arrives anyway (the provider's portal, an ended subscription) leaves the newest
 * agents without access until a seat is free (agentHasSeat).
 */
export async function assertSeatsFit(opts: { db: Db; agencyId: string; planCode: string }): Promise<void> {
  const [row] = await opts.db.select().from(plans).where(eq(plans.code, opts.planCode));
  if (!row) return;
  const plan = toPlanView(row);
  const used = await seatsInUse(opts.db, opts.agencyId);
  if (used > plan.seats)
    throw new AppError('conflict', teamTexts.downgradeBlocked(used, plan.name, plan.seats));
}
