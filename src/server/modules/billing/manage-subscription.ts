import { and, eq, inArray } from 'drizzle-orm';
import { billingTexts, type PlanCode } from '../../../shared/billing';
import { paths } from '../../../shared/paths';
import { listings, plans } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { BillingProvider } from '../../providers/billing/billing-provider';
import type { Agency } from '../agencies/ensure-my-agency';
import { type DraftedListing, enforceListingLimit } from '../listings/enforce-listing-limit';
import { applySubscriptionChange, type BillingContext } from './apply-subscription-change';
import { type EffectivePlan, getEffectivePlan } from './effective-plan';
import { toPlanView } from './list-plans';

interface Opts extends BillingContext {
  billing: BillingProvider;
  agency: Agency;
}

async function subscriptionInForce(opts: Opts): Promise<NonNullable<EffectivePlan['subscription']>> {
  const e = await getEffectivePlan({ db: opts.db, agencyId: opts.agency.id });
  if (e.source !== 'subscription' || !e.subscription)
    throw new AppError('not_found', 'No tienes ninguna suscripción activa.');
  if (e.subscription.provider !== opts.billing.kind) {
    throw new AppError('conflict', 'Esta suscripción se gestiona con otro proveedor de pagos.');
  }
  return e.subscription;
}

/** The customer portal (Stripe's, or the local test-mode page). */
export async function openPortal(opts: Opts): Promise<string> {
  try {
    return await opts.billing.createPortal({
      agency: { id: opts.agency.id, stripeCustomerId: opts.agency.stripeCustomerId },
      returnUrl: `${opts.publicUrl}${paths.dashboard.settings}`,
    });
  } catch (err) {
    opts.logger.error({ err, agencyId: opts.agency.id }, 'portal failed');
    throw new AppError('bad_gateway', billingTexts.portalError);
  }
}

/**
 * Stripe confirms a change by webhook, possibly before its API call answers, and a webhook
 * keeps the oldest listings. So with Stripe the user's choice is applied first: the webhook
 * then finds the listings within the new plan and leaves them (and sends no e-mail).
 */
async function draftBeforeStripe(opts: Opts & { planCode: PlanCode; keepListingIds?: string[] }) {
  if (opts.billing.kind !== 'stripe' || !opts.keepListingIds) return [];
  const [row] = await opts.db.select().from(plans).where(eq(plans.code, opts.planCode));
  if (!row) throw new AppError('not_found');
  const plan = toPlanView(row);
  return opts.db.transaction((tx) =>
    enforceListingLimit({ tx, agencyId: opts.agency.id, plan, keepListingIds: opts.keepListingIds }),
  );
}

/** Listings drafted for a change the provider then refused go back to how they were. */
async function republish(opts: Opts, drafted: DraftedListing[]) {
  if (!drafted.length) return;
  await opts.db
    .update(listings)
    .set({ published: true })
    .where(
      and(
        eq(listings.agencyId, opts.agency.id),
        inArray(
          listings.id,
          drafted.map((l) => l.id),
        ),
      ),
    );
}

/**
 * Changes the plan. When the new plan holds fewer published listings than the agency has,
 * `keepListingIds` are the ones that stay published (else the oldest); the change and the
 * unpublishing commit in one transaction (see draftBeforeStripe for Stripe's order).
 */
export async function changePlan(
  opts: Opts & { planCode: PlanCode; keepListingIds?: string[] },
): Promise<void> {
  const sub = await subscriptionInForce(opts);
  if (sub.planCode === opts.planCode) return;
  const drafted = await draftBeforeStripe(opts);
  let change: Awaited<ReturnType<BillingProvider['changePlan']>>;
  try {
    change = await opts.billing.changePlan(sub, opts.planCode);
  } catch (err) {
    await republish(opts, drafted);
    opts.logger.error({ err, agencyId: opts.agency.id }, 'plan change failed');
    throw new AppError('bad_gateway', billingTexts.updateError);
  }
  if (change) await applySubscriptionChange(opts, change, opts.keepListingIds);
}

export async function cancelSubscription(opts: Opts): Promise<void> {
  const sub = await subscriptionInForce(opts);
  let change: Awaited<ReturnType<BillingProvider['cancel']>>;
  try {
    change = await opts.billing.cancel(sub);
  } catch (err) {
    opts.logger.error({ err, agencyId: opts.agency.id }, 'cancellation failed');
    throw new AppError('bad_gateway', billingTexts.updateError);
  }
  if (change) await applySubscriptionChange(opts, change);
}
