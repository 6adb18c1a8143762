import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgency } from '../../../../test/support/factories';
import { createTestDatabase } from '../../../../test/support/test-db';
import type { Database } from '../../db/client';
import { agencies, subscriptions } from '../../db/schema';
import { getEffectivePlan, toSubscriptionInfo } from './effective-plan';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const day = 86_400_000;
const now = new Date('2026-11-22T12:00:00Z');

async function agencyWith(sub?: Partial<typeof subscriptions.$inferInsert>, currentPlan?: string) {
  const { agency } = await createAgency(database.db);
  if (currentPlan) await database.db.update(agencies).set({ currentPlan }).where(eq(agencies.id, agency.id));
  if (sub) {
    await database.db
      .insert(subscriptions)
      .values({ agencyId: agency.id, planCode: 'plus', status: 'active', provider: 'stripe', ...sub });
  }
  return agency.id;
}

const effective = async (agencyId: string) => getEffectivePlan({ db: database.db, agencyId, now });

describe('getEffectivePlan', () => {
  it('no subscription, no plan: no access and zero limits', async () => {
    const e = await effective(await agencyWith());
    expect(e).toMatchObject({
      plan: null,
      source: null,
      planLimits: { max_listings: 0, renders_per_month: 0 },
    });
    expect(toSubscriptionInfo(e, now)).toMatchObject({ subscribed: false, status: null });
  });

  it('an active subscription gives its plan limits', async () => {
    const e = await effective(await agencyWith({ planCode: 'pro' }));
    expect(e).toMatchObject({
      source: 'subscription',
      planLimits: { max_listings: 15, renders_per_month: null },
    });
  });

  it('gives the limits once, as the plan stores them, and the plans keep no second copy of their card', async () => {
    const e = await effective(await agencyWith({ planCode: 'pro' }));
    expect(e).not.toHaveProperty('limits');
    expect(e.planLimits).toEqual(e.plan!.limits);
    const columns = await database.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'plans'`,
    );
    expect(columns.rows.map((c) => c.column_name)).not.toContain('features');
  });

  it('trial days remaining are rounded up and never negative', async () => {
    const e = await effective(
      await agencyWith({ status: 'trialing', trialEnd: new Date(now.getTime() + 2.1 * day) }),
    );
    expect(toSubscriptionInfo(e, now)).toMatchObject({
      subscribed: true,
      status: 'trialing',
      trial_days_remaining: 3,
    });
  });

  it('a Stripe trial long past its end without news from Stripe no longer grants access', async () => {
    const e = await effective(
      await agencyWith({ status: 'trialing', trialEnd: new Date(now.getTime() - 3 * day) }),
    );
    expect(e.plan).toBeNull();
  });

  it('a local trial past its end renews as active (test mode charges nothing)', async () => {
    const end = new Date(now.getTime() - 10 * day);
    const e = await effective(
      await agencyWith({ provider: 'local', status: 'trialing', trialEnd: end, currentPeriodEnd: end }),
    );
    const info = toSubscriptionInfo(e, now);
    expect(info).toMatchObject({ subscribed: true, status: 'active', trial_end: null });
    expect(new Date(info.subscription_end!).getTime()).toBeGreaterThan(now.getTime());
  });

  it('past_due keeps access while Stripe retries; canceled and unpaid do not', async () => {
    expect((await effective(await agencyWith({ status: 'past_due' }))).plan?.code).toBe('plus');
    for (const status of ['canceled', 'unpaid', 'incomplete_expired'] as const) {
      const e = await effective(await agencyWith({ status }));
      expect(e.plan).toBeNull();
      expect(toSubscriptionInfo(e, now)).toMatchObject({ subscribed: false, status });
    }
  });

  it('a plan granted on the agency (current_plan) gives access', async () => {
    const e = await effective(await agencyWith(undefined, 'smart'));
    expect(e).toMatchObject({
      source: 'current_plan',
      planLimits: { max_listings: 1, renders_per_month: 20 },
    });
    expect(toSubscriptionInfo(e, now)).toMatchObject({
      subscribed: true,
      plan_code: 'smart',
      source: 'current_plan',
    });
  });
});
