import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../../../../test/support/fake-stripe';
import { type StripeTestApp, startStripeTestApp } from '../../../../test/support/stripe-app';
import { signedInOwner, TEST_ORIGIN, type TestApp } from '../../../../test/support/test-app';
import { billingTexts, type SubscriptionInfo } from '../../../shared/billing';
import { agencies, billingEvents, subscriptions } from '../../db/schema';

let app: StripeTestApp;
let fake: FakeStripe;
let t: TestApp;
let server: StripeTestApp['server'];

beforeAll(async () => {
  app = await startStripeTestApp();
  ({ fake, t, server } = app);
});
afterAll(() => app?.close());

/** A signed-in owner whose agency has no plan yet. */
const signedIn = () => signedInOwner(t, null);
const info = async (client: ReturnType<TestApp['client']>) =>
  (await (await client.post('/api/billing/check-subscription', {})).json()) as SubscriptionInfo;
const eventCount = async () => (await t.db.select({ n: count() }).from(billingEvents))[0]!.n;

const subscribed = (plan?: 'smart' | 'plus' | 'pro') => app.subscribed(plan);

/** Stripe's end of a cancelled period: the subscription is deleted (no invoice in a trial). */
async function endsNow(subscriptionId: string) {
  const sub = fake.subscriptions.get(subscriptionId);
  const later = Math.floor(Date.now() / 1000) + 5;
  await fake.sendEvent(
    'customer.subscription.deleted',
    { ...sub, status: 'canceled', ended_at: later },
    { created: later },
  );
}

describe('Stripe checkout', () => {
  it('creates one customer per agency and a subscription-mode session with a 45-day trial', async () => {
    const { client, agencyId, user } = await signedIn();
    expect((await info(client)).trial_eligible).toBe(true);
    const { email } = user;
    const res = await client.post('/api/billing/checkout', { plan_code: 'plus', agency_id: agencyId });
    expect(res.status).toBe(200);
    const { url } = await res.json();
    expect(url).toMatch(new RegExp(`^${fake.url}/checkout/cs_`));

    const customerReq = fake.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/customers')
      .at(-1)!;
    expect(customerReq.body).toMatchObject({ email, name: 'Mi Agencia', metadata: { agency_id: agencyId } });
    const sessionReq = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    const [agency] = await t.db.select().from(agencies).where(eq(agencies.id, agencyId));
    expect(sessionReq.body).toMatchObject({
      mode: 'subscription',
      customer: agency!.stripeCustomerId,
      client_reference_id: agencyId,
      line_items: [{ price: 'price_plus', quantity: '1' }],
      subscription_data: { trial_period_days: '45', metadata: { agency_id: agencyId, plan_code: 'plus' } },
      success_url: `${TEST_ORIGIN}/dashboard?payment_success=true`,
      cancel_url: `${TEST_ORIGIN}/dashboard`,
    });

    // A second attempt reuses the customer.
    const customers = fake.customers.size;
    await client.post('/api/billing/checkout', { plan_code: 'smart' });
    expect(fake.customers.size).toBe(customers);
  });

  it('offers no second trial: a checkout after cancelling has no trial_period_days', async () => {
    const { client, subscriptionId } = await subscribed();
    expect((await info(client)).trial_eligible).toBe(false);
    expect((await client.post('/api/billing/cancel', {})).status).toBe(200);
    await endsNow(subscriptionId);
    expect((await client.post('/api/billing/checkout', { plan_code: 'smart' })).status).toBe(200);
    const sessionReq = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(sessionReq.body).toMatchObject({ line_items: [{ price: 'price_smart', quantity: '1' }] });
    expect(sessionReq.body.subscription_data).not.toHaveProperty('trial_period_days');
  });

  it('activates the trial from the webhooks once the customer pays', async () => {
    const { client } = await subscribed();
    expect(await info(client)).toMatchObject({
      subscribed: true,
      plan_code: 'plus',
      status: 'trialing',
      provider: 'stripe',
      trial_days_remaining: 45,
    });
  });

  it('maps Stripe failures to the spec texts', async () => {
    const { client } = await signedIn();
    fake.failNext({ path: '/v1/checkout/sessions' }, 400, {
      type: 'invalid_request_error',
      message: 'No such price',
    });
    const res = await client.post('/api/billing/checkout', { plan_code: 'pro' });
    expect(res.status).toBe(502);
    expect((await res.json()).error.message).toBe(billingTexts.checkoutError);

    const paid = await subscribed();
    // A 4xx (Stripe retries 5xx by itself).
    fake.failNext({ path: '/v1/billing_portal/sessions' }, 400, {
      type: 'invalid_request_error',
      message: 'No configuration',
    });
    const portal = await paid.client.post('/api/billing/portal', {});
    expect(portal.status).toBe(502);
    expect((await portal.json()).error.message).toBe(billingTexts.portalError);
  });
});

describe('portal, plan change and cancellation', () => {
  it('opens the portal for the agency’s customer', async () => {
    const { client, agencyId } = await subscribed();
    const { url } = await (await client.post('/api/billing/portal', {})).json();
    expect(url).toMatch(new RegExp(`^${fake.url}/portal/`));
    const [agency] = await t.db.select().from(agencies).where(eq(agencies.id, agencyId));
    expect(fake.requests.at(-1)!.body).toMatchObject({
      customer: agency!.stripeCustomerId,
      return_url: `${TEST_ORIGIN}/dashboard/settings`,
    });
  });

  it('changes the price on Stripe and follows the webhook', async () => {
    const { client, subscriptionId } = await subscribed();
    const res = await client.post('/api/billing/change-plan', { plan_code: 'pro' });
    expect(res.status).toBe(200);
    expect((await res.json()).plan_code).toBe('pro');
    const update = fake.requests
      .filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`)
      .at(-1)!;
    expect(update.body).toMatchObject({
      items: [{ price: 'price_pro' }],
      proration_behavior: 'create_prorations',
    });
  });

  it('cancels on Stripe at the period’s end: access stays, «Reanudar» undoes it, then it ends', async () => {
    const { client, agencyId, subscriptionId } = await subscribed();
    const res = await client.post('/api/billing/cancel', {});
    expect(res.status).toBe(200);
    const cancelRequest = fake.requests
      .filter((r) => r.path === `/v1/subscriptions/${subscriptionId}`)
      .at(-1)!;
    expect(cancelRequest).toMatchObject({ method: 'POST', body: { cancel_at_period_end: 'true' } });
    expect(fake.requests.some((r) => r.method === 'DELETE')).toBe(false);
    expect(await res.json()).toMatchObject({
      subscribed: true,
      status: 'trialing',
      cancel_at_period_end: true,
      trial_days_remaining: 45,
    });

    const resumed = await client.post('/api/billing/resume', {});
    expect(resumed.status).toBe(200);
    expect(await resumed.json()).toMatchObject({ subscribed: true, cancel_at_period_end: false });
    expect(fake.subscriptions.get(subscriptionId).cancel_at_period_end).toBe(false);

    await client.post('/api/billing/cancel', {});
    // Stripe ends the trial unpaid at its end.
    await endsNow(subscriptionId);
    expect(await info(client)).toMatchObject({ subscribed: false, status: 'canceled' });
    expect(
      [...fake.invoices.values()].filter(
        (i) => i.parent.subscription_details.subscription === subscriptionId,
      ),
    ).toEqual([]);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.agencyId, agencyId))).toHaveLength(
      1,
    );
  });
});

describe('upgrading: priced first, charged today', () => {
  it('in the trial the preview charges nothing until the trial ends', async () => {
    const { client, subscriptionId } = await subscribed('plus');
    const res = await client.post('/api/billing/change-plan/preview', { plan_code: 'pro' });
    expect(res.status).toBe(200);
    const trialEnd = fake.subscriptions.get(subscriptionId).trial_end;
    expect(await res.json()).toEqual({
      plan_code: 'pro',
      price_month_cents: 3999,
      amount_today_cents: 0,
      credit_cents: 0,
      charge_cents: 0,
      next_charge_at: new Date(trialEnd * 1000).toISOString(),
      trialing: true,
    });
    const preview = fake.requests.filter((r) => r.path === '/v1/invoices/create_preview').at(-1)!;
    expect(preview.body).toMatchObject({
      subscription: subscriptionId,
      subscription_details: { items: [{ price: 'price_pro' }] },
    });
  });

  it('on a paid month Stripe’s proration is shown, then invoiced now with the same proration date', async () => {
    const { client, subscriptionId } = await subscribed('plus');
    const sub = fake.subscriptions.get(subscriptionId);
    const now = Math.floor(Date.now() / 1000);
    Object.assign(sub, { status: 'active', trial_end: null });
    sub.items.data[0].current_period_start = now - 10 * 86_400;
    sub.items.data[0].current_period_end = now + 20 * 86_400;
    await fake.sendEvent('customer.subscription.updated', sub);
    expect((await info(client)).status).toBe('active');

    const res = await client.post('/api/billing/change-plan/preview', { plan_code: 'pro' });
    const p = await res.json();
    expect(p).toMatchObject({ trialing: false, price_month_cents: 3999 });
    expect(p.next_charge_at).toBe(new Date((now + 20 * 86_400) * 1000).toISOString());
    // Two thirds of the month left: 2/3 of 18,99 credited, 2/3 of 39,99 charged.
    expect(Math.abs(p.credit_cents - 1266)).toBeLessThanOrEqual(1);
    expect(Math.abs(p.charge_cents - 2666)).toBeLessThanOrEqual(1);
    expect(p.amount_today_cents).toBe(p.charge_cents - p.credit_cents);

    expect((await client.post('/api/billing/change-plan', { plan_code: 'pro' })).status).toBe(200);
    const update = fake.requests
      .filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`)
      .at(-1)!;
    expect(update.body).toMatchObject({
      items: [{ price: 'price_pro' }],
      proration_behavior: 'always_invoice',
    });
    expect(Number(update.body.proration_date)).toBeGreaterThanOrEqual(now);
    const [invoice] = [...fake.invoices.values()].filter(
      (i) => i.parent.subscription_details.subscription === subscriptionId,
    );
    expect(Math.abs(invoice.total - p.amount_today_cents)).toBeLessThanOrEqual(1);
    expect((await info(client)).plan_code).toBe('pro');
  });
});

describe('webhooks', () => {
  it('refuses a bad signature and changes nothing', async () => {
    const { subscriptionId, client } = await subscribed();
    const before = await eventCount();
    const sub = { ...fake.subscriptions.get(subscriptionId), status: 'canceled' };
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'customer.subscription.deleted',
      created: Math.floor(Date.now() / 1000),
      data: { object: sub },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    const res = await fetch(`${server.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    expect(res.status).toBe(400);
    expect(await eventCount()).toBe(before);
    expect((await info(client)).subscribed).toBe(true);
    const unsigned = await fetch(`${server.url}/api/billing/webhook`, { method: 'POST', body: payload });
    expect(unsigned.status).toBe(400);
  });

  it('applies the same event once', async () => {
    const { subscriptionId, client } = await subscribed();
    const sub = { ...fake.subscriptions.get(subscriptionId), status: 'past_due' };
    const first = await fake.sendEvent('customer.subscription.updated', sub, { id: 'evt_replayed_1' });
    const again = await fake.sendEvent('customer.subscription.updated', sub, { id: 'evt_replayed_1' });
    expect(JSON.parse(first.body).result).toBe('applied');
    expect(JSON.parse(again.body).result).toBe('duplicate');
    expect((await info(client)).status).toBe('past_due');
  });

  it('does not roll back on an older event delivered late', async () => {
    const { subscriptionId, client } = await subscribed();
    const base = fake.subscriptions.get(subscriptionId);
    const now = Math.floor(Date.now() / 1000) + 60;
    await fake.sendEvent(
      'customer.subscription.updated',
      { ...base, status: 'active', trial_end: null },
      { created: now },
    );
    const late = await fake.sendEvent(
      'customer.subscription.updated',
      { ...base, status: 'trialing' },
      { created: now - 30 },
    );
    expect(JSON.parse(late.body).result).toBe('stale');
    expect((await info(client)).status).toBe('active');
  });

  it('marks a failed payment past due, then a deletion ends access', async () => {
    const { subscriptionId, client } = await subscribed();
    const sub = fake.subscriptions.get(subscriptionId);
    sub.status = 'past_due';
    const later = Math.floor(Date.now() / 1000) + 120;
    await fake.sendEvent(
      'invoice.payment_failed',
      {
        id: 'in_test_1',
        object: 'invoice',
        parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      },
      { created: later },
    );
    expect(await info(client)).toMatchObject({ subscribed: true, status: 'past_due' });
    await fake.sendEvent(
      'customer.subscription.deleted',
      { ...sub, status: 'canceled', canceled_at: later + 1 },
      { created: later + 1 },
    );
    expect(await info(client)).toMatchObject({ subscribed: false, status: 'canceled' });
  });

  it('acknowledges unrelated events without storing anything', async () => {
    const before = await eventCount();
    const res = await fake.sendEvent('customer.created', { id: 'cus_x', object: 'customer' });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).result).toBe('ignored');
    expect(await eventCount()).toBe(before);
  });
});
