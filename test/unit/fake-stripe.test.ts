import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe';

const SECRET = 'whsec_test_fake_secret';
const DAY = 86_400;

interface Received {
  raw: string;
  signature: string;
  contentType: string;
}

/** A tiny webhook endpoint on loopback that keeps what it receives. */
async function startReceiver(status = 200): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        raw: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers['stripe-signature'] ?? ''),
        contentType: String(req.headers['content-type'] ?? ''),
      });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ received: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/billing/webhook`, received, server };
}

const verified = (r: Received) => Stripe.webhooks.constructEvent(r.raw, r.signature, SECRET);

describe('fake Stripe server', () => {
  let fake: FakeStripe;
  let stripe: Stripe;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => receiver.server.close(() => resolve()));
  });
  beforeEach(async () => {
    fake = await startFakeStripe();
    fake.setWebhook({ url: receiver.url, secret: SECRET });
    receiver.received.length = 0;
    stripe = new Stripe('sk_test_fake', { ...fake.sdkOptions, maxNetworkRetries: 0 });
  });
  afterEach(async () => {
    await fake.close();
  });

  async function checkout(trialDays?: number) {
    const customer = await stripe.customers.create({
      email: 'ana@example.com',
      name: 'Inmobiliaria Ana',
      metadata: { agency_id: 'agency-1' },
    });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: 'agency-1',
      line_items: [{ price: 'price_plus', quantity: 1 }],
      subscription_data: {
        ...(trialDays ? { trial_period_days: trialDays } : {}),
        metadata: { agency_id: 'agency-1', plan_code: 'plus' },
      },
      metadata: { agency_id: 'agency-1' },
      success_url: 'http://localhost:3000/app/billing/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/app/billing',
    });
    return { customer, session };
  }

  it('runs customer → checkout → trialing subscription with the real SDK and signed webhooks', async () => {
    const { customer, session } = await checkout(45);
    expect(customer.id).toMatch(/^cus_/);
    expect(customer).toMatchObject({
      object: 'customer',
      email: 'ana@example.com',
      metadata: { agency_id: 'agency-1' },
    });
    expect((await stripe.customers.retrieve(customer.id)).id).toBe(customer.id);

    expect(session.id).toMatch(/^cs_test_/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: 'agency-1',
      url: `${fake.url}/checkout/${session.id}`,
    });

    const create = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(create?.headers.authorization).toBe('Bearer sk_test_fake');
    expect(create?.body).toMatchObject({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: 'agency-1',
      line_items: [{ price: 'price_plus', quantity: '1' }],
      subscription_data: { trial_period_days: '45', metadata: { agency_id: 'agency-1', plan_code: 'plus' } },
      metadata: { agency_id: 'agency-1' },
      success_url: 'http://localhost:3000/app/billing/success?session_id={CHECKOUT_SESSION_ID}',
    });

    const before = Math.floor(Date.now() / 1000);
    const sub = await fake.completeCheckout(session.id);
    expect(sub.status).toBe('trialing');

    expect(receiver.received.map((r) => verified(r).type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
    ]);
    const completed = verified(receiver.received[0]!);
    expect(receiver.received[0]!.contentType).toBe('application/json');
    expect(completed).toMatchObject({ object: 'event', livemode: false, api_version: Stripe.API_VERSION });
    expect(completed.id).toMatch(/^evt_/);
    expect(completed.data.object).toMatchObject({
      id: session.id,
      status: 'complete',
      subscription: sub.id,
      client_reference_id: 'agency-1',
      metadata: { agency_id: 'agency-1' },
    });

    const retrieved = await stripe.subscriptions.retrieve(sub.id);
    expect(retrieved).toMatchObject({
      id: sub.id,
      object: 'subscription',
      status: 'trialing',
      customer: customer.id,
      cancel_at_period_end: false,
      canceled_at: null,
      metadata: { agency_id: 'agency-1', plan_code: 'plus' },
    });
    expect(retrieved.trial_end).toBeGreaterThanOrEqual(before + 45 * DAY);
    expect(retrieved.trial_end).toBeLessThanOrEqual(before + 45 * DAY + 5);
    const item = retrieved.items.data[0]!;
    expect(item.id).toMatch(/^si_/);
    expect(item.price.id).toBe('price_plus');
    expect(item.current_period_end).toBe(retrieved.trial_end);
    expect(retrieved).not.toHaveProperty('current_period_end');

    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(done.status).toBe('complete');
    expect((done.subscription as Stripe.Subscription).id).toBe(sub.id);
  });

  it('starts active with a one-month period when there is no trial', async () => {
    const { session } = await checkout();
    const sub = await fake.completeCheckout(session.id);
    expect(sub.status).toBe('active');
    expect(sub.trial_end).toBeNull();
    expect(
      sub.items.data[0].current_period_end - sub.items.data[0].current_period_start,
    ).toBeGreaterThanOrEqual(28 * DAY);
  });

  it('sends customer.subscription.updated on update and .deleted on cancel', async () => {
    const { session } = await checkout(45);
    const sub = await fake.completeCheckout(session.id);
    receiver.received.length = 0;

    const updated = await stripe.subscriptions.update(sub.id, {
      items: [{ id: sub.items.data[0].id, price: 'price_pro' }],
      proration_behavior: 'create_prorations',
      metadata: { plan_code: 'pro' },
    });
    expect(updated.items.data[0]!.price.id).toBe('price_pro');
    expect(updated.items.data[0]!.id).toBe(sub.items.data[0].id);
    expect(updated.metadata).toEqual({ agency_id: 'agency-1', plan_code: 'pro' });
    expect(fake.requests.at(-1)?.body).toMatchObject({
      items: [{ id: sub.items.data[0].id, price: 'price_pro' }],
      proration_behavior: 'create_prorations',
    });

    const atEnd = await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    expect(atEnd.cancel_at_period_end).toBe(true);
    expect(atEnd.cancel_at).toBe(atEnd.items.data[0]!.current_period_end);

    const events = receiver.received.map(verified);
    expect(events.map((e) => e.type)).toEqual([
      'customer.subscription.updated',
      'customer.subscription.updated',
    ]);
    const first = events[0] as Stripe.CustomerSubscriptionUpdatedEvent;
    expect(first.data.object.items.data[0]!.price.id).toBe('price_pro');
    expect(first.data.previous_attributes?.items?.data[0]?.price.id).toBe('price_plus');
    expect((events[1] as Stripe.CustomerSubscriptionUpdatedEvent).data.object.cancel_at_period_end).toBe(
      true,
    );

    receiver.received.length = 0;
    const canceled = await stripe.subscriptions.cancel(sub.id);
    expect(canceled.status).toBe('canceled');
    expect(canceled.canceled_at).toBeGreaterThan(0);
    const deleted = verified(receiver.received[0]!);
    expect(deleted.type).toBe('customer.subscription.deleted');
    expect((deleted as Stripe.CustomerSubscriptionDeletedEvent).data.object.status).toBe('canceled');
    expect(fake.subscriptions.get(sub.id).status).toBe('canceled');
  });

  it('fails the next matching request with failNext, then works again', async () => {
    fake.failNext({ method: 'POST', path: '/v1/customers' }, 400, {
      type: 'invalid_request_error',
      message: 'Boom from the fake',
      code: 'parameter_invalid',
    });
    const error = await stripe.customers.create({ email: 'x@example.com' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((error as Stripe.errors.StripeError).message).toBe('Boom from the fake');
    expect((error as Stripe.errors.StripeError).code).toBe('parameter_invalid');
    expect((error as Stripe.errors.StripeError).statusCode).toBe(400);

    await expect(stripe.customers.create({ email: 'x@example.com' })).resolves.toMatchObject({
      object: 'customer',
    });

    fake.failNext({ path: '/v1/subscriptions' }, 500, { type: 'api_error', message: 'Stripe is down' });
    await expect(stripe.subscriptions.retrieve('sub_whatever')).rejects.toBeInstanceOf(
      Stripe.errors.StripeAPIError,
    );
  });

  it('answers Stripe-shaped errors: auth, validation, unknown ids and routes', async () => {
    const noAuth = await fetch(`${fake.url}/v1/customers`, { method: 'POST' });
    expect(noAuth.status).toBe(401);
    expect(((await noAuth.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
    const publishable = new Stripe('pk_test_fake', { ...fake.sdkOptions, maxNetworkRetries: 0 });
    await expect(publishable.customers.create({})).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );

    const noSuccess = await stripe.checkout.sessions
      .create({ mode: 'subscription', line_items: [{ price: 'price_plus', quantity: 1 }] })
      .catch((e: unknown) => e as Stripe.errors.StripeError);
    expect(noSuccess).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(noSuccess).toMatchObject({ param: 'success_url', statusCode: 400 });
    await expect(
      stripe.checkout.sessions.create({ mode: 'subscription', success_url: 'http://localhost:3000/ok' }),
    ).rejects.toMatchObject({ param: 'line_items' });
    await expect(
      stripe.checkout.sessions.create({
        line_items: [{ price: 'p', quantity: 1 }],
        success_url: 'http://x/ok',
      } as never),
    ).rejects.toMatchObject({ param: 'mode' });

    const unknown = await stripe.subscriptions
      .retrieve('sub_missing')
      .catch((e: unknown) => e as Stripe.errors.StripeError);
    expect(unknown).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(unknown).toMatchObject({ code: 'resource_missing', statusCode: 404 });
    await expect(stripe.subscriptions.update('sub_missing', { metadata: { a: 'b' } })).rejects.toMatchObject({
      code: 'resource_missing',
    });

    const other = await fetch(`${fake.url}/v1/payouts`, {
      headers: { authorization: 'Bearer sk_test_fake' },
    });
    expect(other.status).toBe(404);
    expect(((await other.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
  });

  it('serves a hosted checkout page whose button completes the session and redirects', async () => {
    const { session } = await checkout(45);
    const html = await (await fetch(session.url!)).text();
    expect(html).toContain('Pagar y suscribirse');
    expect(html).toContain(`action="/checkout/${session.id}/pay"`);

    const pay = await fetch(`${fake.url}/checkout/${session.id}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(
      `http://localhost:3000/app/billing/success?session_id=${session.id}`,
    );
    expect(fake.checkoutSessions.get(session.id).status).toBe('complete');
    expect(fake.subscriptions.size).toBe(1);
    expect(receiver.received.map((r) => verified(r).type)).toContain('customer.subscription.created');
  });

  it('creates billing portal sessions with a page that links back', async () => {
    const customer = await stripe.customers.create({ email: 'ana@example.com' });
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://localhost:3000/app/settings',
    });
    expect(portal).toMatchObject({
      object: 'billing_portal.session',
      url: `${fake.url}/portal/${portal.id}`,
      return_url: 'http://localhost:3000/app/settings',
    });
    expect(portal.id).toMatch(/^bps_/);
    const html = await (await fetch(portal.url)).text();
    expect(html).toContain('href="http://localhost:3000/app/settings"');
  });

  it('lets the portal page cancel at period end, sending customer.subscription.updated', async () => {
    const { customer, session } = await checkout(45);
    const sub = await fake.completeCheckout(session.id);
    receiver.received.length = 0;
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://localhost:3000/app/settings',
    });
    expect(await (await fetch(portal.url)).text()).toContain('Cancelar suscripción');
    const res = await fetch(`${portal.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://localhost:3000/app/settings');
    expect(fake.subscriptions.get(sub.id).cancel_at_period_end).toBe(true);
    expect(receiver.received.map((r) => verified(r).type)).toEqual(['customer.subscription.updated']);
  });

  it('sends custom signed events; a wrong secret does not verify', async () => {
    const answer = await fake.sendEvent(
      'customer.subscription.updated',
      { id: 'sub_x', object: 'subscription', status: 'past_due' },
      { id: 'evt_fixed', created: 1_700_000_000 },
    );
    expect(answer).toEqual({ status: 200, body: '{"received":true}' });
    const event = verified(receiver.received[0]!);
    expect(event).toMatchObject({
      id: 'evt_fixed',
      created: 1_700_000_000,
      data: { object: { status: 'past_due' } },
    });
    expect(() =>
      Stripe.webhooks.constructEvent(
        receiver.received[0]!.raw,
        receiver.received[0]!.signature,
        'whsec_other',
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);

    fake.setWebhook(null);
    await expect(fake.sendEvent('ping', {})).rejects.toThrow(/no webhook/);
  });
});
