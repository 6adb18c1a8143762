import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/auth';
import type { AppEnv } from '../context';
import { AppError } from '../lib/app-error';

/** 401 unless a valid session cookie is present; sets `user`. */
export function requireUser(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!result) throw new AppError('unauthorized');
    c.set('user', { id: result.user.id, email: result.user.email, emailVerified: result.user.emailVerified });
    await next();
  };
}
