import { desc, eq } from 'drizzle-orm';
import {
  type PlanCode,
  type PlanView,
  planCodes,
  type SubscriptionInfo,
  trialDaysRemaining,
} from '../../../shared/billing';
import type { PlanLimits } from '../../../shared/plan-features';
import type { Db, Tx } from '../../db/client';
import { agencies, plans, subscriptions } from '../../db/schema';
import type { SubscriptionRow } from '../../providers/billing/billing-provider';
import { localPeriod } from '../../providers/billing/local';
import { toPlanView } from './list-plans';

export type { SubscriptionRow };

/** A Stripe trial whose end passed this long ago without an update from Stripe no longer grants access. */
const STALE_TRIAL_GRACE_MS = 2 * 86_400_000;

export interface EffectivePlan {
  /** The plan in force, or null: no access to the dashboard. */
  plan: PlanView | null;
  source: 'subscription' | 'current_plan' | null;
  /** The newest subscription of the agency (in force or not), for settings. */
  subscription: SubscriptionRow | null;
  /** Status as it stands now (a local trial past its end renews as active). */
  status: SubscriptionRow['status'] | null;
  /** Everything the plan allows; without a plan, nothing (the dashboard is closed anyway). */
  planLimits: PlanLimits;
}

const NO_PLAN: PlanLimits = {
  max_listings: 0,
  renders_per_month: 0,
  ai_texts_per_month: 0,
  photos_per_listing: 0,
  seats: 1,
  stats: 'simple',
  branded_poster: false,
  full_branding: false,
  webhooks: false,
  portal_feed: false,
};

/** When a cancelled subscription ends: at the end of its trial, else of the period already paid. */
const cancelledEnd = (sub: SubscriptionRow) =>
  sub.status === 'trialing' ? (sub.trialEnd ?? sub.currentPeriodEnd) : (sub.currentPeriodEnd ?? sub.trialEnd);

function statusNow(sub: SubscriptionRow, now: Date): SubscriptionRow['status'] {
  // Cancelled for the end of the period: it ends then, with no charge, whatever the provider says
  // later (Stripe's deletion event only confirms it).
  if (sub.cancelAtPeriodEnd && (sub.status === 'trialing' || sub.status === 'active')) {
    const end = cancelledEnd(sub);
    if (end && end <= now) return 'canceled';
  }
  // Local test mode charges nothing: a confirmed trial simply renews at its end.
  if (sub.provider === 'local' && sub.status === 'trialing' && sub.trialEnd && sub.trialEnd <= now)
    return 'active';
  return sub.status;
}

function grantsAccess(sub: SubscriptionRow, now: Date): boolean {
  const status = statusNow(sub, now);
  if (status === 'trialing')
    return !sub.trialEnd || sub.trialEnd.getTime() + STALE_TRIAL_GRACE_MS > now.getTime();
  return status === 'active' || status === 'past_due';
}

/**
 * The agency's plan and limits now: its subscription in force, else a plan granted on the
 * agency (current_plan). The only place limits are read (issue 3 → Limits).
 */
export async function getEffectivePlan(opts: {
  /** A transaction too, so a subscription change reads the plan it just wrote. */
  db: Db | Tx;
  agencyId: string;
  now?: Date;
}): Promise<EffectivePlan> {
  const { db, agencyId } = opts;
  const now = opts.now ?? new Date();
  const [subs, [agency], allPlans] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.agencyId, agencyId))
      .orderBy(desc(subscriptions.createdAt)),
    db.select({ currentPlan: agencies.currentPlan }).from(agencies).where(eq(agencies.id, agencyId)),
    db.select().from(plans),
  ]);
  const planByCode = new Map(allPlans.map((p) => [p.code, toPlanView(p)]));
  const inForce = subs.find((s) => grantsAccess(s, now));
  const newest = inForce ?? subs[0] ?? null;
  let plan: PlanView | null = null;
  let source: EffectivePlan['source'] = null;
  if (inForce) {
    plan = planByCode.get(inForce.planCode) ?? null;
    source = plan ? 'subscription' : null;
  } else if (agency?.currentPlan && planCodes.includes(agency.currentPlan as PlanCode)) {
    plan = planByCode.get(agency.currentPlan) ?? null;
    source = plan ? 'current_plan' : null;
  }
  return {
    plan,
    source,
    subscription: newest,
    status: newest ? statusNow(newest, now) : null,
    planLimits: plan?.limits ?? NO_PLAN,
  };
}

/**
 * One free trial per agency, ever: every first subscription starts with it, so only an agency
 * that never had a subscription is offered one. Checkout, the local test mode and every page
 * that mentions the trial read this (through `trial_eligible`).
 */
export const trialEligible = (e: EffectivePlan): boolean => e.subscription === null;

/** The check-subscription answer (docs/decisions/015-json-field-casing.md). */
export function toSubscriptionInfo(e: EffectivePlan, now: Date = new Date()): SubscriptionInfo {
  const sub = e.source === 'subscription' ? e.subscription : e.source ? null : e.subscription;
  const trialing = e.status === 'trialing' && sub?.trialEnd;
  let end = sub?.currentPeriodEnd ?? sub?.trialEnd ?? null;
  // A local subscription renews monthly after its trial: show the next renewal.
  if (sub?.provider === 'local' && e.status === 'active') end = localPeriod(sub, now).end;
  return {
    subscribed: e.plan !== null,
    plan_code: e.plan?.code ?? (sub?.planCode as PlanCode | undefined) ?? null,
    status: e.source === 'current_plan' ? 'active' : (e.status ?? null),
    trial_end: trialing ? sub!.trialEnd!.toISOString() : null,
    subscription_end: e.source === 'current_plan' ? null : (end?.toISOString() ?? null),
    source: e.source,
    provider: e.source === 'current_plan' ? null : (sub?.provider ?? null),
    cancel_at_period_end: sub?.cancelAtPeriodEnd ?? false,
    trial_days_remaining: trialing ? trialDaysRemaining(sub!.trialEnd!, now) : null,
    trial_eligible: trialEligible(e),
  };
}
