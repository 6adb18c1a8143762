import { type FakeStripe, startFakeStripe } from './fake-stripe';
import { createTestApp, listen, signedInOwner, type TestApp } from './test-app';

const WEBHOOK_SECRET = 'whsec_test_secret';

/** The monthly amounts of the test price ids, as the plans table has them. */
export const STRIPE_TEST_PRICES = { price_smart: 899, price_plus: 1899, price_pro: 3999 };

export interface StripeTestApp {
  fake: FakeStripe;
  t: TestApp;
  server: { url: string; close(): Promise<void> };
  /** A signed-in owner whose agency has no plan yet, checked out on Plus and paid on the fake page. */
  subscribed(
    plan?: 'smart' | 'plus' | 'pro',
  ): Promise<Awaited<ReturnType<typeof signedInOwner>> & { sessionId: string; subscriptionId: string }>;
  close(): Promise<void>;
}

/** The app with Stripe configured against a local fake Stripe, served on loopback for its webhooks. */
export async function startStripeTestApp(): Promise<StripeTestApp> {
  const fake = await startFakeStripe({ prices: STRIPE_TEST_PRICES });
  const t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_escaparate',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_SMART: 'price_smart',
      STRIPE_PRICE_PLUS: 'price_plus',
      STRIPE_PRICE_PRO: 'price_pro',
      STRIPE_API_BASE: fake.url,
    },
  });
  const server = await listen(t);
  fake.setWebhook({ url: `${server.url}/api/billing/webhook`, secret: WEBHOOK_SECRET });
  return {
    fake,
    t,
    server,
    async subscribed(plan_code = 'plus') {
      const s = await signedInOwner(t, null);
      const { url } = await (await s.client.post('/api/billing/checkout', { plan_code })).json();
      const sessionId = url.split('/').pop()!;
      const sub = await fake.completeCheckout(sessionId);
      return { ...s, sessionId, subscriptionId: sub.id as string };
    },
    async close() {
      await server.close();
      await fake.close();
      await t.close();
    },
  };
}
