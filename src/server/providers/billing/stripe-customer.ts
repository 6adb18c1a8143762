import type Stripe from 'stripe';
import { type BillingDetails, type InvoiceView, invoiceStatusLabels } from '../../../shared/billing-details';

/** The customer's name, address and tax id from the billing details (for customers.create). */
export function stripeCustomerDetails(details: BillingDetails) {
  return {
    name: details.legal_name,
    address: {
      line1: details.address_line,
      postal_code: details.postal_code,
      city: details.city,
      state: details.province,
      country: 'ES',
    },
    tax_id_data: [{ type: 'es_cif' as const, value: details.tax_id }],
  };
}

/**
 * Puts the billing details on the Stripe customer, so its invoices carry them: razón social as the
 * name, the dirección fiscal, and the NIF/CIF as an `es_cif` tax id (Stripe's type for every
 * Spanish NIF). The new tax id is added before the old ones go, so a failure never leaves none.
 */
export async function syncStripeCustomer(
  stripe: Stripe,
  customerId: string,
  details: BillingDetails,
): Promise<void> {
  const { name, address } = stripeCustomerDetails(details);
  await stripe.customers.update(customerId, { name, address });
  const { data } = await stripe.customers.listTaxIds(customerId, { limit: 100 });
  const kept = data.find((t) => t.type === 'es_cif' && t.value === details.tax_id);
  if (!kept) await stripe.customers.createTaxId(customerId, { type: 'es_cif', value: details.tax_id });
  for (const old of data) if (old !== kept) await stripe.customers.deleteTaxId(customerId, old.id);
}

const statuses = Object.keys(invoiceStatusLabels) as InvoiceView['status'][];

/** The customer's invoices, newest first, as Configuración → Facturación lists them. */
export async function listStripeInvoices(
  stripe: Stripe,
  customerId: string,
  limit: number,
): Promise<InvoiceView[]> {
  const { data } = await stripe.invoices.list({ customer: customerId, limit });
  return data
    .filter((i) => i.status !== 'draft')
    .map((i) => ({
      id: i.id ?? '',
      number: i.number,
      date: new Date(i.created * 1000).toISOString(),
      totalCents: i.total,
      currency: i.currency,
      status: statuses.find((st) => st === i.status) ?? 'open',
      pdfUrl: i.invoice_pdf ?? null,
      hostedUrl: i.hosted_invoice_url ?? null,
      test: false,
    }));
}
