import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListingRow, insertLeads, insertScanVisits } from '../../../../test/support/activity';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { notificationsApi } from '../../../shared/notifications';
import { agencies, listings, mailOutbox, summarySends } from '../../db/schema';
import { runSummaries } from './run-summaries';
import { scheduleSummaries } from './schedule-summaries';

let a: TestApp;
beforeAll(async () => {
  a = await createTestApp();
});
afterAll(() => a.close());

const mailsTo = (t: TestApp, to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

/** An agency with its own e-mail, two listings and (unless `quiet`) activity on `day` at noon in Spain. */
async function agencyWithActivity(t: TestApp, day: string, opts: { quiet?: boolean } = {}) {
  const owner = await signedInOwner(t);
  const email = `resumen-${owner.agencyId.slice(0, 8)}@inmobiliaria.es`;
  await t.db.update(agencies).set({ name: 'Inmobiliaria Sol', email }).where(eq(agencies.id, owner.agencyId));
  const atico = await createListingRow(t.db, owner.agencyId, { title: 'Ático con terraza' });
  const piso = await createListingRow(t.db, owner.agencyId, { title: 'Piso en Gràcia' });
  if (!opts.quiet) {
    const at = new Date(`${day}T11:00:00Z`);
    await insertScanVisits(t, atico, 4, { at });
    await insertScanVisits(t, piso, 3, { at, device: 'desktop' });
    await insertLeads(t.db, atico, 1, { at });
  }
  return { ...owner, email, atico, piso };
}

/** The summary-run job of a period, as the schedule queues it, run here by `t`. */
const queueRun = (t: TestApp, kind: 'daily' | 'weekly', from: string) =>
  t.deps.jobs.send('summary-run', { kind, from }, { singletonKey: `${kind}:${from}` });

describe('daily and weekly summaries', () => {
  it('e-mails the day’s views, leads, conversion and best listing, once, across two instances and a restart', async () => {
    const day = '2026-03-02';
    const sol = await agencyWithActivity(a, day);
    await a.db
      .update(listings)
      .set({ operation: 'rent', propertyType: 'atico', reference: 'AT-3', price: 1200 })
      .where(eq(listings.id, sol.atico.id));
    const b = await createTestApp({ sameDatabaseAs: a });
    try {
      // Both instances queue the same period: one job.
      expect(await queueRun(a, 'daily', day)).toBeTruthy();
      expect(await queueRun(b, 'daily', day)).toBeNull();
      await Promise.all([a.deps.jobs.drain(), b.deps.jobs.drain()]);
      // Two workers running the period at the same moment (as a retry overlapping a slow run).
      const run = (t: TestApp) =>
        runSummaries({
          db: t.db,
          mailer: t.deps.mailer,
          jobs: t.deps.jobs,
          logger: t.deps.logger,
          publicUrl: t.deps.env.PUBLIC_URL,
          secret: t.deps.secret,
          kind: 'daily',
          from: day,
        });
      const [first, second] = await Promise.all([run(a), run(b)]);
      expect({ ...first, ...second }).toEqual({ already_sent: 1 });
    } finally {
      await b.close();
    }
    // A restart: a new instance queues the period again and runs it.
    const c = await createTestApp({ sameDatabaseAs: a });
    try {
      expect(await queueRun(c, 'daily', day)).toBeTruthy();
      expect(await c.deps.jobs.drain()).toBe(1);
    } finally {
      await c.close();
    }

    const mails = await mailsTo(a, sol.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Tu resumen del lunes, 2 de marzo: 7 vistas y 1 lead');
    expect(mail.text).toContain('Hola, Inmobiliaria Sol:');
    expect(mail.text).toContain('Vistas: 7 (100,0\u00a0% de las vistas llegaron escaneando un cartel)');
    expect(mail.text).toContain('Leads: 1');
    // The one conversion of the app: leads ÷ views, one decimal.
    expect(mail.text).toContain('Conversión: 14,3\u00a0%');
    expect(mail.text).toContain(
      'Tu mejor inmueble: Ático con terraza (4 vistas · 1 lead)\nAlquiler · Ático · Ref. AT-3 · 1.200\u00a0€/mes\n',
    );
    expect(mail.html).toContain('Alquiler · Ático · Ref. AT-3 · 1.200\u00a0€/mes');
    expect(mail.html).toContain('role="presentation"');
    expect(mail.html).toContain('href="http://localhost:3000/dashboard/analytics"');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/email\/unsubscribe\?token=[^>]+>$/,
    );
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const [sent] = await a.db.select().from(summarySends).where(eq(summarySends.agencyId, sol.agencyId));
    expect(sent).toMatchObject({ kind: 'daily', periodStart: day, sentAt: expect.any(Date) });
  });

  it('sends the week Monday to Sunday, and nothing to a quiet agency or one with the summary off', async () => {
    const monday = '2026-03-09';
    const active = await agencyWithActivity(a, '2026-03-15'); // the Sunday
    const quiet = await agencyWithActivity(a, '2026-03-15', { quiet: true });
    const off = await agencyWithActivity(a, '2026-03-11');
    const put = await off.client.request(notificationsApi.preferences, {
      method: 'PUT',
      json: { leads_email: true, scans_email: false, daily_summary: true, weekly_summary: false },
    });
    expect(put.status).toBe(200);
    // Activity of the Monday after is not this week's.
    const late = await agencyWithActivity(a, '2026-03-16');

    await queueRun(a, 'weekly', monday);
    expect(await a.deps.jobs.drain()).toBe(1);
    const [weekly] = await mailsTo(a, active.email);
    expect(weekly?.subject).toBe('Tu resumen semanal, del 9 de marzo al 15 de marzo: 7 vistas y 1 lead');
    expect(weekly?.headers?.['List-Unsubscribe']).toContain('/email/unsubscribe?token=');
    // A sale without a price.
    expect(weekly?.text).toContain('(4 vistas · 1 lead)\nVenta · Piso · Precio a consultar\n');
    expect(await mailsTo(a, quiet.email)).toEqual([]);
    expect(await mailsTo(a, off.email)).toEqual([]);
    expect(await mailsTo(a, late.email)).toEqual([]);
  });

  it('keeps the next periods queued, due at 8:00 in Spain, one job each however many instances ask', async () => {
    // Wednesday, 11:00 in Madrid; in the future, so the jobs stay queued while this file runs.
    const now = new Date('2027-03-03T10:00:00Z');
    await scheduleSummaries(a.deps.jobs, now);
    await scheduleSummaries(a.deps.jobs, now);
    const { rows } = await a.db.execute(
      sql`select singleton_key as key, start_after as at from pgboss.job
          where name = 'summary-run' and state = 'created' and singleton_key in ('daily:2027-03-03', 'weekly:2027-03-01')
          order by 1`,
    );
    expect(rows.map((r) => ({ key: r.key, at: new Date(r.at as string).toISOString() }))).toEqual([
      { key: 'daily:2027-03-03', at: '2027-03-04T07:00:00.000Z' },
      { key: 'weekly:2027-03-01', at: '2027-03-08T07:00:00.000Z' },
    ]);
  });

  it('gives the period back when the mail fails, so the retry sends it', async () => {
    const day = '2026-03-20';
    const sol = await agencyWithActivity(a, day);
    const send = a.deps.mailer.send;
    a.deps.mailer.send = async () => {
      throw new Error('SMTP caído');
    };
    try {
      await queueRun(a, 'daily', day);
      await expect(a.deps.jobs.drain()).rejects.toThrow('SMTP caído');
    } finally {
      a.deps.mailer.send = send;
    }
    const claims = await a.db
      .select()
      .from(summarySends)
      .where(and(eq(summarySends.agencyId, sol.agencyId), eq(summarySends.periodStart, day)));
    expect(claims).toEqual([]);
    const counts = await runSummaries({
      db: a.db,
      mailer: a.deps.mailer,
      jobs: a.deps.jobs,
      logger: a.deps.logger,
      publicUrl: a.deps.env.PUBLIC_URL,
      secret: a.deps.secret,
      kind: 'daily',
      from: day,
    });
    expect(counts).toEqual({ sent: 1 });
    expect(await mailsTo(a, sol.email)).toHaveLength(1);
  });
});
