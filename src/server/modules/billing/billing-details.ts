import { eq } from 'drizzle-orm';
import { type BillingDetails, billingDetailsTexts } from '../../../shared/billing-details';
import type { Db } from '../../db/client';
import { billingDetails } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../logger';
import type { BillingProvider } from '../../providers/billing/billing-provider';
import type { Agency } from '../agencies/ensure-my-agency';

type Row = typeof billingDetails.$inferSelect;

const toDetails = (r: Row): BillingDetails => ({
  legal_name: r.legalName,
  tax_id: r.taxId,
  address_line: r.addressLine,
  postal_code: r.postalCode,
  city: r.city,
  province: r.province,
});

/** The agency's razón social, NIF/CIF and dirección fiscal, or null until saved. */
export async function getBillingDetails(db: Db, agencyId: string): Promise<BillingDetails | null> {
  const [row] = await db.select().from(billingDetails).where(eq(billingDetails.agencyId, agencyId));
  return row ? toDetails(row) : null;
}

/**
 * Saves the billing details. With Stripe, the customer (when there is one yet) is updated first:
 * if Stripe refuses or fails, nothing is stored and the owner retries, so our row never says
 * something the invoices do not. A customer created later gets them at checkout.
 */
export async function saveBillingDetails(opts: {
  db: Db;
  billing: BillingProvider;
  logger: Logger;
  agency: Agency;
  details: BillingDetails;
}): Promise<BillingDetails> {
  const { agency, details } = opts;
  if (opts.billing.kind === 'stripe' && agency.stripeCustomerId) {
    try {
      await opts.billing.updateCustomerDetails(agency.stripeCustomerId, details);
    } catch (err) {
      opts.logger.error({ err, agencyId: agency.id }, 'billing details sync failed');
      throw new AppError('bad_gateway', billingDetailsTexts.stripeError);
    }
  }
  const values = {
    legalName: details.legal_name,
    taxId: details.tax_id,
    addressLine: details.address_line,
    postalCode: details.postal_code,
    city: details.city,
    province: details.province,
  };
  const [row] = await opts.db
    .insert(billingDetails)
    .values({ agencyId: agency.id, ...values })
    .onConflictDoUpdate({ target: billingDetails.agencyId, set: values })
    .returning();
  return toDetails(row!);
}
