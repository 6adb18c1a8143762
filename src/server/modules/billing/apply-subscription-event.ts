import { eq } from 'drizzle-orm';
import type { PlanView } from '../../../shared/billing';
import type { Db } from '../../db/client';
import { billingEvents, subscriptions } from '../../db/schema';
import type { ProviderEvent, SubscriptionState } from '../../providers/billing/billing-provider';
import { type DraftedListing, enforceListingLimit } from '../listings/enforce-listing-limit';
import { getEffectivePlan } from '../plans/effective-plan';

export type ApplyResult = 'applied' | 'duplicate' | 'stale';

export interface ApplyOutcome {
  result: ApplyResult;
  /** Listings the new plan could not hold, moved to draft in the same transaction. */
  drafted: DraftedListing[];
  /** The plan in force after the change (null: no access). */
  plan: PlanView | null;
}

/**
 * The one code path that changes a subscription, for the Stripe webhook and the local test
 * mode alike: idempotent by event id, tolerant of out-of-order delivery, all in one transaction
 * — the plan limit included: when the plan now in force holds fewer published listings than
 * the agency has, the rest go to draft (`keepListingIds` when the user chose, else the oldest
 * stay). Without a plan in force nothing is unpublished: access is what ends.
 */
export async function applySubscriptionEvent(opts: {
  db: Db;
  event: ProviderEvent;
  state: SubscriptionState;
  keepListingIds?: readonly string[];
}): Promise<ApplyOutcome> {
  const { db, event, state } = opts;
  return db.transaction(async (tx): Promise<ApplyOutcome> => {
    const [fresh] = await tx
      .insert(billingEvents)
      .values({ id: event.id, provider: event.provider, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (!fresh) return { result: 'duplicate', drafted: [], plan: null };

    const [existing] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, state.providerSubscriptionId))
      .for('update');
    if (existing?.providerUpdatedAt && existing.providerUpdatedAt > event.occurredAt)
      return { result: 'stale', drafted: [], plan: null };

    const values = {
      agencyId: state.agencyId,
      planCode: state.planCode,
      status: state.status,
      provider: event.provider,
      providerSubscriptionId: state.providerSubscriptionId,
      trialEnd: state.trialEnd,
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      canceledAt: state.canceledAt,
      providerUpdatedAt: event.occurredAt,
    };
    if (existing) await tx.update(subscriptions).set(values).where(eq(subscriptions.id, existing.id));
    else await tx.insert(subscriptions).values(values);

    const { plan } = await getEffectivePlan({ db: tx, agencyId: state.agencyId });
    const drafted = plan
      ? await enforceListingLimit({ tx, agencyId: state.agencyId, plan, keepListingIds: opts.keepListingIds })
      : [];
    return { result: 'applied', drafted, plan };
  });
}
