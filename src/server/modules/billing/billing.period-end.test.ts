import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import type { ChangePlanPreview, SubscriptionInfo } from '../../../shared/billing';
import { billingTexts } from '../../../shared/billing';
import { subscriptions } from '../../db/schema';
import { getEffectivePlan } from '../plans/effective-plan';

/** Cancelling at the period's end, resuming, and the upgrade's price, in the local test mode. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
type Client = ReturnType<TestApp['client']>;

const check = async (client: Client) =>
  (await (await client.post('/api/billing/check-subscription', {})).json()) as SubscriptionInfo;

/** A signed-in owner with a confirmed local checkout: trialing on `plan`. */
async function subscribed(plan = 'plus') {
  const owner = await signedInOwner(t, null);
  const { url } = await (await owner.client.post('/api/billing/checkout', { plan_code: plan })).json();
  const id = url.split('/billing/checkout/')[1];
  expect((await owner.client.post(`/api/billing/local/checkout/${id}/confirm`, {})).status).toBe(200);
  return owner;
}

/** Moves the agency's subscription dates back, as if `days` had passed. */
async function daysPass(agencyId: string, days: number) {
  const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.agencyId, agencyId));
  const back = (d: Date | null) => (d ? new Date(d.getTime() - days * DAY) : null);
  await t.db
    .update(subscriptions)
    .set({
      trialEnd: back(sub!.trialEnd),
      currentPeriodEnd: back(sub!.currentPeriodEnd),
      canceledAt: back(sub!.canceledAt),
      createdAt: back(sub!.createdAt)!,
    })
    .where(eq(subscriptions.id, sub!.id));
}

describe('cancelling takes effect at the end of the trial or of the period paid', () => {
  it('a trial cancelled on day 1 keeps access and its limits until the trial ends, then ends unpaid', async () => {
    const { client, agencyId } = await subscribed('plus');
    const trialEnd = (await check(client)).trial_end;

    const res = await client.post('/api/billing/cancel', {});
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      subscribed: true,
      status: 'trialing',
      plan_code: 'plus',
      cancel_at_period_end: true,
      trial_end: trialEnd,
      subscription_end: trialEnd,
      trial_days_remaining: 45,
    });
    const e = await getEffectivePlan({ db: t.db, agencyId });
    expect(e.planLimits.max_listings).toBe(5);
    // Still subscribed: no second checkout, and cancelling again changes nothing.
    expect((await client.post('/api/billing/checkout', { plan_code: 'pro' })).status).toBe(409);
    expect((await client.post('/api/billing/cancel', {})).status).toBe(200);
    // A cancelled subscription is resumed before its plan changes.
    const change = await client.post('/api/billing/change-plan', { plan_code: 'pro' });
    expect(change.status).toBe(409);
    expect((await change.json()).error.message).toBe(billingTexts.resumeFirst);

    await daysPass(agencyId, 46);
    const after = await check(client);
    // It ends at the trial's end: no renewal, nothing to pay.
    expect(after).toMatchObject({ subscribed: false, status: 'canceled', trial_eligible: false });
    expect((await getEffectivePlan({ db: t.db, agencyId })).plan).toBeNull();
    expect((await client.post('/api/billing/resume', {})).status).toBe(404);
  });

  it('«Reanudar suscripción» undoes it before then: the trial renews as if never cancelled', async () => {
    const { client, agencyId } = await subscribed('smart');
    await client.post('/api/billing/cancel', {});
    const resumed = await client.post('/api/billing/resume', {});
    expect(resumed.status).toBe(200);
    expect(await resumed.json()).toMatchObject({
      subscribed: true,
      status: 'trialing',
      cancel_at_period_end: false,
    });
    await daysPass(agencyId, 46);
    expect(await check(client)).toMatchObject({ subscribed: true, status: 'active', plan_code: 'smart' });
  });

  it('a paid month cancelled stays until its end, then ends', async () => {
    const { client, agencyId } = await subscribed('plus');
    await daysPass(agencyId, 55); // 45 days of trial, then 10 paid days
    const paid = await check(client);
    expect(paid).toMatchObject({ status: 'active', cancel_at_period_end: false });
    const renewal = new Date(paid.subscription_end!);
    expect(renewal.getTime()).toBeGreaterThan(Date.now() + 15 * DAY);

    expect(await (await client.post('/api/billing/cancel', {})).json()).toMatchObject({
      subscribed: true,
      status: 'active',
      cancel_at_period_end: true,
      subscription_end: renewal.toISOString(),
    });
    const daysLeft = Math.ceil((renewal.getTime() - Date.now()) / DAY);
    await daysPass(agencyId, daysLeft - 1);
    expect((await check(client)).subscribed).toBe(true);
    await daysPass(agencyId, 2);
    expect(await check(client)).toMatchObject({ subscribed: false, status: 'canceled' });
  });

  it('only the owner’s own agency is touched', async () => {
    const a = await subscribed('plus');
    const b = await signedInOwner(t, null);
    expect((await b.client.post('/api/billing/cancel', {})).status).toBe(404);
    expect((await b.client.post('/api/billing/resume', {})).status).toBe(404);
    expect((await b.client.post('/api/billing/change-plan/preview', { plan_code: 'pro' })).status).toBe(404);
    expect((await check(a.client)).cancel_at_period_end).toBe(false);
  });
});

describe('the price of an upgrade, before confirming it', () => {
  const preview = async (client: Client, plan_code: string) => {
    const res = await client.post('/api/billing/change-plan/preview', { plan_code });
    expect(res.status).toBe(200);
    return (await res.json()) as ChangePlanPreview;
  };

  it('in the trial nothing is charged until it ends', async () => {
    const { client } = await subscribed('plus');
    const info = await check(client);
    expect(await preview(client, 'pro')).toEqual({
      plan_code: 'pro',
      price_month_cents: 3999,
      amount_today_cents: 0,
      credit_cents: 0,
      charge_cents: 0,
      next_charge_at: info.trial_end,
      trialing: true,
    });
  });

  it('on a paid month: the unused time of the old price is credited, the rest of the new charged today', async () => {
    const { client, agencyId } = await subscribed('plus');
    await daysPass(agencyId, 55);
    const { subscription_end } = await check(client);
    const end = new Date(subscription_end!).getTime();
    const share = (end - Date.now()) / (end - new Date(end).setMonth(new Date(end).getMonth() - 1));
    expect(share).toBeGreaterThan(0.6);

    const p = await preview(client, 'pro');
    expect(p).toMatchObject({ plan_code: 'pro', price_month_cents: 3999, trialing: false });
    expect(p.next_charge_at).toBe(subscription_end);
    expect(Math.abs(p.credit_cents - 1899 * share)).toBeLessThan(2);
    expect(Math.abs(p.charge_cents - 3999 * share)).toBeLessThan(2);
    expect(p.amount_today_cents).toBe(p.charge_cents - p.credit_cents);

    // A smaller plan costs nothing today (it keeps its own dialog).
    expect(await preview(client, 'smart')).toMatchObject({ amount_today_cents: 0, price_month_cents: 899 });
    const bad = await client.post('/api/billing/change-plan/preview', { plan_code: 'gold' });
    expect(bad.status).toBe(422);

    expect((await client.post('/api/billing/change-plan', { plan_code: 'pro' })).status).toBe(200);
    expect((await check(client)).plan_code).toBe('pro');
  });
});
