import Stripe from 'stripe';
import { type PlanCode, TRIAL_DAYS } from '../../../shared/billing';
import type { BillingProvider } from './billing-provider';
import { listStripeInvoices, stripeCustomerDetails, syncStripeCustomer } from './stripe-customer';
import { readStripeWebhook } from './stripe-webhook';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

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

/**
 * Stripe Checkout (subscription mode, 45-day trial), the customer portal, plan changes with their
 * proration preview, and cancellation at the period's end (and its undoing).
 */
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
          // A new customer carries the details saved before it existed, in the same call.
          ...(req.billingDetails ? stripeCustomerDetails(req.billingDetails) : {}),
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
    async changePlan(sub, planCode, opts) {
      const current = await stripe.subscriptions.retrieve(sub.providerSubscriptionId!);
      const item = current.items.data[0];
      if (!item) throw new Error('Stripe subscription without items');
      const upgrade = opts?.upgrade;
      await stripe.subscriptions.update(current.id, {
        items: [{ id: item.id, price: config.prices[planCode] }],
        // An upgrade's proration is invoiced and charged now, as its preview said; a smaller plan's
        // credit goes to the next invoice. In the trial there is nothing to prorate.
        proration_behavior: upgrade && !upgrade.trialing ? 'always_invoice' : 'create_prorations',
        ...(upgrade && !upgrade.trialing ? { proration_date: seconds(upgrade.at) } : {}),
        metadata: { ...current.metadata, plan_code: planCode },
      });
      return null;
    },
    async previewChange(sub, change) {
      const current = await stripe.subscriptions.retrieve(sub.providerSubscriptionId!);
      const item = current.items.data[0];
      if (!item) throw new Error('Stripe subscription without items');
      const trialing = current.status === 'trialing';
      const at = new Date(Math.floor(Date.now() / 1000) * 1000);
      const preview = await stripe.invoices.createPreview({
        customer: typeof current.customer === 'string' ? current.customer : current.customer.id,
        subscription: current.id,
        subscription_details: {
          items: [{ id: item.id, price: config.prices[change.to] }],
          proration_behavior: trialing ? 'create_prorations' : 'always_invoice',
          proration_date: seconds(at),
        },
      });
      // Stripe's advice: the prorations are the lines marked as such.
      const amounts = preview.lines.data
        .filter((l) => l.parent?.subscription_item_details?.proration)
        .map((l) => l.amount);
      const creditCents = -amounts.filter((a) => a < 0).reduce((a, b) => a + b, 0);
      const chargeCents = amounts.filter((a) => a > 0).reduce((a, b) => a + b, 0);
      const next = trialing ? current.trial_end : item.current_period_end;
      return {
        creditCents,
        chargeCents,
        amountTodayCents: Math.max(chargeCents - creditCents, 0),
        nextChargeAt: next ? new Date(next * 1000) : null,
        trialing,
        at,
      };
    },
    async cancel(sub) {
      // At the end of the trial (no charge) or of the period already paid; webhooks follow.
      await stripe.subscriptions.update(sub.providerSubscriptionId!, { cancel_at_period_end: true });
      return null;
    },
    async resume(sub) {
      await stripe.subscriptions.update(sub.providerSubscriptionId!, { cancel_at_period_end: false });
      return null;
    },
    updateCustomerDetails(customerId, details) {
      return syncStripeCustomer(stripe, customerId, details);
    },
    listInvoices(customerId, limit) {
      return listStripeInvoices(stripe, customerId, limit);
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
