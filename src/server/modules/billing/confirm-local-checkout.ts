import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type LocalCheckoutView, TRIAL_DAYS } from '../../../shared/billing';
import { agencies, billingEvents, plans } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { localSubscriptionId } from '../../providers/billing/local';
import { readLocalCheckout } from '../../providers/billing/local-checkout-token';
import { getEffectivePlan, trialEligible } from '../plans/effective-plan';
import { toPlanView } from '../plans/list-plans';
import { applySubscriptionChange, type BillingContext } from './apply-subscription-change';
import { recordCheckoutInvoice } from './local-invoices';

const eventIdOf = (checkoutId: string) =>
  `local_checkout_${createHash('sha256').update(checkoutId).digest('hex').slice(0, 32)}`;

/** The signed checkout, only for a member of its agency. */
function checkoutFor(secret: string, id: string, agencyId: string) {
  const checkout = readLocalCheckout(secret, id);
  if (!checkout || checkout.agencyId !== agencyId)
    throw new AppError('not_found', 'Este pago de prueba no existe o ha caducado.');
  return checkout;
}

export async function getLocalCheckout(opts: {
  db: BillingContext['db'];
  secret: string;
  id: string;
  agencyId: string;
}): Promise<LocalCheckoutView> {
  const checkout = checkoutFor(opts.secret, opts.id, opts.agencyId);
  const [[plan], [agency], [done], current] = await Promise.all([
    opts.db.select().from(plans).where(eq(plans.code, checkout.planCode)),
    opts.db.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, checkout.agencyId)),
    opts.db
      .select({ id: billingEvents.id })
      .from(billingEvents)
      .where(eq(billingEvents.id, eventIdOf(opts.id))),
    getEffectivePlan({ db: opts.db, agencyId: opts.agencyId }),
  ]);
  if (!plan || !agency) throw new AppError('not_found');
  return {
    id: opts.id,
    plan: toPlanView(plan),
    agencyName: agency.name,
    trialDays: trialEligible(current) ? TRIAL_DAYS : 0,
    status: done ? 'complete' : 'open',
  };
}

/**
 * The customer confirms the test-mode checkout: the subscription starts (trialing for 45 days
 * when the agency never had a trial, else active and charged now) through the same code path
 * the Stripe webhook uses. Confirming twice changes nothing.
 */
export async function confirmLocalCheckout(
  ctx: BillingContext,
  opts: { secret: string; id: string; agencyId: string; now?: Date },
) {
  const checkout = checkoutFor(opts.secret, opts.id, opts.agencyId);
  const current = await getEffectivePlan({ db: ctx.db, agencyId: opts.agencyId });
  if (
    current.source === 'subscription' &&
    current.subscription?.providerSubscriptionId !== localSubscriptionId(opts.id)
  ) {
    throw new AppError('conflict', 'Ya tienes una suscripción activa. Cambia de plan desde Configuración.');
  }
  const now = opts.now ?? new Date();
  const trialEnd = trialEligible(current) ? new Date(now.getTime() + TRIAL_DAYS * 86_400_000) : null;
  const periodEnd = trialEnd ?? new Date(new Date(now).setMonth(now.getMonth() + 1));
  const eventId = eventIdOf(opts.id);
  await applySubscriptionChange(ctx, {
    event: { id: eventId, provider: 'local', type: 'checkout.session.completed', occurredAt: now },
    state: {
      providerSubscriptionId: localSubscriptionId(opts.id),
      agencyId: checkout.agencyId,
      planCode: checkout.planCode,
      status: trialEnd ? 'trialing' : 'active',
      trialEnd,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
      canceledAt: null,
    },
  });
  // Charged now without a trial: its test invoice (once, however often it is confirmed).
  if (!trialEnd) {
    await recordCheckoutInvoice(ctx.db, {
      agencyId: checkout.agencyId,
      eventId,
      planCode: checkout.planCode,
      at: now,
    });
  }
}
