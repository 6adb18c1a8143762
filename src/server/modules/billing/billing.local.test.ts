import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOwner, TEST_ORIGIN, type TestApp } from '../../../../test/support/test-app';
import type { SubscriptionInfo } from '../../../shared/billing';
import { billingEvents, subscriptions } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A signed-in owner whose agency has no plan yet. */
const signedIn = () => signedInOwner(t, null);

const check = async (client: ReturnType<TestApp['client']>) =>
  (await (await client.post('/api/billing/check-subscription', {})).json()) as SubscriptionInfo;

async function checkoutId(client: ReturnType<TestApp['client']>, plan_code = 'plus') {
  const res = await client.post('/api/billing/checkout', { plan_code });
  expect(res.status).toBe(200);
  const { url } = await res.json();
  expect(url.startsWith(`${TEST_ORIGIN}/billing/checkout/`)).toBe(true);
  return decodeURIComponent(url.slice(`${TEST_ORIGIN}/billing/checkout/`.length));
}

describe('plans', () => {
  it('come from the plans table, cheapest first', async () => {
    const res = await t.client().get('/api/plans');
    expect(res.status).toBe(200);
    const { plans, salesEmail } = await res.json();
    expect(salesEmail).toBe('ventas@escaparate.es');
    expect(
      plans.map(
        (p: {
          code: string;
          priceMonthCents: number;
          maxListings: number | null;
          rendersPerMonth: number | null;
        }) => [p.code, p.priceMonthCents, p.maxListings, p.rendersPerMonth],
      ),
    ).toEqual([
      ['smart', 899, 1, 20],
      ['plus', 1899, 5, 100],
      ['pro', 3999, 15, null],
    ]);
  });
});

describe('local test-mode checkout', () => {
  it('a new agency has no plan, then a confirmed checkout starts a 45-day trial', async () => {
    const { client, agencyId } = await signedIn();
    expect(await check(client)).toMatchObject({
      subscribed: false,
      plan_code: null,
      status: null,
      source: null,
      trial_eligible: true,
    });

    const id = await checkoutId(client);
    const view = await (await client.get(`/api/billing/local/checkout/${encodeURIComponent(id)}`)).json();
    expect(view).toMatchObject({
      plan: { code: 'plus', priceMonthCents: 1899 },
      trialDays: 45,
      status: 'open',
      agencyName: 'Mi Agencia',
    });

    const confirm = await client.post(`/api/billing/local/checkout/${encodeURIComponent(id)}/confirm`, {});
    expect(confirm.status).toBe(200);
    expect((await confirm.json()).url).toBe(`${TEST_ORIGIN}/dashboard?payment_success=true`);
    const info = await check(client);
    expect(info).toMatchObject({
      subscribed: true,
      plan_code: 'plus',
      status: 'trialing',
      source: 'subscription',
      provider: 'local',
      trial_days_remaining: 45,
      trial_eligible: false,
    });
    expect(new Date(info.trial_end!).getTime()).toBeGreaterThan(Date.now() + 44.9 * 86_400_000);

    // Confirming twice (a double click, a reload) changes nothing.
    expect(
      (await client.post(`/api/billing/local/checkout/${encodeURIComponent(id)}/confirm`, {})).status,
    ).toBe(200);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.agencyId, agencyId))).toHaveLength(
      1,
    );
    expect(
      (await (await client.get(`/api/billing/local/checkout/${encodeURIComponent(id)}`)).json()).status,
    ).toBe('complete');

    // A second checkout while subscribed is refused: plan changes go through settings.
    const again = await client.post('/api/billing/checkout', { plan_code: 'pro' });
    expect(again.status).toBe(409);
  });

  it('changes plan and cancels through the same path; once the period ends, no access and nothing deleted', async () => {
    const { client, agencyId } = await signedIn();
    const id = await checkoutId(client, 'smart');
    await client.post(`/api/billing/local/checkout/${encodeURIComponent(id)}/confirm`, {});
    const portal = await (await client.post('/api/billing/portal', {})).json();
    expect(portal.url).toBe(`${TEST_ORIGIN}/billing/portal`);

    const changed = await client.post('/api/billing/change-plan', { plan_code: 'pro' });
    expect(changed.status).toBe(200);
    expect((await changed.json()).plan_code).toBe('pro');

    const cancelled = await client.post('/api/billing/cancel', {});
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ subscribed: true, cancel_at_period_end: true });
    // The trial ends (billing.period-end.test.ts follows each step).
    await t.db
      .update(subscriptions)
      .set({ trialEnd: new Date(Date.now() - 1000), currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.agencyId, agencyId));
    expect(await check(client)).toMatchObject({ subscribed: false, status: 'canceled' });
    const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.agencyId, agencyId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ planCode: 'pro', cancelAtPeriodEnd: true });
    expect((await client.post('/api/billing/cancel', {})).status).toBe(404);

    // A returning customer subscribes again, without a second free trial.
    expect((await check(client)).trial_eligible).toBe(false);
    const back = await checkoutId(client, 'plus');
    const view = await (await client.get(`/api/billing/local/checkout/${encodeURIComponent(back)}`)).json();
    expect(view.trialDays).toBe(0);
    await client.post(`/api/billing/local/checkout/${encodeURIComponent(back)}/confirm`, {});
    expect(await check(client)).toMatchObject({
      subscribed: true,
      status: 'active',
      plan_code: 'plus',
      trial_end: null,
    });
  });

  it('refuses forged, foreign and malformed checkouts', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const id = await checkoutId(a.client);
    const forged = `${id.split('.')[0]}.AAAA`;
    expect(
      (await a.client.post(`/api/billing/local/checkout/${encodeURIComponent(forged)}/confirm`, {})).status,
    ).toBe(404);
    // Another agency's checkout id is not theirs to confirm.
    expect(
      (await b.client.post(`/api/billing/local/checkout/${encodeURIComponent(id)}/confirm`, {})).status,
    ).toBe(404);
    expect((await b.client.get(`/api/billing/local/checkout/${encodeURIComponent(id)}`)).status).toBe(404);
    expect((await check(b.client)).subscribed).toBe(false);
    // Paying for another agency is refused.
    const foreign = await b.client.post('/api/billing/checkout', {
      plan_code: 'plus',
      agency_id: a.agencyId,
    });
    expect(foreign.status).toBe(403);
    const bad = await b.client.post('/api/billing/checkout', { plan_code: 'gold' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.message).toBe('Elige un plan válido.');
    expect(await t.db.select().from(billingEvents).where(eq(billingEvents.provider, 'stripe'))).toHaveLength(
      0,
    );
  });

  it('needs a session', async () => {
    const anon = t.client();
    expect((await anon.post('/api/billing/check-subscription', {})).status).toBe(401);
    expect((await anon.post('/api/billing/checkout', { plan_code: 'plus' })).status).toBe(401);
    expect((await anon.post('/api/billing/portal', {})).status).toBe(401);
  });
});
