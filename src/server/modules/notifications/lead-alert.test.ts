import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertLeads } from '../../../../test/support/activity';
import { lastMailTo } from '../../../../test/support/factories';
import { buyerName } from '../../../../test/support/leads';
import {
  type CapturedMail,
  replyTo,
  type SmtpCapture,
  startSmtpCapture,
} from '../../../../test/support/smtp-capture';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { leadTexts } from '../../../shared/leads';
import { notificationsApi } from '../../../shared/notifications';
import { agencies, leads, mailOutbox } from '../../db/schema';
import { queueLeadAlerts } from './queue-lead-alert';

const ana = {
  firstName: 'Ana',
  lastName: 'García López',
  contactMethod: 'email',
  email: 'ana@example.es',
  consent: true,
  useCode: 'residencial',
  roomCode: 'salon',
  styleCode: 'nordic',
};

let lastIp = 0;
/** A listing of a new agency; `agencyEmail` null leaves the agency without one. */
async function listingOf(
  t: TestApp,
  opts: { agencyEmail?: string | null; title?: string; ad?: Record<string, unknown> } = {},
) {
  const owner = await signedInOwner(t);
  const email = opts.agencyEmail === undefined ? `avisos-${++lastIp}@inmobiliaria.es` : opts.agencyEmail;
  await t.db.update(agencies).set({ name: 'Inmobiliaria Sol', email }).where(eq(agencies.id, owner.agencyId));
  const res = await owner.client.post('/api/listings', {
    energyStatus: 'in_progress',
    title: opts.title ?? 'Piso en Gràcia',
    address: 'Carrer de Verdi 10',
    city: 'Barcelona',
    published: true,
    ...opts.ad,
  });
  expect(res.status).toBe(201);
  const { listing } = (await res.json()) as { listing: { id: string; slug: string } };
  return { ...owner, listing, agencyEmail: email };
}

/** Each call is a visitor of its own (its own IP, through the proxy). */
function sendLead(t: TestApp, slug: string, body: unknown, ip = `198.51.100.${++lastIp % 250}`) {
  return t.client().post(`/api/public/listings/${slug}/leads`, body, { 'x-forwarded-for': ip });
}
const mailsTo = (t: TestApp, to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const leadRow = async (t: TestApp, id: string) =>
  (await t.db.select().from(leads).where(eq(leads.id, id)))[0]!;

describe('lead alert e-mail (outbox mailer)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.deps.jobs.drain(); // nothing left over from another test
  });

  it('queues one job for a new lead and e-mails the agency once, with everything escaped', async () => {
    const { listing, agencyEmail } = await listingOf(t, { title: 'Ático <b>"luminoso"</b> & terraza' });
    const res = await sendLead(t, listing.slug, { ...ana, lastName: '<script>alert(1)</script>' });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect(await mailsTo(t, agencyEmail!)).toEqual([]); // nothing before the job runs

    expect(await t.deps.jobs.drain()).toBe(1);
    const mails = await mailsTo(t, agencyEmail!);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(
      'Nuevo lead: Ana <script>alert(1)</script> · Ático <b>"luminoso"</b> & terraza',
    );
    expect(mail.text).toContain('Hola, Inmobiliaria Sol:');
    expect(mail.text).toContain('Carrer de Verdi 10, Barcelona');
    expect(mail.text).toContain('  Venta · Piso\n  Precio a consultar\n');
    expect(mail.text).toContain(`Ver el microsite: http://localhost:3000/l/${listing.slug}`);
    expect(mail.text).toContain('E-mail: ana@example.es');
    expect(mail.text).toContain('Canal preferido: E-mail');
    // The use, room and style chosen in the AI section, by their labels.
    expect(mail.text).toContain('Le interesa: Residencial · Salón · Nórdico');
    expect(mail.html).toContain('Residencial · Salón · Nórdico');
    expect(mail.links).toEqual([
      `http://localhost:3000/l/${listing.slug}`,
      'http://localhost:3000/dashboard/leads',
      'http://localhost:3000/dashboard/settings',
    ]);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Ana &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Ático &lt;b&gt;&quot;luminoso&quot;&lt;/b&gt; &amp; terraza');
    expect(mail.html).toContain('href="http://localhost:3000/dashboard/leads"');
    expect(mail.html).toContain('href="mailto:ana@example.es"');

    // Stamped as sent, without counting as an edit of the lead.
    const lead = await leadRow(t, id);
    expect(lead.alertSentAt).toBeInstanceOf(Date);
    expect(lead.updatedAt).toEqual(lead.createdAt);
    expect(await t.deps.jobs.drain()).toBe(0);
  });

  it('tells a rent by its operation, type, reference and monthly price, as the lead found it', async () => {
    const { listing, agencyEmail, client } = await listingOf(t, {
      ad: { operation: 'rent', propertyType: 'atico', reference: 'GR-12', price: 1200, depositMonths: 2 },
    });
    expect((await sendLead(t, listing.slug, ana)).status).toBe(201);
    // Edited before the job runs: the alert tells what the buyer saw.
    const edited = await client.request(`/api/listings/${listing.id}`, {
      method: 'PUT',
      json: { energyStatus: 'in_progress', title: 'Piso en Gràcia', price: 1500, operation: 'rent' },
    });
    expect(edited.status).toBe(200);
    expect(await t.deps.jobs.drain()).toBe(1);
    const [mail] = await mailsTo(t, agencyEmail!);
    expect(mail!.text).toContain(
      '  Piso en Gràcia\n  Alquiler · Ático · Ref. GR-12\n  1.200\u00a0€/mes\n  Carrer de Verdi 10, Barcelona\n',
    );
    expect(mail!.html).toContain('Alquiler · Ático · Ref. GR-12');
    expect(mail!.html).toContain('<strong>1.200\u00a0€/mes</strong>');
  });

  it("falls back to the owner's e-mail when the agency has none", async () => {
    const { listing, user } = await listingOf(t, { agencyEmail: null });
    const whatsapp = { ...ana, contactMethod: 'whatsapp', email: '', phone: '+34 600 11 22 33' };
    expect((await sendLead(t, listing.slug, whatsapp)).status).toBe(201);
    expect(await t.deps.jobs.drain()).toBe(1);
    const mail = await lastMailTo(t.db, user.email);
    expect(mail?.text).toContain('Teléfono: +34600112233');
    expect(mail?.text).toContain('Canal preferido: WhatsApp');
    expect(mail?.text).not.toContain('E-mail:');
  });

  it('sends nothing more for a duplicate of the same request', async () => {
    const { listing, agencyEmail } = await listingOf(t);
    const ip = '198.51.100.251';
    expect((await sendLead(t, listing.slug, ana, ip)).status).toBe(201);
    expect((await sendLead(t, listing.slug, ana, ip)).status).toBe(200); // duplicate: no new lead
    expect(await t.deps.jobs.drain()).toBe(1);
    expect(await mailsTo(t, agencyEmail!)).toHaveLength(1);
  });

  it('sends no alert for a filled honeypot (the lead waits for the hourly digest)', async () => {
    const { listing, agencyEmail } = await listingOf(t);
    expect((await sendLead(t, listing.slug, { ...ana, website: 'http://spam.example' })).status).toBe(201);
    expect(await t.deps.jobs.drain()).toBe(0);
    expect(await mailsTo(t, agencyEmail!)).toEqual([]);
  });

  it('never sends the same alert twice, even when its job runs again', async () => {
    const { listing, agencyEmail } = await listingOf(t);
    const { id } = await (await sendLead(t, listing.slug, ana)).json();
    expect(await t.deps.jobs.drain()).toBe(1);
    // A second run of the job (as after a crash once the mail had gone out) sends nothing.
    expect(await queueLeadAlerts(t.deps.jobs, [id])).toBeTruthy();
    expect(await t.deps.jobs.drain()).toBe(1);
    expect(await mailsTo(t, agencyEmail!)).toHaveLength(1);
    expect(t.logs).toContainEqual(expect.objectContaining({ leadId: id, outcome: 'already_sent' }));
  });

  it('sends the alert of a job an older version queued ({ leadId }), for a lead the start sweep no longer finds', async () => {
    const { listing, agencyId, agencyEmail } = await listingOf(t);
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3600_000);
    const [lead] = await insertLeads(t.db, { id: listing.id, agencyId, title: 'Piso en Gràcia' }, 1, {
      at: threeDaysAgo,
    });
    await t.deps.jobs.send('lead-alert', { leadId: lead!.id });
    expect(await t.deps.jobs.drain()).toBe(1);
    expect(await mailsTo(t, agencyEmail!)).toHaveLength(1);
    expect((await leadRow(t, lead!.id)).alertSentAt).toBeInstanceOf(Date);
  });

  it('respects "leads by e-mail" off, as it is when the job runs', async () => {
    const { client, listing, agencyEmail } = await listingOf(t);
    const off = { leads_email: false, scans_email: false, daily_summary: true, weekly_summary: true };
    const first = await (await sendLead(t, listing.slug, ana)).json();
    // Switched off after the lead came in but before its job ran: no mail either.
    const put = await client.request(notificationsApi.preferences, { method: 'PUT', json: off });
    expect(put.status).toBe(200);
    const second = await (await sendLead(t, listing.slug, { ...ana, firstName: 'Luis' })).json();
    expect(await t.deps.jobs.drain()).toBe(2);
    expect(await mailsTo(t, agencyEmail!)).toEqual([]);
    expect((await leadRow(t, first.id)).alertSentAt).toBeNull();
    expect((await leadRow(t, second.id)).alertSentAt).toBeNull();
  });

  it('alerts about a lead sent by the form without JavaScript too', async () => {
    const { listing, agencyEmail } = await listingOf(t);
    const res = await t.app.request(`/l/${listing.slug}/solicitud`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:3000',
        'x-forwarded-for': '198.51.100.252',
      },
      body: new URLSearchParams({
        firstName: 'Lucía',
        lastName: 'Pérez',
        contactMethod: 'email',
        email: 'lucia@example.es',
        consent: 'on',
      }).toString(),
    });
    expect(res.status).toBe(303);
    expect(await t.deps.jobs.drain()).toBe(1);
    expect((await lastMailTo(t.db, agencyEmail!))?.subject).toBe('Nuevo lead: Lucía Pérez · Piso en Gràcia');
  });

  it("still tells the visitor the request was sent when the alert can't be queued", async () => {
    const { listing, agencyEmail } = await listingOf(t);
    const send = vi.spyOn(t.deps.jobs, 'send').mockRejectedValueOnce(new Error('queue unavailable'));
    try {
      const res = await sendLead(t, listing.slug, ana);
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body.message).toBe(leadTexts.sent);
      expect(await leadRow(t, body.id)).toMatchObject({ status: 'new', alertSentAt: null });
      expect(t.logs).toContainEqual(
        expect.objectContaining({ leadIds: [body.id], msg: 'could not queue the lead alerts' }),
      );
    } finally {
      send.mockRestore();
    }
    expect(await t.deps.jobs.drain()).toBe(0);
    expect(await mailsTo(t, agencyEmail!)).toEqual([]);
  });
});

describe('lead alert e-mail over SMTP', () => {
  let smtp: SmtpCapture;
  let received: CapturedMail[];
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    received = smtp.received;
    t = await createTestApp({
      env: { TRUST_PROXY: 'true', SMTP_URL: smtp.url, LEAD_ALERT_CONCURRENCY: '10' },
    });
  });
  afterAll(async () => {
    await t.close();
    await t.deps.mailer.close();
    await smtp.close();
  });
  beforeEach(() => {
    received.length = 0;
    smtp.refuse = null;
  });

  /** pg-boss waits before a retry (back-off); the test does not: the retry is due now. */
  const makeRetryDue = () =>
    t.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'lead-alert' and state = 'retry'`,
    );

  it('is retried after the SMTP server refuses it, then delivered once', async () => {
    expect(t.deps.mailer.kind).toBe('smtp');
    const { listing, agencyEmail } = await listingOf(t);
    let failures = 1;
    smtp.refuse = () => failures-- > 0;
    const res = await sendLead(t, listing.slug, ana);
    expect(res.status).toBe(201); // the visitor never waits for the mail
    const { id } = await res.json();

    await expect(t.deps.jobs.drain()).rejects.toThrow(/Temporary local problem/);
    expect(received).toEqual([]);
    expect((await leadRow(t, id)).alertSentAt).toBeNull();
    expect(await t.deps.jobs.drain()).toBe(0); // not at once: after its back-off

    await makeRetryDue();
    expect(await t.deps.jobs.drain()).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual([agencyEmail]);
    const { raw } = received[0]!;
    expect(raw).toMatch(/^Subject: /m);
    expect(raw).toMatch(/^Reply-To: ana@example\.es\r?$/m);
    expect(raw).toContain('text/html');
    expect(raw).toContain('http://localhost:3000/dashboard/leads');
    expect((await leadRow(t, id)).alertSentAt).toBeInstanceOf(Date);

    // Done: no further attempt, no second mail.
    await makeRetryDue();
    expect(await t.deps.jobs.drain()).toBe(0);
    expect(received).toHaveLength(1);
    const { rows } = await t.db.execute(
      sql`select state, retry_count from pgboss.job where name = 'lead-alert' and singleton_key = ${id}`,
    );
    expect(rows).toEqual([{ state: 'completed', retry_count: 1 }]);
  });
  /** N different buyers of one listing, each lead sent through the API; their e-mails in order. */
  async function burstOfLeads(n: number) {
    const { listing } = await listingOf(t, { title: 'Ático con vistas' });
    const buyers = Array.from({ length: n }, (_, i) => `comprador-${i}@example.es`);
    const ids: string[] = [];
    for (const [i, email] of buyers.entries()) {
      const res = await sendLead(t, listing.slug, { ...ana, ...buyerName(i), email });
      expect(res.status).toBe(201);
      ids.push((await res.json()).id);
    }
    return { buyers, ids };
  }
  const alertsPerBuyer = () => {
    const counts = new Map<string, number>();
    for (const mail of received) counts.set(replyTo(mail)!, (counts.get(replyTo(mail)!) ?? 0) + 1);
    return counts;
  };

  it('sends a burst of alerts queued at once in batches, each exactly once', async () => {
    const { buyers, ids } = await burstOfLeads(25);
    expect(await t.deps.jobs.drain()).toBe(25);
    expect(alertsPerBuyer()).toEqual(new Map(buyers.map((b) => [b, 1])));
    // A batch is sent at once, over more than one pooled SMTP connection.
    expect(smtp.maxSessions).toBeGreaterThan(1);
    for (const id of ids) expect((await leadRow(t, id)).alertSentAt).toBeInstanceOf(Date);
    await makeRetryDue();
    expect(await t.deps.jobs.drain()).toBe(0);
    expect(received).toHaveLength(25);
  });

  it('sends the alerts of leads stored together from one job, and retries only the one that failed', async () => {
    const { listing } = await listingOf(t, { title: 'Dúplex en Triana' });
    const buyers = Array.from({ length: 12 }, (_, i) => `junto-${i}@example.es`);
    const unlucky = buyers[5]!;
    let failures = 1;
    smtp.refuse = (mail) => replyTo(mail) === unlucky && failures-- > 0;
    // At the same moment: the lead writer stores them in a few transactions, each batch one job.
    const answers = await Promise.all(
      buyers.map((email, i) => sendLead(t, listing.slug, { ...ana, ...buyerName(i), email })),
    );
    expect(answers.map((r) => r.status)).toEqual(buyers.map(() => 201));
    const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as { id: string }).id));
    const { rows } = await t.db.execute<{ lead_ids: string[] }>(
      sql`select data->'leadIds' as lead_ids from pgboss.job where name = 'lead-alert' and state = 'created'`,
    );
    const ours = rows.filter((r) => r.lead_ids.some((id) => ids.includes(id)));
    expect(ours.flatMap((r) => r.lead_ids).sort()).toEqual([...ids].sort());
    expect(ours.length).toBeLessThan(buyers.length);

    await expect(t.deps.jobs.drain()).rejects.toThrow(/Temporary local problem/);
    expect(alertsPerBuyer()).toEqual(new Map(buyers.filter((b) => b !== unlucky).map((b) => [b, 1])));
    expect((await leadRow(t, ids[5]!)).alertSentAt).toBeNull();

    await makeRetryDue();
    expect(await t.deps.jobs.drain()).toBe(1);
    expect(alertsPerBuyer()).toEqual(new Map(buyers.map((b) => [b, 1])));
    for (const id of ids) expect((await leadRow(t, id)).alertSentAt).toBeInstanceOf(Date);
  });

  it('retries only the alert that failed in a batch, without resending the others', async () => {
    const { buyers, ids } = await burstOfLeads(8);
    const unlucky = buyers[3]!;
    let failures = 1;
    smtp.refuse = (mail) => replyTo(mail) === unlucky && failures-- > 0;

    await expect(t.deps.jobs.drain()).rejects.toThrow(/Temporary local problem/);
    expect(alertsPerBuyer()).toEqual(new Map(buyers.filter((b) => b !== unlucky).map((b) => [b, 1])));
    expect((await leadRow(t, ids[3]!)).alertSentAt).toBeNull();
    const { rows } = await t.db.execute(
      sql`select state, count(*)::int as n from pgboss.job where name = 'lead-alert' and singleton_key in ${ids} group by state order by state::text`,
    );
    expect(rows).toEqual([
      { state: 'completed', n: 7 },
      { state: 'retry', n: 1 },
    ]);

    await makeRetryDue();
    expect(await t.deps.jobs.drain()).toBe(1);
    expect(alertsPerBuyer()).toEqual(new Map(buyers.map((b) => [b, 1])));
    for (const id of ids) expect((await leadRow(t, id)).alertSentAt).toBeInstanceOf(Date);
  });
});
