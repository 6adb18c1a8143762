import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingEvents, subscriptions } from '../../db/schema';
import type { SubscriptionRow } from './effective-plan';

/** A provider's view of one subscription at one moment. */
export interface SubscriptionState {
  providerSubscriptionId: string;
  agencyId: string;
  planCode: string;
  status: SubscriptionRow['status'];
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
}

export interface ProviderEvent {
  /** Unique per event (Stripe's evt_…); a replay with the same id changes nothing. */
  id: string;
  provider: 'local' | 'stripe';
  type: string;
  /** When the provider produced the event: an older one never overwrites a newer state. */
  occurredAt: Date;
}

export type ApplyResult = 'applied' | 'duplicate' | 'stale';

/**
 * The one code path that changes a subscription, for the Stripe webhook and the local test
 * mode alike: idempotent by event id, tolerant of out-of-order delivery, all in one transaction.
 */
export async function applySubscriptionEvent(opts: {
  db: Db;
  event: ProviderEvent;
  state: SubscriptionState;
}): Promise<ApplyResult> {
  const { db, event, state } = opts;
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(billingEvents)
      .values({ id: event.id, provider: event.provider, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (!fresh) return 'duplicate';

    const [existing] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, state.providerSubscriptionId))
      .for('update');
    if (existing?.providerUpdatedAt && existing.providerUpdatedAt > event.occurredAt) return 'stale';

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
    return 'applied';
  });
}
