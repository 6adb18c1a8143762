import type Stripe from 'stripe';
import { type PlanCode, planCodes, type SubscriptionStatus } from '../../../shared/billing';
import { subscriptionStatuses } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { WebhookUpdate } from './billing-provider';

type StripeSubscriptionState = Extract<WebhookUpdate, { kind: 'subscription' }>['state'];

const knownStatuses: readonly string[] = subscriptionStatuses;

const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** Our view of a Stripe subscription; agency and plan are null when it does not name them. */
function stripeSubscriptionState(
  sub: Stripe.Subscription,
  prices: Record<PlanCode, string>,
): StripeSubscriptionState {
  const item = sub.items.data[0];
  const priceId = item?.price.id;
  const planCode =
    planCodes.find((code) => prices[code] === priceId) ??
    planCodes.find((code) => code === sub.metadata?.plan_code) ??
    null;
  // Statuses Stripe may add later are treated as not granting access.
  const status = (
    knownStatuses.includes(sub.status as SubscriptionStatus) ? sub.status : 'incomplete'
  ) as SubscriptionStatus;
  return {
    providerSubscriptionId: sub.id,
    agencyId: sub.metadata?.agency_id || null,
    planCode,
    status,
    trialEnd: toDate(sub.trial_end),
    currentPeriodEnd: toDate(item?.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    canceledAt: toDate(sub.canceled_at),
  };
}

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

/** The subscription an invoice belongs to, across API versions. */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy);
}

/**
 * Verifies a Stripe webhook's signature on the raw body and reads what it says about a
 * subscription (fetching it when the event only names it). Other event types are ignored.
 */
export async function readStripeWebhook(opts: {
  stripe: Stripe;
  webhookSecret: string;
  prices: Record<PlanCode, string>;
  rawBody: string;
  signature: string | undefined;
}): Promise<WebhookUpdate> {
  const { stripe } = opts;
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(opts.rawBody, opts.signature ?? '', opts.webhookSecret);
  } catch {
    throw new AppError('bad_request', 'Firma del webhook no válida.');
  }
  const ours = {
    id: event.id,
    provider: 'stripe' as const,
    type: event.type,
    occurredAt: new Date(event.created * 1000),
  };

  let subscription: Stripe.Subscription;
  let paidBy: { agencyId: string; customerId: string } | null = null;
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subId = idOf(session.subscription);
      if (session.mode !== 'subscription' || !subId) return { kind: 'ignored', event: ours };
      const customerId = idOf(session.customer);
      if (customerId && session.client_reference_id)
        paidBy = { agencyId: session.client_reference_id, customerId };
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
      if (!subId) return { kind: 'ignored', event: ours };
      subscription = await stripe.subscriptions.retrieve(subId);
      break;
    }
    default:
      return { kind: 'ignored', event: ours };
  }
  return {
    kind: 'subscription',
    event: ours,
    state: stripeSubscriptionState(subscription, opts.prices),
    customerId: idOf(subscription.customer),
    paidBy,
  };
}
