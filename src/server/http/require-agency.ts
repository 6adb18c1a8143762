import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { ensureMyAgency } from '../modules/agencies/ensure-my-agency';
import { requireUser } from './require-user';

/**
 * 401 unless signed in; sets `user` and `agency`, the member's own agency (created on first
 * need). Every route that acts for an agency takes it from here, so none can reach another's.
 */
export function requireAgency(deps: Pick<AppDeps, 'auth' | 'database'>): MiddlewareHandler<AppEnv> {
  const signedIn = requireUser(deps.auth);
  const { db } = deps.database;
  return (c, next) =>
    signedIn(c, async () => {
      c.set('agency', await ensureMyAgency({ db, userId: c.get('user').id }));
      await next();
    });
}
