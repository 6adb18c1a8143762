import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListingRow, insertScanVisits } from '../../../../test/support/activity';
import { type SmtpCapture, startSmtpCapture } from '../../../../test/support/smtp-capture';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { type NotificationPreferences, notificationsApi } from '../../../shared/notifications';
import { agencies } from '../../db/schema';
import { unsubscribeUrl } from './activity-mail';
import { runSummaries } from './run-summaries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const preferencesOf = async (client: Awaited<ReturnType<typeof signedInOwner>>['client']) =>
  (
    (await (await client.get(notificationsApi.preferences)).json()) as {
      preferences: NotificationPreferences;
    }
  ).preferences;
const linkOf = (agencyId: string, key: 'daily_summary' | 'weekly_summary' | 'scans_email') =>
  unsubscribeUrl({ publicUrl: t.deps.env.PUBLIC_URL, secret: t.deps.secret, agencyId }, key).slice(
    t.deps.env.PUBLIC_URL.length,
  );
/** Without a session, an Origin or cookies: as a mail client or a mail provider's server asks. */
const anonymous = (path: string, init: RequestInit = {}) => t.app.request(path, init);
const oneClick = (path: string) =>
  anonymous(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('one-click unsubscribe of the activity e-mails', () => {
  it('asks on GET, switches the preference off on POST, and Settings shows it off', async () => {
    const owner = await signedInOwner(t);
    await t.db.update(agencies).set({ name: 'Inmobiliaria Sol' }).where(eq(agencies.id, owner.agencyId));
    const link = linkOf(owner.agencyId, 'daily_summary');

    const ask = await anonymous(link);
    expect(ask.status).toBe(200);
    const page = await ask.text();
    expect(page).toContain('¿Quieres dejar de recibir el resumen diario de Inmobiliaria Sol?');
    expect(page).toContain('<form method="post"');
    expect(page).toContain('Darme de baja');
    expect(ask.headers.get('cache-control')).toBe('no-store');
    // Opening the link (as a mail scanner does) changes nothing.
    expect((await preferencesOf(owner.client)).daily_summary).toBe(true);

    const done = await oneClick(link);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Ya no recibirás el resumen diario.');
    expect(await preferencesOf(owner.client)).toEqual({
      leads_email: true,
      scans_email: false,
      daily_summary: false,
      weekly_summary: true,
    });
    // Again: still off, and the page says so.
    expect((await oneClick(link)).status).toBe(200);
    expect(await (await anonymous(link)).text()).toContain('Ya estabas dado de baja');
    expect((await preferencesOf(owner.client)).daily_summary).toBe(false);
  });

  it('switches off only the preference of its own link, the scan alert too', async () => {
    const owner = await signedInOwner(t);
    await owner.client.request(notificationsApi.preferences, {
      method: 'PUT',
      json: { leads_email: true, scans_email: true, daily_summary: true, weekly_summary: true },
    });
    expect((await oneClick(linkOf(owner.agencyId, 'scans_email'))).status).toBe(200);
    expect(await preferencesOf(owner.client)).toEqual({
      leads_email: true,
      scans_email: false,
      daily_summary: true,
      weekly_summary: true,
    });
  });

  it("refuses a forged or altered link: another agency's preferences never change", async () => {
    const mine = await signedInOwner(t);
    const theirs = await signedInOwner(t);
    const [, , signature] = linkOf(mine.agencyId, 'weekly_summary').split('.');
    const forged = [
      // My signature on their agency.
      `/email/unsubscribe?token=${theirs.agencyId}.weekly.${signature}`,
      // My daily link turned into my weekly one.
      linkOf(mine.agencyId, 'daily_summary').replace('.daily.', '.weekly.'),
      '/email/unsubscribe?token=nada',
      '/email/unsubscribe',
    ];
    for (const link of forged) {
      const get = await anonymous(link);
      expect(get.status).toBe(404);
      expect(await get.text()).toContain('Este enlace no es válido');
      expect((await oneClick(link)).status).toBe(404);
    }
    expect((await preferencesOf(theirs.client)).weekly_summary).toBe(true);
    expect((await preferencesOf(mine.client)).weekly_summary).toBe(true);
  });
});

describe('activity e-mails through SMTP', () => {
  let smtp: SmtpCapture;
  let s: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    s = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await s.close();
    await smtp.close();
  });

  it('arrive with text and HTML parts and the List-Unsubscribe headers', async () => {
    const owner = await signedInOwner(s);
    const email = `smtp-${owner.agencyId.slice(0, 8)}@inmobiliaria.es`;
    await s.db.update(agencies).set({ email }).where(eq(agencies.id, owner.agencyId));
    const listing = await createListingRow(s.db, owner.agencyId, { title: 'Ático con terraza' });
    await insertScanVisits(s, listing, 2, { at: new Date('2026-04-01T10:00:00Z') });
    await runSummaries({
      db: s.db,
      mailer: s.deps.mailer,
      jobs: s.deps.jobs,
      logger: s.deps.logger,
      publicUrl: s.deps.env.PUBLIC_URL,
      secret: s.deps.secret,
      kind: 'daily',
      from: '2026-04-01',
    });
    const mail = smtp.received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    // Long headers arrive folded (RFC 5322): unfolded here as a mail client reads them.
    const raw = mail!.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/email\/unsubscribe\?token=[^>]+>\r?$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(raw).toContain('Content-Type: multipart/alternative');
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
  });
});
