import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerWithListings } from '../../test/support/leads';
import { createTestApp, type TestApp } from '../../test/support/test-app';

// A person whose name and e-mail must never appear in a log line.
const person = { firstName: 'Valentina', lastName: 'Secretario', email: 'valentina.secretario@example.es' };
const lead = { ...person, contactMethod: 'email', consent: true };

let t: TestApp;
let listing: { id: string; slug: string };
let ownerEmail: string;
beforeAll(async () => {
  t = await createTestApp();
  const o = await ownerWithListings(t, 'Piso luminoso');
  listing = o.listings[0]!;
  ownerEmail = o.user.email;
});
afterAll(() => t.close());

const logText = () => JSON.stringify(t.logs);
function expectNoPersonalData() {
  const text = logText();
  for (const value of [person.firstName, person.lastName, person.email, ownerEmail]) {
    expect(text).not.toContain(value);
  }
}

describe('logs hold no personal data', () => {
  it('a failed lead insert logs the query, not the name and e-mail it carried', async () => {
    // The database refuses this person's row: the error carries the parameters and the failing row.
    await t.db.execute(
      sql`alter table leads add constraint refuse_valentina check (first_name <> 'Valentina')`,
    );
    try {
      const res = await t.client().post(`/api/public/listings/${listing.slug}/leads`, lead);
      expect(res.status).toBe(500);
      const form = new URLSearchParams({ ...person, contactMethod: 'email', consent: 'on' });
      const page = await t.client().request(`/l/${listing.slug}/solicitud`, { method: 'POST', body: form });
      expect(page.status).toBe(503);
    } finally {
      await t.db.execute(sql`alter table leads drop constraint refuse_valentina`);
    }
    const failures = t.logs.filter((l) => l.msg === 'unhandled error' || l.msg === 'lead form post failed');
    expect(failures).toHaveLength(2);
    // Still useful to an operator: which query failed and why.
    for (const line of failures) {
      const err = line.err as { message: string; cause: { message: string } };
      expect(err.message).toMatch(/insert into "leads"/);
      expect(err.cause.message).toMatch(/refuse_valentina/);
    }
    expectNoPersonalData();
  });

  it('a value PostgreSQL quotes in its message is left out', async () => {
    const err = await t.db.execute(sql`select ${person.email}::uuid`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(Error);
    t.deps.logger.error({ err }, 'query failed');
    const line = t.logs.at(-1) as { err: { cause: { message: string } } };
    expect(line.err.cause.message).toMatch(/invalid input syntax for type uuid/);
    expectNoPersonalData();
  });

  it('a lead received and its alert e-mail are logged without the person', async () => {
    await t.deps.jobs.drain();
    const res = await t.client().post(`/api/public/listings/${listing.slug}/leads`, lead);
    expect(res.status).toBe(201);
    expect(await t.deps.jobs.drain()).toBe(1);
    const mailed = t.logs.filter((l) => String(l.msg).startsWith('mail stored'));
    expect(mailed).toHaveLength(1);
    // The stored row's id only: no recipient, subject or links (they hold the lead's name).
    expect(Object.keys(mailed[0]!).sort()).toEqual(['level', 'mailId', 'msg', 'time']);
    expectNoPersonalData();
  });

  it('mail holding tokens or a buyer phone is logged without its links', async () => {
    const from = t.logs.length;
    const reset = await t
      .client()
      .post('/api/auth/request-password-reset', { email: ownerEmail, redirectTo: '/auth/reset-password' });
    expect(reset.status).toBe(200);
    // A WhatsApp lead's alert links wa.me with the buyer's phone and first name.
    const whatsapp = {
      firstName: 'Rigoberto',
      lastName: 'Anchoa',
      contactMethod: 'whatsapp',
      phone: '+34 612 34 56 78',
      consent: true,
    };
    expect((await t.client().post(`/api/public/listings/${listing.slug}/leads`, whatsapp)).status).toBe(201);
    await t.deps.jobs.drain();
    const stored = await t.db.execute<{ html: string | null; text: string }>(
      sql`select html, text from mail_outbox`,
    );
    const mails = stored.rows.map((r) => `${r.text}\n${r.html ?? ''}`).join('\n');
    // The mails did hold them: a reset token and the wa.me link.
    expect(mails).toMatch(/reset-password\?token=/);
    expect(mails).toContain('wa.me/34612345678');
    const text = JSON.stringify(t.logs.slice(from));
    expect(text).toContain('mail stored in the outbox');
    expect(text).not.toMatch(/https?:\/\/|token|wa\.me|612 ?34 ?56 ?78|612345678|Rigoberto|Anchoa/);
    expectNoPersonalData();
  });
});
