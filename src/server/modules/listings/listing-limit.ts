import { and, count, eq, ne } from 'drizzle-orm';
import { billingTexts } from '../../../shared/billing';
import { lockAgency } from '../../db/agency-lock';
import type { Db, Tx } from '../../db/client';
import { listings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { getEffectivePlan } from '../plans/effective-plan';

export interface PublishLimit {
  max: number | null;
  planName: string | null;
}

/** The plan's cap on published listings (null = unlimited), read through the one limits helper. */
export async function publishLimit(db: Db, agencyId: string): Promise<PublishLimit> {
  const plan = await getEffectivePlan({ db, agencyId });
  return { max: plan.planLimits.max_listings, planName: plan.plan?.name ?? null };
}

/**
 * Refuses one more published listing past the cap. Runs inside the write's transaction with
 * the agency row locked, so two concurrent publishes cannot both slip in.
 */
export async function assertUnderLimit(opts: {
  tx: Tx;
  agencyId: string;
  limit: PublishLimit;
  listingId?: string;
}) {
  const { tx, agencyId, limit } = opts;
  if (limit.max === null) return;
  await lockAgency(tx, agencyId);
  const others = opts.listingId ? ne(listings.id, opts.listingId) : undefined;
  const [row] = await tx
    .select({ n: count() })
    .from(listings)
    .where(and(eq(listings.agencyId, agencyId), eq(listings.published, true), others));
  if ((row?.n ?? 0) >= limit.max) {
    throw new AppError(
      'plan_limit',
      limit.planName
        ? billingTexts.limitReached(limit.planName, limit.max)
        : 'Necesitas un plan activo para publicar inmuebles.',
    );
  }
}
