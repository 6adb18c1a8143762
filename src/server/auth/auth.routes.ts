import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import {
  changePasswordBodySchema,
  forgotPasswordSchema,
  loginSchema,
  resendVerificationSchema,
  resetPasswordBodySchema,
  signUpSchema,
  updateUserBodySchema,
} from '../../shared/auth-schemas';
import { authTexts } from '../../shared/auth-texts';
import { api } from '../../shared/paths';
import type { AppDeps } from '../context';
import { users, verifications } from '../db/schema';
import { DEMO_ACCOUNT } from '../demo/demo-account';
import { clientIp } from '../http/client-ip';
import { validationError } from '../http/errors';
import { bodyJsonOrNone } from '../http/validate';
import { AppError } from '../lib/app-error';
import { checkLimits, type LimitRule } from '../providers/limits/limit-store';
import { awaitWarmup } from '../warmup';
import { authTrustedOrigins } from './auth';
import { authErrorPage, spanishAuthErrors } from './auth-errors';
import { isKnownDevice, knownDeviceCookie } from './known-device';
import { createSignInThrottle } from './sign-in-throttle';

/** How long a demo sign-in waits for the demo seed of a first start (it takes a second or two). */
const DEMO_WAIT_MS = 15_000;

/** Endpoints that are limited, with the shared schema their body must pass. */
const guarded: Record<string, z.ZodType<{ email?: string; newPassword?: string }> | null> = {
  [`${api.auth}/sign-in/email`]: loginSchema,
  [`${api.auth}/sign-up/email`]: signUpSchema,
  [`${api.auth}/request-password-reset`]: forgotPasswordSchema,
  [`${api.auth}/send-verification-email`]: resendVerificationSchema,
  [`${api.auth}/reset-password`]: resetPasswordBodySchema,
  [`${api.auth}/change-password`]: changePasswordBodySchema,
};

/** Endpoints not limited whose body must still pass a shared schema. */
const checkedOnly: Record<string, z.ZodType> = {
  [`${api.auth}/update-user`]: updateUserBodySchema,
};

/** The origin a browser says the request comes from (better-auth reads Referer without Origin). */
function callerOrigin(origin: string | undefined, referer: string | undefined): string | null {
  const value = origin || referer;
  if (!value || value === 'null') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * The request for better-auth: the original, or — when the body was already read through Hono's
 * cache (controlCharGuard, the checks above) — the same request carrying that body again.
 */
async function forAuth(c: Context, path: string): Promise<Request> {
  const raw = c.req.raw;
  if (path === CHANGE_PASSWORD && raw.method === 'POST') {
    // A new password ends every other session, whatever the caller asked: whoever knew the old
    // one (the reason to change it) must not stay signed in elsewhere. The body is the one read
    // once for the schema check (bodyJson), not parsed again.
    const read = await bodyJsonOrNone(c);
    const body =
      read.json && read.value && typeof read.value === 'object' && !Array.isArray(read.value)
        ? JSON.stringify({ ...read.value, revokeOtherSessions: true })
        : await c.req.text();
    const headers = new Headers(raw.headers);
    headers.delete('content-length');
    return new Request(raw.url, { method: raw.method, headers, body });
  }
  if (!raw.bodyUsed) return raw;
  return new Request(raw.url, { method: raw.method, headers: raw.headers, body: await c.req.text() });
}

const SIGN_IN = `${api.auth}/sign-in/email`;
const CHANGE_PASSWORD = `${api.auth}/change-password`;
/** better-auth's own error page (a failed or expired link lands here), in English: ours instead. */
const ERROR_PAGE = `${api.auth}/error`;
const RESET = `${api.auth}/reset-password`;
/** Endpoints that send an e-mail to the address in the body. */
const MAILING = new Set([`${api.auth}/request-password-reset`, `${api.auth}/send-verification-email`]);
const WINDOW_MS = 15 * 60_000;

/** The token of a reset (body or query): the account it belongs to is found before better-auth spends it. */
async function resetEmail(deps: AppDeps, token: unknown): Promise<string | null> {
  if (typeof token !== 'string' || !token || token.length > 200) return null;
  const [row] = await deps.database.db
    .select({ email: users.email })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(eq(verifications.identifier, `reset-password:${token}`));
  return row?.email.toLowerCase() ?? null;
}

/** The response with one more cookie. */
function withCookie(res: Response, cookie: string): Response {
  const out = new Response(res.body, res);
  out.headers.append('set-cookie', cookie);
  return out;
}

/**
 * better-auth behind validation and limits. Wrong passwords slow down the e-mail + address that made
 * them, and attempts from unknown browsers the account over every address (sign-in-throttle.ts);
 * a known device and a completed reset get through. Other account requests are limited per
 * address, and e-mails per e-mail + address.
 */
export function authRoutes(deps: AppDeps) {
  const trusted = new Set(authTrustedOrigins(deps.env.PUBLIC_URL));
  const { env } = deps;
  const throttle = createSignInThrottle(deps.limits, {
    perEmail: env.AUTH_LIMIT_PER_EMAIL,
    perAddress: env.AUTH_LIMIT_PER_IP,
    // The owner on a phone and a laptop: twice what one address gets (decision 039).
    perAccount: 2 * env.AUTH_LIMIT_PER_EMAIL,
  });
  const perAddress: LimitRule = { name: 'auth-ip', limit: env.AUTH_LIMIT_PER_IP, windowMs: WINDOW_MS };
  const mailsPerEmail: LimitRule = {
    name: 'auth-mail',
    limit: env.AUTH_LIMIT_PER_EMAIL,
    windowMs: WINDOW_MS,
  };
  const secure = env.PUBLIC_URL.startsWith('https:');
  /**
   * A limit store that cannot be reached (Redis down) must not lock everyone out: the request goes
   * on unchecked, and the failure is logged for the operator.
   */
  const unchecked =
    <T>(fallback: T) =>
    (err: unknown): T => {
      deps.logger.error({ err }, 'auth limits unavailable: request taken unchecked');
      return fallback;
    };
  const deviceCookie = (c: Context, email: string) =>
    knownDeviceCookie({ secret: deps.secret, cookieHeader: c.req.header('cookie'), email, secure });

  return new Hono().on(['GET', 'POST'], `${api.auth}/*`, async (c) => {
    // A page that stayed on another address (its pages redirect to PUBLIC_URL, but an open tab or
    // the dev server does not): better-auth would say only "Invalid origin"; say what to do.
    const origin = callerOrigin(c.req.header('origin'), c.req.header('referer'));
    if (c.req.method === 'POST' && origin && !trusted.has(origin)) {
      deps.logger.warn({ origin, path: c.req.path }, 'auth request from another origin');
      throw new AppError('forbidden', authTexts.wrongAddress(deps.env.PUBLIC_URL));
    }
    const path = c.req.path;
    const limited = path in guarded;
    const schema = limited ? guarded[path] : checkedOnly[path];
    const handle = async () => spanishAuthErrors(await deps.auth.handler(await forAuth(c, path)), path);
    if (c.req.method === 'GET' && path === ERROR_PAGE) return c.html(authErrorPage(deps.env.PUBLIC_URL), 400);
    if (c.req.method !== 'POST' || schema === undefined) return handle();

    const read = await bodyJsonOrNone(c);
    if (!read.json && schema)
      throw new AppError('bad_request', 'El cuerpo de la solicitud no es JSON válido.');
    const body = read.json ? read.value : undefined;
    let email: string | undefined;
    if (schema) {
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw validationError(parsed.error);
      email = (parsed.data as { email?: string }).email?.toLowerCase();
    }
    // Checked, not limited (update-user): on to better-auth.
    if (!limited) return handle();
    const ip = clientIp(c, env.TRUST_PROXY);

    // Right after a first start the demo account may still be being created (the seed runs
    // after listening): its sign-in waits for it rather than answering "wrong password".
    if (email === DEMO_ACCOUNT.email && !(await awaitWarmup(deps.warmup, DEMO_WAIT_MS)))
      throw new AppError('unavailable', authTexts.demoStarting);

    if (path === SIGN_IN && email) {
      // A browser this account signed in from has counters of its own: no stranger's failures apply,
      // and it never waits for the account.
      const knownDevice = isKnownDevice(deps.secret, c.req.header('cookie'), email);
      const attempt = { email, ip, knownDevice };
      const wait = await throttle.admit(attempt).catch(unchecked({ seconds: 0, account: false }));
      if (wait.seconds > 0) {
        deps.logger.warn(
          { path, scope: wait.account ? 'account' : 'address' },
          'sign-in slowed down after failures',
        );
        c.header('Retry-After', String(wait.seconds));
        const text = wait.account ? authTexts.accountSignInWait : authTexts.signInWait;
        throw new AppError('rate_limited', text(wait.seconds));
      }
      const res = await handle();
      if (res.status === 401) await throttle.failed(attempt).catch(unchecked(undefined));
      if (!res.ok) return res;
      await throttle.succeeded(attempt).catch(unchecked(undefined));
      return withCookie(res, deviceCookie(c, email));
    }

    const checks = [{ rule: perAddress, key: `${path}|${ip}` }];
    if (email && MAILING.has(path)) checks.push({ rule: mailsPerEmail, key: `${path}|${email}|${ip}` });
    const verdicts = await checkLimits(deps.limits, checks).catch(unchecked([]));
    if (verdicts.some((v) => !v.allowed)) {
      deps.logger.warn({ path }, 'auth rate limit reached');
      c.header('Retry-After', String(Math.max(...verdicts.map((v) => v.retryAfterSeconds))));
      throw new AppError('rate_limited', authTexts.tooManyRequests);
    }
    if (path !== RESET) return handle();
    // A completed reset proves the e-mail: its failures from here are forgotten and this browser is known.
    const token = (body as { token?: unknown } | undefined)?.token ?? c.req.query('token');
    const owner = await resetEmail(deps, token);
    const res = await handle();
    if (!res.ok || !owner) return res;
    await throttle.passwordReset(owner, ip).catch(unchecked(undefined));
    return withCookie(res, deviceCookie(c, owner));
  });
}
