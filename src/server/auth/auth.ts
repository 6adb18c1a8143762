import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../shared/auth-schemas';
import { legalVersions } from '../../shared/legal';
import { api, paths } from '../../shared/paths';
import type { Db } from '../db/client';
import { accounts, sessions, users, verifications } from '../db/schema';
import type { Logger } from '../logger';
import type { Mailer } from '../providers/mail/mailer';
import { resetPasswordMessage, verifyEmailMessage } from '../providers/mail/templates';

export interface AuthOptions {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  secret: string;
  /** How long a password-reset link works, in seconds. */
  resetTokenTtlSeconds?: number;
}

/** The origins better-auth accepts requests from: PUBLIC_URL's only (pages elsewhere redirect there). */
export const authTrustedOrigins = (publicUrl: string) => [new URL(publicUrl).origin];

/** How long a session lasts without use (the cookie policy names it). */
export const SESSION_DAYS = 30;

const SIGN_UP_PATH = '/sign-up/email';

/** What an account records of the Terms and Privacy policy its person accepted, and when. */
export const acceptedLegalTexts = (at: Date) => ({
  termsVersion: legalVersions.terms,
  privacyVersion: legalVersions.privacy,
  termsAcceptedAt: at,
});

/** better-auth, mounted at /api/auth: e-mail + password, verification, reset, sessions in the database. */
export function createAuth(opts: AuthOptions) {
  const secure = opts.publicUrl.startsWith('https://');
  return betterAuth({
    appName: 'Escaparate',
    baseURL: opts.publicUrl,
    basePath: api.auth,
    secret: opts.secret,
    trustedOrigins: authTrustedOrigins(opts.publicUrl),
    database: drizzleAdapter(opts.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: opts.resetTokenTtlSeconds ?? 3600,
      // The link opens our own page, which posts the token with the new password.
      sendResetPassword: async ({ user, token }) => {
        const url = `${opts.publicUrl}${paths.auth.resetPassword}?token=${encodeURIComponent(token)}`;
        await opts.mailer.send(resetPasswordMessage(user.email, url));
      },
    },
    user: {
      // Set by the server at sign-up (below), never by the request body.
      additionalFields: {
        termsVersion: { type: 'string', required: false, input: false },
        privacyVersion: { type: 'string', required: false, input: false },
        termsAcceptedAt: { type: 'date', required: false, input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // auth.routes.ts refuses a sign-up without the box ticked (signUpSchema); the versions
          // accepted and the time are stored with the account, in the same insert.
          before: async (user, ctx) => {
            if (ctx?.path !== SIGN_UP_PATH) return;
            if ((ctx.body as { acceptTerms?: unknown } | undefined)?.acceptTerms !== true) return false;
            return { data: { ...user, ...acceptedLegalTexts(new Date()) } };
          },
        },
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, url }) => {
        await opts.mailer.send(verifyEmailMessage(user.email, url));
      },
    },
    session: { expiresIn: SESSION_DAYS * 24 * 3600, updateAge: 24 * 3600 },
    // Our own limiter (per IP and per e-mail) runs in front of these endpoints.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
    },
    logger: {
      // Only an error goes along (through the logger's scrubbing serializer): better-auth's other
      // arguments can be the user or the request body, with e-mails and names.
      log: (level, message, ...args) => {
        const err = args.find((a) => a instanceof Error);
        opts.logger[level](err ? { err } : {}, `auth: ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
