import { eq } from 'drizzle-orm';
import { billingDetailsTexts, type InvoiceView } from '../../../shared/billing-details';
import type { Db } from '../../db/client';
import { agencies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../logger';
import type { BillingProvider } from '../../providers/billing/billing-provider';
import type { Agency } from '../agencies/ensure-my-agency';
import { getBillingDetails } from './billing-details';
import { localInvoicePdf } from './local-invoice-pdf';
import { findLocalInvoice, listLocalInvoices, recordDueRenewals } from './local-invoices';

const LIMIT = 24;

/** The agency's invoices: Stripe's (with their PDFs), or the local test mode's test invoices. */
export async function listInvoices(opts: {
  db: Db;
  billing: BillingProvider;
  logger: Logger;
  agency: Agency;
}): Promise<InvoiceView[]> {
  const { agency } = opts;
  if (opts.billing.kind === 'local') {
    await recordDueRenewals(opts.db, agency.id);
    return listLocalInvoices(opts.db, agency.id, LIMIT);
  }
  if (!agency.stripeCustomerId) return [];
  try {
    return await opts.billing.listInvoices(agency.stripeCustomerId, LIMIT);
  } catch (err) {
    opts.logger.error({ err, agencyId: agency.id }, 'invoice list failed');
    throw new AppError('bad_gateway', billingDetailsTexts.invoicesError);
  }
}

/** A test invoice's PDF, only for its own agency. */
export async function localInvoiceFile(opts: {
  db: Db;
  agencyId: string;
  id: string;
  issuer: { name: string; nif: string; address: string };
}) {
  const invoice = await findLocalInvoice(opts.db, opts.agencyId, opts.id);
  if (!invoice) throw new AppError('not_found', 'Esta factura no existe.');
  const [[agency], details] = await Promise.all([
    opts.db.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, opts.agencyId)),
    getBillingDetails(opts.db, opts.agencyId),
  ]);
  return {
    filename: `factura-${invoice.number}.pdf`,
    pdf: localInvoicePdf(invoice, { agencyName: agency?.name ?? '', details }, opts.issuer),
  };
}
