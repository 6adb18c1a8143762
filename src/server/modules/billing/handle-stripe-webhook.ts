import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { agencies } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Logger } from '../../logger';
import { type StripeConfig, stripeSubscriptionState } from '../../providers/billing/stripe';
import { type ApplyResult, applySubscriptionEvent } from './apply-subscription-event';

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

/** The subscription an invoice belongs to, across API versions. */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy);
}

/**
 * Verifies the signature on the raw body and applies what the event says about a
 * subscription. Unknown event types are acknowledged and ignored.
 */
export async function handleStripeWebhook(opts: {
  db: Db;
  stripe: Stripe;
  config: StripeConfig;
  logger: Logger;
  rawBody: string;
  signature: string | undefined;
}): Promise<ApplyResult | 'ignored'> {
  const { db, stripe, config } = opts;
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(opts.rawBody, opts.signature ?? '', config.webhookSecret);
  } catch {
    throw new AppError('bad_request', 'Firma del webhook no válida.');
  }

  let subscription: Stripe.Subscription | null = null;
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subId = idOf(session.subscription);
      if (session.mode !== 'subscription' || !subId) return 'ignored';
      const customerId = idOf(session.customer);
      if (customerId && session.client_reference_id) {
        await db
          .update(agencies)
          .set({ stripeCustomerId: customerId })
          .where(eq(agencies.id, session.client_reference_id));
      }
      subscription = await stripe.subscriptions.retrieve(subId);
      break;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      subscription = event.data.object;
      break;
    case 'invoice.payment_failed': {
      const subId = invoiceSubscriptionId(event.data.object);
      if (!subId) return 'ignored';
      subscription = await stripe.subscriptions.retrieve(subId);
      break;
    }
    default:
      return 'ignored';
  }

  const customerId = idOf(subscription.customer);
  const [owner] = customerId
    ? await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.stripeCustomerId, customerId))
    : [];
  const state = stripeSubscriptionState(subscription, config, owner?.id ?? null);
  if (!state) {
    opts.logger.warn(
      { eventId: event.id, type: event.type },
      'stripe event for an unknown agency or price: ignored',
    );
    return 'ignored';
  }
  const result = await applySubscriptionEvent({
    db,
    event: { id: event.id, provider: 'stripe', type: event.type, occurredAt: new Date(event.created * 1000) },
    state,
  });
  opts.logger.info({ eventId: event.id, type: event.type, result }, 'stripe event');
  return result;
}
