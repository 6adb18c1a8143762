import { asc } from 'drizzle-orm';
import type { PlanCode, PlanView } from '../../../shared/billing';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema';

export type PlanRow = typeof plans.$inferSelect;

export function toPlanView(p: PlanRow): PlanView {
  return {
    code: p.code as PlanCode,
    name: p.name,
    priceMonthCents: p.priceMonthCents,
    maxListings: p.limits.max_listings,
    rendersPerMonth: p.limits.renders_per_month,
    // A plans row seeded before seats existed: one user, the owner.
    seats: p.limits.seats ?? 1,
    features: p.features,
  };
}

/** The plans table, cheapest first: the one source for every price and limit shown. */
export async function listPlans(db: Db): Promise<PlanView[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.priceMonthCents));
  return rows.map(toPlanView);
}
