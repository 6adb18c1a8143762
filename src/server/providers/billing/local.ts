import { createHash, randomUUID } from 'node:crypto';
import { paths } from '../../../shared/paths';
import type { Db } from '../../db/client';
import { applySubscriptionEvent } from '../../modules/billing/apply-subscription-event';
import { signLocalCheckout } from '../../modules/billing/local-checkout-token';
import type { BillingProvider } from './billing-provider';

export const localSubscriptionId = (checkoutId: string) =>
  `local_sub_${createHash('sha256').update(checkoutId).digest('hex').slice(0, 24)}`;

/**
 * Test mode (no Stripe key): checkout and portal are pages of this app, clearly marked, and
 * every change goes through applySubscriptionEvent exactly as a Stripe webhook does.
 */
export function createLocalBilling(opts: { db: Db; publicUrl: string; secret: string }): BillingProvider {
  const { db } = opts;
  const apply = (
    sub: Parameters<BillingProvider['cancel']>[0],
    type: string,
    changes: Record<string, unknown>,
  ) =>
    applySubscriptionEvent({
      db,
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
    });
  return {
    kind: 'local',
    async createCheckout(req) {
      const id = signLocalCheckout(opts.secret, {
        agencyId: req.agency.id,
        planCode: req.planCode,
        withTrial: req.withTrial,
      });
      return { url: `${opts.publicUrl}${paths.billing.localCheckout(id)}` };
    },
    async createPortal() {
      return `${opts.publicUrl}${paths.billing.localPortal}`;
    },
    async changePlan(sub, planCode) {
      await apply(sub, 'customer.subscription.updated', { planCode });
    },
    async cancel(sub) {
      await apply(sub, 'customer.subscription.deleted', {
        status: 'canceled',
        canceledAt: new Date(),
        cancelAtPeriodEnd: false,
      });
    },
  };
}
