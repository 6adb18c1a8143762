import type { PlanCode } from '../../../shared/billing';
import type { BillingDetails, InvoiceView } from '../../../shared/billing-details';
import type { subscriptions } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

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

/** A subscription change the provider reports, to be applied with applySubscriptionEvent. */
export interface SubscriptionChange {
  event: ProviderEvent;
  state: SubscriptionState;
}

/**
 * A verified webhook in our terms. The agency may only be known by the provider's customer id
 * (the module resolves it); a plan code of null means a price that is not one of our plans.
 */
export type WebhookUpdate =
  | { kind: 'ignored'; event: ProviderEvent }
  | {
      kind: 'subscription';
      event: ProviderEvent;
      state: Omit<SubscriptionState, 'agencyId' | 'planCode'> & {
        agencyId: string | null;
        planCode: PlanCode | null;
      };
      customerId: string | null;
      /** A completed checkout: the agency that paid, to remember its customer id. */
      paidBy: { agencyId: string; customerId: string } | null;
    };

export interface CheckoutRequest {
  agency: { id: string; name: string; email: string | null; stripeCustomerId: string | null };
  /** Razón social, NIF/CIF and dirección fiscal, when saved: a new customer carries them. */
  billingDetails: BillingDetails | null;
  userEmail: string;
  planCode: PlanCode;
  /** False when the agency already had its trial (trialEligible). */
  withTrial: boolean;
  successUrl: string;
  cancelUrl: string;
}

/** A plan change priced: charged today (the proration) and when the new monthly price starts. */
export interface PlanChangeCost {
  creditCents: number;
  chargeCents: number;
  amountTodayCents: number;
  nextChargeAt: Date | null;
  trialing: boolean;
  /** When the proration was computed (Stripe's proration_date): the change uses the same moment. */
  at: Date;
}

/** Payments: Stripe when configured, the local test mode otherwise. */
export interface BillingProvider {
  readonly kind: 'local' | 'stripe';
  /** Where to send the browser to pay. */
  createCheckout(req: CheckoutRequest): Promise<{ url: string; customerId?: string }>;
  /** Where the customer manages payment details, plan and cancellation. */
  createPortal(req: {
    agency: { id: string; stripeCustomerId: string | null };
    returnUrl: string;
  }): Promise<string>;
  /**
   * Switches the plan of a subscription. The local test mode answers with the new state at once;
   * Stripe answers null: its new state arrives by webhook.
   */
  changePlan(
    sub: SubscriptionRow,
    planCode: PlanCode,
    opts?: { upgrade?: PlanChangeCost },
  ): Promise<SubscriptionChange | null>;
  /**
   * What changing to a dearer plan costs today (the proration) and when the new price is first
   * charged; `at` is the moment the proration is computed for, to be passed to changePlan.
   */
  previewChange(
    sub: SubscriptionRow,
    change: { fromCents: number; to: PlanCode; toCents: number },
  ): Promise<PlanChangeCost>;
  /**
   * Cancels at the end of the trial or of the period already paid: access stays until then, a
   * trial ends without a charge, nothing is deleted. Same answer as changePlan.
   */
  cancel(sub: SubscriptionRow): Promise<SubscriptionChange | null>;
  /** Undoes a cancellation before it takes effect. Same answer as changePlan. */
  resume(sub: SubscriptionRow): Promise<SubscriptionChange | null>;
  /**
   * Puts the billing details on the provider's customer (Stripe: name, address and the `es_cif`
   * tax id, so its invoices carry them). Nothing to do in the local test mode.
   */
  updateCustomerDetails(customerId: string, details: BillingDetails): Promise<void>;
  /** The customer's invoices, newest first. The local test mode keeps its own (local_invoices). */
  listInvoices(customerId: string, limit: number): Promise<InvoiceView[]>;
  /** Checks a webhook's signature on the raw body and reads it; throws AppError when it is not genuine. */
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<WebhookUpdate>;
}
