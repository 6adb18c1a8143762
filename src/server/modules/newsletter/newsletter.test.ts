import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../test/support/test-app';
import { newsletterTexts } from '../../../shared/newsletter';
import { mailOutbox, newsletterSubscribers } from '../../db/schema';
import { NEWSLETTER_LIMITS } from './newsletter-intake';
import { hashToken } from './newsletter-tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

let n = 0;
let ip = '';
let email = '';
beforeEach(async () => {
  ip = `203.0.113.${++n}`;
  email = `lector${n}@inmobiliaria.es`;
  await t.deps.jobs.drain();
});

const subscribe = (body: unknown, from = ip) =>
  t.client().post('/newsletter', body, { 'x-forwarded-for': from });
const row = async (address = email) =>
  (await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, address)))[0];
const mails = (to = email) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
/** Signs up and runs the mail job; the links of the e-mail it sent. */
async function signUp() {
  expect((await subscribe({ email: email.toUpperCase() })).status).toBe(201);
  expect(await t.deps.jobs.drain()).toBe(1);
  const [mail] = await mails();
  const confirm = mail!.links.find((l) => l.includes('/newsletter/confirm?token='))!;
  const unsubscribe = mail!.links.find((l) => l.includes('/newsletter/unsubscribe?token='))!;
  return {
    mail: mail!,
    confirm: confirm.replace(TEST_ORIGIN, ''),
    unsubscribe: unsubscribe.replace(TEST_ORIGIN, ''),
  };
}
const html = async (res: Response) => res.text();
/** What a mail provider's one-click unsubscribe sends: a bare POST, no Origin, no cookie. */
const oneClick = (path: string) =>
  t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('newsletter double opt-in', () => {
  it('stores a pending sign-up and e-mails a confirmation link with the unsubscribe link and headers', async () => {
    const res = await subscribe({ email: email.toUpperCase() });
    expect(res.status).toBe(201);
    expect((await res.json()).message).toBe(newsletterTexts.sent);
    expect(await row()).toMatchObject({ email, confirmedAt: null, unsubscribedAt: null });
    expect(await t.deps.jobs.drain()).toBe(1);
    const [mail] = await mails();
    expect(mail!.subject).toBe('Confirma tu suscripción a la newsletter de Escaparate');
    const unsubscribeUrl = mail!.links.find((l) => l.includes('/newsletter/unsubscribe?token='))!;
    expect(mail!.text).toContain(unsubscribeUrl);
    expect(mail!.html).toContain('Darme de baja');
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Only the hash of the confirmation token is stored.
    const token = new URL(mail!.links.find((l) => l.includes('/confirm?'))!).searchParams.get('token')!;
    const stored = await row();
    expect(stored!.confirmTokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored!.confirmExpiresAt!.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
  });

  it('confirms with the link, and the same link again still says so', async () => {
    const { confirm } = await signUp();
    const res = await t.client().get(confirm);
    expect(res.status).toBe(200);
    expect(await html(res)).toContain(newsletterTexts.confirmedTitle);
    const confirmedAt = (await row())!.confirmedAt;
    expect(confirmedAt).toBeInstanceOf(Date);
    const again = await t.client().get(confirm);
    expect(await html(again)).toContain(newsletterTexts.confirmedTitle);
    expect((await row())!.confirmedAt).toEqual(confirmedAt);
  });

  it('refuses an expired link (7 days) and an unknown one', async () => {
    const { confirm } = await signUp();
    await t.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(newsletterSubscribers.email, email));
    const expired = await t.client().get(confirm);
    expect(await html(expired)).toContain(newsletterTexts.expiredTitle);
    expect((await row())!.confirmedAt).toBeNull();
    const unknown = await t.client().get(`/newsletter/confirm?token=${'x'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(await html(unknown)).toContain(newsletterTexts.unknownLinkTitle);
    expect((await t.client().get('/newsletter/confirm')).status).toBe(404);
  });

  it('unsubscribes without signing in: the link asks, the button and one-click act, idempotently', async () => {
    const { confirm, unsubscribe } = await signUp();
    await t.client().get(confirm);
    const question = await t.app.request(unsubscribe);
    expect(question.status).toBe(200);
    const body = await html(question);
    expect(body).toContain(newsletterTexts.unsubscribeBody(email));
    expect(body).toContain(`action="${unsubscribe.replace(/&/g, '&amp;')}"`);
    expect((await row())!.unsubscribedAt).toBeNull(); // opening the link changes nothing

    const done = await oneClick(unsubscribe);
    expect(done.status).toBe(200);
    expect(await html(done)).toContain(newsletterTexts.unsubscribedTitle);
    const at = (await row())!.unsubscribedAt;
    expect(at).toBeInstanceOf(Date);
    expect((await oneClick(unsubscribe)).status).toBe(200);
    expect((await row())!.unsubscribedAt).toEqual(at);
    expect(await html(await t.app.request(unsubscribe))).toContain(newsletterTexts.unsubscribedTitle);
    // The old confirmation link no longer subscribes anyone.
    expect((await t.client().get(confirm)).status).toBe(404);
    expect((await oneClick(`/newsletter/unsubscribe?token=${'y'.repeat(43)}`)).status).toBe(404);
  });

  it('lets an unsubscribed address subscribe again through a new confirmation', async () => {
    const first = await signUp();
    await t.client().get(first.confirm);
    await oneClick(first.unsubscribe);
    const second = await signUp();
    expect(second.confirm).not.toBe(first.confirm);
    expect(await row()).toMatchObject({ confirmedAt: null, unsubscribedAt: null });
    await t.client().get(second.confirm);
    expect((await row())!.confirmedAt).toBeInstanceOf(Date);
    expect(second.unsubscribe).toBe(first.unsubscribe);
  });

  it('tells a confirmed address it already is, and keeps it confirmed', async () => {
    const { confirm } = await signUp();
    await t.client().get(confirm);
    expect((await subscribe({ email })).status).toBe(201);
    await t.deps.jobs.drain();
    const [latest] = await mails();
    expect(latest!.subject).toBe('Ya estás suscrito a la newsletter de Escaparate');
    expect(latest!.headers?.['List-Unsubscribe']).toContain('/newsletter/unsubscribe?token=');
    expect((await row())!.confirmedAt).toBeInstanceOf(Date);
  });
});

describe('newsletter sign-up guards', () => {
  it('answers bad e-mails in Spanish', async () => {
    const res = await subscribe({ email: 'no-es-un-email' });
    expect(res.status).toBe(422);
    expect((await res.json()).error.fields.email).toBe(newsletterTexts.invalidEmail);
    expect((await (await subscribe({})).json()).error.fields.email).toBe(newsletterTexts.emailRequired);
  });

  it('drops a filled honeypot silently', async () => {
    expect((await subscribe({ email, website: 'http://spam.example' })).status).toBe(201);
    expect(await row()).toBeUndefined();
    expect(await t.deps.jobs.drain()).toBe(0);
  });

  it('never refuses a reader because strangers typed their address; past its cap it is mailed no more', async () => {
    // Strangers, each from an address of their own, sign the reader up to the address's cap.
    for (let i = 0; i < NEWSLETTER_LIMITS.perEmail; i++) {
      expect((await subscribe({ email }, `198.51.100.${i + 1}`)).status).toBe(201);
      expect(await t.deps.jobs.drain()).toBe(1);
    }
    expect(await mails()).toHaveLength(NEWSLETTER_LIMITS.perEmail);
    // The reader's own sign-up is taken like any other, and queues no further e-mail.
    const own = await subscribe({ email }, '198.51.100.200');
    expect(own.status).toBe(201);
    expect((await own.json()).message).toBe(newsletterTexts.sent);
    expect(await t.deps.jobs.drain()).toBe(0);
    expect(await mails()).toHaveLength(NEWSLETTER_LIMITS.perEmail);
    // The newest confirmation in the inbox still confirms.
    const [newest] = await mails();
    const confirm = newest!.links.find((l) => l.includes('/newsletter/confirm?token='))!;
    const res = await t.client().get(confirm.replace(TEST_ORIGIN, ''));
    expect(await html(res)).toContain(newsletterTexts.confirmedTitle);
    expect((await row())!.confirmedAt).toBeInstanceOf(Date);
  });

  it('limits sign-ups per IP', async () => {
    for (let i = 0; i < NEWSLETTER_LIMITS.perIp; i++)
      expect((await subscribe({ email: `ip${n}-${i}@example.es` })).status).toBe(201);
    const limited = await subscribe({ email: `ip${n}-last@example.es` });
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.message).toBe(newsletterTexts.tooMany);
  });

  it('works as a plain form: the result page, the typed e-mail kept on an error', async () => {
    const post = (body: string) =>
      t.client().request('/newsletter', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
        body,
      });
    const bad = await post('email=ana%40');
    expect(bad.status).toBe(422);
    const badHtml = await html(bad);
    expect(badHtml).toContain(newsletterTexts.invalidEmail);
    expect(badHtml).toContain('value="ana@"');
    const ok = await post(`email=${encodeURIComponent(email)}&website=`);
    expect(ok.status).toBe(200);
    expect(await html(ok)).toContain(newsletterTexts.sent);
    expect(await row()).toMatchObject({ email, confirmedAt: null });
  });
});
