import { eq } from 'drizzle-orm';
import { agencies } from '../../db/schema';
import type { BillingProvider } from '../../providers/billing/billing-provider';
import { applySubscriptionChange, type BillingContext } from './apply-subscription-change';
import type { ApplyResult } from './apply-subscription-event';

/**
 * A payment provider's webhook: the provider verifies and reads it; here it is tied to an agency
 * (by metadata, else by the provider's customer id) and applied. Events about no subscription
 * of ours are acknowledged and ignored.
 */
export async function handleBillingWebhook(
  ctx: BillingContext & { billing: BillingProvider },
  req: { rawBody: string; signature: string | undefined },
): Promise<ApplyResult | 'ignored'> {
  const { db, logger } = ctx;
  const update = await ctx.billing.verifyWebhook(req.rawBody, req.signature);
  const { event } = update;
  if (update.kind === 'ignored') return 'ignored';

  if (update.paidBy) {
    await db
      .update(agencies)
      .set({ stripeCustomerId: update.paidBy.customerId })
      .where(eq(agencies.id, update.paidBy.agencyId));
  }
  const [owner] =
    !update.state.agencyId && update.customerId
      ? await db
          .select({ id: agencies.id })
          .from(agencies)
          .where(eq(agencies.stripeCustomerId, update.customerId))
      : [];
  const agencyId = update.state.agencyId ?? owner?.id ?? null;
  const { planCode } = update.state;
  if (!planCode || !agencyId) {
    logger.warn(
      { eventId: event.id, type: event.type },
      'billing event for an unknown agency or price: ignored',
    );
    return 'ignored';
  }
  const result = await applySubscriptionChange(ctx, {
    event,
    state: { ...update.state, agencyId, planCode },
  });
  logger.info({ eventId: event.id, type: event.type, result }, 'billing event');
  return result;
}
