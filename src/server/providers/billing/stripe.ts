import Stripe from 'stripe';
import { type PlanCode, TRIAL_DAYS } from '../../../shared/billing';
import type { BillingProvider } from './billing-provider';
import { readStripeWebhook } from './stripe-webhook';

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  prices: Record<PlanCode, string>;
  /** Another API base (a local fake server in tests). */
  apiBase?: string;
}

export function createStripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Escaparate' },
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
}

/** Stripe Checkout (subscription mode, 45-day trial), the customer portal, plan changes and cancellation. */
export function createStripeBilling(
  config: StripeConfig,
  stripe = createStripeClient(config),
): BillingProvider {
  return {
    kind: 'stripe',
    async createCheckout(req) {
      let customerId = req.agency.stripeCustomerId;
      if (!customerId) {
        const customer = await stripe.customers.create({
          email: req.agency.email ?? req.userEmail,
          name: req.agency.name,
          metadata: { agency_id: req.agency.id },
        });
        customerId = customer.id;
      }
      const metadata = { agency_id: req.agency.id, plan_code: req.planCode };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: req.agency.id,
        line_items: [{ price: config.prices[req.planCode], quantity: 1 }],
        subscription_data: { metadata, ...(req.withTrial ? { trial_period_days: TRIAL_DAYS } : {}) },
        metadata,
        locale: 'es',
        success_url: req.successUrl,
        cancel_url: req.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without url');
      return { url: session.url, customerId };
    },
    async createPortal(req) {
      if (!req.agency.stripeCustomerId) throw new Error('The agency has no Stripe customer yet');
      const portal = await stripe.billingPortal.sessions.create({
        customer: req.agency.stripeCustomerId,
        return_url: req.returnUrl,
        locale: 'es',
      });
      return portal.url;
    },
    async changePlan(sub, planCode) {
      const current = await stripe.subscriptions.retrieve(sub.providerSubscriptionId!);
      const item = current.items.data[0];
      if (!item) throw new Error('Stripe subscription without items');
      await stripe.subscriptions.update(current.id, {
        items: [{ id: item.id, price: config.prices[planCode] }],
        proration_behavior: 'create_prorations',
        metadata: { ...current.metadata, plan_code: planCode },
      });
      return null;
    },
    async cancel(sub) {
      await stripe.subscriptions.cancel(sub.providerSubscriptionId!);
      return null;
    },
    verifyWebhook(rawBody, signature) {
      return readStripeWebhook({
        stripe,
        webhookSecret: config.webhookSecret,
        prices: config.prices,
        rawBody,
        signature,
      });
    },
  };
}
