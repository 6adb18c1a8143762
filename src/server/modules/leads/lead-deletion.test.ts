import { arrayOverlaps, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentMember } from '../../../../test/support/agents';
import {
  addLeads as add,
  type LeadSeed,
  listLeadsAs as list,
  ownerWithListings,
  type TestListing,
} from '../../../../test/support/leads';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/support/test-app';
import { diagnosticsApi, type TestLeadResponse } from '../../../shared/diagnostics';
import { type LeadPersonPreview, leadDeletionApi } from '../../../shared/lead-deletion';
import {
  agencyMembers,
  leadErasures,
  leads,
  mailOutbox,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';
import { getAnalytics } from '../analytics/get-analytics';
import { sendFloodDigest } from '../notifications/send-flood-digest';
import { createLeadAlertSender } from '../notifications/send-lead-alert';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const addLeads = (agencyId: string, listing: TestListing, seeds: LeadSeed[]) =>
  add(t, agencyId, listing, seeds);
const del = (client: TestClient, id: string) => client.request(`/api/leads/${id}`, { method: 'DELETE' });
const leadRows = (agencyId: string) => t.db.select().from(leads).where(eq(leads.agencyId, agencyId));
/** Every lead figure of the analytics rollups of an agency (the trigger keeps them). */
const rolledUpLeads = async (agencyId: string) =>
  (await getAnalytics({ db: t.db, agencyId, range: 'year' })).kpis.leads;

describe('DELETE /api/leads/:id', () => {
  it('deletes one lead of the agency, its figures follow, and it is gone from the list', async () => {
    const { client, agencyId, listings } = await ownerWithListings(t, 'Piso en Sol');
    const rows = await addLeads(agencyId, listings[0]!, [
      { firstName: 'Ana', createdAt: new Date() },
      { firstName: 'Berta', createdAt: new Date() },
    ]);
    expect(await rolledUpLeads(agencyId)).toBe(2);
    const res = await del(client, rows[0]!.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: 1 });
    expect((await list(client)).leads.map((l) => l.firstName)).toEqual(['Berta']);
    expect(await rolledUpLeads(agencyId)).toBe(1);
    // Twice: the second finds nothing.
    expect((await del(client, rows[0]!.id)).status).toBe(404);
    expect((await del(client, 'not-a-uuid')).status).toBe(404);
  });

  it("refuses another agency's lead with 404 and deletes nothing of theirs", async () => {
    const a = await ownerWithListings(t, 'Piso A');
    const b = await ownerWithListings(t, 'Piso B');
    const [theirs] = await addLeads(b.agencyId, b.listings[0]!, [{ firstName: 'Ajena' }]);
    const [ours] = await addLeads(a.agencyId, a.listings[0]!, [{ firstName: 'Propia' }]);
    const res = await del(a.client, theirs!.id);
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
    // Several at once: one of theirs among ours refuses the whole request.
    const many = await a.client.post(leadDeletionApi.deleteMany(), { ids: [ours!.id, theirs!.id] });
    expect(many.status).toBe(404);
    expect(await leadRows(b.agencyId)).toHaveLength(1);
    expect(await leadRows(a.agencyId)).toHaveLength(1);
    // Nor can "Borrar los datos de esta persona" start from their lead.
    expect((await a.client.get(leadDeletionApi.person(theirs!.id))).status).toBe(404);
    expect((await a.client.post(leadDeletionApi.erasePerson(theirs!.id), {})).status).toBe(404);
    expect(await leadRows(b.agencyId)).toHaveLength(1);
  });

  it('lets an agent of the agency delete, as they see every lead', async () => {
    const { agencyId, listings } = await ownerWithListings(t, 'Piso con agente');
    const agent = await createAgentMember(t.db, agencyId, { name: 'Irene Mora' });
    const client = t.client();
    const signIn = await client.post('/api/auth/sign-in/email', {
      email: agent.user.email,
      password: agent.user.password,
    });
    expect(signIn.status).toBe(200);
    const [lead] = await addLeads(agencyId, listings[0]!, [{ firstName: 'Carla' }]);
    expect((await del(client, lead!.id)).status).toBe(200);
    expect(await leadRows(agencyId)).toEqual([]);
  });

  it('ends the pending webhook deliveries of the lead and drops the body that held its data', async () => {
    const { client, agencyId, listings } = await ownerWithListings(t, 'Piso con webhook');
    const [lead] = await addLeads(agencyId, listings[0]!, [{ firstName: 'Dora', email: 'dora@example.es' }]);
    const [endpoint] = await t.db
      .insert(webhookEndpoints)
      .values({ agencyId, url: 'https://crm.example.es/hook', secret: 'x'.repeat(32) })
      .returning();
    await t.db.insert(webhookDeliveries).values({
      endpointId: endpoint!.id,
      leadId: lead!.id,
      eventType: 'lead.created',
      body: JSON.stringify({ data: { email: 'dora@example.es' } }),
    });
    expect((await del(client, lead!.id)).status).toBe(200);
    const [delivery] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint!.id));
    expect(delivery).toMatchObject({ status: 'cancelled', body: null, leadId: null });
  });
});

describe('POST /api/leads/delete', () => {
  it('deletes the chosen leads in one request, and only those', async () => {
    const { client, agencyId, listings } = await ownerWithListings(t, 'Piso en Lavapiés');
    const rows = await addLeads(agencyId, listings[0]!, [
      { firstName: 'Uno' },
      { firstName: 'Dos' },
      { firstName: 'Tres' },
    ]);
    const res = await client.post(leadDeletionApi.deleteMany(), { ids: [rows[0]!.id, rows[2]!.id] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: 2 });
    expect((await leadRows(agencyId)).map((l) => l.firstName)).toEqual(['Dos']);
  });

  it('refuses an empty or malformed choice with a Spanish message', async () => {
    const { client } = await ownerWithListings(t);
    const empty = await client.post(leadDeletionApi.deleteMany(), { ids: [] });
    expect(empty.status).toBe(422);
    expect(JSON.stringify(await empty.json())).toContain('Elige al menos un lead.');
    const bad = await client.post(leadDeletionApi.deleteMany(), { ids: ['x'] });
    expect(bad.status).toBe(422);
  });
});

describe('Borrar los datos de esta persona', () => {
  it("erases every lead with the person's e-mail or phone in the agency, and records it without their data", async () => {
    const a = await ownerWithListings(t, 'Piso 1', 'Piso 2');
    const b = await ownerWithListings(t, 'Piso de otra agencia');
    const [chosen, ...rest] = await addLeads(a.agencyId, a.listings[0]!, [
      { firstName: 'Marta', lastName: 'Sanz', email: 'marta@example.es', phone: '+34 600 11 22 33' },
      { firstName: 'Marta', lastName: 'S.', email: 'MARTA@example.es', phone: null },
      { firstName: 'M', lastName: 'Sanz', email: null, phone: '600112233', channel: 'whatsapp' },
      { firstName: 'Otra', lastName: 'Persona', email: 'otra@example.es', phone: '600999888' },
    ]);
    await addLeads(a.agencyId, a.listings[1]!, [
      { firstName: 'Marta', email: 'marta@example.es', phone: null },
    ]);
    await addLeads(b.agencyId, b.listings[0]!, [{ firstName: 'Marta', email: 'marta@example.es' }]);

    const preview = await a.client.get(leadDeletionApi.person(chosen!.id));
    expect(preview.status).toBe(200);
    expect((await preview.json()) as LeadPersonPreview).toEqual({
      name: 'Marta Sanz',
      email: 'marta@example.es',
      phone: '+34 600 11 22 33',
      leadCount: 4,
    });
    const res = await a.client.post(leadDeletionApi.erasePerson(chosen!.id), {});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: 4 });
    expect((await leadRows(a.agencyId)).map((l) => l.id)).toEqual([rest[2]!.id]);
    // The other agency's lead of the same e-mail is theirs to erase, not ours.
    expect(await leadRows(b.agencyId)).toHaveLength(1);

    const [member] = await t.db.select().from(agencyMembers).where(eq(agencyMembers.agencyId, a.agencyId));
    const records = await t.db.select().from(leadErasures).where(eq(leadErasures.agencyId, a.agencyId));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ memberId: member!.id, leadCount: 4 });
    // Nothing of the person: the whole row holds no name, e-mail, phone nor anything derived.
    const text = JSON.stringify(
      (await t.db.execute(sql`select * from lead_erasures where agency_id = ${a.agencyId}`)).rows,
    );
    // (The phone as digits, with or without spaces: a bare "600" also occurs in random ids and times.)
    expect(text).not.toMatch(/marta|sanz|600\s?11\s?22|example/i);
    expect(Object.keys(records[0]!).sort()).toEqual(
      ['agencyId', 'createdAt', 'id', 'leadCount', 'memberId', 'updatedAt'].sort(),
    );
  });
});

describe('the outbox copies of lead e-mails (the embedded mailer keeps every message)', () => {
  it("go with the lead or the person erased: alerts and digests that named them, no one else's", async () => {
    const { client, agencyId, listings } = await ownerWithListings(t, 'Piso con alertas');
    const [eva, eva2, luis, marta] = await addLeads(agencyId, listings[0]!, [
      { firstName: 'Eva', email: 'eva.outbox@example.es', createdAt: new Date() },
      {
        firstName: 'Eva',
        email: 'EVA.outbox@example.es',
        suspicion: 'repeated_contact',
        createdAt: new Date(),
      },
      { firstName: 'Luis', email: 'luis.outbox@example.es', suspicion: 'honeypot', createdAt: new Date() },
      { firstName: 'Marta', email: 'marta.outbox@example.es', createdAt: new Date() },
    ]);
    const sendAlert = createLeadAlertSender({
      db: t.db,
      mailer: t.deps.mailer,
      logger: t.deps.logger,
      publicUrl: 'http://localhost',
    });
    expect(await sendAlert(eva!.id)).toBe('sent');
    expect(await sendAlert(marta!.id)).toBe('sent');
    // The two flagged ones go in one digest (which names Eva and Luis).
    expect(await sendFloodDigest({ db: t.db, mailer: t.deps.mailer, publicUrl: 'http://x', agencyId })).toBe(
      'sent',
    );
    const copies = async (address: string) =>
      (await t.db.select({ text: mailOutbox.text }).from(mailOutbox)).filter((m) =>
        m.text.toLowerCase().includes(address),
      ).length;
    expect(await copies('eva.outbox@')).toBe(2);
    expect(await copies('luis.outbox@')).toBe(1);
    const stored = await t.db
      .select({ leadIds: mailOutbox.leadIds })
      .from(mailOutbox)
      .where(arrayOverlaps(mailOutbox.leadIds, [eva!.id, eva2!.id, luis!.id]));
    // Eva's alert names her lead; the digest names the two flagged ones.
    expect(stored.map((m) => m.leadIds.length).sort()).toEqual([1, 2]);

    // Erasing Eva takes her alert and the digest that named her (Luis's name went with it).
    const erased = await client.post(leadDeletionApi.erasePerson(eva!.id), {});
    expect(await erased.json()).toEqual({ deleted: 2 });
    expect(await copies('eva.outbox@')).toBe(0);
    expect(await copies('luis.outbox@')).toBe(0);
    // Another person's alert stays until her own lead goes.
    expect(await copies('marta.outbox@')).toBe(1);
    expect((await del(client, marta!.id)).status).toBe(200);
    expect(await copies('marta.outbox@')).toBe(0);
  });
});

describe("Diagnóstico's test leads", () => {
  it('are marked, badged in the list, in no figure, left out of the CSV, and deletable', async () => {
    const { client, agencyId, listings } = await ownerWithListings(t, 'Piso de verdad');
    await addLeads(agencyId, listings[0]!, [{ firstName: 'Real', createdAt: new Date() }]);
    const res = await client.post(diagnosticsApi.testLead, {});
    expect(res.status).toBe(201);
    const { lead }: TestLeadResponse = await res.json();

    const page = await list(client);
    expect(page.leads.map((l) => [l.firstName, l.test])).toEqual([
      ['Lead', true],
      ['Real', false],
    ]);
    expect(page.stats).toMatchObject({ total: 1, tests: 1, new: 1 });
    expect(await rolledUpLeads(agencyId)).toBe(1);
    const home = await (await client.get('/api/dashboard/summary')).json();
    expect(home.kpis.totalLeads).toBe(1);
    const cards = await (await client.get('/api/listings')).json();
    expect(cards.listings[0].kpis.leads).toBe(1);
    const csv = await (await client.get('/api/leads/export.csv')).text();
    expect(csv).toContain('Real');
    expect(csv).not.toContain('de prueba');

    expect((await del(client, lead.id)).status).toBe(200);
    expect(await rolledUpLeads(agencyId)).toBe(1);
    expect((await leadRows(agencyId)).map((l) => l.firstName)).toEqual(['Real']);
    expect(
      await t.db
        .select()
        .from(leads)
        .where(inArray(leads.id, [lead.id])),
    ).toEqual([]);
  });
});
