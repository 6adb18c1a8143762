import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lastMailTo } from '../../../../test/support/factories';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../../../test/support/webhook-receiver';
import { type WebhookAttemptView, webhooksApi } from '../../../shared/webhooks';
import { agencies, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { deliverWebhook, MAX_ATTEMPTS, RETRY_DELAYS_SECONDS } from './deliver-webhook';
import { webhookDisabledTexts } from './webhook-disabled-mail';
import { verifyWebhookSignature } from './webhook-signature';
import { webhookDepsOf } from './webhook-workers';

let t: TestApp;
let receiver: WebhookReceiver;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true', OUTBOUND_ALLOW_PRIVATE_TARGETS: 'true' } });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(async () => {
  await t.deps.jobs.drain().catch(() => {});
  receiver.received.length = 0;
  receiver.queue.length = 0;
  receiver.status = 200;
});

let ip = 0;
/** A Plus (or other) agency with a published listing and one endpoint at the receiver. */
async function agencyWithWebhook(plan: 'smart' | 'plus' | 'pro' = 'plus', ad: Record<string, unknown> = {}) {
  const owner = await signedInOwner(t, 'plus');
  await t.db.update(agencies).set({ name: 'Inmobiliaria Sol' }).where(eq(agencies.id, owner.agencyId));
  const res = await owner.client.post('/api/listings', {
    energyStatus: 'in_progress',
    title: 'Piso en Gràcia',
    address: 'Carrer de Verdi 10',
    city: 'Barcelona',
    published: true,
    ...ad,
  });
  const { listing } = (await res.json()) as { listing: { id: string; slug: string } };
  const created = await owner.client.post(webhooksApi.list, { url: receiver.url });
  expect(created.status).toBe(201);
  const { endpoint, secret } = await created.json();
  if (plan !== 'plus')
    await t.db.update(agencies).set({ currentPlan: plan }).where(eq(agencies.id, owner.agencyId));
  return { ...owner, listing, endpointId: endpoint.id as string, secret: secret as string };
}

function sendLead(slug: string, firstName = 'Ana') {
  return t.client().post(
    `/api/public/listings/${slug}/leads`,
    {
      firstName,
      lastName: 'García López',
      contactMethod: 'email',
      email: `${firstName.toLowerCase()}@example.es`,
      consent: true,
      useCode: 'residencial',
      roomCode: 'salon',
      styleCode: 'nordic',
    },
    { 'x-forwarded-for': `198.51.100.${++ip % 250}` },
  );
}

/** The back-off is not waited for: the next attempt is made due now. */
const makeRetryDue = () =>
  t.db.execute(
    sql`update pgboss.job set start_after = now() where name = 'webhook-delivery' and state = 'created' and start_after > now()`,
  );
/** Seconds between a waiting attempt's creation and its start. */
const waitingDelays = async () =>
  (
    await t.db.execute<{ attempt: number; delay: number }>(
      sql`select (data->>'attempt')::int as attempt, round(extract(epoch from start_after - created_on))::int as delay
          from pgboss.job where name = 'webhook-delivery' and state = 'created' order by created_on`,
    )
  ).rows;
const log = async (client: TestApp['client'] extends () => infer C ? C : never, id: string) =>
  (await (await client.get(webhooksApi.attempts(id))).json()).attempts as WebhookAttemptView[];

describe('lead webhooks', () => {
  it('POSTs each new lead as signed, versioned JSON once the visitor has their answer', async () => {
    const { listing, secret, agencyId, endpointId, client } = await agencyWithWebhook();
    const res = await sendLead(listing.slug);
    expect(res.status).toBe(201);
    const { id: leadId } = await res.json();
    expect(receiver.received).toEqual([]); // nothing is sent while the visitor waits
    await t.deps.jobs.drain();

    expect(receiver.received).toHaveLength(1);
    const [hook] = receiver.received;
    expect(hook!.headers['content-type']).toBe('application/json');
    expect(hook!.headers['escaparate-event']).toBe('lead.created');
    const header = hook!.headers['escaparate-signature'] as string;
    expect(header).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature({ secret, header, body: hook!.body })).toBe(true);
    // Another secret, or a body changed by one byte, does not verify.
    expect(verifyWebhookSignature({ secret: `${secret}x`, header, body: hook!.body })).toBe(false);
    expect(verifyWebhookSignature({ secret, header, body: hook!.body.replace('Ana', 'Ane') })).toBe(false);

    const event = JSON.parse(hook!.body);
    expect(event).toEqual({
      version: 1,
      type: 'lead.created',
      id: hook!.headers['escaparate-delivery'],
      created_at: expect.any(String),
      data: {
        lead: {
          id: leadId,
          created_at: expect.any(String),
          first_name: 'Ana',
          last_name: 'García López',
          email: 'ana@example.es',
          phone: null,
          contact_method: 'email',
          language: 'es',
          interest: { use: expect.any(String), room: expect.any(String), style: expect.any(String) },
        },
        listing: {
          id: listing.id,
          title: 'Piso en Gràcia',
          address: 'Carrer de Verdi 10, Barcelona',
          url: `http://localhost:3000/l/${listing.slug}`,
          operation: 'sale',
          type: 'piso',
          reference: null,
          price: null,
        },
        agency: { id: agencyId, name: 'Inmobiliaria Sol' },
      },
    });
    const [attempt] = await log(client, endpointId);
    expect(attempt).toMatchObject({
      event_type: 'lead.created',
      attempt: 1,
      status_code: 200,
      ok: true,
      error: null,
    });
    // Delivered: the buyer's data is not kept in the delivery.
    const [delivery] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.leadId, leadId));
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, body: null });
    // A second run of the jobs sends nothing more.
    await makeRetryDue();
    expect(await t.deps.jobs.drain()).toBe(0);
    expect(receiver.received).toHaveLength(1);
  });

  it("carries the listing's operation, type code, reference and numeric price, as the lead found them", async () => {
    const { listing, client } = await agencyWithWebhook('plus', {
      operation: 'rent',
      propertyType: 'atico',
      reference: 'GR-12',
      price: 1200,
    });
    expect((await sendLead(listing.slug)).status).toBe(201);
    // Changed before the delivery is made: the payload keeps what the buyer saw.
    const edited = await client.request(`/api/listings/${listing.id}`, {
      method: 'PUT',
      json: { energyStatus: 'in_progress', title: 'Piso en Gràcia', price: 990, reference: 'GR-13' },
    });
    expect(edited.status).toBe(200);
    await t.deps.jobs.drain();
    const event = JSON.parse(receiver.received[0]!.body);
    expect(event.version).toBe(1);
    expect(event.data.listing).toEqual({
      id: listing.id,
      title: 'Piso en Gràcia',
      address: 'Carrer de Verdi 10, Barcelona',
      url: `http://localhost:3000/l/${listing.slug}`,
      operation: 'rent',
      type: 'atico',
      reference: 'GR-12',
      price: 1200,
    });
  });

  it('retries a 500 after its back-off, then stops at the first 2xx', async () => {
    const { listing, client, endpointId } = await agencyWithWebhook('pro');
    receiver.queue.push(500, 503);
    await sendLead(listing.slug);
    await t.deps.jobs.drain();
    expect(receiver.received).toHaveLength(1);
    expect(await waitingDelays()).toEqual([{ attempt: 2, delay: RETRY_DELAYS_SECONDS[0] }]);
    expect(await t.deps.jobs.drain()).toBe(0); // not before its time

    await makeRetryDue();
    await t.deps.jobs.drain();
    expect(await waitingDelays()).toEqual([{ attempt: 3, delay: RETRY_DELAYS_SECONDS[1] }]);
    await makeRetryDue();
    await t.deps.jobs.drain();
    expect(receiver.received).toHaveLength(3);
    expect(await waitingDelays()).toEqual([]);
    // Each attempt the same event, signed again.
    const ids = new Set(receiver.received.map((r) => JSON.parse(r.body).id));
    expect(ids.size).toBe(1);
    expect(receiver.received.map((r) => r.headers['escaparate-attempt'])).toEqual(['1', '2', '3']);

    const attempts = await log(client, endpointId);
    expect(attempts.map((a) => [a.attempt, a.status_code, a.ok])).toEqual([
      [3, 200, true],
      [2, 503, false],
      [1, 500, false],
    ]);
    const [endpoint] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    expect(endpoint).toMatchObject({ enabled: true, failingSince: null });
    expect(endpoint!.lastSuccessAt).toBeInstanceOf(Date);
  });

  it('switches an endpoint off after every attempt for 24 h failed, and tells the owner once', async () => {
    const { listing, client, endpointId, user } = await agencyWithWebhook();
    receiver.status = 500;
    await sendLead(listing.slug);
    await t.deps.jobs.drain();
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      await makeRetryDue();
      await t.deps.jobs.drain();
    }
    expect(receiver.received).toHaveLength(MAX_ATTEMPTS);
    expect(RETRY_DELAYS_SECONDS.reduce((a, b) => a + b, 0)).toBe(24 * 3600);
    const attempts = await log(client, endpointId);
    expect(attempts).toHaveLength(MAX_ATTEMPTS);
    expect(attempts.every((a) => a.status_code === 500 && !a.ok)).toBe(true);

    const { endpoints } = await (await client.get(webhooksApi.list)).json();
    expect(endpoints[0]).toMatchObject({ enabled: false, disabled_reason: 'failing' });
    const mail = await lastMailTo(t.db, user.email);
    expect(mail?.subject).toBe(webhookDisabledTexts.subject);
    expect(mail?.text).toContain(receiver.url);
    expect(mail?.text).toContain('respuesta HTTP 500');
    expect(mail?.text).toContain('http://localhost:3000/dashboard/settings#webhooks-section');
    expect(mail?.html).toContain('<table');

    // Switched off, it gets nothing: a new lead queues no delivery.
    await sendLead(listing.slug, 'Bea');
    await makeRetryDue();
    await t.deps.jobs.drain();
    expect(receiver.received).toHaveLength(MAX_ATTEMPTS);
    // Switched on again by the owner, it works again from a clean slate.
    receiver.status = 200;
    const on = await client.request(webhooksApi.one(endpointId), {
      method: 'PATCH',
      json: { enabled: true },
    });
    expect((await on.json()).endpoint).toMatchObject({ enabled: true, disabled_reason: null });
    await sendLead(listing.slug, 'Carla');
    await t.deps.jobs.drain();
    expect(receiver.received).toHaveLength(MAX_ATTEMPTS + 1);
  });

  it('cancels the retries of an endpoint switched off meanwhile', async () => {
    const { listing, client, endpointId } = await agencyWithWebhook();
    receiver.queue.push(500);
    const { id: leadId } = await (await sendLead(listing.slug)).json();
    await t.deps.jobs.drain();
    await client.request(webhooksApi.one(endpointId), { method: 'PATCH', json: { enabled: false } });
    await makeRetryDue();
    await t.deps.jobs.drain();
    expect(receiver.received).toHaveLength(1);
    const [delivery] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.leadId, leadId));
    expect(delivery).toMatchObject({ status: 'cancelled', body: null });
  });

  it('run again after a crash, makes no attempt twice and queues the one that was lost', async () => {
    const { listing } = await agencyWithWebhook();
    receiver.queue.push(500);
    const { id: leadId } = await (await sendLead(listing.slug)).json();
    await t.deps.jobs.drain();
    const [delivery] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.leadId, leadId));
    // The process died after recording attempt 1 and before queueing attempt 2.
    await t.db.execute(sql`delete from pgboss.job where name = 'webhook-delivery' and state = 'created'`);
    const deps = { ...webhookDepsOf(t.deps), jobs: t.deps.jobs, onDisabled: async () => {} };
    expect(await deliverWebhook(deps, { deliveryId: delivery!.id, attempt: 1 })).toBe('skipped');
    expect(receiver.received).toHaveLength(1);
    expect(await waitingDelays()).toEqual([{ attempt: 2, delay: RETRY_DELAYS_SECONDS[0] }]);
    // Run once more: the waiting attempt absorbs it.
    await deliverWebhook(deps, { deliveryId: delivery!.id, attempt: 1 });
    expect(await waitingDelays()).toHaveLength(1);
    await makeRetryDue();
    await t.deps.jobs.drain();
    expect(receiver.received).toHaveLength(2);
    expect(await deliverWebhook(deps, { deliveryId: delivery!.id, attempt: 2 })).toBe('skipped');
    expect(receiver.received).toHaveLength(2);
  });

  it('signs with the rotated secret from the next attempt on', async () => {
    const { listing, client, endpointId, secret } = await agencyWithWebhook();
    const rotated = (await (await client.post(webhooksApi.rotate(endpointId), {})).json()).secret;
    await sendLead(listing.slug);
    await t.deps.jobs.drain();
    const [hook] = receiver.received;
    const header = hook!.headers['escaparate-signature'] as string;
    expect(verifyWebhookSignature({ secret: rotated, header, body: hook!.body })).toBe(true);
    expect(verifyWebhookSignature({ secret, header, body: hook!.body })).toBe(false);
  });

  it('sends nothing for an agency on Smart, and queues nothing for one without endpoints', async () => {
    const smart = await agencyWithWebhook('smart');
    await sendLead(smart.listing.slug);
    await t.deps.jobs.drain();
    expect(receiver.received).toEqual([]);
    expect(
      await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, smart.endpointId)),
    ).toEqual([]);

    const plain = await signedInOwner(t, 'pro');
    const res = await plain.client.post('/api/listings', {
      energyStatus: 'in_progress',
      title: 'Local en Sants',
      published: true,
    });
    const { listing } = await res.json();
    await sendLead(listing.slug);
    const { rows } = await t.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'webhook-lead'`,
    );
    const before = rows[0]!.n;
    await sendLead(listing.slug, 'Dora');
    const after = (
      await t.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'webhook-lead'`)
    ).rows[0]!.n;
    expect(after).toBe(before);
    await t.deps.jobs.drain();
  });
});

describe('"Enviar prueba"', () => {
  it('delivers a signed webhook.test event now and answers its attempt; the log shows it', async () => {
    const { client, endpointId, secret } = await agencyWithWebhook();
    const res = await client.post(webhooksApi.test(endpointId), {});
    expect(res.status).toBe(200);
    const { attempt } = await res.json();
    expect(attempt).toMatchObject({ event_type: 'webhook.test', status_code: 200, ok: true, attempt: 1 });
    const [hook] = receiver.received;
    const event = JSON.parse(hook!.body);
    expect(event).toMatchObject({
      version: 1,
      type: 'webhook.test',
      data: {
        lead: { first_name: 'Prueba' },
        // The same shape as a real lead's, the listing's ad included.
        listing: { id: null, operation: 'sale', type: 'piso', reference: 'EJEMPLO-1', price: 245_000 },
      },
    });
    expect(
      verifyWebhookSignature({
        secret,
        header: hook!.headers['escaparate-signature'] as string,
        body: hook!.body,
      }),
    ).toBe(true);
    expect((await log(client, endpointId))[0]).toEqual(attempt);
  });

  it('keeps the log for 30 days: older finished deliveries go with the next attempt', async () => {
    const { client, endpointId } = await agencyWithWebhook();
    await client.post(webhooksApi.test(endpointId), {});
    await client.post(webhooksApi.test(endpointId), {});
    const [old] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));
    await t.db
      .update(webhookDeliveries)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(webhookDeliveries.id, old!.id));
    await client.post(webhooksApi.test(endpointId), {});
    const left = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));
    expect(left).toHaveLength(2);
    expect(left.map((d) => d.id)).not.toContain(old!.id);
    expect(await log(client, endpointId)).toHaveLength(2);
  });

  it('answers a failure with its status, without retrying it', async () => {
    const { client, endpointId } = await agencyWithWebhook();
    receiver.status = 404;
    const { attempt } = await (await client.post(webhooksApi.test(endpointId), {})).json();
    expect(attempt).toMatchObject({ status_code: 404, ok: false });
    expect(await t.deps.jobs.drain()).toBe(0);
    expect(receiver.received).toHaveLength(1);
  });
});
