import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedIds, publishedListings } from '../../../../test/support/agency-listings';
import { type StripeTestApp, startStripeTestApp } from '../../../../test/support/stripe-app';
import type { TestClient } from '../../../../test/support/test-app';
import type { SubscriptionInfo } from '../../../shared/billing';
import { mailOutbox } from '../../db/schema';

let app: StripeTestApp;
beforeAll(async () => {
  app = await startStripeTestApp();
});
afterAll(() => app?.close());

const TITLES = ['Piso en Chamberí', 'Ático en Gràcia', 'Casa en Triana'];
const mailsTo = (to: string) => app.t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const planOf = async (client: TestClient) =>
  ((await (await client.post('/api/billing/check-subscription', {})).json()) as SubscriptionInfo).plan_code;

/** The subscription as Stripe has it, moved to another price (what the customer portal does). */
function onPrice(subscriptionId: string, price: string) {
  const sub = structuredClone(app.fake.subscriptions.get(subscriptionId));
  sub.items.data[0].price = { ...sub.items.data[0].price, id: price };
  return sub;
}

describe('a downgrade that arrives by Stripe webhook', () => {
  it('keeps the oldest published listings, drafts the rest and e-mails the owner', async () => {
    const { client, agencyId, user, subscriptionId } = await app.subscribed('plus');
    const ids = await publishedListings(app.t, client, TITLES);
    const res = await app.fake.sendEvent(
      'customer.subscription.updated',
      onPrice(subscriptionId, 'price_smart'),
      {
        created: Math.floor(Date.now() / 1000) + 60,
      },
    );
    expect(JSON.parse(res.body).result).toBe('applied');
    expect(await planOf(client)).toBe('smart');
    expect(await publishedIds(app.t, agencyId)).toEqual([ids[0]]);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('2 inmuebles han pasado a borrador con tu plan Smart');
    expect(mails[0]!.text).toContain('- Ático en Gràcia\n- Casa en Triana\n');

    // Stripe delivers the same event again: nothing more happens.
    await app.fake.sendEvent('customer.subscription.updated', onPrice(subscriptionId, 'price_smart'));
    expect(await mailsTo(user.email)).toHaveLength(1);
  });
});

describe('a downgrade from settings with Stripe', () => {
  it('applies the chosen listings before Stripe’s webhook, which then drafts nothing more', async () => {
    const { client, agencyId, user } = await app.subscribed('plus');
    const ids = await publishedListings(app.t, client, TITLES);
    const res = await client.post('/api/billing/change-plan', {
      plan_code: 'smart',
      keep_listing_ids: [ids[1]],
    });
    expect(res.status).toBe(200);
    expect((await res.json()).plan_code).toBe('smart');
    expect(await publishedIds(app.t, agencyId)).toEqual([ids[1]]);
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it('publishes them again when Stripe refuses the change', async () => {
    const { client, agencyId } = await app.subscribed('plus');
    const ids = await publishedListings(app.t, client, TITLES);
    app.fake.failNext({ method: 'POST', path: '/v1/subscriptions/' }, 400, {
      type: 'invalid_request_error',
      message: 'No such price',
    });
    const res = await client.post('/api/billing/change-plan', {
      plan_code: 'smart',
      keep_listing_ids: [ids[1]],
    });
    expect(res.status).toBe(502);
    expect(await planOf(client)).toBe('plus');
    expect(await publishedIds(app.t, agencyId)).toEqual([...ids].sort());
  });
});
