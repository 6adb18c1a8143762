import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CapturedMail, type SmtpCapture, startSmtpCapture } from '../../../../test/support/smtp-capture';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { contactTexts } from '../../../shared/contact';
import { contactMessages } from '../../db/schema';

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const filled = {
  name: 'Jordi Puig',
  email: 'jordi@finques.cat',
  company: 'Finques Puig',
  phone: '',
  subject: 'Demostración',
  message: 'Queremos ver una demostración.',
};

describe('/contact without JavaScript', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        SALES_EMAIL: 'hola@escaparate.test',
        SALES_PHONE: '+34 611 22 33 44',
        COMPANY_ADDRESS: 'Calle Mayor 1, Madrid',
      },
    });
  });
  afterAll(() => t.close());
  const post = (body: string) =>
    t.client().request('/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });

  it('shows the details, the quick actions and the form, with no script', async () => {
    const res = await t.client().get('/contact');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Contacto · Escaparate</title>');
    expect(html).toContain('href="mailto:hola@escaparate.test"');
    expect(html).toContain('href="tel:+34611223344"');
    expect(html).toContain('href="https://wa.me/34611223344?text=');
    expect(html).toContain('Calle Mayor 1, Madrid');
    for (const name of ['name', 'email', 'company', 'phone', 'subject', 'message'])
      expect(html).toContain(`name="${name}"`);
    expect(html).toContain('action="/newsletter"');
    expect(html).not.toContain('<script');
  });

  it('keeps what was typed and shows the Spanish errors when a field is wrong', async () => {
    const res = await post(form({ ...filled, email: 'jordi@', message: '' }));
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain(contactTexts.invalidEmail);
    expect(html).toContain(contactTexts.messageRequired);
    expect(html).toContain('value="Jordi Puig"');
    expect(html).toContain('value="jordi@"');
    expect(html).toContain('value="Finques Puig"');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('stores a message and redirects to the confirmation (a reload sends nothing again)', async () => {
    const res = await post(form(filled));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact?enviado=1');
    const sent = await (await t.client().get('/contact?enviado=1')).text();
    expect(sent).toContain('¡Mensaje enviado!');
    expect(sent).toContain('Te hemos enviado un e-mail de confirmación.');
    expect(sent).not.toContain('name="message"');
    const rows = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'jordi@finques.cat'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a form posted from another site', async () => {
    const res = await t.client().request('/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: form(filled),
    });
    expect(res.status).toBe(403);
  });
});

describe('a contact message over SMTP', () => {
  let smtp: SmtpCapture;
  let received: CapturedMail[];
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    received = smtp.received;
    t = await createTestApp({ env: { SALES_EMAIL: 'ventas@escaparate.test', SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await t.deps.mailer.close();
    await smtp.close();
  });

  it('reaches the sales inbox with the sender as Reply-To, and the sender gets a confirmation', async () => {
    expect(t.deps.mailer.kind).toBe('smtp');
    const res = await t.client().post('/api/contact', filled);
    expect(res.status).toBe(201);
    expect(await t.deps.jobs.drain()).toBe(1);
    expect(received.map((m) => m.to)).toEqual([['ventas@escaparate.test'], ['jordi@finques.cat']]);
    const [sales, ack] = received;
    expect(sales!.raw).toMatch(/^Reply-To: jordi@finques\.cat\r?$/m);
    expect(sales!.raw).toMatch(/^Subject: /m);
    expect(sales!.raw).toContain('Queremos ver una demostraci');
    expect(ack!.raw).toMatch(/^Reply-To: ventas@escaparate\.test\r?$/m);
  });

  it('carries a newsletter confirmation with its List-Unsubscribe headers', async () => {
    received.length = 0;
    const res = await t.client().post('/newsletter', { email: 'lectora@finques.cat' });
    expect(res.status).toBe(201);
    expect(await t.deps.jobs.drain()).toBe(1);
    expect(received.map((m) => m.to)).toEqual([['lectora@finques.cat']]);
    const raw = received[0]!.raw.replace(/\r?\n[ \t]+/g, ' '); // long headers are folded
    expect(raw).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=[\w-]+>\r?$/m,
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(raw).toContain('/newsletter/confirm?token=3D');
  });
});
