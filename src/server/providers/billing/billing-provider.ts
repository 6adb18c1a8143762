import type { PlanCode } from '../../../shared/billing';
import type { SubscriptionRow } from '../../modules/billing/effective-plan';

export interface CheckoutRequest {
  agency: { id: string; name: string; email: string | null; stripeCustomerId: string | null };
  userEmail: string;
  planCode: PlanCode;
  /** False when the agency already had a trial. */
  withTrial: boolean;
  successUrl: string;
  cancelUrl: string;
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
  /** Switches the plan of a subscription; the new state arrives through applySubscriptionEvent. */
  changePlan(sub: SubscriptionRow, planCode: PlanCode): Promise<void>;
  /** Cancels now: access ends, nothing is deleted. */
  cancel(sub: SubscriptionRow): Promise<void>;
}
