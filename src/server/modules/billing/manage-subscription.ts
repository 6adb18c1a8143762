import { and, eq, inArray } from 'drizzle-orm';
import { billingTexts, type ChangePlanPreview, type PlanCode } from '../../../shared/billing';
import { paths } from '../../../shared/paths';
import { listings, plans } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type {
  BillingProvider,
  PlanChangeCost,
  SubscriptionChange,
  SubscriptionRow,
} from '../../providers/billing/billing-provider';
import type { Agency } from '../agencies/ensure-my-agency';
import { type DraftedListing, enforceListingLimit } from '../listings/enforce-listing-limit';
import { type EffectivePlan, getEffectivePlan } from '../plans/effective-plan';
import { toPlanView } from '../plans/list-plans';
import { applySubscriptionChange, type BillingContext } from './apply-subscription-change';
import { recordLocalInvoice } from './local-invoices';

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

async function planRow(opts: Opts, code: string) {
  const [row] = await opts.db.select().from(plans).where(eq(plans.code, code));
  if (!row) throw new AppError('not_found');
  return toPlanView(row);
}

/** A cancelled subscription is resumed before anything else changes in it. */
function assertNotCancelled(sub: SubscriptionRow) {
  if (sub.cancelAtPeriodEnd) throw new AppError('conflict', billingTexts.resumeFirst);
}

/**
 * What changing to `planCode` costs: for a dearer plan, the proration charged today and when the
 * new price starts (Stripe's preview, or the same sum in the local mode); a cheaper plan or the
 * same one costs nothing today.
 */
export async function previewPlanChange(opts: Opts & { planCode: PlanCode }): Promise<ChangePlanPreview> {
  const sub = await subscriptionInForce(opts);
  assertNotCancelled(sub);
  const [from, to] = await Promise.all([planRow(opts, sub.planCode), planRow(opts, opts.planCode)]);
  let cost: PlanChangeCost;
  try {
    cost = await opts.billing.previewChange(sub, {
      fromCents: from.priceMonthCents,
      to: to.code,
      toCents: to.priceMonthCents,
    });
  } catch (err) {
    opts.logger.error({ err, agencyId: opts.agency.id }, 'plan change preview failed');
    throw new AppError('bad_gateway', billingTexts.previewError);
  }
  const upgrade = to.priceMonthCents > from.priceMonthCents;
  return {
    plan_code: to.code,
    price_month_cents: to.priceMonthCents,
    amount_today_cents: upgrade ? cost.amountTodayCents : 0,
    credit_cents: upgrade ? cost.creditCents : 0,
    charge_cents: upgrade ? cost.chargeCents : 0,
    next_charge_at: cost.nextChargeAt?.toISOString() ?? null,
    trialing: cost.trialing,
  };
}

/**
 * Changes the plan. When the new plan holds fewer published listings than the agency has,
 * `keepListingIds` are the ones that stay published (else the oldest); the change and the
 * unpublishing commit in one transaction (see draftBeforeStripe for Stripe's order). A dearer
 * plan is charged its proration now, computed as its preview was.
 */
export async function changePlan(
  opts: Opts & { planCode: PlanCode; keepListingIds?: string[] },
): Promise<void> {
  const sub = await subscriptionInForce(opts);
  if (sub.planCode === opts.planCode) return;
  assertNotCancelled(sub);
  const [from, to] = await Promise.all([planRow(opts, sub.planCode), planRow(opts, opts.planCode)]);
  const drafted = await draftBeforeStripe(opts);
  let change: Awaited<ReturnType<BillingProvider['changePlan']>>;
  let upgrade: PlanChangeCost | undefined;
  try {
    upgrade =
      to.priceMonthCents > from.priceMonthCents
        ? await opts.billing.previewChange(sub, {
            fromCents: from.priceMonthCents,
            to: to.code,
            toCents: to.priceMonthCents,
          })
        : undefined;
    change = await opts.billing.changePlan(sub, opts.planCode, { upgrade });
  } catch (err) {
    await republish(opts, drafted);
    opts.logger.error({ err, agencyId: opts.agency.id }, 'plan change failed');
    throw new AppError('bad_gateway', billingTexts.updateError);
  }
  if (change) await applySubscriptionChange(opts, change, opts.keepListingIds);
  // The local mode charges an upgrade's proration now, as Stripe would: its test invoice.
  if (change && opts.billing.kind === 'local' && upgrade && upgrade.amountTodayCents > 0) {
    await recordLocalInvoice(opts.db, {
      agencyId: opts.agency.id,
      chargeKey: `proration:${change.event.id}`,
      description: `Cambio al plan ${to.name}: resto del periodo (prorrateo)`,
      totalCents: upgrade.amountTodayCents,
      issuedAt: change.event.occurredAt,
    });
  }
}

/**
 * Cancels at the end of the trial or of the period already paid (cancellationRule): access and
 * the plan's limits stay until then, a trial is never charged. Cancelling twice changes nothing.
 */
export async function cancelSubscription(opts: Opts): Promise<void> {
  const sub = await subscriptionInForce(opts);
  if (sub.cancelAtPeriodEnd) return;
  await applyProviderChange(opts, () => opts.billing.cancel(sub), 'cancellation failed');
}

/** 'Reanudar suscripción': undoes a cancellation before it takes effect. */
export async function resumeSubscription(opts: Opts): Promise<void> {
  const sub = await subscriptionInForce(opts);
  if (!sub.cancelAtPeriodEnd) return;
  await applyProviderChange(opts, () => opts.billing.resume(sub), 'resume failed');
}

async function applyProviderChange(
  opts: Opts,
  call: () => Promise<SubscriptionChange | null>,
  failure: string,
): Promise<void> {
  let change: SubscriptionChange | null;
  try {
    change = await call();
  } catch (err) {
    opts.logger.error({ err, agencyId: opts.agency.id }, failure);
    throw new AppError('bad_gateway', billingTexts.updateError);
  }
  if (change) await applySubscriptionChange(opts, change);
}
