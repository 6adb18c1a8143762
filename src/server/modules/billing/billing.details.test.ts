import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentMember } from '../../../../test/support/agents';
import { readSimplePdf } from '../../../../test/support/pdf-text';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { billingDetailsTexts, type InvoiceView } from '../../../shared/billing-details';
import { billingDetails, localInvoices, subscriptions } from '../../db/schema';
import { TEST_INVOICE_MARK } from './local-invoice-pdf';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const details = {
  legal_name: 'Inmobiliaria Ejemplo S.L.',
  tax_id: 'b-1234 5674',
  address_line: 'Calle Mayor 1, 2.º A',
  postal_code: '28013',
  city: 'Madrid',
  province: 'Madrid',
};
const put = (client: TestApp['client'] extends () => infer C ? C : never, body: unknown) =>
  client.request('/api/billing/details', { method: 'PUT', json: body });
const invoices = async (client: ReturnType<TestApp['client']>) =>
  ((await (await client.get('/api/billing/invoices')).json()) as { invoices: InvoiceView[] }).invoices;

async function checkout(client: ReturnType<TestApp['client']>, plan_code: string) {
  const { url } = await (await client.post('/api/billing/checkout', { plan_code })).json();
  const id = decodeURIComponent(url.split('/billing/checkout/')[1]);
  expect(
    (await client.post(`/api/billing/local/checkout/${encodeURIComponent(id)}/confirm`, {})).status,
  ).toBe(200);
  return id;
}

/** An owner whose agency already used its trial, so a local checkout charges at once. */
async function payingOwner() {
  const owner = await signedInOwner(t, null);
  await checkout(owner.client, 'plus');
  // The trial is over and cancelled: the next checkout has no trial and is charged now.
  await t.db
    .update(subscriptions)
    .set({ status: 'canceled' })
    .where(eq(subscriptions.agencyId, owner.agencyId));
  const id = await checkout(owner.client, 'smart');
  // Confirmed twice (a double click): still one charge.
  expect(
    (await owner.client.post(`/api/billing/local/checkout/${encodeURIComponent(id)}/confirm`, {})).status,
  ).toBe(200);
  return owner;
}

describe('billing details', () => {
  it('the owner saves them normalised and reads them back; before that there are none', async () => {
    const { client, agencyId } = await signedInOwner(t);
    expect(await (await client.get('/api/billing/details')).json()).toEqual({ details: null });
    const res = await put(client, details);
    expect(res.status).toBe(200);
    const saved = { ...details, tax_id: 'B12345674', address_line: 'Calle Mayor 1, 2.º A', country: 'ES' };
    expect(await res.json()).toEqual({ details: saved });
    expect(await (await client.get('/api/billing/details')).json()).toEqual({ details: saved });
    // Saving again updates the one row.
    expect((await put(client, { ...details, tax_id: '12345678Z' })).status).toBe(200);
    const rows = await t.db.select().from(billingDetails).where(eq(billingDetails.agencyId, agencyId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.taxId).toBe('12345678Z');
  });

  it('refuses a wrong NIF/CIF or postcode with a 422 and field errors, storing nothing', async () => {
    const { client, agencyId } = await signedInOwner(t);
    const res = await put(client, { ...details, tax_id: 'B12345675', postal_code: '99999' });
    expect(res.status).toBe(422);
    const { error } = await res.json();
    expect(error.fields).toMatchObject({
      tax_id: billingDetailsTexts.errors.taxIdInvalid,
      postal_code: billingDetailsTexts.errors.postalCode,
    });
    expect(
      await t.db.select().from(billingDetails).where(eq(billingDetails.agencyId, agencyId)),
    ).toHaveLength(0);
  });

  it('are the owner’s: an agent is refused, another agency sees only its own', async () => {
    const owner = await signedInOwner(t);
    expect((await put(owner.client, details)).status).toBe(200);
    const { user } = await createAgentMember(t.db, owner.agencyId);
    const agent = t.client();
    await agent.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect((await agent.get('/api/billing/details')).status).toBe(403);
    expect((await put(agent, { ...details, legal_name: 'Otra' })).status).toBe(403);
    expect((await agent.get('/api/billing/invoices')).status).toBe(403);
    const other = await signedInOwner(t);
    expect(await (await other.client.get('/api/billing/details')).json()).toEqual({ details: null });
    expect((await t.client().get('/api/billing/details')).status).toBe(401);
  });
});

describe('local test invoices', () => {
  it('none while trialing; a charged checkout gives one, once, with a PDF marked as a test', async () => {
    const trial = await signedInOwner(t, null);
    await checkout(trial.client, 'plus');
    expect(await invoices(trial.client)).toEqual([]);

    const { client, agencyId } = await payingOwner();
    await put(client, details);
    const list = await invoices(client);
    expect(list).toHaveLength(1);
    const [inv] = list;
    expect(inv).toMatchObject({ totalCents: 899, status: 'paid', test: true, currency: 'eur' });
    expect(inv!.number).toMatch(/^PRUEBA-\d{4}-0001$/);
    const pdf = await client.get(inv!.pdfUrl!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const { text } = readSimplePdf(Buffer.from(await pdf.arrayBuffer()));
    expect(text.split('\n')[0]).toBe(TEST_INVOICE_MARK);
    expect(TEST_INVOICE_MARK).toBe('FACTURA DE PRUEBA — sin validez fiscal');
    for (const s of [
      'Inmobiliaria Ejemplo S.L.',
      'NIF/CIF: B12345674',
      '28013 Madrid (Madrid)',
      inv!.number!,
    ])
      expect(text).toContain(s);
    // 8,99 € IVA incluido: base 7,43 €, IVA 1,56 €.
    expect(text).toContain(
      'Base imponible\n7,43\xa0€\nIVA (21 %)\n1,56\xa0€\nTotal (IVA incluido)\n8,99\xa0€',
    );
    expect(await t.db.select().from(localInvoices).where(eq(localInvoices.agencyId, agencyId))).toHaveLength(
      1,
    );

    // Another agency's invoice id is not found.
    const other = await signedInOwner(t);
    expect((await other.client.get(inv!.pdfUrl!)).status).toBe(404);
    expect((await other.client.get('/api/billing/invoices/not-a-uuid/pdf')).status).toBe(404);
  });

  it('an upgrade’s proration and each renewal due are invoiced', async () => {
    const { client, agencyId } = await payingOwner();
    // Ten days into the paid month of Smart, then the upgrade to Pro.
    const [sub] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.status, 'active'))
      .then((rows) => rows.filter((r) => r.agencyId === agencyId));
    const start = new Date(Date.now() - 10 * 86_400_000);
    const end = new Date(new Date(start).setMonth(start.getMonth() + 1));
    await t.db
      .update(subscriptions)
      .set({ createdAt: start, currentPeriodEnd: end })
      .where(eq(subscriptions.id, sub!.id));
    const preview = await (
      await client.post('/api/billing/change-plan/preview', { plan_code: 'pro' })
    ).json();
    expect(preview.amount_today_cents).toBeGreaterThan(0);
    expect((await client.post('/api/billing/change-plan', { plan_code: 'pro' })).status).toBe(200);
    let list = await invoices(client);
    expect(list).toHaveLength(2);
    expect(Math.abs(list[0]!.totalCents - preview.amount_today_cents)).toBeLessThanOrEqual(1);

    // Two months on, two renewals at the plan in force (Pro).
    await t.db
      .update(subscriptions)
      .set({ createdAt: new Date(start.getTime() - 61 * 86_400_000) })
      .where(eq(subscriptions.id, sub!.id));
    list = await invoices(client);
    const renewals = list.filter((i) => i.totalCents === 3999);
    expect(renewals.length).toBeGreaterThanOrEqual(2);
    // Read again: nothing is added twice.
    expect(await invoices(client)).toHaveLength(list.length);
  });

  it('a trial that ends is charged (one invoice at its end) unless it was cancelled', async () => {
    const past = new Date(Date.now() - 86_400_000);
    const endTrial = (agencyId: string) =>
      t.db
        .update(subscriptions)
        .set({ trialEnd: past, currentPeriodEnd: past })
        .where(eq(subscriptions.agencyId, agencyId));

    const kept = await signedInOwner(t, null);
    await checkout(kept.client, 'plus');
    await endTrial(kept.agencyId);
    const list = await invoices(kept.client);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ totalCents: 1899, date: past.toISOString(), test: true });

    const cancelled = await signedInOwner(t, null);
    await checkout(cancelled.client, 'plus');
    expect((await cancelled.client.post('/api/billing/cancel', {})).status).toBe(200);
    await endTrial(cancelled.agencyId);
    expect(await invoices(cancelled.client)).toEqual([]);
  });
});
