import { asc } from 'drizzle-orm';
import type { PlanCode, PlanView } from '../../../shared/billing';
import { planFeatureTexts, planLimitsByCode } from '../../../shared/plan-features';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema';

export type PlanRow = typeof plans.$inferSelect;

export function toPlanView(p: PlanRow): PlanView {
  const code = p.code as PlanCode;
  // A row seeded by an older version lacks the newer keys until the next start's seed.
  const limits = { ...planLimitsByCode[code], ...p.limits };
  return {
    code,
    name: p.name,
    priceMonthCents: p.priceMonthCents,
    maxListings: limits.max_listings,
    rendersPerMonth: limits.renders_per_month,
    limits,
    seats: limits.seats,
    // The card's lines come from the one list, never from a second copy in the table.
    features: planFeatureTexts(code, limits),
  };
}

/** The plans table, cheapest first: the one source for every price and limit shown. */
export async function listPlans(db: Db): Promise<PlanView[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.priceMonthCents));
  return rows.map(toPlanView);
}
