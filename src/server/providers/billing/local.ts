import { createHash, randomUUID } from 'node:crypto';
import { paths } from '../../../shared/paths';
import { AppError } from '../../http/errors';
import type { BillingProvider, SubscriptionChange, SubscriptionRow } from './billing-provider';
import { signLocalCheckout } from './local-checkout-token';

export const localSubscriptionId = (checkoutId: string) =>
  `local_sub_${createHash('sha256').update(checkoutId).digest('hex').slice(0, 24)}`;

/** A local event: the subscription as it is, with some fields changed, as of now. */
function change(
  sub: SubscriptionRow,
  type: string,
  changes: Partial<SubscriptionChange['state']>,
): SubscriptionChange {
  return {
    event: { id: `local_evt_${randomUUID()}`, provider: 'local', type, occurredAt: new Date() },
    state: {
      providerSubscriptionId: sub.providerSubscriptionId!,
      agencyId: sub.agencyId,
      planCode: sub.planCode,
      status: sub.status,
      trialEnd: sub.trialEnd,
      currentPeriodEnd: sub.currentPeriodEnd,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      canceledAt: sub.canceledAt,
      ...changes,
    },
  };
}

/**
 * Test mode (no Stripe key): checkout and portal are pages of this app, clearly marked. Changes
 * are answered at once as the events a Stripe webhook would bring; the billing module applies
 * them through applySubscriptionEvent, the same path as Stripe's.
 */
export function createLocalBilling(opts: { publicUrl: string; secret: string }): BillingProvider {
  return {
    kind: 'local',
    async createCheckout(req) {
      const id = signLocalCheckout(opts.secret, { agencyId: req.agency.id, planCode: req.planCode });
      return { url: `${opts.publicUrl}${paths.billing.localCheckout(id)}` };
    },
    async createPortal() {
      return `${opts.publicUrl}${paths.billing.localPortal}`;
    },
    async changePlan(sub, planCode) {
      return change(sub, 'customer.subscription.updated', { planCode });
    },
    async cancel(sub) {
      return change(sub, 'customer.subscription.deleted', {
        status: 'canceled',
        canceledAt: new Date(),
        cancelAtPeriodEnd: false,
      });
    },
    async verifyWebhook() {
      // Nothing outside this app talks to the local test mode.
      throw new AppError('not_found');
    },
  };
}
