import { eq } from 'drizzle-orm';
import { teamTexts } from '../../../shared/team';
import type { Db } from '../../db/client';
import { agencies, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { getEffectivePlan } from '../plans/effective-plan';

/**
 * The 403 a paused agent gets on every call: why (the plan's seats) and whom to ask (the owner,
 * by name and e-mail), so the dashboard can say it instead of failing screen by screen.
 */
export async function seatPausedError(db: Db, agencyId: string): Promise<AppError> {
  const [[row], { plan, planLimits }] = await Promise.all([
    db
      .select({ agencyName: agencies.name, ownerName: users.name, ownerEmail: users.email })
      .from(agencies)
      .innerJoin(users, eq(users.id, agencies.ownerUserId))
      .where(eq(agencies.id, agencyId)),
    getEffectivePlan({ db, agencyId }),
  ]);
  const ownerEmail = row?.ownerEmail ?? '';
  return new AppError(
    'seat_paused',
    teamTexts.seatPaused({
      agencyName: row?.agencyName ?? '',
      planName: plan?.name ?? '',
      seats: planLimits.seats,
      ownerName: row?.ownerName?.trim() || ownerEmail,
      ownerEmail,
    }),
  );
}
