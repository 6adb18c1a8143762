import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListingRow, insertLeads, insertScans } from '../../../../test/support/activity';
import {
  createTestApp,
  signedInOwner,
  type TestApp,
  type TestClient,
} from '../../../../test/support/test-app';
import {
  type DiagnosticCheck,
  type DiagnosticsResponse,
  diagnosticsApi,
  TEST_LISTING_TITLE,
  type TestLeadResponse,
} from '../../../shared/diagnostics';
import { leads, listings, mailOutbox } from '../../db/schema';
import { migrationsDir } from '../../paths';
import { diagnosticError } from './diagnostic-error';

const journal: { entries: { tag: string; when: number }[] } = JSON.parse(
  readFileSync(join(migrationsDir(), 'meta', '_journal.json'), 'utf8'),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function checksOf(client: TestClient): Promise<DiagnosticsResponse> {
  const res = await client.get(diagnosticsApi.checks);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return res.json();
}
const checkValue = (body: DiagnosticsResponse, id: DiagnosticCheck['id']) => {
  const check = body.checks.find((c) => c.id === id);
  if (!check?.ok) throw new Error(`check ${id} failed: ${JSON.stringify(check)}`);
  return check.value;
};
const insertTestLead = (client: TestClient) => client.post(diagnosticsApi.testLead, {});

describe('/api/debug/db', () => {
  it('refuses anonymous callers with 401, for the checks and the test lead alike', async () => {
    const anonymous = t.client();
    expect((await anonymous.get(diagnosticsApi.checks)).status).toBe(401);
    const res = await insertTestLead(anonymous);
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('unauthorized');
  });

  it('reports the installation: database kind, latest migration, queue depth, storage and mail kinds', async () => {
    const { client } = await signedInOwner(t);
    const body = await checksOf(client);
    expect(body.checks.every((c) => c.ok)).toBe(true);
    expect(checkValue(body, 'database')).toBe(t.deps.database.kind);
    expect(['pglite', 'postgres']).toContain(checkValue(body, 'database'));
    // The journal's last tag: the test database is migrated to the end.
    expect(checkValue(body, 'migrations')).toBe(journal.entries.at(-1)!.tag);
    expect(checkValue(body, 'storage')).toBe('local');
    expect(checkValue(body, 'mail')).toBe('outbox');
    const before = checkValue(body, 'jobs') as number;
    await t.deps.jobs.send('lead-alert', { leadId: randomUUID() });
    expect(checkValue(await checksOf(client), 'jobs')).toBe(before + 1);
    await t.deps.jobs.drain();
    expect(checkValue(await checksOf(client), 'jobs')).toBe(0);
  });

  it("counts only the member's own agency's rows, never another agency's", async () => {
    const a = await signedInOwner(t);
    const b = await signedInOwner(t);
    const listingA = await createListingRow(t.db, a.agencyId);
    await createListingRow(t.db, a.agencyId, { published: false });
    await insertScans(t.db, listingA, 3);
    await insertLeads(t.db, listingA, 2);
    const listingB = await createListingRow(t.db, b.agencyId);
    await insertScans(t.db, listingB, 7);
    await insertLeads(t.db, listingB, 5);

    const bodyA = await checksOf(a.client);
    expect(bodyA.agency.id).toBe(a.agencyId);
    expect(checkValue(bodyA, 'listings')).toBe(2);
    expect(checkValue(bodyA, 'leads')).toBe(2);
    expect(checkValue(bodyA, 'qr_sessions')).toBe(3);
    expect(checkValue(bodyA, 'agency_members')).toBe(1);

    const bodyB = await checksOf(b.client);
    expect(bodyB.agency.id).toBe(b.agencyId);
    expect(checkValue(bodyB, 'listings')).toBe(1);
    expect(checkValue(bodyB, 'leads')).toBe(5);
    expect(checkValue(bodyB, 'qr_sessions')).toBe(7);
    expect(checkValue(bodyB, 'agency_members')).toBe(1);
  });
});

describe('Insert test lead', () => {
  it('makes an unpublished test listing for an agency without listings, then reuses it', async () => {
    const { client, agencyId, user } = await signedInOwner(t);
    const res = await insertTestLead(client);
    expect(res.status).toBe(201);
    const first: TestLeadResponse = await res.json();
    expect(first.listingCreated).toBe(true);
    const [listing] = await t.db.select().from(listings).where(eq(listings.agencyId, agencyId));
    expect(listing).toMatchObject({ id: first.lead.listingId, title: TEST_LISTING_TITLE, published: false });
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, first.lead.id));
    expect(lead).toMatchObject({
      agencyId,
      listingId: listing!.id,
      email: user.email.toLowerCase(),
      source: 'debug',
      consentGdpr: true,
      status: 'new',
    });
    expect(lead!.payload.listing_title).toBe(TEST_LISTING_TITLE);

    const second: TestLeadResponse = await (await insertTestLead(client)).json();
    expect(second.listingCreated).toBe(false);
    expect(second.lead.listingId).toBe(listing!.id);
    expect(second.lead.id).not.toBe(first.lead.id);
    expect(await t.db.select().from(listings).where(eq(listings.agencyId, agencyId))).toHaveLength(1);
    expect(checkValue(await checksOf(client), 'leads')).toBe(2);
  });

  it("uses the agency's first listing, stays inside the agency and e-mails nobody", async () => {
    const a = await signedInOwner(t);
    const b = await signedInOwner(t);
    const oldest = await createListingRow(t.db, a.agencyId, { createdAt: new Date('2025-01-01T00:00:00Z') });
    await createListingRow(t.db, a.agencyId);
    await createListingRow(t.db, b.agencyId, { createdAt: new Date('2024-01-01T00:00:00Z') });
    const mailsBefore = (await t.db.select().from(mailOutbox)).length;

    const body: TestLeadResponse = await (await insertTestLead(a.client)).json();
    expect(body).toMatchObject({ listingCreated: false, lead: { listingId: oldest.id } });
    expect(checkValue(await checksOf(b.client), 'leads')).toBe(0);
    expect(await t.deps.jobs.pending()).toBe(0);
    await t.deps.jobs.drain();
    expect((await t.db.select().from(mailOutbox)).length).toBe(mailsBefore);
  });
});

describe('diagnosticError', () => {
  it("takes the driver's SQLSTATE from the wrapped cause, else 'unknown'", () => {
    const wrapped = Object.assign(new Error('Failed query: select 1'), {
      cause: Object.assign(new Error('relation "x" does not exist'), { code: '42P01' }),
    });
    expect(diagnosticError(wrapped)).toEqual({ message: 'relation "x" does not exist', code: '42P01' });
    expect(diagnosticError(new Error('boom'))).toEqual({ message: 'boom', code: 'unknown' });
  });
});

// Last: it takes the newest migration's record away from this file's database.
describe('a database behind the code', () => {
  it("reports the migrations check as an error with code 'migrations_pending', the others still answer", async () => {
    const { client } = await signedInOwner(t);
    const latest = journal.entries.at(-1)!;
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${latest.when}`);
    const body = await checksOf(client);
    const migrations = body.checks.find((c) => c.id === 'migrations');
    expect(migrations).toMatchObject({ ok: false, error: { code: 'migrations_pending' } });
    expect(migrations?.ok === false && migrations.error.message).toContain(latest.tag);
    expect(body.checks.filter((c) => !c.ok)).toHaveLength(1);
  });
});
