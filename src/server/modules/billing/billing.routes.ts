import { Hono } from 'hono';
import {
  billingApi,
  billingTexts,
  changePlanPreviewSchema,
  changePlanSchema,
  checkoutSchema,
  type PlansResponse,
} from '../../../shared/billing';
import { type BillingDetailsResponse, billingDetailsSchema } from '../../../shared/billing-details';
import type { AppDeps, AppEnv } from '../../context';
import { cacheControl } from '../../http/cache';
import { requireAgency, requireOwner } from '../../http/require-agency';
import { readJson } from '../../http/validate';
import { AppError } from '../../lib/app-error';
import type { Agency } from '../agencies/ensure-my-agency';
import { getEffectivePlan, toSubscriptionInfo } from '../plans/effective-plan';
import { listPlans } from '../plans/list-plans';
import { assertSeatsFit } from '../team/assert-seats-fit';
import { getBillingDetails, saveBillingDetails } from './billing-details';
import { confirmLocalCheckout, getLocalCheckout } from './confirm-local-checkout';
import { handleBillingWebhook } from './handle-billing-webhook';
import { listInvoices, localInvoiceFile } from './list-invoices';
import {
  cancelSubscription,
  changePlan,
  openPortal,
  previewPlanChange,
  resumeSubscription,
} from './manage-subscription';
import { startCheckout } from './start-checkout';

/** Plans, subscription check, checkout, portal, plan changes (priced first), cancellation and its undoing, billing details and invoices, and the provider's webhook. */
export function billingRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const member = requireAgency(deps);
  // Paying and changing the plan are the owner's; every member reads the plan in force (the access gate).
  const owner = requireOwner(deps);
  const app = new Hono<AppEnv>();
  const info = async (agencyId: string) => toSubscriptionInfo(await getEffectivePlan({ db, agencyId }));
  const ctx = { db, mailer: deps.mailer, logger: deps.logger, publicUrl: deps.env.PUBLIC_URL };
  const common = (agency: Agency) => ({
    ...ctx,
    billing: deps.billing,
    agency,
  });

  app.get(billingApi.plans, async (c) => {
    const body: PlansResponse = { plans: await listPlans(db), salesEmail: deps.env.SALES_EMAIL };
    c.header('Cache-Control', cacheControl.plans);
    return c.json(body);
  });

  app.on(['GET', 'POST'], billingApi.checkSubscription, member, async (c) => {
    const agency = c.get('agency');
    return c.json(await info(agency.id));
  });

  app.post(billingApi.checkout, owner, async (c) => {
    const input = await readJson(c, checkoutSchema);
    const user = c.get('user');
    const agency = c.get('agency');
    // Only members of the agency may pay for it.
    if (input.agency_id && input.agency_id !== agency.id)
      throw new AppError('forbidden', billingTexts.agencyNotFound);
    const url = await startCheckout({
      ...common(agency),
      userEmail: user.email,
      planCode: input.plan_code,
    });
    return c.json({ url });
  });

  app.post(billingApi.portal, owner, async (c) => {
    const agency = c.get('agency');
    return c.json({ url: await openPortal(common(agency)) });
  });

  app.post(billingApi.changePlan, owner, async (c) => {
    const { plan_code, keep_listing_ids } = await readJson(c, changePlanSchema);
    const agency = c.get('agency');
    await assertSeatsFit({ db, agencyId: agency.id, planCode: plan_code });
    await changePlan({ ...common(agency), planCode: plan_code, keepListingIds: keep_listing_ids });
    return c.json(await info(agency.id));
  });

  app.post(billingApi.changePlanPreview, owner, async (c) => {
    const { plan_code } = await readJson(c, changePlanPreviewSchema);
    return c.json(await previewPlanChange({ ...common(c.get('agency')), planCode: plan_code }));
  });

  app.post(billingApi.cancel, owner, async (c) => {
    const agency = c.get('agency');
    await cancelSubscription(common(agency));
    return c.json(await info(agency.id));
  });

  app.post(billingApi.resume, owner, async (c) => {
    const agency = c.get('agency');
    await resumeSubscription(common(agency));
    return c.json(await info(agency.id));
  });

  app.get(billingApi.localCheckout.pattern, owner, async (c) => {
    const agency = c.get('agency');
    return c.json(
      await getLocalCheckout({ db, secret: deps.secret, id: c.req.param('id'), agencyId: agency.id }),
    );
  });

  app.post(billingApi.localCheckoutConfirm.pattern, owner, async (c) => {
    if (deps.billing.kind !== 'local') throw new AppError('not_found');
    const agency = c.get('agency');
    await confirmLocalCheckout(ctx, { secret: deps.secret, id: c.req.param('id'), agencyId: agency.id });
    return c.json({ url: `${deps.env.PUBLIC_URL}/dashboard?payment_success=true` });
  });

  // Billing details and invoices are the owner's, as paying is.
  const detailsBody = (details: Awaited<ReturnType<typeof getBillingDetails>>): BillingDetailsResponse => ({
    details: details ? { ...details, country: 'ES' } : null,
  });
  app.get(billingApi.details, owner, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(detailsBody(await getBillingDetails(db, c.get('agency').id)));
  });

  app.put(billingApi.details, owner, async (c) => {
    const details = await readJson(c, billingDetailsSchema);
    return c.json(detailsBody(await saveBillingDetails({ ...common(c.get('agency')), details })));
  });

  app.get(billingApi.invoices, owner, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ invoices: await listInvoices(common(c.get('agency'))) });
  });

  app.get(billingApi.invoicePdf.pattern, owner, async (c) => {
    if (deps.billing.kind !== 'local') throw new AppError('not_found');
    const file = await localInvoiceFile({
      db,
      agencyId: c.get('agency').id,
      id: c.req.param('id'),
      issuer: deps.env.company,
    });
    return c.body(new Uint8Array(file.pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${file.filename}"`,
      'Cache-Control': 'private, no-store',
    });
  });

  app.post(billingApi.webhook, async (c) => {
    const result = await handleBillingWebhook(
      { ...ctx, billing: deps.billing },
      { rawBody: await c.req.text(), signature: c.req.header('stripe-signature') },
    );
    return c.json({ received: true, result });
  });

  return app;
}
