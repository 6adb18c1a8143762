import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../../../../test/support/fake-stripe';
import { type StripeTestApp, startStripeTestApp } from '../../../../test/support/stripe-app';
import { signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { billingDetailsTexts } from '../../../shared/billing-details';
import { agencies, billingDetails } from '../../db/schema';

let app: StripeTestApp;
let fake: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  app = await startStripeTestApp();
  ({ fake, t } = app);
});
afterAll(() => app?.close());

const details = {
  legal_name: 'Inmobiliaria Ejemplo S.L.',
  tax_id: 'B12345674',
  address_line: 'Calle Mayor 1',
  postal_code: '28013',
  city: 'Madrid',
  province: 'Madrid',
};
const address = {
  line1: 'Calle Mayor 1',
  postal_code: '28013',
  city: 'Madrid',
  state: 'Madrid',
  country: 'ES',
};
const put = (client: ReturnType<TestApp['client']>, body: unknown) =>
  client.request('/api/billing/details', { method: 'PUT', json: body });
const customerOf = async (agencyId: string) =>
  (await t.db.select().from(agencies).where(eq(agencies.id, agencyId)))[0]!.stripeCustomerId!;
const taxIdsOf = (customerId: string) =>
  (fake.taxIds.get(customerId) ?? []).map((x) => ({ type: x.type, value: x.value }));

describe('billing details with Stripe', () => {
  it('a customer created at checkout carries the details saved before', async () => {
    const { client, agencyId } = await signedInOwner(t, null);
    expect((await put(client, details)).status).toBe(200);
    // No customer yet: nothing sent to Stripe.
    expect(fake.requests.filter((r) => r.path.includes('tax_ids'))).toHaveLength(0);
    expect((await client.post('/api/billing/checkout', { plan_code: 'plus' })).status).toBe(200);
    const customer = fake.customers.get(await customerOf(agencyId));
    expect(customer).toMatchObject({ name: details.legal_name, address: { ...address, line2: null } });
    expect(taxIdsOf(customer.id)).toEqual([{ type: 'es_cif', value: 'B12345674' }]);
  });

  it('saving updates the customer’s name, address and es_cif tax id, replacing the old one', async () => {
    const { client, agencyId } = await app.subscribed();
    const customerId = await customerOf(agencyId);
    expect((await put(client, details)).status).toBe(200);
    expect(fake.customers.get(customerId)).toMatchObject({ name: details.legal_name, address });
    expect(taxIdsOf(customerId)).toEqual([{ type: 'es_cif', value: 'B12345674' }]);
    const update = fake.requests
      .filter((r) => r.method === 'POST' && r.path === `/v1/customers/${customerId}`)
      .at(-1)!;
    expect(update.body).toMatchObject({ name: details.legal_name, address });

    // A new NIF replaces the old tax id; the same NIF again leaves it alone.
    expect((await put(client, { ...details, tax_id: 'x-1234567-l', legal_name: 'Ana Pérez' })).status).toBe(
      200,
    );
    expect(taxIdsOf(customerId)).toEqual([{ type: 'es_cif', value: 'X1234567L' }]);
    expect(fake.customers.get(customerId).name).toBe('Ana Pérez');
    const creates = () =>
      fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/tax_ids')).length;
    const before = creates();
    expect((await put(client, { ...details, tax_id: 'X1234567L' })).status).toBe(200);
    expect(creates()).toBe(before);
    expect(taxIdsOf(customerId)).toEqual([{ type: 'es_cif', value: 'X1234567L' }]);
  });

  it('when Stripe refuses, nothing is stored and the owner is told', async () => {
    const { client, agencyId } = await app.subscribed();
    fake.failNext({ method: 'POST', path: '/v1/customers/' }, 400, {
      type: 'invalid_request_error',
      message: 'Invalid value for es_cif.',
    });
    const res = await put(client, details);
    expect(res.status).toBe(502);
    expect((await res.json()).error.message).toBe(billingDetailsTexts.stripeError);
    expect(
      await t.db.select().from(billingDetails).where(eq(billingDetails.agencyId, agencyId)),
    ).toHaveLength(0);
  });

  it('lists Stripe’s invoices with their PDFs, only the agency’s own', async () => {
    const { client, agencyId, subscriptionId } = await app.subscribed('plus');
    expect((await (await client.get('/api/billing/invoices')).json()).invoices).toEqual([]);
    // A paid month, then an upgrade invoiced at once (its proration).
    const sub = fake.subscriptions.get(subscriptionId);
    const now = Math.floor(Date.now() / 1000);
    Object.assign(sub, { status: 'active', trial_end: null });
    sub.items.data[0].current_period_start = now - 10 * 86_400;
    sub.items.data[0].current_period_end = now + 20 * 86_400;
    await fake.sendEvent('customer.subscription.updated', sub);
    expect((await client.post('/api/billing/change-plan', { plan_code: 'pro' })).status).toBe(200);

    const { invoices } = await (await client.get('/api/billing/invoices')).json();
    const [stripeInvoice] = [...fake.invoices.values()].filter(
      (i) => i.customer === (sub.customer as string),
    );
    expect(invoices).toEqual([
      {
        id: stripeInvoice.id,
        number: stripeInvoice.number,
        date: new Date(stripeInvoice.created * 1000).toISOString(),
        totalCents: stripeInvoice.total,
        currency: 'eur',
        status: 'paid',
        pdfUrl: stripeInvoice.invoice_pdf,
        hostedUrl: stripeInvoice.hosted_invoice_url,
        test: false,
      },
    ]);
    expect(stripeInvoice.number).toBeTruthy();
    const list = fake.requests.filter((r) => r.method === 'GET' && r.path === '/v1/invoices').at(-1)!;
    expect(list.body).toMatchObject({ customer: await customerOf(agencyId), limit: '24' });
    // Another agency lists its own (none); no local PDFs with Stripe.
    const other = await app.subscribed();
    expect((await (await other.client.get('/api/billing/invoices')).json()).invoices).toEqual([]);
    expect((await client.get(`/api/billing/invoices/${crypto.randomUUID()}/pdf`)).status).toBe(404);
  });
});
