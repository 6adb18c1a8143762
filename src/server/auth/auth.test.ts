import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, lastMailTo, uniqueEmail } from '../../../test/support/factories';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/support/test-app';
import { authTexts } from '../../shared/auth-texts';
import { legalVersions } from '../../shared/legal';
import { users, verifications } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string, client = t.client()) =>
  client.post('/api/auth/sign-in/email', { email, password });

describe('registration and e-mail confirmation', () => {
  it('sends a confirmation e-mail, refuses sign-in until confirmed, then signs in', async () => {
    const email = uniqueEmail('reg');
    const client = t.client();
    const before = Date.now();
    const res = await client.post('/api/auth/sign-up/email', {
      email,
      password: 'secreto-123',
      name: '',
      acceptTerms: true,
    });
    expect(res.status).toBe(200);
    expect(client.hasSession()).toBe(false);
    // The versions the Terms and Privacy pages show, and when they were accepted.
    const [created] = await t.db.select().from(users).where(eq(users.email, email));
    expect(created).toMatchObject({
      termsVersion: legalVersions.terms,
      privacyVersion: legalVersions.privacy,
    });
    expect(created?.termsAcceptedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const mail = await lastMailTo(t.db, email);
    expect(mail?.subject).toBe('Confirma tu e-mail en Escaparate');
    const link = mail!.links.find((l) => l.includes('/api/auth/verify-email'));
    expect(link).toMatch(new RegExp(`^${TEST_ORIGIN}/api/auth/verify-email\\?token=`));

    const early = await signIn(email, 'secreto-123');
    expect(early.status).toBe(403);
    expect((await early.json()).code).toBe('EMAIL_NOT_VERIFIED');

    const verify = await client.get(link!.replace(TEST_ORIGIN, ''));
    expect([200, 302]).toContain(verify.status);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);

    const ok = await signIn(email, 'secreto-123', client);
    expect(ok.status).toBe(200);
    const cookie = ok.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('refuses a sign-up without the Terms and Privacy accepted, and never takes versions from the body', async () => {
    for (const acceptTerms of [undefined, false, 'true']) {
      const email = uniqueEmail('noterms');
      const res = await t
        .client()
        .post('/api/auth/sign-up/email', { email, password: 'secreto-123', name: '', acceptTerms });
      expect(res.status).toBe(422);
      expect((await res.json()).error.message).toBe(authTexts.acceptTermsRequired);
      expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
      expect(await lastMailTo(t.db, email)).toBeUndefined();
    }
    const email = uniqueEmail('forged');
    const forged = await t.client().post('/api/auth/sign-up/email', {
      email,
      password: 'secreto-123',
      name: '',
      acceptTerms: true,
      termsVersion: '1999-01-01',
    });
    expect(forged.status).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('resends the confirmation e-mail on request', async () => {
    const { email } = await createUser(t.db, { emailVerified: false });
    const res = await t
      .client()
      .post('/api/auth/send-verification-email', { email, callbackURL: '/auth/login?verified=1' });
    expect(res.status).toBe(200);
    expect((await lastMailTo(t.db, email))?.subject).toBe('Confirma tu e-mail en Escaparate');
  });

  it('refuses a password of spaces only, at sign-up and at a reset', async () => {
    const email = uniqueEmail('blank');
    const res = await t.client().post('/api/auth/sign-up/email', { email, password: '      ', name: '' });
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe('La contraseña no puede ser solo espacios.');
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const user = await createUser(t.db);
    await t
      .client()
      .post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/auth/reset-password' });
    const link = (await lastMailTo(t.db, user.email))!.links.find((l) => l.includes('/auth/reset-password'))!;
    const token = new URL(link).searchParams.get('token')!;
    const reset = await t.client().post('/api/auth/reset-password', { token, newPassword: ' '.repeat(8) });
    expect(reset.status).toBe(422);
    expect((await reset.json()).error.message).toBe('La contraseña no puede ser solo espacios.');
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it('refuses a short password with the spec message', async () => {
    const res = await t
      .client()
      .post('/api/auth/sign-up/email', { email: uniqueEmail(), password: '12345', name: '' });
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe(authTexts.passwordTooShort);
  });
});

describe('sign-in', () => {
  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const { email } = await createUser(t.db);
    const wrong = await signIn(email, 'otra-clave');
    const unknown = await signIn(uniqueEmail('nobody'), 'otra-clave');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect((await wrong.json()).code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect((await unknown.json()).code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('asks for every field in Spanish', async () => {
    const res = await t.client().post('/api/auth/sign-in/email', { email: '', password: '' });
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe('Por favor, completa todos los campos.');
  });

  it('signs out', async () => {
    const { email, password } = await createUser(t.db);
    const client = t.client();
    await signIn(email, password, client);
    expect((await client.get('/api/me')).status).toBe(200);
    await client.post('/api/auth/sign-out', {});
    expect((await client.get('/api/me')).status).toBe(401);
  });
});

describe('password reset', () => {
  async function requestReset(email: string) {
    const res = await t
      .client()
      .post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' });
    expect(res.status).toBe(200);
    const mail = await lastMailTo(t.db, email);
    const link = mail!.links.find((l) => l.includes('/auth/reset-password'))!;
    expect(link.startsWith(`${TEST_ORIGIN}/auth/reset-password?token=`)).toBe(true);
    return new URL(link).searchParams.get('token')!;
  }

  it('resets once with the e-mailed token; the token cannot be reused', async () => {
    const { email } = await createUser(t.db);
    const token = await requestReset(email);
    const first = await t.client().post('/api/auth/reset-password', { token, newPassword: 'nueva-clave-1' });
    expect(first.status).toBe(200);
    const again = await t.client().post('/api/auth/reset-password', { token, newPassword: 'nueva-clave-2' });
    expect(again.status).toBe(400);
    expect((await again.json()).code).toBe('INVALID_TOKEN');
    expect((await signIn(email, 'nueva-clave-1')).status).toBe(200);
    expect((await signIn(email, 'secreto-123')).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { email } = await createUser(t.db);
    const token = await requestReset(email);
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const res = await t.client().post('/api/auth/reset-password', { token, newPassword: 'nueva-clave-1' });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('INVALID_TOKEN');
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await t
      .client()
      .post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' });
    expect(res.status).toBe(200);
    expect(await lastMailTo(t.db, email)).toBeUndefined();
  });
});

describe('Spanish answers where better-auth writes English', () => {
  it('the answer to a reset request, and the page a failed link lands on', async () => {
    const user = await createUser(t.db);
    for (const email of [user.email, 'nadie@example.es']) {
      const res = await t
        .client()
        .post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' });
      expect(res.status).toBe(200);
      expect((await res.json()).message).toBe(
        'Si existe una cuenta con ese e-mail, te hemos enviado un enlace para restablecer la contraseña.',
      );
    }
    const page = await t.client().get('/api/auth/error?error=INVALID_TOKEN');
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('No se ha podido completar');
    expect(html).toContain('/auth/forgot-password');
    expect(html).not.toMatch(/INVALID_TOKEN|Something went wrong|Better Auth/i);
  });
});

describe('Configuración → Seguridad', () => {
  async function signedIn(email: string, password: string) {
    const client = t.client();
    expect((await signIn(email, password, client)).status).toBe(200);
    return client;
  }

  it('changes the password with the current one, and ends the other sessions', async () => {
    const user = await createUser(t.db);
    const phone = await signedIn(user.email, user.password);
    const laptop = await signedIn(user.email, user.password);

    const wrong = await laptop.post('/api/auth/change-password', {
      currentPassword: 'no-es-esta',
      newPassword: 'nueva-clave-9',
      revokeOtherSessions: true,
    });
    expect(wrong.status).toBe(400);
    expect((await phone.get('/api/me')).status).not.toBe(401);

    const blank = await laptop.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: '        ',
      revokeOtherSessions: true,
    });
    expect(blank.status).toBe(422);
    expect((await blank.json()).error.message).toBe('La contraseña no puede ser solo espacios.');

    const ok = await laptop.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'nueva-clave-9',
      revokeOtherSessions: true,
    });
    expect(ok.status).toBe(200);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await laptop.get('/api/me')).status).not.toBe(401);
    expect((await signIn(user.email, user.password)).status).toBe(401);
    expect((await signIn(user.email, 'nueva-clave-9')).status).toBe(200);
  });

  it('ends the other sessions on a password change even when the caller does not ask', async () => {
    const user = await createUser(t.db);
    const phone = await signedIn(user.email, user.password);
    const laptop = await signedIn(user.email, user.password);
    const ok = await laptop.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'otra-clave-77',
      revokeOtherSessions: false,
    });
    expect(ok.status).toBe(200);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await laptop.get('/api/me')).status).not.toBe(401);
  });

  it('signs out on every device', async () => {
    const user = await createUser(t.db);
    const phone = await signedIn(user.email, user.password);
    const laptop = await signedIn(user.email, user.password);
    expect((await laptop.post('/api/auth/revoke-sessions', {})).status).toBe(200);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await laptop.get('/api/me')).status).toBe(401);
  });
});
