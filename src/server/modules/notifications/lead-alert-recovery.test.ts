import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerWithListings } from '../../../../test/support/leads';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { agencies, leadAlertSends, leads, mailOutbox } from '../../db/schema';
import { ALERT_CLAIM_STALE_MS, requeueUnsentLeadAlerts } from './send-lead-alert';

// A process killed while it sends lead alerts (kill -9, an OOM, a crashed host) leaves their jobs
// "active" in the queue until they expire (15 minutes), and a copy it had sent could go twice.

let t: TestApp;
let slug: string;
const inbox = 'avisos@recuperacion.es';
beforeAll(async () => {
  t = await createTestApp();
  const o = await ownerWithListings(t, 'Piso tras el corte');
  slug = o.listings[0]!.slug;
  await t.db.update(agencies).set({ email: inbox }).where(eq(agencies.id, o.agencyId));
});
afterAll(() => t.close());

const alertsOf = async (ids: string[]) => {
  const rows = await t.db
    .select({ leadIds: mailOutbox.leadIds })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, inbox));
  return ids.map((id) => rows.filter((r) => r.leadIds.includes(id)).length);
};

const leadIdOf = async (lastName: string) =>
  (await t.db.select({ id: leads.id }).from(leads).where(eq(leads.lastName, lastName)))[0]!.id;

/** What a killed worker leaves: its fetched alert jobs active, as if still running. */
const orphanActiveJobs = () =>
  t.db.execute(
    sql`update pgboss.job set state = 'active', started_on = now() where name = 'lead-alert' and state in ('created', 'retry')`,
  );

describe('lead alerts after a crash', () => {
  it('are sent at the next start, each once, and the dead jobs send nothing more when they expire', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.client().post(
        `/api/public/listings/${slug}/leads`,
        {
          firstName: 'Tras',
          lastName: `Corte ${i}`,
          contactMethod: 'email',
          email: `corte-${i}@example.es`,
          consent: true,
        },
        { 'x-forwarded-for': `203.0.113.${i + 1}` },
      );
      expect(res.status).toBe(201);
      ids.push(await leadIdOf(`Corte ${i}`));
    }
    await orphanActiveJobs();
    // The process died in the middle of the first lead's send: its claim is there, not stamped
    // sent, and older than a claim may live.
    // (the recipient key is the hash of the address, as send-lead-alert.ts writes it)
    await t.db.execute(
      sql`insert into lead_alert_sends (lead_id, recipient_key, claimed_at)
          values (${ids[0]}, encode(sha256(convert_to(${inbox}, 'UTF8')), 'hex'), now() - ${`${ALERT_CLAIM_STALE_MS + 5_000} milliseconds`}::interval)`,
    );
    // Nothing is sent while the dead jobs look active (before, they waited 15 minutes).
    expect(await t.deps.jobs.drain()).toBe(0);
    expect(await alertsOf(ids)).toEqual([0, 0, 0]);

    // The next start queues them again.
    expect(await requeueUnsentLeadAlerts(t.db, t.deps.jobs)).toBe(3);
    await t.deps.jobs.drain();
    expect(await alertsOf(ids)).toEqual([1, 1, 1]);
    const claims = await t.db.select().from(leadAlertSends).where(inArray(leadAlertSends.leadId, ids));
    expect(claims.map((c) => c.sentAt !== null)).toEqual([true, true, true]);

    // The dead jobs expire and run again: every copy is already sent, none goes twice.
    await t.db.execute(
      sql`update pgboss.job set state = 'retry', start_after = now() where name = 'lead-alert' and state = 'active'`,
    );
    await t.deps.jobs.drain();
    expect(await alertsOf(ids)).toEqual([1, 1, 1]);
    // A second start has nothing left to queue.
    expect(await requeueUnsentLeadAlerts(t.db, t.deps.jobs)).toBe(0);
  });

  it('a failed send gives its claim back, so the retry sends it', async () => {
    const res = await t.client().post(
      `/api/public/listings/${slug}/leads`,
      {
        firstName: 'Reintento',
        lastName: 'Smtp',
        contactMethod: 'email',
        email: 'reintento@example.es',
        consent: true,
      },
      { 'x-forwarded-for': '203.0.113.50' },
    );
    expect(res.status).toBe(201);
    const lead = { id: await leadIdOf('Smtp') };
    const send = t.deps.mailer.send;
    t.deps.mailer.send = async () => {
      throw new Error('SMTP caído');
    };
    try {
      await expect(t.deps.jobs.drain()).rejects.toThrow('SMTP caído');
    } finally {
      t.deps.mailer.send = send;
    }
    expect(await t.db.select().from(leadAlertSends).where(eq(leadAlertSends.leadId, lead.id))).toEqual([]);
    await t.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'lead-alert' and state = 'retry'`,
    );
    await t.deps.jobs.drain();
    expect(await alertsOf([lead.id])).toEqual([1]);
  });
});
