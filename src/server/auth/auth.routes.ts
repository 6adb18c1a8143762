import { Hono } from 'hono';
import type { z } from 'zod';
import {
  forgotPasswordSchema,
  loginSchema,
  resendVerificationSchema,
  signUpSchema,
} from '../../shared/auth-schemas';
import { authTexts } from '../../shared/auth-texts';
import { api } from '../../shared/paths';
import type { AppDeps } from '../context';
import { DEMO_ACCOUNT } from '../demo/demo-account';
import { clientIp } from '../http/client-ip';
import { AppError, validationError } from '../http/errors';
import { awaitWarmup } from '../warmup';
import { authTrustedOrigins } from './auth';
import { spanishAuthErrors } from './auth-errors';

/** How long a demo sign-in waits for the demo seed of a first start (it takes a second or two). */
const DEMO_WAIT_MS = 15_000;

/** Endpoints that are limited, with the shared schema their body must pass. */
const guarded: Record<string, z.ZodType<{ email?: string }> | null> = {
  [`${api.auth}/sign-in/email`]: loginSchema,
  [`${api.auth}/sign-up/email`]: signUpSchema,
  [`${api.auth}/request-password-reset`]: forgotPasswordSchema,
  [`${api.auth}/send-verification-email`]: resendVerificationSchema,
  [`${api.auth}/reset-password`]: null,
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
async function forAuth(raw: Request, req: { text(): Promise<string> }): Promise<Request> {
  if (!raw.bodyUsed) return raw;
  return new Request(raw.url, { method: raw.method, headers: raw.headers, body: await req.text() });
}

/** better-auth behind validation and rate limits (per IP and per e-mail). */
export function authRoutes(deps: AppDeps) {
  const trusted = new Set(authTrustedOrigins(deps.env.PUBLIC_URL));
  return new Hono().on(['GET', 'POST'], `${api.auth}/*`, async (c) => {
    // A page that stayed on another address (its pages redirect to PUBLIC_URL, but an open tab or
    // the dev server does not): better-auth would say only "Invalid origin"; say what to do.
    const origin = callerOrigin(c.req.header('origin'), c.req.header('referer'));
    if (c.req.method === 'POST' && origin && !trusted.has(origin)) {
      deps.logger.warn({ origin, path: c.req.path }, 'auth request from another origin');
      throw new AppError('forbidden', authTexts.wrongAddress(deps.env.PUBLIC_URL));
    }
    const schema = guarded[c.req.path];
    if (c.req.method === 'POST' && schema !== undefined) {
      const ip = clientIp(c, deps.env.TRUST_PROXY);
      let email: string | undefined;
      if (schema) {
        let body: unknown;
        try {
          body = await c.req.json();
        } catch {
          throw new AppError('bad_request', 'El cuerpo de la solicitud no es JSON válido.');
        }
        const parsed = schema.safeParse(body);
        if (!parsed.success) throw validationError(parsed.error);
        email = parsed.data.email?.toLowerCase();
      }
      // Right after a first start the demo account may still be being created (the seed runs
      // after listening): its sign-in waits for it rather than answering "wrong password".
      if (email === DEMO_ACCOUNT.email && !(await awaitWarmup(deps.warmup, DEMO_WAIT_MS)))
        throw new AppError('unavailable', authTexts.demoStarting);
      const byIp = deps.limits.perIp.hit(`${c.req.path}|${ip}`);
      const byEmail = email ? deps.limits.perEmail.hit(`${c.req.path}|${email}`) : byIp;
      if (!byIp.allowed || !byEmail.allowed) {
        deps.logger.warn({ path: c.req.path }, 'auth rate limit reached');
        c.header('Retry-After', String(Math.max(byIp.retryAfterSeconds, byEmail.retryAfterSeconds)));
        throw new AppError('rate_limited', authTexts.tooManyRequests);
      }
    }
    return spanishAuthErrors(await deps.auth.handler(await forAuth(c.req.raw, c.req)), c.req.path);
  });
}
