import { createHash, randomUUID } from 'node:crypto';
import { prorate } from '../../../shared/billing';
import { paths } from '../../../shared/paths';
import { AppError } from '../../lib/app-error';
import type { BillingProvider, SubscriptionChange, SubscriptionRow } from './billing-provider';
import { signLocalCheckout } from './local-checkout-token';

export const localSubscriptionId = (checkoutId: string) =>
  `local_sub_${createHash('sha256').update(checkoutId).digest('hex').slice(0, 24)}`;

const monthBefore = (d: Date) => new Date(new Date(d).setMonth(d.getMonth() - 1));
const monthAfter = (d: Date) => new Date(new Date(d).setMonth(d.getMonth() + 1));

/**
 * A local subscription's current period: its trial, else the month that renews next. It renews
 * monthly after the trial without storing each renewal, so the period is counted on from the
 * stored end; a cancelled one keeps the end it was cancelled for.
 */
export function localPeriod(
  sub: Pick<SubscriptionRow, 'trialEnd' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'createdAt'>,
  now: Date,
): { start: Date; end: Date | null; trialing: boolean } {
  if (sub.trialEnd && sub.trialEnd > now) return { start: sub.createdAt, end: sub.trialEnd, trialing: true };
  let end = sub.currentPeriodEnd ?? sub.trialEnd;
  if (!end) return { start: sub.createdAt, end: null, trialing: false };
  if (!sub.cancelAtPeriodEnd) while (end <= now) end = monthAfter(end);
  return { start: monthBefore(end), end, trialing: false };
}

/** A local event: the subscription as it is, with some fields changed, as of now. */
function change(
  sub: SubscriptionRow,
  type: string,
  changes: Partial<SubscriptionChange['state']>,
): SubscriptionChange {
  const now = new Date();
  // A trial past its end has renewed as a paid month (the stored status is the checkout's).
  const renewed = sub.status === 'trialing' && sub.trialEnd !== null && sub.trialEnd <= now;
  return {
    event: { id: `local_evt_${randomUUID()}`, provider: 'local', type, occurredAt: now },
    state: {
      providerSubscriptionId: sub.providerSubscriptionId!,
      agencyId: sub.agencyId,
      planCode: sub.planCode,
      status: renewed ? 'active' : sub.status,
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
 * them through applySubscriptionEvent, the same path as Stripe's. Nothing is charged, but every
 * amount shown is computed the way Stripe computes it.
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
    async previewChange(sub, c) {
      const at = new Date();
      const period = localPeriod(sub, at);
      if (period.trialing || !period.end) {
        return {
          creditCents: 0,
          chargeCents: 0,
          amountTodayCents: 0,
          nextChargeAt: period.end,
          trialing: period.trialing,
          at,
        };
      }
      const p = prorate({
        oldCents: c.fromCents,
        newCents: c.toCents,
        periodStart: period.start,
        periodEnd: period.end,
        at,
      });
      return {
        creditCents: p.creditCents,
        chargeCents: p.chargeCents,
        amountTodayCents: p.amountCents,
        nextChargeAt: period.end,
        trialing: false,
        at,
      };
    },
    async cancel(sub) {
      const now = new Date();
      const { end } = localPeriod(sub, now);
      return change(sub, 'customer.subscription.updated', {
        cancelAtPeriodEnd: true,
        canceledAt: now,
        currentPeriodEnd: end,
      });
    },
    async resume(sub) {
      return change(sub, 'customer.subscription.updated', { cancelAtPeriodEnd: false, canceledAt: null });
    },
    async updateCustomerDetails() {
      // No customer outside this app: the test invoices read the details from the database.
    },
    async listInvoices() {
      return [];
    },
    async verifyWebhook() {
      // Nothing outside this app talks to the local test mode.
      throw new AppError('not_found');
    },
  };
}
