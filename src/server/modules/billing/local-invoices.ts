import { and, count, desc, eq } from 'drizzle-orm';
import { billingApi, type PlanCode, planNames } from '../../../shared/billing';
import type { InvoiceView } from '../../../shared/billing-details';
import type { Db } from '../../db/client';
import { localInvoices, plans, subscriptions } from '../../db/schema';
import { isUuid } from '../../http/ids';

const monthsAfter = (d: Date, n: number) => new Date(new Date(d).setMonth(d.getMonth() + n));
const planName = (code: string) => planNames[code as PlanCode] ?? code;

/**
 * Records one charge of the local test mode as a test invoice. `chargeKey` names the charge, so
 * recording it again (a confirmed checkout confirmed twice) adds nothing.
 */
export async function recordLocalInvoice(
  db: Db,
  invoice: { agencyId: string; chargeKey: string; description: string; totalCents: number; issuedAt: Date },
): Promise<void> {
  const [{ n }] = (await db
    .select({ n: count() })
    .from(localInvoices)
    .where(eq(localInvoices.agencyId, invoice.agencyId))) as [{ n: number }];
  const number = `PRUEBA-${invoice.issuedAt.getUTCFullYear()}-${String(n + 1).padStart(4, '0')}`;
  await db
    .insert(localInvoices)
    .values({ ...invoice, number })
    .onConflictDoNothing({ target: localInvoices.chargeKey });
}

/** The first month's charge of a local checkout without a trial. */
export async function recordCheckoutInvoice(
  db: Db,
  opts: { agencyId: string; eventId: string; planCode: string; at: Date },
): Promise<void> {
  const [plan] = await db.select().from(plans).where(eq(plans.code, opts.planCode));
  if (!plan) return;
  await recordLocalInvoice(db, {
    agencyId: opts.agencyId,
    chargeKey: `checkout:${opts.eventId}`,
    description: `Plan ${planName(plan.code)}: primer mes`,
    totalCents: plan.priceMonthCents,
    issuedAt: opts.at,
  });
}

/**
 * The local mode renews monthly without storing each renewal (localPeriod): the renewals due by
 * `now` are recorded when the invoices are read, at the plan in force then, each once.
 */
export async function recordDueRenewals(db: Db, agencyId: string, now = new Date()): Promise<void> {
  const subs = await db
    .select({ sub: subscriptions, price: plans.priceMonthCents })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.code, subscriptions.planCode))
    .where(and(eq(subscriptions.agencyId, agencyId), eq(subscriptions.provider, 'local')));
  for (const { sub, price } of subs) {
    // After a trial, the first charge is its end; without one, the checkout paid the first month.
    const anchor = sub.trialEnd ?? sub.createdAt;
    // A cancelled subscription renews no more from the end it was cancelled for.
    const stop =
      sub.cancelAtPeriodEnd || sub.status === 'canceled'
        ? (sub.currentPeriodEnd ?? sub.canceledAt ?? anchor)
        : null;
    for (let k = sub.trialEnd ? 0 : 1; k < 240; k++) {
      const at = monthsAfter(anchor, k);
      if (at > now || (stop && at >= stop)) break;
      await recordLocalInvoice(db, {
        agencyId,
        chargeKey: `renewal:${sub.providerSubscriptionId ?? sub.id}:${at.toISOString()}`,
        description: `Plan ${planName(sub.planCode)}: renovación mensual`,
        totalCents: price,
        issuedAt: at,
      });
    }
  }
}

/** The agency's test invoices, newest first. */
export async function listLocalInvoices(db: Db, agencyId: string, limit: number): Promise<InvoiceView[]> {
  const rows = await db
    .select()
    .from(localInvoices)
    .where(eq(localInvoices.agencyId, agencyId))
    .orderBy(desc(localInvoices.issuedAt), desc(localInvoices.number))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    date: r.issuedAt.toISOString(),
    totalCents: r.totalCents,
    currency: 'eur',
    status: 'paid',
    pdfUrl: billingApi.invoicePdf(r.id),
    hostedUrl: null,
    test: true,
  }));
}

/** One test invoice of the agency (another agency's id finds nothing). */
export async function findLocalInvoice(db: Db, agencyId: string, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(localInvoices)
    .where(and(eq(localInvoices.agencyId, agencyId), eq(localInvoices.id, id)));
  return row ?? null;
}
