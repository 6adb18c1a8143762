import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { contactApi, contactTexts } from '../../../shared/contact';
import { contactMessages, mailOutbox } from '../../db/schema';
import { CONTACT_LIMITS } from './contact-intake';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true', SALES_EMAIL: 'ventas@escaparate.test' } });
});
afterAll(() => t.close());

let lastIp = 0;
let ip = '';
let lastSender = 0;
let sender = '';
beforeEach(async () => {
  ip = `203.0.113.${++lastIp}`;
  sender = `marta${++lastSender}@inmobiliaria.es`;
  await t.deps.jobs.drain();
});

const message = () => ({
  name: 'Marta Ruiz',
  email: sender.toUpperCase(),
  company: 'Inmobiliaria Sol',
  phone: '+34 612 34 56 78',
  subject: 'Plan para 20 inmuebles',
  message: 'Hola:\nTenemos 20 pisos en cartera. ¿Qué plan nos recomendáis?',
});
const send = (body: unknown, from = ip) =>
  t.client().post(contactApi.send, body, { 'x-forwarded-for': from });
const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const storedFrom = (email: string) =>
  t.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe('a visitor writes to sales from /contact', () => {
  it('stores the message, then e-mails sales (Reply-To: the sender) and confirms to the sender once', async () => {
    const res = await send(message());
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe('¡Mensaje enviado! Te responderemos en menos de 24 horas.');
    const [row] = await storedFrom(sender);
    expect(row).toMatchObject({
      id: body.id,
      name: 'Marta Ruiz',
      email: sender,
      company: 'Inmobiliaria Sol',
      phone: '+34612345678',
      subject: 'Plan para 20 inmuebles',
      salesNotifiedAt: null,
    });
    expect(await mailsTo(sender)).toEqual([]); // the visitor never waits for the mail

    expect(await t.deps.jobs.drain()).toBe(1);
    const sales = (await mailsTo('ventas@escaparate.test')).filter((m) => m.replyTo === sender);
    expect(sales).toHaveLength(1);
    expect(sales[0]!.subject).toBe('Contacto web: Plan para 20 inmuebles · Marta Ruiz');
    expect(sales[0]!.text).toContain('Empresa: Inmobiliaria Sol');
    expect(sales[0]!.text).toContain('Teléfono: +34612345678');
    expect(sales[0]!.text).toContain('¿Qué plan nos recomendáis?');
    const ack = await mailsTo(sender);
    expect(ack).toHaveLength(1);
    expect(ack[0]).toMatchObject({
      subject: 'Hemos recibido tu mensaje · Escaparate',
      replyTo: 'ventas@escaparate.test',
    });
    expect(ack[0]!.text).toContain('menos de 24 horas');
    expect(ack[0]!.text).not.toContain('20 pisos'); // nothing the sender typed goes to that address

    const [done] = await storedFrom(sender);
    expect(done!.salesNotifiedAt).toBeInstanceOf(Date);
    expect(done!.confirmationSentAt).toBeInstanceOf(Date);
    expect(await t.deps.jobs.drain()).toBe(0);
    expect(await mailsTo(sender)).toHaveLength(1);
  });

  it('escapes what the sender typed in the sales e-mail; a line break in a one-line field is refused', async () => {
    // A header injection attempt never gets in: the name is one line (shared/control-chars.ts).
    const injected = await send({ ...message(), name: 'Eva\r\nBcc: x@y.es' });
    expect(injected.status).toBe(422);
    expect((await injected.json()).error.fields.name).toMatch(/«Nombre»/);

    const res = await send({
      ...message(),
      name: '<b>Eva</b>',
      message: '<script>alert(1)</script>',
    });
    expect(res.status).toBe(201);
    await t.deps.jobs.drain();
    const [mail] = (await mailsTo('ventas@escaparate.test')).filter((m) => m.replyTo === sender);
    expect(mail!.subject).toBe('Contacto web: Plan para 20 inmuebles · <b>Eva</b>');
    expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('&lt;b&gt;Eva&lt;/b&gt;');
  });

  it('refuses missing and malformed fields with Spanish messages and stores nothing', async () => {
    const res = await send({ name: ' ', email: 'no-es-un-email', phone: '12', subject: '', message: '' });
    expect(res.status).toBe(422);
    const { error } = await res.json();
    expect(error.code).toBe('validation');
    expect(error.fields).toEqual({
      name: 'El nombre es obligatorio.',
      email: 'Introduce un e-mail válido.',
      phone: 'Introduce un teléfono válido (9 a 15 cifras).',
      subject: 'El asunto es obligatorio.',
      message: 'El mensaje es obligatorio.',
    });
    const missing = await send({});
    expect((await missing.json()).error.fields.email).toBe('El e-mail es obligatorio.');
    const long = await send({ ...message(), message: 'a'.repeat(5001) });
    expect((await long.json()).error.fields.message).toBe(contactTexts.tooLong);
    expect(await storedFrom(sender)).toEqual([]);
  });

  it('answers a filled honeypot like a success but stores and mails nothing', async () => {
    const res = await send({ ...message(), website: 'https://spam.example' });
    expect(res.status).toBe(201);
    expect((await res.json()).id).toBeUndefined();
    expect(await storedFrom(sender)).toEqual([]);
    expect(await t.deps.jobs.drain()).toBe(0);
    expect(t.logs.some((l) => l.msg === 'contact honeypot filled: dropped')).toBe(true);
  });

  it('limits messages per IP with a Spanish 429', async () => {
    for (let i = 0; i < CONTACT_LIMITS.perIp; i++) {
      sender = `ip-${lastIp}-${i}@example.es`;
      expect((await send(message())).status).toBe(201);
    }
    const limited = await send(message());
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.message).toBe(contactTexts.tooMany);
  });

  it('never refuses a sender because strangers used their e-mail; past its cap it is sent no confirmation', async () => {
    sender = 'same-sender@example.es';
    // Strangers, each from an address of their own, type the sender's e-mail up to its cap.
    for (let i = 0; i < CONTACT_LIMITS.perEmail; i++) {
      expect((await send(message(), `198.51.100.${i + 1}`)).status).toBe(201);
    }
    // The sender's own message is still taken, stored and passed on to sales.
    const own = await send(message(), '198.51.100.99');
    expect(own.status).toBe(201);
    const { id } = await own.json();
    // So is one sent with the page's form, whose confirmation page then promises no e-mail.
    const posted = await t.client().request('/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.98' },
      body: new URLSearchParams(message()).toString(),
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/contact?enviado=sin-email');
    const page = await (await t.client().get('/contact?enviado=sin-email')).text();
    expect(page).toContain('¡Mensaje enviado!');
    expect(page).toContain('Te responderemos en menos de 24 horas.');
    expect(page).not.toContain('e-mail de confirmación');
    expect(await storedFrom(sender)).toHaveLength(CONTACT_LIMITS.perEmail + 2);
    expect(await t.deps.jobs.drain()).toBe(CONTACT_LIMITS.perEmail + 2);
    const sales = (await mailsTo('ventas@escaparate.test')).filter((m) => m.replyTo === sender);
    expect(sales).toHaveLength(CONTACT_LIMITS.perEmail + 2);
    // Its inbox got one confirmation per message up to the cap, and none after.
    expect(await mailsTo(sender)).toHaveLength(CONTACT_LIMITS.perEmail);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row!.salesNotifiedAt).not.toBeNull();
    expect(row!.confirmationSentAt).toBeNull();
    // Run again (a retry), the job sends nothing more.
    await t.deps.jobs.send('contact-mail', { messageId: id, ack: false });
    expect(await t.deps.jobs.drain()).toBe(1);
    expect(await mailsTo(sender)).toHaveLength(CONTACT_LIMITS.perEmail);
    expect((await mailsTo('ventas@escaparate.test')).filter((m) => m.replyTo === sender)).toHaveLength(
      CONTACT_LIMITS.perEmail + 2,
    );
  });

  it('refuses a cross-site post', async () => {
    const res = await t.client().post(contactApi.send, message(), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});
