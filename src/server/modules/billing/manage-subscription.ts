import { billingTexts, type PlanCode } from '../../../shared/billing';
import { paths } from '../../../shared/paths';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import type { Logger } from '../../logger';
import type { BillingProvider } from '../../providers/billing/billing-provider';
import type { Agency } from '../agencies/ensure-my-agency';
import { type EffectivePlan, getEffectivePlan } from './effective-plan';

interface Opts {
  db: Db;
  billing: BillingProvider;
  logger: Logger;
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
export async function openPortal(opts: Opts & { publicUrl: string }): Promise<string> {
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

export async function changePlan(opts: Opts & { planCode: PlanCode }): Promise<void> {
  const sub = await subscriptionInForce(opts);
  if (sub.planCode === opts.planCode) return;
  try {
    await opts.billing.changePlan(sub, opts.planCode);
  } catch (err) {
    opts.logger.error({ err, agencyId: opts.agency.id }, 'plan change failed');
    throw new AppError('bad_gateway', billingTexts.updateError);
  }
}

export async function cancelSubscription(opts: Opts): Promise<void> {
  const sub = await subscriptionInForce(opts);
  try {
    await opts.billing.cancel(sub);
  } catch (err) {
    opts.logger.error({ err, agencyId: opts.agency.id }, 'cancellation failed');
    throw new AppError('bad_gateway', billingTexts.updateError);
  }
}
