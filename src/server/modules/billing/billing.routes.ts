import { Hono } from 'hono';
import { billingTexts, changePlanSchema, checkoutSchema, type PlansResponse } from '../../../shared/billing';
import type { AppDeps, AppEnv } from '../../context';
import { AppError } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { readJson } from '../../http/validate';
import { ensureMyAgency } from '../agencies/ensure-my-agency';
import { confirmLocalCheckout, getLocalCheckout } from './confirm-local-checkout';
import { getEffectivePlan, toSubscriptionInfo } from './effective-plan';
import { handleBillingWebhook } from './handle-billing-webhook';
import { listPlans } from './list-plans';
import { cancelSubscription, changePlan, openPortal } from './manage-subscription';
import { startCheckout } from './start-checkout';

/** Plans, subscription check, checkout, portal, plan changes, cancellation and the provider's webhook. */
export function billingRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const auth = requireUser(deps.auth);
  const app = new Hono<AppEnv>();
  const myAgency = (userId: string) => ensureMyAgency({ db, userId });
  const info = async (agencyId: string) => toSubscriptionInfo(await getEffectivePlan({ db, agencyId }));
  const ctx = { db, mailer: deps.mailer, logger: deps.logger, publicUrl: deps.env.PUBLIC_URL };
  const common = (agency: Awaited<ReturnType<typeof myAgency>>) => ({
    ...ctx,
    billing: deps.billing,
    agency,
  });

  app.get('/api/plans', async (c) => {
    const body: PlansResponse = { plans: await listPlans(db), salesEmail: deps.env.SALES_EMAIL };
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(body);
  });

  app.on(['GET', 'POST'], '/api/billing/check-subscription', auth, async (c) => {
    const agency = await myAgency(c.get('user').id);
    return c.json(await info(agency.id));
  });

  app.post('/api/billing/checkout', auth, async (c) => {
    const input = await readJson(c, checkoutSchema);
    const user = c.get('user');
    const agency = await myAgency(user.id);
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

  app.post('/api/billing/portal', auth, async (c) => {
    const agency = await myAgency(c.get('user').id);
    return c.json({ url: await openPortal(common(agency)) });
  });

  app.post('/api/billing/change-plan', auth, async (c) => {
    const { plan_code, keep_listing_ids } = await readJson(c, changePlanSchema);
    const agency = await myAgency(c.get('user').id);
    await changePlan({ ...common(agency), planCode: plan_code, keepListingIds: keep_listing_ids });
    return c.json(await info(agency.id));
  });

  app.post('/api/billing/cancel', auth, async (c) => {
    const agency = await myAgency(c.get('user').id);
    await cancelSubscription(common(agency));
    return c.json(await info(agency.id));
  });

  app.get('/api/billing/local/checkout/:id', auth, async (c) => {
    const agency = await myAgency(c.get('user').id);
    return c.json(
      await getLocalCheckout({ db, secret: deps.secret, id: c.req.param('id'), agencyId: agency.id }),
    );
  });

  app.post('/api/billing/local/checkout/:id/confirm', auth, async (c) => {
    if (deps.billing.kind !== 'local') throw new AppError('not_found');
    const agency = await myAgency(c.get('user').id);
    await confirmLocalCheckout(ctx, { secret: deps.secret, id: c.req.param('id'), agencyId: agency.id });
    return c.json({ url: `${deps.env.PUBLIC_URL}/dashboard?payment_success=true` });
  });

  app.post('/api/billing/webhook', async (c) => {
    const result = await handleBillingWebhook(
      { ...ctx, billing: deps.billing },
      { rawBody: await c.req.text(), signature: c.req.header('stripe-signature') },
    );
    return c.json({ received: true, result });
  });

  return app;
}
