import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/support/factories';
import { ownerWithListings } from '../../../test/support/leads';
import { createTestApp, type TestApp, type TestClient } from '../../../test/support/test-app';
import { authTexts } from '../../shared/auth-texts';

/** Words of zod's and better-auth's English messages; none may reach a user. */
const ENGLISH =
  /\b(invalid|expected|received|required|failed|unauthorized|forbidden|not (found|verified)|already|too (short|long|big|small)|must|should|password|user|token|input)\b/i;

let t: TestApp;
let owner: TestClient;
let listing: { id: string; slug: string };
beforeAll(async () => {
  t = await createTestApp();
  const o = await ownerWithListings(t, 'Piso luminoso');
  owner = o.client;
  listing = o.listings[0]!;
});
afterAll(() => t.close());

const BAD_UUID = 'no-es-un-uuid';
const long = (n: number) => 'x'.repeat(n);
const lead = {
  firstName: 'Ana',
  lastName: 'Pérez',
  contactMethod: 'email',
  email: 'ana@example.es',
  consent: true,
};

type Send = () => Promise<Response>;
const put =
  (c: () => TestClient, path: string, json: unknown): Send =>
  () =>
    c().request(path, { method: 'PUT', json });
const patch =
  (c: () => TestClient, path: string, json: unknown): Send =>
  () =>
    c().request(path, { method: 'PATCH', json });
const post =
  (c: () => TestClient, path: string, json: unknown): Send =>
  () =>
    c().post(path, json);
const get =
  (c: () => TestClient, path: string): Send =>
  () =>
    c().get(path);

describe('every message a refused request answers with is Spanish', () => {
  it('holds for a battery of bad inputs to the API', async () => {
    const me = () => owner;
    const visitor = () => t.client();
    const leadsUrl = `/api/public/listings/${listing.slug}/leads`;
    const one = `/api/listings/${listing.id}`;
    const battery: Record<string, Send> = {
      // null bodies and wrong top-level types
      'listing: null body': post(me, '/api/listings', null),
      'listing: array body': post(me, '/api/listings', []),
      'lead: null body': post(visitor, leadsUrl, null),
      'lead: string body': post(visitor, leadsUrl, 'hola'),
      'agency: null body': put(me, '/api/agency', null),
      'branding: null body': put(me, '/api/agency/branding', null),
      'notifications: null body': put(me, '/api/notification-preferences', null),
      'billing checkout: null body': post(me, '/api/billing/checkout', null),
      'sign-in: null body': post(visitor, '/api/auth/sign-in/email', null),
      'sign-up: null body': post(visitor, '/api/auth/sign-up/email', null),
      'reset request: null body': post(visitor, '/api/auth/request-password-reset', null),
      'malformed JSON': () =>
        owner.request('/api/listings', {
          method: 'POST',
          body: '{"title":',
          headers: { 'content-type': 'application/json' },
        }),
      // wrong types
      'listing: title a number': post(me, '/api/listings', { title: 123 }),
      'listing: published a string': post(me, '/api/listings', { title: 'Piso', published: 'sí' }),
      'listing: price an object': post(me, '/api/listings', { title: 'Piso', price: { n: 1 } }),
      'listing: exterior null': post(me, '/api/listings', { title: 'Piso', exterior: null }),
      'listing: bad use': post(me, '/api/listings', { title: 'Piso', useCode: 'industrial' }),
      'lead: consent a string': post(visitor, leadsUrl, { ...lead, consent: 'yes' }),
      'lead: channel unknown': post(visitor, leadsUrl, { ...lead, contactMethod: 'fax' }),
      'lead: name a number': post(visitor, leadsUrl, { ...lead, firstName: 7 }),
      'agency: name a number': put(me, '/api/agency', { name: 5 }),
      'agency: slug with spaces': put(me, '/api/agency', { name: 'Fincas', slug: 'mi agencia' }),
      'branding: colour not hex': put(me, '/api/agency/branding', { primary_color: 'rojo' }),
      'notifications: strings': put(me, '/api/notification-preferences', {
        leads_email: 'yes',
        scans_email: 1,
        daily_summary: null,
        weekly_summary: true,
      }),
      'notifications: missing': put(me, '/api/notification-preferences', {}),
      'lead status: unknown': patch(me, `/api/leads/${crypto.randomUUID()}`, { status: 'borrado' }),
      'lead status: number': patch(me, `/api/leads/${crypto.randomUUID()}`, { status: 3 }),
      'variant: approved a string': patch(me, `/api/variants/${crypto.randomUUID()}`, { approved: 'sí' }),
      'render: seed a string': post(me, `${one}/renders`, {
        photoId: crypto.randomUUID(),
        room: 'salon',
        style: 'moderno',
        seed: 'x',
      }),
      'batch: styles a string': post(me, `${one}/renders/batch`, { styles: 'moderno' }),
      'batch: no styles': post(me, `${one}/renders/batch`, { styles: [] }),
      'checkout: unknown plan': post(me, '/api/billing/checkout', { plan_code: 'gold' }),
      'change plan: keep not a list': post(me, '/api/billing/change-plan', {
        plan_code: 'smart',
        keep_listing_ids: 'x',
      }),
      'photo room: number': patch(me, `${one}/photos/${crypto.randomUUID()}`, { roomCode: 5 }),
      'sign-in: e-mail a number': post(visitor, '/api/auth/sign-in/email', {
        email: 5,
        password: 'secreto-123',
      }),
      'sign-up: password a number': post(visitor, '/api/auth/sign-up/email', {
        email: 'n@example.es',
        password: 123456789,
      }),
      // bad UUIDs
      'cover: bad uuid': put(me, `${one}/cover`, { photoId: BAD_UUID }),
      'photo order: bad uuid': put(me, `${one}/photos/order`, { photoIds: [BAD_UUID] }),
      'render: bad photo uuid': post(me, `${one}/renders`, {
        photoId: BAD_UUID,
        room: 'salon',
        style: 'moderno',
      }),
      'checkout: bad agency uuid': post(me, '/api/billing/checkout', {
        plan_code: 'pro',
        agency_id: BAD_UUID,
      }),
      'change plan: bad listing uuid': post(me, '/api/billing/change-plan', {
        plan_code: 'smart',
        keep_listing_ids: [BAD_UUID],
      }),
      'leads: bad listing filter': get(me, `/api/leads?listingId=${BAD_UUID}`),
      'leads export: bad listing filter': get(me, `/api/leads/export.csv?listingId=${BAD_UUID}`),
      'listing: unknown id': get(me, `/api/listings/${BAD_UUID}`),
      // too long, too many
      'listing: title too long': post(me, '/api/listings', { title: long(161) }),
      'listing: city too long': post(me, '/api/listings', { title: 'Piso', city: long(101) }),
      'lead: name too long': post(visitor, leadsUrl, { ...lead, firstName: long(81) }),
      'lead: honeypot too long': post(visitor, leadsUrl, { ...lead, website: long(201) }),
      'lead: code too long': post(visitor, leadsUrl, { ...lead, roomCode: long(41) }),
      'agency: name too long': put(me, '/api/agency', { name: long(121) }),
      'render: room too long': post(me, `${one}/renders`, {
        photoId: crypto.randomUUID(),
        room: long(61),
        style: 'x',
      }),
      'photo room: too long': patch(me, `${one}/photos/${crypto.randomUUID()}`, { roomCode: long(41) }),
      'photo order: too many': put(me, `${one}/photos/order`, {
        photoIds: Array.from({ length: 13 }, () => crypto.randomUUID()),
      }),
      'render: seed too big': post(me, `${one}/renders`, {
        photoId: crypto.randomUUID(),
        room: 'a',
        style: 'b',
        seed: 2 ** 40,
      }),
      'leads: search too long': get(me, `/api/leads?q=${long(101)}`),
      'leads: page too big': get(me, '/api/leads?limit=1000'),
      'leads: page not a number': get(me, '/api/leads?limit=muchos'),
      'leads: unknown status': get(me, '/api/leads?status=perdido'),
      'sign-in: e-mail too long': post(visitor, '/api/auth/sign-in/email', {
        email: `${long(260)}@example.es`,
        password: 'x',
      }),
      'sign-up: password too long': post(visitor, '/api/auth/sign-up/email', {
        email: 'l@example.es',
        password: long(129),
        name: '',
      }),
      // missing fields
      'listing: empty': post(me, '/api/listings', {}),
      'listing: only lat': post(me, '/api/listings', { title: 'Piso', lat: 40 }),
      'lead: empty': post(visitor, leadsUrl, {}),
      'lead: no consent': post(visitor, leadsUrl, { ...lead, consent: undefined }),
      'lead: whatsapp without phone': post(visitor, leadsUrl, { ...lead, contactMethod: 'whatsapp' }),
      'agency: empty': put(me, '/api/agency', {}),
      'render: empty': post(me, `${one}/renders`, {}),
      'variant: empty': patch(me, `/api/variants/${crypto.randomUUID()}`, {}),
      'lead status: empty': patch(me, `/api/leads/${crypto.randomUUID()}`, {}),
      'checkout: empty': post(me, '/api/billing/checkout', {}),
      'catalog: no use': get(me, '/api/catalog/rooms'),
      'analytics: bad range': get(me, '/api/analytics?range=siglo'),
      'sign-in: empty': post(visitor, '/api/auth/sign-in/email', {}),
      'sign-up: empty': post(visitor, '/api/auth/sign-up/email', {}),
      'sign-up: no name (better-auth checks it)': post(visitor, '/api/auth/sign-up/email', {
        email: 'x@example.es',
        password: 'secreto-123',
        acceptTerms: true,
      }),
      'reset: empty': post(visitor, '/api/auth/reset-password', {}),
      // bad e-mails and phones
      'lead: bad e-mail': post(visitor, leadsUrl, { ...lead, email: 'ana-arroba-example' }),
      'lead: bad phone': post(visitor, leadsUrl, { ...lead, contactMethod: 'whatsapp', phone: '12' }),
      'agency: bad e-mail': put(me, '/api/agency', { name: 'Fincas', email: 'fincas@' }),
      'agency: bad phone': put(me, '/api/agency', { name: 'Fincas', phone: 'llámame' }),
      'agency: bad website': put(me, '/api/agency', { name: 'Fincas', website: 'no es una web' }),
      'sign-in: bad e-mail': post(visitor, '/api/auth/sign-in/email', { email: 'nadie', password: 'x' }),
      'sign-up: bad e-mail': post(visitor, '/api/auth/sign-up/email', {
        email: 'nadie@',
        password: 'secreto-123',
        name: '',
      }),
      'reset request: bad e-mail': post(visitor, '/api/auth/request-password-reset', { email: '@@' }),
      'resend: bad e-mail': post(visitor, '/api/auth/send-verification-email', { email: 'x' }),
      'contact: null body': post(visitor, '/api/contact', null),
      'contact: empty': post(visitor, '/api/contact', {}),
      'contact: bad e-mail': post(visitor, '/api/contact', {
        name: 'M',
        email: 'm@',
        subject: 'S',
        message: 'H',
      }),
      'newsletter: bad e-mail': post(visitor, '/newsletter', { email: 'nadie' }),
      // refused by better-auth itself
      'sign-up: password too short': post(visitor, '/api/auth/sign-up/email', {
        email: 's@example.es',
        password: '123',
        name: '',
      }),
      'reset: password too short': post(visitor, '/api/auth/reset-password', {
        newPassword: '1',
        token: 'abc',
      }),
      'reset: bad token': post(visitor, '/api/auth/reset-password', {
        newPassword: 'secreto-123',
        token: 'abc',
      }),
      'verify: bad token': get(visitor, '/api/auth/verify-email?token=abc'),
      'change password: wrong current': post(me, '/api/auth/change-password', {
        currentPassword: 'mal-123456',
        newPassword: 'secreto-456',
      }),
      'change password: too short': post(me, '/api/auth/change-password', {
        currentPassword: 'secreto-123',
        newPassword: '1',
      }),
      'change password: signed out': post(visitor, '/api/auth/change-password', {
        currentPassword: 'a',
        newPassword: 'secreto-456',
      }),
    };

    const answers: string[] = [];
    for (const [name, send] of Object.entries(battery)) {
      const res = await send();
      const body = (await res.json()) as {
        message?: string;
        error?: { message: string; fields?: Record<string, string> };
      };
      const messages = [body.error?.message ?? body.message, ...Object.values(body.error?.fields ?? {})];
      expect(res.status, name).toBeGreaterThanOrEqual(400);
      expect(res.status, name).toBeLessThan(500);
      for (const message of messages) {
        expect(message, name).toBeTruthy();
        if (ENGLISH.test(message!)) answers.push(`${name}: ${message}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it("puts better-auth's sign-in failures in Spanish and keeps their codes", async () => {
    const { email } = await createUser(t.db, { emailVerified: false });
    const wrong = await t.client().post('/api/auth/sign-in/email', { email, password: 'mal-123456' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: authTexts.invalidCredentials,
    });

    const unverified = await t.client().post('/api/auth/sign-in/email', { email, password: 'secreto-123' });
    expect(unverified.status).toBe(403);
    expect(await unverified.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: authTexts.emailNotVerified,
    });

    const verify = await t.client().get('/api/auth/verify-email?token=caducado');
    expect((await verify.json()).message).toBe(authTexts.verifyInvalidToken);
  });

  it('keeps the messages the spec gives a field', async () => {
    const res = await owner.post('/api/listings', { energyStatus: 'in_progress', title: ' ' });
    expect((await res.json()).error.message).toBe('El título es obligatorio.');
    const empty = await t.client().post('/api/auth/sign-in/email', { email: '', password: '' });
    expect((await empty.json()).error.message).toBe(authTexts.required);
  });
});
