import { eq } from 'drizzle-orm';
import { billingTexts, type PlanCode } from '../../../shared/billing';
import { paths } from '../../../shared/paths';
import type { Db } from '../../db/client';
import { agencies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../logger';
import type { BillingProvider } from '../../providers/billing/billing-provider';
import type { Agency } from '../agencies/ensure-my-agency';
import { getEffectivePlan, trialEligible } from '../plans/effective-plan';
import { getBillingDetails } from './billing-details';

/** Starts a checkout for the caller's agency; one free trial per agency. */
export async function startCheckout(opts: {
  db: Db;
  billing: BillingProvider;
  logger: Logger;
  publicUrl: string;
  agency: Agency;
  userEmail: string;
  planCode: PlanCode;
}): Promise<string> {
  const { db, agency } = opts;
  const current = await getEffectivePlan({ db, agencyId: agency.id });
  if (current.source === 'subscription') {
    throw new AppError('conflict', 'Ya tienes una suscripción activa. Cambia de plan desde Configuración.');
  }
  try {
    const { url, customerId } = await opts.billing.createCheckout({
      agency: {
        id: agency.id,
        name: agency.name,
        email: agency.email,
        stripeCustomerId: agency.stripeCustomerId,
      },
      billingDetails: agency.stripeCustomerId ? null : await getBillingDetails(db, agency.id),
      userEmail: opts.userEmail,
      planCode: opts.planCode,
      withTrial: trialEligible(current),
      successUrl: `${opts.publicUrl}${paths.dashboard.home}?payment_success=true`,
      cancelUrl: `${opts.publicUrl}${paths.dashboard.home}`,
    });
    if (customerId && customerId !== agency.stripeCustomerId) {
      await db.update(agencies).set({ stripeCustomerId: customerId }).where(eq(agencies.id, agency.id));
    }
    return url;
  } catch (err) {
    opts.logger.error({ err, agencyId: agency.id }, 'checkout failed');
    throw new AppError('bad_gateway', billingTexts.checkoutError);
  }
}
